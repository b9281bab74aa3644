import type { FastifyBaseLogger } from 'fastify';
import type { MailPort } from '../adapters/mail/mail';
import type { Db } from '../db/pool';
import type { Config } from './config';
import type { EventHub } from './events';
import type { SessionCache } from './sessions';

/**
 * What services need from the outside world; built once in main.ts or by a test. Modules add
 * their ports (pms, acquirer, blob store, postal codes) here as optional fields with sandbox defaults.
 */
export interface AppDeps {
  db: Db;
  config: Config;
  mail: MailPort;
  sessions: SessionCache;
  events: EventHub;
  log?: FastifyBaseLogger;
  ports?: Partial<Ports>;
}

/** Outside systems, filled by their adapters (see adapters/<port>). */
export interface Ports {
  [name: string]: unknown;
}
