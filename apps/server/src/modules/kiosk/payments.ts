import type { TerminalPayment, TerminalPaymentState } from '@gm/contracts/kiosk/index';
import type { Locale } from '@gm/domain/locale';
import { CardTerminalUnavailableError, type TerminalTransaction } from '../../adapters/card-terminal/port';
import { withTransaction } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import type { GuestCaller } from '../../platform/registry';
import { applyTerminalOutcome, terminalDue } from '../billing/public';
import { deviceByToken } from './devices';

/**
 * Payment on the kiosk's PIN pad (docs/decisions/0064-kiosk.md). The guest holds the booking token; the device token
 * names the kiosk and so its terminal. The product sends the amount and learns the outcome: the card is read and
 * the PIN typed on the terminal, which talks to the acquirer. One payment in flight per invoice (a unique index);
 * the outcome is applied once, by whichever request sees it first (the row is locked and must still be pending).
 */

export const TERMINAL_POLL_MS = 1000;

interface Row {
  id: number;
  institution_id: number;
  booking_id: number;
  invoice_id: number;
  amount_cents: number;
  transaction_id: string | null;
  state: TerminalPaymentState;
  reason: string | null;
  authorization_code: string | null;
  brand: string | null;
}
const COLUMNS = 'id, institution_id, booking_id, invoice_id, amount_cents, transaction_id, state, reason, authorization_code, brand';

function bookingOfGuest(caller: GuestCaller): number {
  if (caller.tokenType !== 'booking' || caller.codRes === null) throw new AppError('kiosk.booking_token_needed', { httpStatus: 403 });
  return caller.codRes;
}

function messageOf(r: Row, locale: Locale): string | null {
  if (r.state === 'declined') return translate('kiosk.payment.declined', locale);
  if (r.state === 'timeout') return translate('kiosk.payment.timeout', locale);
  if (r.state === 'cancelled') return translate('kiosk.payment.cancelled', locale);
  if (r.state === 'error') return translate('kiosk.payment.error', locale);
  return null;
}

function wire(r: Row, locale: Locale): { status: 1; pagamento: TerminalPayment } {
  return {
    status: 1,
    pagamento: {
      id: Number(r.id),
      codCab: Number(r.invoice_id),
      estado: r.state,
      valor: Number(r.amount_cents) / 100,
      bandeira: r.brand,
      codigoAutorizacao: r.authorization_code,
      motivo: r.reason,
      mensagem: messageOf(r, locale),
      pollAfterMs: r.state === 'pending' ? TERMINAL_POLL_MS : null,
    },
  };
}

async function terminalOf(deps: AppDeps, caller: GuestCaller, deviceToken: string) {
  const device = await deviceByToken(deps.db, deviceToken, caller.codIns);
  if (!device.terminal_id) throw new AppError('kiosk.no_terminal');
  return device;
}

