import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../platform/config';
import { type BlobKeySettings, parseBlobKey, previousBlobKeys, type SecretSource } from '../../platform/config-secrets';
import { StartupError } from '../../platform/errors';
import type { BlobKeyring } from './crypto';
import { FsBlobStore } from './filesystem';
import type { BlobStore } from './port';
import { S3BlobStore } from './s3';

export type { BlobStore } from './port';

/** The store the configuration names. */
export function configuredBlobStore(settings: Config['blobStore'], dataDir: string): BlobStore {
  return settings.kind === 's3' ? new S3BlobStore(settings.s3) : new FsBlobStore(path.join(dataDir, 'blobs'));
}

function readSecret(source: SecretSource, name: string): string {
  if ('value' in source) return source.value;
  try {
    return readFileSync(source.file, 'utf8');
  } catch (error) {
    throw new StartupError(
      `${name}_FILE (${source.file}) cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/**
 * The demo's key file in DATA_DIR, made once. Making it does not hinge on a "does it exist?" check: a new key is written whole
 * to a private temporary file and linked into place, which fails if another process got there first (servers or test
 * workers starting together on a fresh data directory); every process then reads the one key that won.
 */
function demoKeyFile(dataDir: string): string {
  const file = path.join(dataDir, 'blob-key');
  // Made before: read it, writing nothing (a start after the first needs no write access to DATA_DIR).
  if (existsSync(file)) return readKeyFile(file);
  mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  writeFileSync(tmp, Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64'), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(tmp, { force: true });
  }
  return readKeyFile(file);
}

function readKeyFile(file: string): string {
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8');
}

/**
 * The master keys for images at rest (platform/config-secrets.ts says where they come from). Current: BLOB_KEY or
 * BLOB_KEY_FILE (required, outside DATA_DIR, in production), else a key file kept in the data directory for the
 * demo (created on first use, mode 0600), like the JWT secret. Previous (BLOB_KEY_PREVIOUS or _FILE, comma- or
 * line-separated): open objects sealed before a rotation until the re-seal job has moved them to the current key.
 * Throws a one-line StartupError.
 */
export function loadBlobKeyring(keys: BlobKeySettings, dataDir: string): BlobKeyring {
  let text: string;
  if (keys.current) text = readSecret(keys.current, 'BLOB_KEY');
  else {
    text = demoKeyFile(dataDir);
  }
  const current = parseBlobKey(text);
  const previous = keys.previous ? previousBlobKeys(readSecret(keys.previous, 'BLOB_KEY_PREVIOUS')) : [];
  return { current, previous: previous.filter((k) => !k.equals(current)) };
}

/** Upload files a crash left half-written before `before` (FsBlobStore writes *.tmp, then renames); S3 has none. */
export async function purgeTemporaryUploads(deps: { ports: { blob: BlobStore } }, before = Date.now()): Promise<number> {
  const store = deps.ports.blob;
  return store instanceof FsBlobStore ? store.purgeTemporary(before) : 0;
}
