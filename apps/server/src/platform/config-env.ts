import { isIP } from 'node:net';
import { z } from 'zod';
import { StartupError } from './errors';

/**
 * Every environment variable the server reads, and how each is read (platform/config.ts turns them into the typed
 * Config). Unreadable values take their default, as they did before a schema validated them.
 */

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  // A /0 would trust every peer, which is what 'true' did.
  return /^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the comma-separated proxies (addresses, CIDRs, or loopback / linklocal / uniquelocal) whose
 * X-Forwarded-For names the client; a request from any other peer is known by the peer's address. 'true' (trust
 * whoever sends the header) and hop counts are refused: either lets any client choose the address that sign-in
 * limits and accepted terms record (docs/decisions/0019-edge-input-and-sign-in-limits.md).
 */
export function parseTrustProxy(value: string | undefined): string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return [];
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isProxyEntry(e));
  if (bad.length > 0) {
    throw new StartupError(
      `TRUST_PROXY=${text}: ${bad.map((b) => `'${b}'`).join(', ')} is not a proxy address, CIDR or loopback/linklocal/uniquelocal. ` +
        "List the proxies that connect to this server, e.g. TRUST_PROXY=10.0.0.1,192.168.0.0/16 (TRUST_PROXY=loopback for a proxy on this host); 'true' would let any client choose its address.",
    );
  }
  return entries;
}

// How each kind of value is read. Unreadable values take the default, as before this module validated anything.
const text = z.string().optional();
const flag = (on: string) => text.transform((v) => v === on);
/** A count above 0, rounded down. */
const count = (fallback: number) => z.coerce.number().positive().transform(Math.floor).catch(fallback);
/** Any non-zero number (0, empty or unreadable: the default). */
const nonZero = (fallback: number) =>
  z.coerce
    .number()
    .catch(fallback)
    .transform((n) => n || fallback);
