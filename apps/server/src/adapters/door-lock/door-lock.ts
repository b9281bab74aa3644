import type { Queryable } from '../../db/pool';
import type { DoorLockSettings } from '../../platform/config';
import type { DoorLockPort } from './port';
import { createSandboxLock } from './sandbox';

export type { DoorLockPort, EncodeFailureReason, EncodeOrder, EncodeOutcome, LockServerDriver, RevokeOrder, RevokeOutcome } from './port';
export { ENCODE_FAILURE_REASONS } from './port';
export { createSandboxLock, SANDBOX_ROOMS } from './sandbox';

/** The door lock the configuration names (DOOR_LOCK): the hotel's on-site connector, or the sandbox lock server. */
export function configuredDoorLock(settings: DoorLockSettings, db: Queryable): DoorLockPort {
  const timings = {
    timeoutMs: settings.timeoutMs,
    attempts: settings.attempts,
    leaseMs: settings.leaseMs,
    pendingTimeoutMs: settings.pendingTimeoutMs,
  };
  if (settings.mode === 'connector') return { mode: 'connector', timings };
  return {
    mode: 'sandbox',
    driver: createSandboxLock(db, { latencyMs: settings.sandboxLatencyMs, maxRecordings: settings.sandboxMaxRecordings }),
    timings,
  };
}
