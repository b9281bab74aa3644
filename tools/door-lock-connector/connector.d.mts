/** Types of connector.mjs for the product's tests (the program itself is plain JavaScript, no build). */
export interface ConnectorJob {
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
export interface Driver {
  encode(job: ConnectorJob): Promise<DriverOutcome>;
}
export const PROTOCOL_BASE: string;
export class TokenRefused extends Error {}
export function normaliseOutcome(outcome: unknown): DriverOutcome;
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
