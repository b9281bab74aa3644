import type { Db } from '../db/pool';
import type { Config } from '../platform/config';
import { configuredAcquirer } from './acquirer/acquirer';
import type { AcquirerPort } from './acquirer/port';
import { type BlobStore, configuredBlobStore, loadBlobKeyring } from './blob/blob';
import type { BlobKeyring } from './blob/crypto';
import { type BounceInboxPort, configuredBounceInbox } from './bounce-inbox/bounce-inbox';
import { configuredCardTerminal } from './card-terminal/card-terminal';
import type { CardTerminalPort } from './card-terminal/port';
import { configuredDoorLock, type DoorLockPort } from './door-lock/door-lock';
import { configuredFaces } from './face/face';
import type { FacePort } from './face/port';
import { type MailPort, outboxMail, smtpMail } from './mail/mail';
import { outboxMarketingMail, smtpMarketingMail } from './marketing-mail/marketing-mail';
import type { MarketingMailPort } from './marketing-mail/port';
import { configuredMessaging, type MessagingPort } from './messaging/messaging';
import { configuredPms, type PmsPort } from './pms/pms';
import { configuredPostalCodes, type PostalCodePort } from './postal-code/postal-code';
import { configuredReviewSites, type ReviewSitePort } from './review-sites/review-sites';

/** The outside systems, each behind its port with a sandbox default (adapters/<port>). */
export interface Ports {
  acquirer: AcquirerPort;
  /** Where uploaded images live, sealed with blobKeyring. */
  blob: BlobStore;
  blobKeyring: BlobKeyring;
  /** Where bounces and complaints come back (decision 0060). */
  bounceInbox: BounceInboxPort;
  /** Room key cards: the sandbox lock server, or jobs for the hotel's on-site connector. */
  doorLock: DoorLockPort;
  /** The face engine of the opt-in facial booking search. */
  face: FacePort;
  /** The kiosks' PIN pads (decision 0064). */
  cardTerminal: CardTerminalPort;
  mail: MailPort;
  /** The hotel's WhatsApp guest messaging (the messaging module's job ingests it). */
  messaging: MessagingPort;
  /** Campaign mail: its own relay account and sender (adapters/marketing-mail). */
  marketingMail: MarketingMailPort;
  pms: PmsPort;
  postalCode: PostalCodePort;
  /** TripAdvisor and Booking.com reviews (the reputation module's job fetches them). */
  reviewSites: ReviewSitePort;
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
    bounceInbox: given.bounceInbox ?? configuredBounceInbox(config.bounceInbox, db),
    doorLock: given.doorLock ?? configuredDoorLock(config.doorLock, db),
    face: given.face ?? configuredFaces(config.faceEngine),
    cardTerminal: given.cardTerminal ?? configuredCardTerminal(config.cardTerminal, db),
    messaging: given.messaging ?? configuredMessaging(config.messaging, db),
    mail: given.mail ?? (config.smtpUrl ? smtpMail(db, config.smtpUrl, config.mailFrom) : outboxMail(db)),
    marketingMail:
      given.marketingMail ??
      (config.marketingSmtpUrl
        ? smtpMarketingMail(config.marketingSmtpUrl, config.marketingMailFrom, config.bounceInbox.address)
        : outboxMarketingMail(db)),
    pms: given.pms ?? configuredPms(config.pms),
    postalCode: given.postalCode ?? configuredPostalCodes(config.postalCodes),
    reviewSites: given.reviewSites ?? configuredReviewSites(config.reviewSites),
  };
}
