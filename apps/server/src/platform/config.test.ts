import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../db/paths';
import { loadConfig } from './config';
import { StartupError } from './errors';

const KEY = 'a'.repeat(64);

describe('loadConfig', () => {
  it('has a default for everything a demo needs', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      databaseReadUrl: null,
      embeddedPgPort: 54329,
      publicUrl: 'http://localhost:3000',
      jwtSecretFromEnv: false,
      trustProxy: [],
      cookieSecure: false,
      benchCeiling: false,
      blobStore: { kind: 'fs' },
      blobKeys: { required: false, current: null, previous: null },
      acquirer: { kind: 'sandbox', latencyMs: [250, 800], timeoutMs: 8000, seed: 20_240_605, cielo: null },
      pms: { url: null, token: null, sandboxLatencyMs: 150, sandboxResolveMs: 3000 },
      postalCodes: { provider: 'sandbox' },
      billing: {
        reconcileAfterMs: 60_000,
        noSaleGraceMs: 120_000,
        unknownRetryMs: 5_000,
        captureWindowDays: 15,
        voidBeforeDeadlineMs: 86_400_000,
      },
      pmsImportIntervalMs: 300_000,
      bookingsListCacheMs: 2000,
    });
    expect(c.jwtSecret).toHaveLength(32);
  });

  it('reads a value it cannot use as its default, as the server always did', () => {
    const c = loadConfig({
      PORT: 'abc',
      RATE_LIMIT_AUTH_MAX: '2.7',
      BILLING_NO_SALE_GRACE_MS: '',
      BILLING_UNKNOWN_RETRY_MS: '0',
      BOOKINGS_LIST_CACHE_MS: '90000',
      PMS_IMPORT_INTERVAL_MS: '0',
      ACQUIRER_SANDBOX_LATENCY_MS: '100-x',
    });
    expect(c).toMatchObject({ port: 3000, rateLimitAuthMax: 2, pmsImportIntervalMs: 0, bookingsListCacheMs: 60_000 });
    expect(c.billing).toMatchObject({ noSaleGraceMs: 120_000, unknownRetryMs: 0 });
    expect(c.acquirer.latencyMs).toEqual([250, 800]);
    expect(loadConfig({ BOOKINGS_LIST_CACHE_MS: 'off' }).bookingsListCacheMs).toBe(0);
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
  });

  it('logs one short line per entry outside production, JSON in production; LOG_FORMAT overrides', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: KEY, BLOB_KEY: KEY };
    expect(loadConfig({}).logFormat).toBe('line');
    expect(loadConfig(production).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'line' }).logFormat).toBe('line');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }).logFormat).toBe('json');
  });

  it('checks replies against their contracts: report by default, off in production, REPLY_CHECKS overrides', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: KEY, BLOB_KEY: KEY };
    expect(loadConfig({}).replyChecks).toBe('report');
    expect(loadConfig(production).replyChecks).toBe('off');
    expect(loadConfig({ ...production, REPLY_CHECKS: 'enforce' }).replyChecks).toBe('enforce');
    expect(loadConfig({ REPLY_CHECKS: 'off' }).replyChecks).toBe('off');
    expect(loadConfig({ ...production, REPLY_CHECKS: 'loud' }).replyChecks).toBe('off');
    expect(loadConfig({ REPLY_CHECKS: 'loud' }).replyChecks).toBe('report');
  });

  it('names the outside systems: S3, Cielo, an HTTP PMS, ViaCEP, an SMTP relay', () => {
    const c = loadConfig({
      BLOB_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      ACQUIRER: 'cielo',
      CIELO_MERCHANT_ID: 'm',
      CIELO_MERCHANT_KEY: 'mk',
      PMS_URL: 'http://pms.test',
      PMS_TOKEN: 't',
      POSTAL_CODE_PROVIDER: 'viacep',
      SMTP_URL: 'smtp://relay:25',
      COOKIE_SECURE: 'true',
    });
    expect(c.blobStore).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        bucket: 'b',
        region: 'us-east-1',
        accessKeyId: 'k',
        secretAccessKey: 's',
        forcePathStyle: true,
        prefix: 'blobs/',
        timeoutMs: 15_000,
      },
    });
    expect(c.acquirer).toMatchObject({ kind: 'cielo', cielo: { merchantId: 'm', merchantKey: 'mk', timeoutMs: 40_000 } });
    expect(c).toMatchObject({
      pms: { url: 'http://pms.test', token: 't' },
      postalCodes: { provider: 'viacep', url: 'https://viacep.com.br' },
      smtpUrl: 'smtp://relay:25',
      cookieSecure: true,
    });
  });

  it.each([
    [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY=true: 'true' is not a proxy address/],
    [{ NODE_ENV: 'production' }, /^JWT_SECRET is required in production/],
    [{ REQUIRE_JWT_SECRET: 'true', JWT_SECRET: 'short' }, /^JWT_SECRET is too short/],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, /^BLOB_KEY or BLOB_KEY_FILE \(a file outside DATA_DIR\) is required/],
    [{ BLOB_KEY: 'short' }, /^BLOB_KEY must be 32 bytes/],
    [{ BLOB_KEY: KEY, BLOB_KEY_FILE: '/run/secrets/blob' }, /^set BLOB_KEY or BLOB_KEY_FILE, not both/],
    [{ BLOB_KEY: KEY, BLOB_KEY_PREVIOUS: 'nope' }, /^BLOB_KEY_PREVIOUS must be 32 bytes/],
    [{ BLOB_STORE: 's3', S3_ENDPOINT: 'http://minio:9000' }, /^BLOB_STORE=s3 needs S3_BUCKET$/],
    [{ ACQUIRER: 'cielo' }, /^ACQUIRER=cielo needs CIELO_MERCHANT_ID and CIELO_MERCHANT_KEY$/],
  ])('refuses %j in one line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(StartupError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the environment', () => {
  it('is read in platform/config.ts only', () => {
    const src = path.join(serverRoot(), 'src');
    const readers = (readdirSync(src, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => readFileSync(path.join(src, f), 'utf8').includes('process.env'));
    expect(readers).toEqual([path.join('platform', 'config.ts')]);
  });
});
