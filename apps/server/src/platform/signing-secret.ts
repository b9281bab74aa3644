import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './errors';

/**
 * The token signing secret. JWT_SECRET when set (every process of a deployment must share it). Without it the demo
 * keeps one in DATA_DIR so sign-ins survive restarts; in production (NODE_ENV=production, or REQUIRE_JWT_SECRET=true)
 * that is refused, as for the image key (0022): a secret beside the data it protects is no secret.
 * Returns null when JWT_SECRET is set (loadConfig already read it).
 */
export function jwtSecretRequired(env: NodeJS.ProcessEnv): boolean {
  if (env.REQUIRE_JWT_SECRET === 'true') return true;
  if (env.REQUIRE_JWT_SECRET === 'false') return false;
  return env.NODE_ENV === 'production';
}

export function loadSigningSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array | null {
  if (env.JWT_SECRET) {
    if (jwtSecretRequired(env) && env.JWT_SECRET.length < 32) {
      throw new StartupError(
        'JWT_SECRET is too short: use at least 32 random characters (e.g. `openssl rand -hex 32`), the same on every server process.',
      );
    }
    return null;
  }
  if (jwtSecretRequired(env)) {
    throw new StartupError(
      'JWT_SECRET is required in production: set at least 32 random characters (e.g. `openssl rand -hex 32`), the same on every server process (REQUIRE_JWT_SECRET=false keeps a secret in DATA_DIR, as the demo does).',
    );
  }
  const file = path.join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) {
    writeFileSync(file, Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64'), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return new Uint8Array(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
}
