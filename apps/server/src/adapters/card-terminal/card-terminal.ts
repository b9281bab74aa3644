import type { Queryable } from '../../db/pool';
import type { CardTerminalSettings } from '../../platform/config';
import { httpCardTerminal } from './http';
import type { CardTerminalPort } from './port';
import { sandboxCardTerminal } from './sandbox';

export type { CardTerminalPort, TerminalState, TerminalTransaction } from './port';

/** The terminal gateway the configuration names (CARD_TERMINAL_URL and _KEY), else the sandbox over the database. */
export function configuredCardTerminal(settings: CardTerminalSettings, db: Queryable): CardTerminalPort {
  if (settings.url && settings.key) return httpCardTerminal({ url: settings.url, key: settings.key, timeoutMs: settings.timeoutMs });
  return sandboxCardTerminal(db, { latencyMs: settings.sandboxLatencyMs });
}
