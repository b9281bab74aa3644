import { kioskBlocker } from '@gm/domain/kiosk';
import { chargedToGuest, type PaymentCondition } from '@gm/domain/payment-outcome';
import { todayIn } from '@gm/domain/today';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { GuestCaller } from '../../platform/registry';
import { openBalanceCentsSql } from '../billing/public';
import { settingsOf } from '../institutions/public';
import { deviceByToken } from './devices';

/** VerificaCheckinTotemService: what stops the booking of the guest's token from checking in at this kiosk. */
export async function checkKioskBooking(deps: AppDeps, caller: GuestCaller, deviceToken: string) {
  if (caller.tokenType !== 'booking' || caller.codRes === null) throw new AppError('kiosk.booking_token_needed', { httpStatus: 403 });
  await deviceByToken(deps.db, deviceToken, caller.codIns);
  const settings = await settingsOf(deps.db, caller.codIns);
  const { rows } = await deps.db.query<{
    status: string;
    check_in: string;
    due: string;
    payment_condition: PaymentCondition;
    births: (string | null)[];
  }>(
    `SELECT b.status, to_char(b.check_in, 'YYYY-MM-DD') AS check_in, ${openBalanceCentsSql('$1', 'b.id')} AS due, b.payment_condition,
            ARRAY(SELECT to_char(g.birth_date, 'YYYY-MM-DD') FROM booking_persons bp LEFT JOIN guests g ON g.id = bp.guest_id
                   WHERE bp.booking_id = b.id) AS births
       FROM bookings b WHERE b.id = $2 AND b.institution_id = $1`,
    [caller.codIns, caller.codRes],
  );
  const b = rows[0];
  if (!b) throw new AppError('kiosk.booking_token_needed', { httpStatus: 404 });
  const dueCents = Number(b.due);
  const impedimento = kioskBlocker({
    status: b.status,
    checkIn: b.check_in,
    today: todayIn(settings.timeZone),
    birthDates: b.births,
    // A courtesy or invoiced booking is never charged to the guest: what its invoices hold is not the guest's to pay.
    paymentOn: settings.flags.TSYCFGHASPAYMENT === 'S' && chargedToGuest(b.payment_condition),
    dueCents,
  });
  return { status: 1 as const, impedimento, vlrEmAberto: dueCents / 100 };
}
