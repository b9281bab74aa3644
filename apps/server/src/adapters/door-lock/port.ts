/**
 * The door-lock port (issue 16, docs/decisions/0066-door-keys.md): a lock server encodes room key cards. Lock servers
 * sit on the hotel's network, so the product never calls them: a job waits in PostgreSQL (door_encode_jobs) and either
 * the sandbox lock server runs it here (the default) or the hotel's on-site connector takes it over HTTPS
 * (docs/door-lock-connector.md) and runs it through its own driver (tools/door-lock-connector). Both speak the
 * driver's shape below, so one result shape reaches the job whichever side encoded.
 */

/** What a lock server is asked: a key for a room, for the stay's dates, for one booking. */
export interface EncodeOrder {
  /** seqEncode. */
  jobId: number;
  institutionId: number;
  bookingId: number;
  room: string;
  /** How many cards to encode with the same key (1-4). */
  cards: number;
  validFrom: string;
  validUntil: string;
  /** This job's attempt, 1 for the first. */
  attempt: number;
}

/** A refusal the lock server gives for good (no retry): the spec's key recording errors (section 8). */
export type EncodeRefusal = 'max_recordings' | 'lock_error' | 'room_unknown';
/** Why a job failed: a refusal, or no answer after every attempt (timeout). */
export type EncodeFailureReason = EncodeRefusal | 'timeout';
export const ENCODE_FAILURE_REASONS: readonly EncodeFailureReason[] = ['max_recordings', 'lock_error', 'room_unknown', 'timeout'];

export type EncodeOutcome =
  /** Encoded; recordings: how many keys the lock server has recorded for the booking, this one included. */
  | { ok: true; recordings: number }
  | { ok: false; reason: EncodeRefusal; recordings?: number }
  /** The lock server could not be reached or did not answer: the job is tried again. */
  | { ok: false; reason: 'unreachable' };

/**
 * What a lock server is asked at check-out (decision 0078): revoke every key encoded for the booking in the room (lock
 * servers' "check-out" of a room or folio: the cards stop opening the door).
 */
export interface RevokeOrder {
  /** The revocation job's id (seqEncode of the job). */
  jobId: number;
  institutionId: number;
  bookingId: number;
  room: string;
  /** This job's attempt, 1 for the first. */
  attempt: number;
}

export type RevokeOutcome =
  | { ok: true }
  /** The lock server refused or failed the revocation (no retry: the desk sees it and acts). */
  | { ok: false; reason: 'lock_error' }
  /** The lock server could not be reached or did not answer: the job is tried again. */
  | { ok: false; reason: 'unreachable' };

/** A lock server, as the sandbox and the connector's drivers implement it. */
export interface LockServerDriver {
  encode(order: EncodeOrder): Promise<EncodeOutcome>;
  revoke(order: RevokeOrder): Promise<RevokeOutcome>;
}

export interface DoorLockTimings {
  timeoutMs: number;
  attempts: number;
  leaseMs: number;
  pendingTimeoutMs: number;
}

/**
 * sandbox: the product runs each job with the driver (a background job, at once); connector: jobs wait for the
 * hotel's connector (the product runs nothing itself).
 */
export type DoorLockPort = ({ mode: 'sandbox'; driver: LockServerDriver } | { mode: 'connector' }) & { timings: DoorLockTimings };
