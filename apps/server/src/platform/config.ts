import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Environment, environment } from './config-env';
import { type BlobKeySettings, blobKeySettings, checkJwtSecret } from './config-secrets';
import { StartupError } from './errors';
import type { LogFormat } from './request-log';

/**
 * The server's settings, read from the environment once, here and nowhere else (decision 0025): main.ts (and the
 * test harness) builds the ports from them. A value that cannot be read takes its default, as it always did; a
 * setting that would be unsafe or cannot work (TRUST_PROXY, JWT_SECRET, BLOB_KEY, S3, Cielo) stops the start with
 * one line saying what to set.
 */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  /** DATABASE_READ_URL: a read replica for the dashboards' named queries; null = they read the main database. */
  databaseReadUrl: string | null;
  /** EMBEDDED_PG_PORT: the embedded PostgreSQL's port when DATABASE_URL is not set. */
  embeddedPgPort: number;
  dataDir: string;
  publicUrl: string;
  jwtSecret: Uint8Array;
  /** JWT_SECRET was set; otherwise main.ts keeps a secret in DATA_DIR (platform/signing-secret.ts), tests one per process. */
  jwtSecretFromEnv: boolean;
  accessTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  linkTokenTtlSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** MARKETING_SMTP_URL: the relay (or relay account) of campaign mail, kept apart from transactional mail; SMTP_URL by default. */
  marketingSmtpUrl: string | null;
  /** MARKETING_MAIL_FROM: the sender address of campaign mail (its own identity and reputation); news@ MAIL_FROM's domain by default. */
  marketingMailFrom: string;
  supportEmail: string;
  webDist: string | null;
  rateLimitAuthMax: number;
  rateLimitWindowMs: number;
  /** The proxies whose X-Forwarded-For is believed (addresses, CIDRs, loopback/linklocal/uniquelocal); [] none. */
  trustProxy: string[];
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  logLevel: string;
  /** LOG_FORMAT: 'line' (one short line per entry; the default outside production) or 'json' (production default). */
  logFormat: LogFormat;
  /**
   * SEED_DEMO: what an empty database gets on start (seed/seed.ts): 'living' (default) the demo hotels, accounts and
   * the living demo's history (docs/decisions/0033-living-demo.md); 'basic' (SEED_DEMO=basic) hotels and accounts only;
   * 'off' (SEED_DEMO=false) nothing.
   */
  seedDemo: 'off' | 'basic' | 'living';
  /** COOKIE_SECURE=true: the session cookie is Secure and HSTS is sent (served over HTTPS). */
  cookieSecure: boolean;
  /** BENCH_CEILING=true: the benchmark's do-nothing route, measured beside each scenario (bench/). */
  benchCeiling: boolean;
  /** BLOB_STORE: the filesystem under DATA_DIR/blobs, or an S3-compatible bucket (S3_*). */
  blobStore: { kind: 'fs' } | { kind: 's3'; s3: S3Config };
  blobKeys: BlobKeySettings;
  acquirer: AcquirerSettings;
  pms: PmsSettings;
  reviewSites: ReviewSiteSettings;
  messaging: MessagingSettings;
  doorLock: DoorLockSettings;
  cardTerminal: CardTerminalSettings;
  /** POSTAL_CODE_PROVIDER=viacep (VIACEP_URL), else the offline sandbox. */
  postalCodes: { provider: 'sandbox' } | { provider: 'viacep'; url: string };
  /**
   * Where bounces and complaints come back (decision 0060): BOUNCE_ADDRESS, the envelope sender (Return-Path) of
   * campaign mail; BOUNCE_SMTP_PORT (with BOUNCE_SMTP_HOST, default 0.0.0.0) starts the inbound SMTP listener for it,
   * else the sandbox inbox (messages handed to it in PostgreSQL).
   */
  bounceInbox: { address: string; smtp: { port: number; host: string } | null };
  /** FACE_ENGINE=human: the on-premises face model (adapters/face/human.ts), else the offline sandbox. */
  faceEngine: 'sandbox' | 'human';
  billing: BillingOptions;
  /** PMS_IMPORT_INTERVAL_MS: how often the bookings of a hotel fed by its PMS are imported. */
  pmsImportIntervalMs: number;
  /** BOOKINGS_LIST_CACHE_MS: how long a booking list answer is shared (at most 60 s; 0 turns the cache off). */
  bookingsListCacheMs: number;
  /**
   * Replies checked against their contracts' output schemas (decision 0026): 'enforce' (a mismatch answers 500; the
   * tests), 'report' (logged; development and the demo), 'off' (production default). REPLY_CHECKS overrides.
   */
  replyChecks: 'enforce' | 'report' | 'off';
}

