import type { PmsSettings } from '../../platform/config';
import { httpPms } from './http';
import type { PmsPort } from './port';
import { createSandboxPms } from './sandbox';

export type {
  PmsAnswer,
  PmsBooking,
  PmsBookingsPage,
  PmsGuest,
  PmsPort,
  PmsRegistrationState,
  PmsReleaseAnswer,
} from './port';

/**
 * The PMS the configuration names (platform/config.ts): the HTTP client when PMS_URL is set, otherwise the sandbox
 * (its latency and timing configurable with PMS_SANDBOX_LATENCY_MS and PMS_SANDBOX_RESOLVE_MS).
 */
export function configuredPms(settings: PmsSettings): PmsPort {
  return settings.url
    ? httpPms({ baseUrl: settings.url, token: settings.token })
    : createSandboxPms({ latencyMs: settings.sandboxLatencyMs, resolveAfterMs: settings.sandboxResolveMs });
}
