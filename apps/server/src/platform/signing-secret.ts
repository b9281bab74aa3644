import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The token signing secret when JWT_SECRET is not set (the demo; production refuses to start without it,
 * platform/config-secrets.ts): kept in DATA_DIR so sign-ins survive restarts, created on first use (mode 0600).
 */
export function keptSigningSecret(dataDir: string): Uint8Array {
  const file = path.join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) {
    writeFileSync(file, Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64'), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return new Uint8Array(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
}
