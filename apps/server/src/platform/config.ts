import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { StartupError } from './errors';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  publicUrl: string;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  linkTokenTtlSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  webDist: string | null;
  rateLimitAuthMax: number;
  rateLimitWindowMs: number;
  /** The proxies whose X-Forwarded-For is believed (addresses, CIDRs, loopback/linklocal/uniquelocal); [] none. */
  trustProxy: string[];
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  logLevel: string;
  seedDemo: boolean;
  /**
   * Replies checked against their contracts' output schemas (decision 0026): 'enforce' (a mismatch answers 500; the
   * tests), 'report' (logged; development and the demo), 'off' (production default). REPLY_CHECKS overrides.
   */
  replyChecks: 'enforce' | 'report' | 'off';
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

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

/**
 * Reads the environment once. JWT_SECRET should be set in production; without it a secret is kept
 * in the data directory so tokens survive restarts (see main.ts), or generated per process in tests.
 */
function replyChecksOf(env: NodeJS.ProcessEnv): Config['replyChecks'] {
  const v = env.REPLY_CHECKS;
  if (v === 'enforce' || v === 'report' || v === 'off') return v;
  return env.NODE_ENV === 'production' ? 'off' : 'report';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = int(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ? new TextEncoder().encode(env.JWT_SECRET) : randomBytes(32),
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 15 * 60),
    sessionTtlSeconds: int(env.SESSION_TTL, 12 * 3600),
    linkTokenTtlSeconds: int(env.LINK_TOKEN_TTL, 24 * 3600),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Guest Platform <no-reply@guest-platform.local>',
    supportEmail: env.SUPPORT_EMAIL ?? 'suporte@guest-platform.local',
    webDist: env.WEB_DIST ?? null,
    rateLimitAuthMax: int(env.RATE_LIMIT_AUTH_MAX, 10),
    rateLimitWindowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 600_000),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    replyChecks: replyChecksOf(env),
    ...overrides,
  };
}
