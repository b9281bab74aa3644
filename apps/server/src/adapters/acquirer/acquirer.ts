import type { Queryable } from '../../db/pool';
import type { AcquirerSettings } from '../../platform/config';
import { cieloAcquirer } from './cielo';
import type { AcquirerPort } from './port';
import { sandboxAcquirer } from './sandbox';

/** The acquirer the configuration names (ACQUIRER, platform/config.ts): Cielo, or the sandbox over the database. */
export function configuredAcquirer(settings: AcquirerSettings, db: Queryable): AcquirerPort {
  if (settings.cielo) return cieloAcquirer(settings.cielo);
  return sandboxAcquirer(db, { latencyMs: settings.latencyMs, timeoutMs: settings.timeoutMs, seed: settings.seed });
}
