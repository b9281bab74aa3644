import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { jwtSecretRequired } from './config-secrets';
import { StartupError } from './errors';
import { keptSigningSecret } from './signing-secret';

const dir = mkdtempSync(path.join(os.tmpdir(), 'gm-jwt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const KEY = 'a'.repeat(64);

describe('the token signing secret', () => {
  it('is kept in DATA_DIR for the demo, the same across restarts', () => {
    const a = keptSigningSecret(dir);
    expect(a).toHaveLength(32);
    expect(keptSigningSecret(dir)).toEqual(a);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecretFromEnv).toBe(false);
  });
  it('comes from JWT_SECRET when set', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), NODE_ENV: 'production', BLOB_KEY: KEY });
    expect(config.jwtSecretFromEnv).toBe(true);
    expect(new TextDecoder().decode(config.jwtSecret)).toBe('x'.repeat(40));
  });
  it('is required in production, in one clear line, unless explicitly opted out', () => {
    expect(jwtSecretRequired({ NODE_ENV: 'production' })).toBe(true);
    expect(jwtSecretRequired({ NODE_ENV: 'production', REQUIRE_JWT_SECRET: 'false' })).toBe(false);
    expect(jwtSecretRequired({ REQUIRE_JWT_SECRET: 'true' })).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(StartupError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/too short/);
    expect(loadConfig({ NODE_ENV: 'production', REQUIRE_JWT_SECRET: 'false', BLOB_KEY: KEY }).jwtSecretFromEnv).toBe(false);
  });
});
