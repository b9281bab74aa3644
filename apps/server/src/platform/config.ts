import { randomBytes } from 'node:crypto';
import path from 'node:path';

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
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  logLevel: string;
  seedDemo: boolean;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

/**
 * Reads the environment once. JWT_SECRET should be set in production; without it a secret is kept
 * in the data directory so tokens survive restarts (see main.ts), or generated per process in tests.
 */
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
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 600_000),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    ...overrides,
  };
}
