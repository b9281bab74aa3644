import type { Queryable } from '../../db/pool';

/** A message that reached the bounce address, as kept until the bounce job reads it. */
export interface InboundMessage {
  id: number;
  receivedAt: Date;
  /** The envelope sender: '' for a delivery status notification (the null reverse path). */
  mailFrom: string | null;
  raw: Buffer;
}

export interface InboundEnvelope {
  mailFrom: string | null;
  rcptTo: string[];
}

/**
 * The bounce inbox (decision 0060): where delivery status notifications (RFC 3464) and complaint feedback reports
 * (RFC 5965) sent back to the bounce address arrive. Every transport keeps what arrives in PostgreSQL (any server
 * process may read it: the server stays stateless), and the campaigns' bounce job claims and settles it.
 */
export interface BounceInboxPort {
  /** 'sandbox' (messages handed to deliver) or 'smtp' (an inbound SMTP listener also feeds it). */
  readonly kind: 'sandbox' | 'smtp';
  /** The address bounces come back to: the Return-Path (envelope sender) of campaign mail. */
  readonly address: string;
  /** Keeps a message that reached the bounce address; returns its id. */
  deliver(raw: Buffer, envelope: InboundEnvelope): Promise<number>;
  /** Up to `limit` unread messages, oldest first, locked for the caller's transaction (SKIP LOCKED: workers share). */
  claim(tx: Queryable, limit: number): Promise<InboundMessage[]>;
  /** Marks a claimed message read with what it was; `keepRaw` keeps its text (an unmatched message, for support). */
  settle(tx: Queryable, id: number, outcome: string, keepRaw: boolean): Promise<void>;
  /** Read messages older than `days` days are dropped; returns how many. */
  purge(tx: Queryable, days: number): Promise<number>;
  /** Starts receiving; `onArrival` runs after each message is kept (the job is queued then, not at the next pass). */
  start(onArrival: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}
