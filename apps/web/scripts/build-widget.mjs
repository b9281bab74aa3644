#!/usr/bin/env node
// Builds the website widget's loader (src/widget-loader/loader.ts) alone, to dist/widget.js with its .gz and .br
// beside it (the server sends the compressed copy: docs/decisions/0053-website-widget.md), and fails when it weighs
// more than 15 KB gzip (issue 16). Run after `vite build`, which empties dist/.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.resolve(here, '..', process.env.WEB_DIST ?? 'dist', 'widget.js');
const BUDGET_KB = 15;

await build({
  entryPoints: [path.resolve(here, '../src/widget-loader/loader.ts')],
  outfile,
  bundle: true,
  format: 'iife',
  minify: true,
  target: ['es2019', 'chrome80', 'safari13', 'firefox78'],
  legalComments: 'none',
  logLevel: 'warning',
});
const code = readFileSync(outfile);
const gz = gzipSync(code, { level: 9 });
writeFileSync(`${outfile}.gz`, gz);
writeFileSync(`${outfile}.br`, brotliCompressSync(code));
const kb = Math.round((gz.length / 1024) * 100) / 100;
console.log(`widget loader: ${code.length} bytes, ${kb} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) process.exit(1);