/** BLOB_STORE=s3: an S3-compatible bucket (adapters/blob/s3.ts). */
export interface S3Config {
  /** e.g. https://s3.sa-east-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (endpoint/bucket/key), as MinIO and most compatible stores want; else bucket.host. */
  forcePathStyle: boolean;
  /** Prefix of every object key, e.g. 'blobs/'. */
  prefix: string;
  timeoutMs: number;
}

/**
 * ACQUIRER=sandbox (default) | cielo. Sandbox: ACQUIRER_SANDBOX_LATENCY_MS ('300-900' or '0'),
 * ACQUIRER_SANDBOX_TIMEOUT_MS, ACQUIRER_SANDBOX_SEED. Cielo: CIELO_MERCHANT_ID, CIELO_MERCHANT_KEY,
 * CIELO_API_URL, CIELO_QUERY_URL (sandbox hosts by default), CIELO_TIMEOUT_MS.
 */
export interface AcquirerSettings {
  kind: 'sandbox' | 'cielo';
  /** Sandbox: simulated latency range in ms. */
  latencyMs: [number, number];
  /** Sandbox: how long a timeout card (last digit 6) holds the request before the caller gives up. */
  timeoutMs: number;
  /** Sandbox: seed of the random outcome of last digit 9. */
  seed: number;
  cielo: { merchantId: string; merchantKey: string; apiUrl: string; queryUrl: string; timeoutMs: number } | null;
}

/** PMS_URL and PMS_TOKEN for the HTTP client; without PMS_URL the sandbox (PMS_SANDBOX_LATENCY_MS, PMS_SANDBOX_RESOLVE_MS). */
export interface PmsSettings {
  url: string | null;
  token: string | null;
  sandboxLatencyMs: number;
  sandboxResolveMs: number;
}

/**
 * The review sites' clients (adapters/review-sites): TRIPADVISOR_API_KEY (TRIPADVISOR_API_URL, the Content API by
 * default) and BOOKING_REVIEWS_FEED_URL with BOOKING_REVIEWS_FEED_TOKEN (a connectivity partner's feed); a site
 * without them is the sandbox.
 */
export interface ReviewSiteSettings {
  tripadvisor: { apiUrl: string; apiKey: string } | null;
  bookingFeed: { url: string; token: string } | null;
}

/**
 * The hotel's guest messaging (adapters/messaging, docs/messaging.md): Meta's WhatsApp Business Cloud API with
 * WHATSAPP_TOKEN, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN (WHATSAPP_API_URL, the Graph API by default); the
 * sandbox without them.
 */
export interface MessagingSettings {
  cloudApi: { apiUrl: string; token: string; appSecret: string; verifyToken: string } | null;
}

/**
 * DOOR_LOCK=connector: encode jobs wait for the hotel's on-site connector (docs/door-lock-connector.md); otherwise the
 * sandbox lock server runs them (DOOR_LOCK_SANDBOX_LATENCY_MS, DOOR_LOCK_SANDBOX_MAX_RECORDINGS). The other times
 * bound a lock server that does not answer (decision 0066).
 */
export interface DoorLockSettings {
  mode: 'sandbox' | 'connector';
  sandboxLatencyMs: number;
  sandboxMaxRecordings: number;
  /** One encode by the lock server may take this long before it counts as a failed attempt. */
  timeoutMs: number;
  /** Attempts of one job (a timeout or an unreachable lock server is tried again; a refusal is not). */
  attempts: number;
  /** A connector that took a job and said nothing for this long loses it (the job is tried again). */
  leaseMs: number;
  /** A job no connector took in this time fails (could not complete). */
  pendingTimeoutMs: number;
}

/**
 * The card terminals (PIN pads) of the kiosks (decision 0064): CARD_TERMINAL_URL and CARD_TERMINAL_KEY name the
 * terminal gateway (adapters/card-terminal/http.ts); without them the sandbox, which answers like a terminal after
 * CARD_TERMINAL_SANDBOX_LATENCY_MS.
 */
export interface CardTerminalSettings {
  url: string | null;
  key: string | null;
  timeoutMs: number;
  sandboxLatencyMs: number;
}

