import { realpathSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './errors';

/**
 * The environment rules of the server's two secrets (platform/config.ts applies them before anything starts):
 * the token signing secret (JWT_SECRET, 0022) and the master key of images at rest (BLOB_KEY, 0011/0022).
 * Each refusal is one line the operator can act on.
 */

type Env<K extends string> = { readonly [name in K]?: string | undefined };

/** Production (NODE_ENV=production) or REQUIRE_JWT_SECRET=true: JWT_SECRET must be set, not kept in DATA_DIR. */
export function jwtSecretRequired(env: Env<'NODE_ENV' | 'REQUIRE_JWT_SECRET'>): boolean {
  if (env.REQUIRE_JWT_SECRET === 'true') return true;
  if (env.REQUIRE_JWT_SECRET === 'false') return false;
  return env.NODE_ENV === 'production';
}

export function checkJwtSecret(env: Env<'NODE_ENV' | 'REQUIRE_JWT_SECRET' | 'JWT_SECRET'>): void {
  if (env.JWT_SECRET) {
    if (jwtSecretRequired(env) && env.JWT_SECRET.length < 32) {
      throw new StartupError(
        'JWT_SECRET is too short: use at least 32 random characters (e.g. `openssl rand -hex 32`), the same on every server process.',
      );
    }
    return;
  }
  if (jwtSecretRequired(env)) {
    throw new StartupError(
      'JWT_SECRET is required in production: set at least 32 random characters (e.g. `openssl rand -hex 32`), the same on every server process (REQUIRE_JWT_SECRET=false keeps a secret in DATA_DIR, as the demo does).',
    );
  }
}

/** Production (NODE_ENV=production) or REQUIRE_BLOB_KEY=true: the image key must come from outside DATA_DIR. */
export function blobKeyRequired(env: Env<'NODE_ENV' | 'REQUIRE_BLOB_KEY'>): boolean {
  return env.REQUIRE_BLOB_KEY === 'true' || (env.NODE_ENV === 'production' && env.REQUIRE_BLOB_KEY !== 'false');
}

/** Reads a 32-byte key given as 64 hex characters or base64. */
export function parseBlobKey(text: string, name = 'BLOB_KEY'): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32) throw new StartupError(`${name} must be 32 bytes (64 hex characters or base64)`);
  return key;
}

/** A secret given in the environment, or the file (Docker/Kubernetes secret) NAME_FILE names. */
export type SecretSource = { value: string } | { file: string };

export interface BlobKeySettings {
  /** The key must come from BLOB_KEY or BLOB_KEY_FILE outside DATA_DIR (else the demo keeps one in DATA_DIR). */
  required: boolean;
  current: SecretSource | null;
  /** BLOB_KEY_PREVIOUS (comma- or line-separated keys of before a rotation). */
  previous: SecretSource | null;
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

type BlobKeyEnv = Env<'NODE_ENV' | 'REQUIRE_BLOB_KEY' | 'BLOB_KEY' | 'BLOB_KEY_FILE' | 'BLOB_KEY_PREVIOUS' | 'BLOB_KEY_PREVIOUS_FILE'>;

function secretSource(
  env: BlobKeyEnv,
  name: 'BLOB_KEY' | 'BLOB_KEY_PREVIOUS',
  dataDir: string,
  outsideDataDir: boolean,
): SecretSource | null {
  const file = env[`${name}_FILE`];
  const value = env[name];
  if (value && file) throw new StartupError(`set ${name} or ${name}_FILE, not both`);
  if (value) return { value };
  if (!file) return null;
  if (outsideDataDir && inside(dataDir, file)) {
    throw new StartupError(`${name}_FILE (${file}) is inside DATA_DIR (${dataDir}): keep the key away from the images it protects`);
  }
  return { file };
}

/** The keys in a BLOB_KEY_PREVIOUS text (comma- or line-separated). */
export function previousBlobKeys(text: string): Buffer[] {
  return text
    .split(/[,\n]/)
    .filter((t) => t.trim())
    .map((t) => parseBlobKey(t, 'BLOB_KEY_PREVIOUS'));
}

/** Where the image keys come from; the keys given as values are checked here, the files when they are read. */
export function blobKeySettings(env: BlobKeyEnv, dataDir: string): BlobKeySettings {
  const required = blobKeyRequired(env);
  const current = secretSource(env, 'BLOB_KEY', dataDir, required);
  if (current === null && required) {
    throw new StartupError(
      'BLOB_KEY or BLOB_KEY_FILE (a file outside DATA_DIR) is required when NODE_ENV=production or REQUIRE_BLOB_KEY=true: the image key must not live beside the images',
    );
  }
  if (current && 'value' in current) parseBlobKey(current.value);
  const previous = secretSource(env, 'BLOB_KEY_PREVIOUS', dataDir, required);
  if (previous && 'value' in previous) previousBlobKeys(previous.value);
  return { required, current, previous };
}
