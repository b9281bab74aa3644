import type { Db } from '../db/pool';
import type { Config } from '../platform/config';
import { configuredAcquirer } from './acquirer/acquirer';
import type { AcquirerPort } from './acquirer/port';
import { type BlobStore, configuredBlobStore, loadBlobKeyring } from './blob/blob';
import type { BlobKeyring } from './blob/crypto';
import { configuredCardTerminal } from './card-terminal/card-terminal';
import type { CardTerminalPort } from './card-terminal/port';
import { type MailPort, outboxMail, smtpMail } from './mail/mail';
import { configuredPms, type PmsPort } from './pms/pms';
import { configuredPostalCodes, type PostalCodePort } from './postal-code/postal-code';

/** The outside systems, each behind its port with a sandbox default (adapters/<port>). */
export interface Ports {
  acquirer: AcquirerPort;
  /** Where uploaded images live, sealed with blobKeyring. */
  blob: BlobStore;
  blobKeyring: BlobKeyring;
  /** The kiosks' PIN pads (decision 0064). */
  cardTerminal: CardTerminalPort;
  mail: MailPort;
  pms: PmsPort;
  postalCode: PostalCodePort;
}

/**
 * Every port, built once from the configuration (main.ts, and the test harness, which may give some of its own:
 * a counting acquirer, a failing PMS, a recording mail). A port given is used as is; the others are what the
 * configuration names. Throws a StartupError when a key file cannot be read.
 */
export function buildPorts(config: Config, db: Db, given: Partial<Ports> = {}): Ports {
  return {
    acquirer: given.acquirer ?? configuredAcquirer(config.acquirer, db),
    blob: given.blob ?? configuredBlobStore(config.blobStore, config.dataDir),
    blobKeyring: given.blobKeyring ?? loadBlobKeyring(config.blobKeys, config.dataDir),
    cardTerminal: given.cardTerminal ?? configuredCardTerminal(config.cardTerminal, db),
    mail: given.mail ?? (config.smtpUrl ? smtpMail(db, config.smtpUrl, config.mailFrom) : outboxMail(db)),
    pms: given.pms ?? configuredPms(config.pms),
    postalCode: given.postalCode ?? configuredPostalCodes(config.postalCodes),
  };
}
