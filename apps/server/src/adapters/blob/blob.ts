import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from '../../platform/deps';
import { StartupError } from '../../platform/errors';
import type { BlobKeyring } from './crypto';
import { FsBlobStore } from './filesystem';
import { S3BlobStore, s3ConfigFromEnv } from './s3';

/**
 * The blob store port: where uploaded images live. The filesystem under DATA_DIR/blobs by default; an
 * S3-compatible bucket with BLOB_STORE=s3 (several server processes share it). Bytes arrive already
 * encrypted (crypto.ts); the store never sees a plaintext image.
 */
export interface BlobStore {
  readonly kind: 'fs' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** null when absent. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const defaults = new WeakMap<AppDeps, BlobStore>();

export function getBlobStore(deps: AppDeps): BlobStore {
  const injected = deps.ports?.blob as BlobStore | undefined;
  if (injected) return injected;
  let store = defaults.get(deps);
  if (!store) {
    store =
      process.env.BLOB_STORE === 's3'
        ? new S3BlobStore(s3ConfigFromEnv(process.env))
        : new FsBlobStore(path.join(deps.config.dataDir, 'blobs'));
    defaults.set(deps, store);
  }
  return store;
}

const keyrings = new WeakMap<AppDeps, BlobKeyring>();

/** Reads a 32-byte key given as 64 hex characters or base64. */
export function parseBlobKey(text: string, name = 'BLOB_KEY'): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32) throw new StartupError(`${name} must be 32 bytes (64 hex characters or base64)`);
  return key;
}

function inside(dir: string, file: string): boolean {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  const rel = path.relative(real(dir), real(file));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** NAME's value, or the text of the file NAME_FILE names (Docker/Kubernetes secrets); null when neither is set. */
function secretFrom(env: NodeJS.ProcessEnv, name: string, dataDir: string, outsideDataDir: boolean): string | null {
  const file = env[`${name}_FILE`];
  if (env[name] && file) throw new StartupError(`set ${name} or ${name}_FILE, not both`);
  if (env[name]) return env[name]!;
  if (!file) return null;
  if (outsideDataDir && inside(dataDir, file)) {
    throw new StartupError(`${name}_FILE (${file}) is inside DATA_DIR (${dataDir}): keep the key away from the images it protects`);
  }
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new StartupError(`${name}_FILE (${file}) cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** Production (NODE_ENV=production) or REQUIRE_BLOB_KEY=true: the key must come from outside DATA_DIR. */
export function blobKeyRequired(env: NodeJS.ProcessEnv): boolean {
  return env.REQUIRE_BLOB_KEY === 'true' || (env.NODE_ENV === 'production' && env.REQUIRE_BLOB_KEY !== 'false');
}

/**
 * The master keys for images at rest. Current: BLOB_KEY or BLOB_KEY_FILE (required, outside DATA_DIR, in
 * production), else a key file kept in the data directory for the demo (created on first use, mode 0600), like
 * the JWT secret. Previous (BLOB_KEY_PREVIOUS or _FILE, comma- or line-separated): open objects sealed before a
 * rotation until the re-seal job has moved them to the current key. Throws a one-line StartupError.
 */
export function loadBlobKeyring(env: NodeJS.ProcessEnv, dataDir: string): BlobKeyring {
  const required = blobKeyRequired(env);
  let text = secretFrom(env, 'BLOB_KEY', dataDir, required);
  if (text === null) {
    if (required) {
      throw new StartupError(
        'BLOB_KEY or BLOB_KEY_FILE (a file outside DATA_DIR) is required when NODE_ENV=production or REQUIRE_BLOB_KEY=true: the image key must not live beside the images',
      );
    }
    const file = path.join(dataDir, 'blob-key');
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64'), { mode: 0o600, flag: 'wx' });
    }
    chmodSync(file, 0o600);
    text = readFileSync(file, 'utf8');
  }
  const current = parseBlobKey(text);
  const previousText = secretFrom(env, 'BLOB_KEY_PREVIOUS', dataDir, required) ?? '';
  const previous = previousText
    .split(/[,\n]/)
    .filter((t) => t.trim())
    .map((t) => parseBlobKey(t, 'BLOB_KEY_PREVIOUS'))
    .filter((k) => !k.equals(current));
  return { current, previous };
}

/** The keyring of this process (tests inject ports.blobKey, a single Buffer, or ports.blobKeyring). */
export function getBlobKeyring(deps: AppDeps): BlobKeyring {
  const injected = deps.ports?.blobKeyring as BlobKeyring | undefined;
  if (injected) return injected;
  const single = deps.ports?.blobKey as Buffer | undefined;
  if (single) return { current: single, previous: [] };
  let ring = keyrings.get(deps);
  if (!ring) {
    ring = loadBlobKeyring(process.env, deps.config.dataDir);
    keyrings.set(deps, ring);
  }
  return ring;
}

/** Upload files a crash left half-written before `before` (FsBlobStore writes *.tmp, then renames); S3 has none. */
export async function purgeTemporaryUploads(deps: AppDeps, before = Date.now()): Promise<number> {
  if (deps.ports?.blob || process.env.BLOB_STORE === 's3') return 0;
  const store = getBlobStore(deps);
  return store instanceof FsBlobStore ? store.purgeTemporary(before) : 0;
}