export async function startTerminalPayment(
  deps: AppDeps,
  caller: GuestCaller,
  input: { dispositivo: string; codCab?: number },
  locale: Locale,
) {
  const bookingId = bookingOfGuest(caller);
  const device = await terminalOf(deps, caller, input.dispositivo);
  const due = await terminalDue(deps.db, caller.codIns, bookingId, input.codCab);
  if (due.dueCents <= 0) throw new AppError('billing.nothing_due');
  let row: Row;
  try {
    const { rows } = await deps.db.query<Row>(
      `INSERT INTO terminal_payments (institution_id, booking_id, invoice_id, device_id, amount_cents)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [caller.codIns, bookingId, due.invoiceId, device.id, due.dueCents],
    );
    row = rows[0]!;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError('kiosk.payment_in_progress', { httpStatus: 409 });
    throw error;
  }
  let t: TerminalTransaction;
  try {
    t = await deps.ports.cardTerminal.start({ terminalId: device.terminal_id!, amountCents: due.dueCents, reference: `tp-${row.id}` });
  } catch (error) {
    // The terminal never showed the amount (or cannot say): this payment ends; the guest may try again.
    const reason = error instanceof CardTerminalUnavailableError ? error.reason : 'refused';
    return wire(await finish(deps, row.id, { state: 'error', reason, authorizationCode: null, brand: null }), locale);
  }
  const { rows } = await deps.db.query<Row>(`UPDATE terminal_payments SET transaction_id = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [
    row.id,
    t.transactionId,
  ]);
  return wire(t.state === 'pending' ? rows[0]! : await finish(deps, row.id, outcomeOf(t)), locale);
}

function outcomeOf(t: TerminalTransaction) {
  return {
    state: t.state as Exclude<TerminalPaymentState, 'pending'>,
    reason: t.reason,
    authorizationCode: t.authorizationCode,
    brand: t.brand,
  };
}

/** Applies a final outcome once: the row is locked and must still be pending (else its stored outcome stands). */
async function finish(
  deps: AppDeps,
  id: number,
  o: { state: Exclude<TerminalPaymentState, 'pending'>; reason: string | null; authorizationCode: string | null; brand: string | null },
): Promise<Row> {
  return withTransaction(deps.db, async (tx) => {
    const { rows } = await tx.query<Row>(`SELECT ${COLUMNS} FROM terminal_payments WHERE id = $1 FOR UPDATE`, [id]);
    const r = rows[0]!;
    if (r.state !== 'pending') return r;
    const { rows: done } = await tx.query<Row>(
      `UPDATE terminal_payments SET state = $2, reason = $3, authorization_code = $4, brand = $5, finished_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, o.state, o.reason, o.authorizationCode, o.brand],
    );
    await applyTerminalOutcome(tx, {
      institutionId: r.institution_id,
      bookingId: Number(r.booking_id),
      invoiceId: Number(r.invoice_id),
      amountCents: Number(r.amount_cents),
      terminalPaymentId: Number(r.id),
      ...o,
    });
    return done[0]!;
  });
}

async function ownPayment(deps: AppDeps, caller: GuestCaller, input: { dispositivo: string; id: number }): Promise<Row> {
  const bookingId = bookingOfGuest(caller);
  const device = await deviceByToken(deps.db, input.dispositivo, caller.codIns);
  const { rows } = await deps.db.query<Row>(
    `SELECT ${COLUMNS} FROM terminal_payments WHERE id = $1 AND institution_id = $2 AND booking_id = $3 AND device_id = $4`,
    [input.id, caller.codIns, bookingId, device.id],
  );
  if (!rows[0]) throw new AppError('kiosk.payment_not_found', { httpStatus: 404 });
  return rows[0];
}

export async function consultTerminalPayment(
  deps: AppDeps,
  caller: GuestCaller,
  input: { dispositivo: string; id: number },
  locale: Locale,
) {
  const r = await ownPayment(deps, caller, input);
  if (r.state !== 'pending' || !r.transaction_id) return wire(r, locale);
  let t: TerminalTransaction | null;
  try {
    t = await deps.ports.cardTerminal.status(r.transaction_id);
  } catch (error) {
    if (error instanceof CardTerminalUnavailableError) return wire(r, locale); // still pending: ask again
    throw error;
  }
  if (!t)
    return wire(await finish(deps, r.id, { state: 'error', reason: 'unknown_transaction', authorizationCode: null, brand: null }), locale);
  return wire(t.state === 'pending' ? r : await finish(deps, r.id, outcomeOf(t)), locale);
}

export async function cancelTerminalPayment(
  deps: AppDeps,
  caller: GuestCaller,
  input: { dispositivo: string; id: number },
  locale: Locale,
) {
  const r = await ownPayment(deps, caller, input);
  if (r.state !== 'pending') return wire(r, locale);
  const t = r.transaction_id ? await deps.ports.cardTerminal.cancel(r.transaction_id) : null;
  // The terminal may have finished just before the cancel: its outcome (an approval included) is what stands.
  const o = t && t.state !== 'pending' ? outcomeOf(t) : { state: 'cancelled' as const, reason: null, authorizationCode: null, brand: null };
  return wire(await finish(deps, r.id, o), locale);
}