/** BILLING_* (milliseconds; days for the capture window). */
export interface BillingOptions {
  /** The safety-net reconcile job of every attempt runs this long after it (beyond the acquirer's timeout). */
  reconcileAfterMs: number;
  /** An attempt whose sale the acquirer does not know is declared failed only once this old. */
  noSaleGraceMs: number;
  /** Delay before querying an unknown outcome. */
  unknownRetryMs: number;
  /** The acquirer's capture window for an authorisation (Cielo default: 15 days). */
  captureWindowDays: number;
  /** An abandoned reservation is voided this long before its capture deadline. */
  voidBeforeDeadlineMs: number;
}

function blobStoreOf(e: Environment): Config['blobStore'] {
  if (e.BLOB_STORE !== 's3') return { kind: 'fs' };
  const need = (name: 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY') => {
    const v = e[name];
    if (!v) throw new StartupError(`BLOB_STORE=s3 needs ${name}`);
    return v;
  };
  return {
    kind: 's3',
    s3: {
      endpoint: need('S3_ENDPOINT').replace(/\/$/, ''),
      bucket: need('S3_BUCKET'),
      region: e.S3_REGION ?? 'us-east-1',
      accessKeyId: need('S3_ACCESS_KEY_ID'),
      secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
      forcePathStyle: e.S3_FORCE_PATH_STYLE !== 'false',
      prefix: e.S3_PREFIX ?? 'blobs/',
      timeoutMs: e.S3_TIMEOUT_MS,
    },
  };
}

function acquirerOf(e: Environment): AcquirerSettings {
  const cielo = e.ACQUIRER === 'cielo';
  if (cielo && (!e.CIELO_MERCHANT_ID || !e.CIELO_MERCHANT_KEY))
    throw new StartupError('ACQUIRER=cielo needs CIELO_MERCHANT_ID and CIELO_MERCHANT_KEY');
  return {
    kind: e.ACQUIRER,
    latencyMs: e.ACQUIRER_SANDBOX_LATENCY_MS,
    timeoutMs: e.ACQUIRER_SANDBOX_TIMEOUT_MS,
    seed: e.ACQUIRER_SANDBOX_SEED,
    cielo: cielo
      ? {
          merchantId: e.CIELO_MERCHANT_ID ?? '',
          merchantKey: e.CIELO_MERCHANT_KEY ?? '',
          apiUrl: (e.CIELO_API_URL || 'https://apisandbox.cieloecommerce.cielo.com.br').replace(/\/$/, ''),
          queryUrl: (e.CIELO_QUERY_URL || 'https://apiquerysandbox.cieloecommerce.cielo.com.br').replace(/\/$/, ''),
          timeoutMs: e.CIELO_TIMEOUT_MS,
        }
      : null,
  };
}

/** The default campaign sender: news@ the transactional sender's domain (a separate address, the same domain's SPF/DKIM). */
function marketingFromOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `news@${address.split('@')[1] ?? 'guest-platform.local'}`;
}

