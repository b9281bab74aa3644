import type {
  EncodeFailureReason,
  EncodeOrder,
  EncodeOutcome,
  LockServerDriver,
  RevokeOrder,
  RevokeOutcome,
} from '../../adapters/door-lock/door-lock';
import { type Db, type Queryable, withTransaction } from '../../db/pool';
import { recordAuditAs } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { emitDomainEvent } from '../../platform/domain-events';
import { enqueueJob, type JobResult } from '../../platform/jobs';

/**
 * Encode jobs (door_encode_jobs) and the operations log (door_lock_operations): the one place that moves a job from
 * pending to working to done or failed, whichever side encoded it (the sandbox here, or a hotel's connector). A
 * revocation at check-out (kind 'revoke', decision 0078) is a job of the same table and goes the same way.
 */

export const ENCODE_JOB_KIND = 'doorLock.encode';
/** A sandbox attempt that could not reach the lock server is tried again this soon. */
export const RETRY_MS = 300;

export type JobKind = 'encode' | 'revoke';

export interface JobRow {
  id: number;
  kind: JobKind;
  institution_id: number;
  booking_id: number;
  room: string;
  cards: number;
  valid_from: string;
  valid_until: string;
  state: 'pending' | 'working' | 'done' | 'failed';
  reason: EncodeFailureReason | null;
  recordings: number | null;
  attempts: number;
  taken_by: string | null;
  created_at: Date;
  finished_at: Date | null;
  revoked_at: Date | null;
}

export const JOB_COLUMNS = `id::int AS id, kind, institution_id, booking_id::int AS booking_id, room, cards, valid_from::text AS valid_from,
  valid_until::text AS valid_until, state, reason, recordings, attempts, taken_by, created_at, finished_at, revoked_at`;

export interface OperationEntry {
  institutionId: number;
  bookingId: number | null;
  jobId?: number | null;
  room?: string | null;
  operation: 'encode_request' | 'encode' | 'consult' | 'revoke_request' | 'revoke';
  result: 'accepted' | 'refused' | 'done' | 'failed' | 'retry';
  reason?: string | null;
  durationMs?: number | null;
  userId?: number | null;
  personId?: number | null;
  device: string;
}

