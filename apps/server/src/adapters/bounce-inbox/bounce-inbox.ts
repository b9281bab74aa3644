import type { Db } from '../../db/pool';
import type { Config } from '../../platform/config';
import type { BounceInboxPort } from './port';
import { sandboxBounceInbox } from './sandbox';
import { smtpBounceInbox } from './smtp-listener';

export type { BounceInboxPort, InboundEnvelope, InboundMessage } from './port';

/** The inbound SMTP listener with BOUNCE_SMTP_PORT (platform/config.ts), else the sandbox inbox. */
export function configuredBounceInbox(settings: Config['bounceInbox'], db: Db): BounceInboxPort {
  return settings.smtp ? smtpBounceInbox(db, settings.address, settings.smtp) : sandboxBounceInbox(db, settings.address);
}
