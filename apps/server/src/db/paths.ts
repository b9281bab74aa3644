import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root, found by walking up from this file. Works the same from src/ (tests)
 * and from the esbuild bundle in dist/ (npm start), so migrations and the web build are found.
 */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@gm/server') return dir;
    dir = path.dirname(dir);
  }
  throw new Error('server package root not found');
}

export function repoRoot(): string {
  return path.resolve(serverRoot(), '../..');
}
