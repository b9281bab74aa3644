import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/i;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes a .br and a .gz beside every text asset of a build, whatever its outDir, so the server sends compressed
 * files without compressing per request (@fastify/static `preCompressed`). A guest on slow 4G gets the
 * check-in's scripts at about a third of their size.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gm-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const dist = path.resolve(config.root, config.build.outDir);
      let count = 0;
      let raw = 0;
      let br = 0;
      for (const file of files(dist)) {
        if (!TEXT.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const data = readFileSync(file);
        if (data.length < MIN_BYTES) continue;
        const b = brotliCompressSync(data, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        });
        writeFileSync(`${file}.br`, b);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        count++;
        raw += data.length;
        br += b.length;
      }
      config.logger.info(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`);
    },
  };
}