/** Logs one encode or door operation (who, which device, room, booking, outcome, timing). */
export async function logOperation(db: Queryable, e: OperationEntry): Promise<void> {
  await db.query(
    `INSERT INTO door_lock_operations (institution_id, booking_id, job_id, room, operation, result, reason, duration_ms, user_id, person_id, device)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      e.institutionId,
      e.bookingId,
      e.jobId ?? null,
      e.room ?? null,
      e.operation,
      e.result,
      e.reason ?? null,
      e.durationMs ?? null,
      e.userId ?? null,
      e.personId ?? null,
      e.device.slice(0, 80),
    ],
  );
}

export function revokeOrderOf(job: JobRow): RevokeOrder {
  return { jobId: job.id, institutionId: job.institution_id, bookingId: job.booking_id, room: job.room, attempt: job.attempts };
}

export function orderOf(job: JobRow): EncodeOrder {
  return {
    jobId: job.id,
    institutionId: job.institution_id,
    bookingId: job.booking_id,
    room: job.room,
    cards: job.cards,
    validFrom: job.valid_from,
    validUntil: job.valid_until,
    attempt: job.attempts,
  };
}

/**
 * Fails the hotel's jobs nobody finished in time: pending longer than pendingTimeoutMs (no connector took them), or
 * taken and silent past their lease on the last attempt. Jobs silent past their lease with attempts left go back to
 * pending. Run before a job is read or taken, so every process sees the same answer without a timer.
 */
export async function expireStale(
  db: Queryable,
  institutionId: number,
  timings: { attempts: number; pendingTimeoutMs: number },
): Promise<void> {
  const { rows } = await db.query<JobRow>(
    `UPDATE door_encode_jobs SET
        state = CASE WHEN state = 'working' AND attempts < $2 THEN 'pending' ELSE 'failed' END,
        reason = CASE WHEN state = 'working' AND attempts < $2 THEN NULL ELSE 'timeout' END,
        finished_at = CASE WHEN state = 'working' AND attempts < $2 THEN NULL ELSE now() END,
        lease_until = NULL
      WHERE institution_id = $1 AND (
        (state = 'working' AND lease_until < now())
        OR (state = 'pending' AND created_at < now() - make_interval(secs => $3::double precision / 1000)))
      RETURNING ${JOB_COLUMNS}`,
    [institutionId, timings.attempts, timings.pendingTimeoutMs],
  );
  for (const job of rows)
    await logOperation(db, {
      institutionId,
      bookingId: job.booking_id,
      jobId: job.id,
      room: job.room,
      operation: job.kind,
      result: job.state === 'failed' ? 'failed' : 'retry',
      reason: 'timeout',
      device: job.taken_by ?? 'none',
    });
  for (const job of rows) if (job.kind === 'revoke' && job.state === 'failed') await auditRevocation(db, job);
}

/** A revocation's end goes to the audit trail (who: the lock server's side that answered), beside the operations log. */
async function auditRevocation(db: Queryable, job: JobRow): Promise<void> {
  await recordAuditAs(
    db,
    { actorUserId: null, actorName: job.taken_by ?? 'door-lock', asUserId: null, asName: null },
    {
      action: job.state === 'done' ? 'doorlock.keys_revoked' : 'doorlock.revoke_failed',
      target: { type: 'booking', id: job.booking_id },
      after: { seqEncode: job.id, numUH: job.room, ...(job.reason ? { motivo: job.reason } : {}) },
      institutionId: job.institution_id,
    },
  );
}

/**
 * Takes a pending job (by id, or the hotel's oldest of the kinds the worker runs) for a worker: working, one more
 * attempt, leased.
 */
export async function takeJob(
  db: Queryable,
  where: { jobId: number } | { institutionId: number; kinds: readonly JobKind[] },
  takenBy: string,
  leaseMs: number,
): Promise<JobRow | null> {
  const byId = 'jobId' in where;
  const { rows } = await db.query<JobRow>(
    `UPDATE door_encode_jobs SET state = 'working', attempts = attempts + 1, taken_by = $2,
            lease_until = now() + make_interval(secs => $3::double precision / 1000)
      WHERE id = (SELECT id FROM door_encode_jobs WHERE state = 'pending' AND ${byId ? 'id = $1' : 'institution_id = $1 AND kind = ANY($4::text[])'}
                   ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${JOB_COLUMNS}`,
    byId ? [where.jobId, takenBy, leaseMs] : [where.institutionId, takenBy, leaseMs, where.kinds],
  );
  return rows[0] ?? null;
}

/**
 * Records a worker's result for a job it holds (working, taken by it): done, failed for good, or back to pending
 * (an unreachable lock server with attempts left; failed as timeout after the last). Returns the new state, or null
 * when the job was no longer this worker's (its lease ran out and it was given back or failed). A revocation done
 * marks the booking's keys of that room revoked, in the same statement.
 */
export async function finishJob(
  db: Db,
  job: Pick<JobRow, 'id' | 'institution_id'>,
  takenBy: string,
  outcome: EncodeOutcome | RevokeOutcome,
  durationMs: number,
  attempts: number,
): Promise<JobRow['state'] | null> {
  const retry = !outcome.ok && outcome.reason === 'unreachable';
  const recordings = 'recordings' in outcome && outcome.recordings !== undefined && !retry ? outcome.recordings : null;
  // The state, the operations log, the audit and the late revocation commit together: a reader never sees a
  // finished key without its log line.
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<JobRow>(
      `WITH j AS (
         UPDATE door_encode_jobs SET
            state = CASE WHEN $3 THEN 'done' WHEN $4 AND attempts < $7 THEN 'pending' ELSE 'failed' END,
            reason = CASE WHEN $3 THEN NULL WHEN $4 AND attempts < $7 THEN NULL WHEN $4 THEN 'timeout' ELSE $5 END,
            recordings = coalesce($6, recordings),
            finished_at = CASE WHEN $4 AND attempts < $7 THEN NULL ELSE now() END,
            lease_until = NULL
          WHERE id = $1 AND institution_id = $8 AND state = 'working' AND taken_by = $2
          RETURNING ${JOB_COLUMNS}),
       revoked AS (
         UPDATE door_encode_jobs k SET revoked_at = now(), revoked_by = j.id
           FROM j
          WHERE j.kind = 'revoke' AND j.state = 'done' AND k.booking_id = j.booking_id AND k.institution_id = j.institution_id
            AND k.room = j.room AND k.kind = 'encode' AND k.state = 'done' AND k.revoked_at IS NULL AND k.id < j.id)
       SELECT * FROM j`,
      [job.id, takenBy, outcome.ok, retry, outcome.ok || retry ? null : outcome.reason, recordings, attempts, job.institution_id],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.kind === 'revoke' && row.state !== 'pending') await auditRevocation(tx, row);
    await logOperation(tx, {
      institutionId: row.institution_id,
      bookingId: row.booking_id,
      jobId: row.id,
      room: row.room,
      operation: row.kind,
      result: row.state === 'done' ? 'done' : row.state === 'failed' ? 'failed' : 'retry',
      reason: row.state === 'done' ? null : (row.reason ?? 'unreachable'),
      durationMs: Math.round(durationMs),
      device: takenBy,
    });
    // A key encoded after its stay ended (checked out or cancelled while the encode was on its way) is revoked at once:
    // revoke.ts reacts when the booking's stay is over (decision 0078).
    if (row.kind === 'encode' && row.state === 'done')
      await emitDomainEvent(tx, { type: 'doorlock.key_encoded', institutionId: row.institution_id, bookingId: row.booking_id });
    return row.state;
  });
}

/** An attempt that outlives the timeout counts as an unreachable lock server. */
async function withTimeout<T extends EncodeOutcome | RevokeOutcome>(
  work: Promise<T>,
  ms: number,
): Promise<T | { ok: false; reason: 'unreachable' }> {
  type Late = { ok: false; reason: 'unreachable' };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Late>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: 'unreachable' }), ms);
  });
  try {
    return await Promise.race([work.catch((): Late => ({ ok: false, reason: 'unreachable' })), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The background job of the sandbox: takes the job and starts the attempt beside the worker (a lock server takes
 * seconds, and the worker runs its batch one job after another: five kiosks' keys would wait in line). The attempt
 * records its result and, when the lock server did not answer and attempts are left, queues the next one.
 */
export async function runSandboxEncode(deps: AppDeps, payload: Record<string, unknown>): Promise<JobResult> {
  const port = deps.ports.doorLock;
  if (port.mode !== 'sandbox') return undefined; // a connector takes the hotel's jobs
  const jobId = Number(payload.jobId);
  const job = await takeJob(deps.db, { jobId }, 'sandbox', port.timings.timeoutMs + port.timings.leaseMs);
  if (!job) return undefined;
  void sandboxAttempt(deps, port.driver, port.timings, job).catch((error: unknown) =>
    deps.log?.error({ err: error, jobId }, 'door-lock sandbox attempt failed'),
  );
  return undefined;
}

async function sandboxAttempt(
  deps: AppDeps,
  driver: LockServerDriver,
  timings: { timeoutMs: number; attempts: number },
  job: JobRow,
): Promise<void> {
  const started = performance.now();
  const outcome =
    job.kind === 'revoke'
      ? await withTimeout<RevokeOutcome>(driver.revoke(revokeOrderOf(job)), timings.timeoutMs)
      : await withTimeout<EncodeOutcome>(driver.encode(orderOf(job)), timings.timeoutMs);
  const state = await finishJob(deps.db, job, 'sandbox', outcome, performance.now() - started, timings.attempts);
  if (state === 'pending')
    await enqueueJob(deps.db, {
      kind: ENCODE_JOB_KIND,
      payload: { jobId: job.id },
      runInMs: RETRY_MS,
      dedupeKey: `${job.id}:${job.attempts}`,
    });
}
