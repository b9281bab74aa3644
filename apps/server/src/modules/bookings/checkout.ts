import type { CheckoutBookingInput } from '@gm/contracts/bookings';
import { checkoutChangeRefusal, todayIn } from '@gm/domain/bookings';
import { formatMoney } from '@gm/domain/format';
import { reaisToCents } from '@gm/domain/money';
import { type Db, withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { balancesDue } from '../billing/public';
import { type Actor, recordEvent } from './events';

/**
 * RealizarCheckoutService (decision 0040): the guest in house leaves today. The desk was shown what the booking still
 * owes (billing's open invoices, balances.ts) and confirmed that amount; when the booking now owes another amount (an
 * invoice was added or paid meanwhile) the check-out is refused with the new amount, so nobody leaves on a balance
 * the desk did not see. The check-out date becomes the hotel's today (never before the check-in). Recorded as the
 * booking's 'checked_out' event and audited as booking.checkout, with the balance left due.
 */
export async function checkOutBooking(
  db: Db,
  institutionId: number,
  actor: Actor,
  input: CheckoutBookingInput,
  timeZone: string,
): Promise<{ id: number; dueCents: number }> {
  const shown = reaisToCents(input.saldoDevedor);
  if (shown === null)
    throw new AppError('platform.validation', { httpStatus: 400, extra: { errors: [{ path: 'saldoDevedor', message: 'invalid' }] } });
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: string; status: 'R' | 'I' | 'O' | 'C'; voucher: string; check_in: string; check_out: string }>(
      'SELECT id, status, voucher, check_in, check_out FROM bookings WHERE id = $1 AND institution_id = $2 FOR UPDATE',
      [input.CODRES, institutionId],
    );
    const b = rows[0];
    if (!b) throw new AppError('bookings.not_found', { httpStatus: 404 });
    const refused = checkoutChangeRefusal(b.status);
    if (refused) throw new AppError(`bookings.${refused}`);
    const dueCents = (await balancesDue(tx, institutionId, [Number(b.id)])).get(Number(b.id)) ?? 0;
    if (dueCents !== shown) throw new AppError('bookings.checkout_balance_changed', { params: { amount: formatMoney(dueCents) } });
    const today = todayIn(timeZone);
    const leaves = b.check_in.localeCompare(today) > 0 ? b.check_in : today;
    await tx.query(
      `UPDATE bookings SET status = 'O', checked_out_at = now(), check_out = $2, synced = false, updated_at = now() WHERE id = $1`,
      [b.id, leaves],
    );
    const balance = { saldoDevedor: dueCents / 100 };
    await recordEvent(tx, institutionId, Number(b.id), 'checked_out', actor, {
      DHSAIDAPREV: leaves,
      ...(b.check_out !== leaves ? { DHSAIDAPREVANTERIOR: b.check_out } : {}),
      ...balance,
    });
    if (actor.audit)
      await recordAudit(tx, actor.audit, {
        action: 'booking.checkout',
        target: { type: 'booking', id: Number(b.id), label: b.voucher },
        before: { STATUS: b.status, DHSAIDAPREV: b.check_out },
        after: { STATUS: 'O', DHSAIDAPREV: leaves, ...balance },
      });
    return { id: Number(b.id), dueCents };
  });
}
