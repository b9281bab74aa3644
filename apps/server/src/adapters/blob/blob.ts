import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from '../../platform/deps';
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
    store = process.env.BLOB_STORE === 's3' ? new S3BlobStore(s3ConfigFromEnv(process.env)) : new FsBlobStore(path.join(deps.config.dataDir, 'blobs'));
    defaults.set(deps, store);
  }
  return store;
}

const keys = new WeakMap<AppDeps, Buffer>();

/** Reads a 32-byte key given as 64 hex characters or base64. */
export function parseBlobKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32) throw new Error('BLOB_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

/**
 * The master key for images at rest: BLOB_KEY (set it in production, the same on every server process), else a
 * key file kept in the data directory (created on first use, mode 0600), like the JWT secret.
 */
export function getBlobMasterKey(deps: AppDeps): Buffer {
  const injected = deps.ports?.blobKey as Buffer | undefined;
  if (injected) return injected;
  let key = keys.get(deps);
  if (!key) {
    if (process.env.BLOB_KEY) key = parseBlobKey(process.env.BLOB_KEY);
    else {
      const file = path.join(deps.config.dataDir, 'blob-key');
      if (!existsSync(file)) {
        mkdirSync(deps.config.dataDir, { recursive: true });
        writeFileSync(file, Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64'), { mode: 0o600, flag: 'wx' });
      }
      chmodSync(file, 0o600);
      key = parseBlobKey(readFileSync(file, 'utf8'));
    }
    keys.set(deps, key);
  }
  return key;
}
