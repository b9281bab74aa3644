import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StartupError } from './errors';
import { jwtSecretRequired, loadSigningSecret } from './signing-secret';

const dir = mkdtempSync(path.join(os.tmpdir(), 'gm-jwt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the token signing secret', () => {
  it('is kept in DATA_DIR for the demo, the same across restarts', () => {
    const a = loadSigningSecret({}, dir)!;
    expect(a).toHaveLength(32);
    expect(loadSigningSecret({}, dir)).toEqual(a);
  });
  it('comes from JWT_SECRET when set', () => {
    expect(loadSigningSecret({ JWT_SECRET: 'x'.repeat(40), NODE_ENV: 'production' }, dir)).toBeNull();
  });
  it('is required in production, in one clear line, unless explicitly opted out', () => {
    expect(jwtSecretRequired({ NODE_ENV: 'production' })).toBe(true);
    expect(jwtSecretRequired({ NODE_ENV: 'production', REQUIRE_JWT_SECRET: 'false' })).toBe(false);
    expect(jwtSecretRequired({ REQUIRE_JWT_SECRET: 'true' })).toBe(true);
    expect(() => loadSigningSecret({ NODE_ENV: 'production' }, dir)).toThrow(StartupError);
    expect(() => loadSigningSecret({ NODE_ENV: 'production' }, dir)).toThrow(/JWT_SECRET is required in production/);
    expect(() => loadSigningSecret({ NODE_ENV: 'production', JWT_SECRET: 'short' }, dir)).toThrow(/too short/);
  });
});