/** Reads the environment once; `overrides` are a test's. Refuses with a StartupError (one line) what cannot run. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new StartupError(parsed.error.issues[0]?.message ?? 'invalid environment');
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? './data');
  // In the order an operator meets them: the proxies (above), the token secret, the image key, the outside systems.
  checkJwtSecret(e);
  const blobKeys = blobKeySettings(e, dataDir);
  const blobStore = blobStoreOf(e);
  const acquirer = acquirerOf(e);
  if (e.CARD_TERMINAL_URL && !e.CARD_TERMINAL_KEY) throw new StartupError('CARD_TERMINAL_URL needs CARD_TERMINAL_KEY');
  return {
    port: e.PORT,
    host: e.HOST || '127.0.0.1',
    databaseUrl: e.DATABASE_URL || null,
    databaseReadUrl: e.DATABASE_READ_URL || null,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ? new TextEncoder().encode(e.JWT_SECRET) : randomBytes(32),
    jwtSecretFromEnv: Boolean(e.JWT_SECRET),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    sessionTtlSeconds: e.SESSION_TTL,
    linkTokenTtlSeconds: e.LINK_TOKEN_TTL,
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM ?? 'Guest Platform <no-reply@guest-platform.local>',
    marketingSmtpUrl: e.MARKETING_SMTP_URL || e.SMTP_URL || null,
    marketingMailFrom: e.MARKETING_MAIL_FROM ?? marketingFromOf(e.MAIL_FROM ?? 'no-reply@guest-platform.local'),
    supportEmail: e.SUPPORT_EMAIL ?? 'suporte@guest-platform.local',
    webDist: e.WEB_DIST ?? null,
    rateLimitAuthMax: e.RATE_LIMIT_AUTH_MAX,
    rateLimitWindowMs: e.RATE_LIMIT_WINDOW_MS,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL ?? 'info',
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'line'),
    seedDemo: e.SEED_DEMO,
    cookieSecure: e.COOKIE_SECURE,
    benchCeiling: e.BENCH_CEILING,
    blobStore,
    blobKeys,
    acquirer,
    pms: {
      url: e.PMS_URL || null,
      token: e.PMS_TOKEN ?? null,
      sandboxLatencyMs: e.PMS_SANDBOX_LATENCY_MS,
      sandboxResolveMs: e.PMS_SANDBOX_RESOLVE_MS,
    },
    reviewSites: {
      tripadvisor: e.TRIPADVISOR_API_KEY
        ? { apiUrl: e.TRIPADVISOR_API_URL || 'https://api.content.tripadvisor.com/api/v1', apiKey: e.TRIPADVISOR_API_KEY }
        : null,
      bookingFeed:
        e.BOOKING_REVIEWS_FEED_URL && e.BOOKING_REVIEWS_FEED_TOKEN
          ? { url: e.BOOKING_REVIEWS_FEED_URL, token: e.BOOKING_REVIEWS_FEED_TOKEN }
          : null,
    },
    messaging: {
      cloudApi:
        e.WHATSAPP_TOKEN && e.WHATSAPP_APP_SECRET && e.WHATSAPP_VERIFY_TOKEN
          ? {
              apiUrl: e.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0',
              token: e.WHATSAPP_TOKEN,
              appSecret: e.WHATSAPP_APP_SECRET,
              verifyToken: e.WHATSAPP_VERIFY_TOKEN,
            }
          : null,
    },
    doorLock: {
      mode: e.DOOR_LOCK === 'connector' ? 'connector' : 'sandbox',
      sandboxLatencyMs: e.DOOR_LOCK_SANDBOX_LATENCY_MS,
      sandboxMaxRecordings: e.DOOR_LOCK_SANDBOX_MAX_RECORDINGS,
      timeoutMs: e.DOOR_LOCK_TIMEOUT_MS,
      attempts: e.DOOR_LOCK_ATTEMPTS,
      leaseMs: e.DOOR_LOCK_LEASE_MS,
      pendingTimeoutMs: e.DOOR_LOCK_PENDING_TIMEOUT_MS,
    },
    cardTerminal: {
      url: e.CARD_TERMINAL_URL ? e.CARD_TERMINAL_URL.replace(/\/$/, '') : null,
      key: e.CARD_TERMINAL_KEY ?? null,
      timeoutMs: e.CARD_TERMINAL_TIMEOUT_MS,
      sandboxLatencyMs: e.CARD_TERMINAL_SANDBOX_LATENCY_MS,
    },
    postalCodes:
      e.POSTAL_CODE_PROVIDER === 'viacep' ? { provider: 'viacep', url: e.VIACEP_URL ?? 'https://viacep.com.br' } : { provider: 'sandbox' },
    bounceInbox: {
      address: (e.BOUNCE_ADDRESS || 'bounces@guest-platform.local').trim().toLowerCase(),
      smtp: e.BOUNCE_SMTP_PORT > 0 ? { port: e.BOUNCE_SMTP_PORT, host: e.BOUNCE_SMTP_HOST || '0.0.0.0' } : null,
    },
    faceEngine: e.FACE_ENGINE === 'human' ? 'human' : 'sandbox',
    billing: {
      reconcileAfterMs: e.BILLING_RECONCILE_AFTER_MS,
      noSaleGraceMs: e.BILLING_NO_SALE_GRACE_MS,
      unknownRetryMs: e.BILLING_UNKNOWN_RETRY_MS,
      captureWindowDays: e.BILLING_CAPTURE_WINDOW_DAYS,
      voidBeforeDeadlineMs: e.BILLING_VOID_BEFORE_DEADLINE_MS,
    },
    pmsImportIntervalMs: e.PMS_IMPORT_INTERVAL_MS,
    bookingsListCacheMs: e.BOOKINGS_LIST_CACHE_MS,
    replyChecks: e.REPLY_CHECKS ?? (e.NODE_ENV === 'production' ? 'off' : 'report'),
    ...overrides,
  };
}
