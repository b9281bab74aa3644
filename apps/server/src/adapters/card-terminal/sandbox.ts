import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/pool';
import type { CardTerminalPort, TerminalState, TerminalTransaction } from './port';

/**
 * The sandbox terminal: answers like a PIN pad and its gateway. The amount is on the terminal's screen for
 * `latencyMs` (the guest inserting the card, typing the PIN, the acquirer answering), then the outcome shows. As the
 * acquirer's sandbox does with card numbers, the amount's cents choose the outcome:
 * - ,51 declined (return code 51, insufficient funds); ,57 declined (57, transaction not allowed for the card);
 * - ,98 timeout (nobody inserted a card: the terminal gives up);
 * - anything else approved, with an authorisation code and a brand.
 * A cancel before the outcome ends the transaction cancelled. The state lives in PostgreSQL
 * (card_terminal_sandbox), so every server process sees the same terminal.
 */
export function sandboxCardTerminal(db: Queryable, opts: { latencyMs: number }): CardTerminalPort {
  const outcomeOf = (amountCents: number): string => {
    const cents = amountCents % 100;
    if (cents === 51 || cents === 57) return `declined:${cents}`;
    if (cents === 98) return 'timeout';
    return 'approved';
  };
  interface Row {
    transaction_id: string;
    amount_cents: string;
    outcome: string;
    ready: boolean;
    cancelled: boolean;
  }
  const view = (r: Row): TerminalTransaction => {
    const amountCents = Number(r.amount_cents);
    const base = { transactionId: r.transaction_id, amountCents, authorizationCode: null, brand: null, reason: null };
    if (r.cancelled) return { ...base, state: 'cancelled' };
    if (!r.ready) return { ...base, state: 'pending' };
    const [kind, code] = r.outcome.split(':');
    if (kind === 'approved') {
      const auth = String(100000 + (Number.parseInt(r.transaction_id.replace(/\D/g, '').slice(0, 6) || '0', 10) % 900000));
      return { ...base, state: 'approved', authorizationCode: auth, brand: amountCents % 2 === 0 ? 'Visa' : 'Master' };
    }
    if (kind === 'declined') return { ...base, state: 'declined', reason: code ?? '05' };
    return { ...base, state: kind as TerminalState, reason: 'no_card' };
  };
  const read = async (transactionId: string): Promise<TerminalTransaction | null> => {
    const { rows } = await db.query<Row>(
      `SELECT transaction_id, amount_cents, outcome, ready_at <= now() AS ready, cancelled_at IS NOT NULL AS cancelled
         FROM card_terminal_sandbox WHERE transaction_id = $1`,
      [transactionId],
    );
    return rows[0] ? view(rows[0]) : null;
  };
  return {
    name: 'sandbox',
    async start(input) {
      const id = `sbx-${randomUUID()}`;
      const { rows } = await db.query<Row>(
        `INSERT INTO card_terminal_sandbox (transaction_id, terminal_id, amount_cents, outcome, ready_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision / 1000))
         RETURNING transaction_id, amount_cents, outcome, ready_at <= now() AS ready, false AS cancelled`,
        [id, input.terminalId, input.amountCents, outcomeOf(input.amountCents), opts.latencyMs],
      );
      return view(rows[0]!);
    },
    status: read,
    async cancel(transactionId) {
      // Only a transaction still on the terminal's screen can be abandoned.
      await db.query(
        'UPDATE card_terminal_sandbox SET cancelled_at = now() WHERE transaction_id = $1 AND ready_at > now() AND cancelled_at IS NULL',
        [transactionId],
      );
      return read(transactionId);
    },
  };
}
