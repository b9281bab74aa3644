/** Types of connector.mjs for the product's tests (the program itself is plain JavaScript, no build). */
export interface ConnectorJob {
  /** encode a key, or revoke the booking's keys of the room (the stay ended). */
  kind: 'encode' | 'revoke';
  seqEncode: number;
  booking: number;
  room: string;
  cards: number;
  validFrom: string;
  validUntil: string;
  attempt: number;
  leaseMs: number;
}
export type DriverOutcome =
  | { ok: true; recordings: number }
  | { ok: false; reason: 'max_recordings' | 'lock_error' | 'room_unknown' | 'unreachable'; recordings?: number };
export type RevokeOutcome = { ok: true } | { ok: false; reason: 'lock_error' | 'unreachable' };
export interface Driver {
  encode(job: ConnectorJob): Promise<DriverOutcome>;
  /** Revokes the booking's keys of job.room; a driver without it is never handed revocations. */
  revoke?(job: ConnectorJob): Promise<RevokeOutcome>;
}
export const PROTOCOL_BASE: string;
export class TokenRefused extends Error {}
export function normaliseOutcome(outcome: unknown, kind?: 'encode' | 'revoke'): DriverOutcome | RevokeOutcome;
export function runConnector(options: {
  url: string;
  token: string;
  driver: Driver;
  waitSeconds?: number;
  encodeTimeoutMs?: number;
  signal?: AbortSignal;
  log?: (level: 'info' | 'warn', message: string) => void;
  fetch?: typeof fetch;
}): Promise<number>;
export function loadDriver(name: string, options: Record<string, unknown>): Promise<Driver>;
