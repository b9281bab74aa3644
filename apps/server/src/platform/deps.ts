import type { FastifyBaseLogger } from 'fastify';
import type { Ports } from '../adapters/ports';
import type { Db } from '../db/pool';
import type { Config } from './config';
import type { EventHub } from './events';
import type { SessionCache } from './sessions';

/** What services need from the outside world; built once in main.ts or by a test (the ports: adapters/ports.ts). */
export interface AppDeps {
  db: Db;
  /**
   * What the dashboards' named queries read: the read replica (DATABASE_READ_URL) or, without one, main.ts's small
   * pool of their own on the main database; absent (tests), they read `db`. A replica lags the primary by its
   * replication delay: dashboards tolerate it, nothing that writes reads it.
   */
  readDb?: Db;
  config: Config;
  ports: Ports;
  sessions: SessionCache;
  events: EventHub;
  log?: FastifyBaseLogger;
  /**
   * Crash injection for tests: called at named points of a flow (billing's FailpointName) and may throw to
   * simulate the process dying there. main.ts never sets it.
   */
  failpoint?(point: string): void | Promise<void>;
}
