/**
 * The card-terminal port (decision 0064): the PIN pad beside a kiosk. The product asks the terminal (through its
 * gateway) to take an amount; the guest inserts or taps the card and types the PIN on the terminal, which talks to
 * the acquirer. No card number, PIN or track data ever reaches the product: it learns the outcome, the brand and
 * the authorisation code only.
 */

/** pending: the terminal is waiting for the card or the acquirer; the others are final. */
export type TerminalState = 'pending' | 'approved' | 'declined' | 'timeout' | 'cancelled';

export interface TerminalTransaction {
  transactionId: string;
  state: TerminalState;
  amountCents: number;
  /** The acquirer's authorisation code of an approval. */
  authorizationCode: string | null;
  /** The card brand the terminal read (Visa, Master...), for the receipt; never the number. */
  brand: string | null;
  /** Why it was declined (the acquirer's return code, e.g. '51') or timed out ('no_card'). */
  reason: string | null;
}

export interface StartTransactionInput {
  /** The PIN pad, as the gateway names it (kiosk_devices.terminal_id). */
  terminalId: string;
  amountCents: number;
  /** Ours, unique per payment (the gateway's idempotency key): 'tp-<terminal payment id>'. */
  reference: string;
}

export interface CardTerminalPort {
  readonly name: string;
  /** Puts the amount on the terminal's screen; answers at once (pending) while the guest uses the terminal. */
  start(input: StartTransactionInput): Promise<TerminalTransaction>;
  /** The transaction now (null: the gateway does not know it). */
  status(transactionId: string): Promise<TerminalTransaction | null>;
  /** Asks the terminal to abandon it; answers the state it ends in (already final: that state). */
  cancel(transactionId: string): Promise<TerminalTransaction | null>;
}

/** The gateway cannot be reached or answered 5xx: the transaction's outcome is unknown until it is asked again. */
export class CardTerminalUnavailableError extends Error {
  constructor(readonly reason: 'timeout' | 'network' | 'server') {
    super(`card terminal unavailable (${reason})`);
    this.name = 'CardTerminalUnavailableError';
  }
}
