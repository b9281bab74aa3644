import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blobKeyRequired, blobKeySettings } from '../../platform/config-secrets';
import { StartupError } from '../../platform/errors';
import { loadBlobKeyring as load } from './blob';
import { FsBlobStore } from './filesystem';

const root = mkdtempSync(path.join(os.tmpdir(), 'gm-blob-keys-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const HEX_A = 'a'.repeat(64);
const HEX_B = 'b'.repeat(64);

/** What a start does: the environment's rules (platform/config-secrets.ts), then the key files read. */
const loadBlobKeyring = (env: NodeJS.ProcessEnv, dataDir: string) => load(blobKeySettings(env, dataDir), dataDir);

function dirs(name: string) {
  const dataDir = path.join(root, name, 'data');
  const secrets = path.join(root, name, 'secrets');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(secrets, { recursive: true });
  return { dataDir, secrets };
}

describe('loadBlobKeyring', () => {
  it('keeps a demo key file in DATA_DIR when no key is required', () => {
    const { dataDir } = dirs('demo');
    const ring = loadBlobKeyring({}, dataDir);
    expect(ring.current).toHaveLength(32);
    expect(ring.previous).toEqual([]);
    expect(statSync(path.join(dataDir, 'blob-key')).mode & 0o777).toBe(0o600);
    expect(loadBlobKeyring({}, dataDir).current.equals(ring.current)).toBe(true);
  });
  it('keeps the first demo key when processes start together, and leaves no temporary file', () => {
    const { dataDir } = dirs('together');
    // Each start writes a candidate and links it into place: the ones after the first find the key and use it.
    const rings = Array.from({ length: 5 }, () => loadBlobKeyring({}, dataDir));
    for (const ring of rings) expect(ring.current.equals(rings[0]!.current)).toBe(true);
    expect(readdirSync(dataDir)).toEqual(['blob-key']);
  });
  it('requires BLOB_KEY or BLOB_KEY_FILE in production or with REQUIRE_BLOB_KEY=true, in one line', () => {
    const { dataDir } = dirs('required');
    expect(blobKeyRequired({ NODE_ENV: 'production' })).toBe(true);
    expect(blobKeyRequired({ REQUIRE_BLOB_KEY: 'true' })).toBe(true);
    expect(blobKeyRequired({ NODE_ENV: 'production', REQUIRE_BLOB_KEY: 'false' })).toBe(false);
    expect(blobKeyRequired({})).toBe(false);
    for (const env of [{ NODE_ENV: 'production' }, { REQUIRE_BLOB_KEY: 'true' }]) {
      expect(() => loadBlobKeyring(env, dataDir)).toThrow(StartupError);
      expect(() => loadBlobKeyring(env, dataDir)).toThrow(/^BLOB_KEY or BLOB_KEY_FILE \(a file outside DATA_DIR\) is required/);
    }
    expect(existsSync(path.join(dataDir, 'blob-key'))).toBe(false);
    expect(loadBlobKeyring({ NODE_ENV: 'production', BLOB_KEY: HEX_A }, dataDir).current.toString('hex')).toBe(HEX_A);
  });
  it('reads BLOB_KEY_FILE, refusing one inside DATA_DIR in production, an unreadable one and a malformed key', () => {
    const { dataDir, secrets } = dirs('file');
    writeFileSync(path.join(secrets, 'blob.key'), `${HEX_A}\n`);
    writeFileSync(path.join(dataDir, 'blob.key'), HEX_A);
    const env = { NODE_ENV: 'production', BLOB_KEY_FILE: path.join(secrets, 'blob.key') };
    expect(loadBlobKeyring(env, dataDir).current.toString('hex')).toBe(HEX_A);
    expect(() => loadBlobKeyring({ ...env, BLOB_KEY_FILE: path.join(dataDir, 'blob.key') }, dataDir)).toThrow(/is inside DATA_DIR/);
    expect(loadBlobKeyring({ BLOB_KEY_FILE: path.join(dataDir, 'blob.key') }, dataDir).current.toString('hex')).toBe(HEX_A);
    expect(() => loadBlobKeyring({ ...env, BLOB_KEY_FILE: path.join(secrets, 'missing') }, dataDir)).toThrow(/cannot be read: ENOENT/);
    expect(() => loadBlobKeyring({ BLOB_KEY: 'short' }, dataDir)).toThrow('BLOB_KEY must be 32 bytes');
    expect(() => loadBlobKeyring({ ...env, BLOB_KEY: HEX_A }, dataDir)).toThrow('set BLOB_KEY or BLOB_KEY_FILE, not both');
  });
  it('reads previous keys for a rotation (list or file), ignoring the current one', () => {
    const { dataDir, secrets } = dirs('previous');
    const base64B = Buffer.from(HEX_B, 'hex').toString('base64');
    const ring = loadBlobKeyring({ BLOB_KEY: HEX_A, BLOB_KEY_PREVIOUS: `${base64B}, ${HEX_A}` }, dataDir);
    expect(ring.previous.map((k) => k.toString('hex'))).toEqual([HEX_B]);
    writeFileSync(path.join(secrets, 'previous'), `${HEX_B}\n${'c'.repeat(64)}\n`);
    const fromFile = loadBlobKeyring({ BLOB_KEY: HEX_A, BLOB_KEY_PREVIOUS_FILE: path.join(secrets, 'previous') }, dataDir);
    expect(fromFile.previous).toHaveLength(2);
    expect(() => loadBlobKeyring({ BLOB_KEY: HEX_A, BLOB_KEY_PREVIOUS: 'nope' }, dataDir)).toThrow('BLOB_KEY_PREVIOUS must be 32 bytes');
  });
});

describe('FsBlobStore.purgeTemporary', () => {
  it('removes the *.tmp files a crash left before the start, and keeps the stored objects and newer writes', async () => {
    const dir = path.join(root, 'store');
    const store = new FsBlobStore(dir);
    await store.put('AbCdEfGhIjKlMnOp', Buffer.from('sealed'));
    const leaf = path.join(dir, 'Ab', 'Cd');
    writeFileSync(path.join(leaf, 'AbCdXXXXXXXXXXXX.0a1b2c3d4e5f.tmp'), 'half');
    mkdirSync(path.join(dir, 'Zz', 'Yy'), { recursive: true });
    writeFileSync(path.join(dir, 'Zz', 'Yy', 'ZzYyWWWWWWWWWWWW.ffffffffffff.tmp'), 'half');
    const old = (Date.now() - 3600_000) / 1000;
    utimesSync(path.join(leaf, 'AbCdXXXXXXXXXXXX.0a1b2c3d4e5f.tmp'), old, old);
    expect(await store.purgeTemporary(Date.now() - 60_000)).toBe(1); // the other one is newer: a live upload's
    expect(await store.purgeTemporary()).toBe(1);
    expect(readdirSync(leaf)).toEqual(['AbCdEfGhIjKlMnOp']);
    expect(readFileSync(path.join(leaf, 'AbCdEfGhIjKlMnOp'), 'utf8')).toBe('sealed');
    expect(await store.purgeTemporary()).toBe(0);
    expect(await new FsBlobStore(path.join(root, 'absent')).purgeTemporary()).toBe(0);
  });
});
