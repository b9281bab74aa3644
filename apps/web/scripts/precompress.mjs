#!/usr/bin/env node
// Writes a .br and a .gz beside every text asset of the web build (JS, CSS, HTML, SVG, JSON, maps), so the
// server sends compressed files without compressing per request (@fastify/static preCompressed). A guest on
// slow 4G gets the check-in's scripts at about a third of their size.
//   node apps/web/scripts/precompress.mjs [dist dir]   (default: apps/web/dist, or WEB_DIST)
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? process.env.WEB_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/i;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const file of files(dist)) {
  if (!TEXT.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const b = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  writeFileSync(`${file}.br`, b);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
  raw += data.length;
  br += b.length;
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`);