/** Milliseconds, 0 allowed; empty takes the default. */
const millis = (fallback: number) => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().finite().min(0)).catch(fallback);
/** A number read as Number() reads it, at least 0 (empty is 0). */
const atLeastZero = (fallback: number) => z.coerce.number().finite().min(0).catch(fallback);
/** '300-900' or '0': the sandbox acquirer's latency range. */
const latencyRange = text.transform((v): [number, number] => {
  const parts = (v ?? '').split('-').map((p) => Number(p.trim()));
  if (!v || parts.some((n) => !Number.isFinite(n) || n < 0)) return [250, 800];
  return [parts[0]!, parts[1] ?? parts[0]!];
});
const listCacheMs = text.transform((v) => {
  const n = v === undefined || v === '' ? 2000 : Number(v);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 60_000) : 0;
});
const trustProxy = text.transform((v, ctx) => {
  try {
    return parseTrustProxy(v);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

/** Every environment variable the server reads. */
export const environment = z.object({
  NODE_ENV: text,
  PORT: count(3000),
  HOST: text,
  DATABASE_URL: text,
  DATABASE_READ_URL: text,
  EMBEDDED_PG_PORT: nonZero(54329),
  DATA_DIR: text,
  PUBLIC_URL: text,
  JWT_SECRET: text,
  REQUIRE_JWT_SECRET: text,
  ACCESS_TOKEN_TTL: count(15 * 60),
  SESSION_TTL: count(12 * 3600),
  LINK_TOKEN_TTL: count(24 * 3600),
  SMTP_URL: text,
  MAIL_FROM: text,
  MARKETING_SMTP_URL: text,
  MARKETING_MAIL_FROM: text,
  SUPPORT_EMAIL: text,
  WEB_DIST: text,
  RATE_LIMIT_AUTH_MAX: count(10),
  RATE_LIMIT_WINDOW_MS: count(60_000),
  TRUST_PROXY: trustProxy,
  REQUEST_TIMEOUT_MS: count(600_000),
  BODY_LIMIT_BYTES: count(1024 * 1024),
  LOG_LEVEL: text,
  /** line | json; anything else: the default (platform/config.ts). */
  LOG_FORMAT: z.enum(['line', 'json']).optional().catch(undefined),
  /** false: no demo; basic: the demo hotels and accounts only; anything else: with the living demo's history. */
  SEED_DEMO: text.transform((v) => (v === 'false' ? ('off' as const) : v === 'basic' ? ('basic' as const) : ('living' as const))),
  /** enforce | report | off; anything else: the default (platform/config.ts). */
  REPLY_CHECKS: z.enum(['enforce', 'report', 'off']).optional().catch(undefined),
  COOKIE_SECURE: flag('true'),
  BENCH_CEILING: flag('true'),
  BLOB_STORE: text,
  S3_ENDPOINT: text,
  S3_BUCKET: text,
  S3_REGION: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: text,
  S3_PREFIX: text,
  S3_TIMEOUT_MS: nonZero(15_000),
  BLOB_KEY: text,
  BLOB_KEY_FILE: text,
  BLOB_KEY_PREVIOUS: text,
  BLOB_KEY_PREVIOUS_FILE: text,
  REQUIRE_BLOB_KEY: text,
  ACQUIRER: text.transform((v) => (v === 'cielo' ? ('cielo' as const) : ('sandbox' as const))),
  ACQUIRER_SANDBOX_LATENCY_MS: latencyRange,
  ACQUIRER_SANDBOX_TIMEOUT_MS: millis(8000),
  ACQUIRER_SANDBOX_SEED: nonZero(20_240_605),
  CIELO_MERCHANT_ID: text,
  CIELO_MERCHANT_KEY: text,
  CIELO_API_URL: text,
  CIELO_QUERY_URL: text,
  CIELO_TIMEOUT_MS: z.coerce.number().positive().catch(40_000),
  PMS_URL: text,
  PMS_TOKEN: text,
  PMS_SANDBOX_LATENCY_MS: atLeastZero(150),
  PMS_SANDBOX_RESOLVE_MS: atLeastZero(3000),
  PMS_IMPORT_INTERVAL_MS: atLeastZero(300_000),
  DOOR_LOCK: z.enum(['sandbox', 'connector']).optional().catch(undefined),
  DOOR_LOCK_SANDBOX_LATENCY_MS: atLeastZero(2500),
  DOOR_LOCK_SANDBOX_MAX_RECORDINGS: count(4),
  DOOR_LOCK_TIMEOUT_MS: count(10_000),
  DOOR_LOCK_ATTEMPTS: count(3),
  DOOR_LOCK_LEASE_MS: count(30_000),
  DOOR_LOCK_PENDING_TIMEOUT_MS: count(60_000),
  CARD_TERMINAL_URL: text,
  CARD_TERMINAL_KEY: text,
  CARD_TERMINAL_TIMEOUT_MS: nonZero(10_000),
  CARD_TERMINAL_SANDBOX_LATENCY_MS: atLeastZero(3000),
  POSTAL_CODE_PROVIDER: text,
  VIACEP_URL: text,
  BOUNCE_SMTP_PORT: atLeastZero(0),
  BOUNCE_SMTP_HOST: text,
  BOUNCE_ADDRESS: text,
  FACE_ENGINE: text,
  BILLING_RECONCILE_AFTER_MS: millis(60_000),
  BILLING_NO_SALE_GRACE_MS: millis(120_000),
  BILLING_UNKNOWN_RETRY_MS: millis(5_000),
  BILLING_CAPTURE_WINDOW_DAYS: millis(15),
  BILLING_VOID_BEFORE_DEADLINE_MS: millis(86_400_000),
  BOOKINGS_LIST_CACHE_MS: listCacheMs,
  TRIPADVISOR_API_KEY: text,
  TRIPADVISOR_API_URL: text,
  BOOKING_REVIEWS_FEED_URL: text,
  BOOKING_REVIEWS_FEED_TOKEN: text,
  WHATSAPP_TOKEN: text,
  WHATSAPP_APP_SECRET: text,
  WHATSAPP_VERIFY_TOKEN: text,
  WHATSAPP_API_URL: text,
});
export type Environment = z.output<typeof environment>;
