// The import graph of the TypeScript sources (tests excluded), read with TypeScript's own pre-processor: what the
// architecture test walks and what `node scripts/import-graph.mjs` prints (cycles, arrows between areas).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/contracts/src', 'packages/domain/src'];
const EXT = ['.ts', '.tsx', '.mjs', '.js'];

export const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('apps/server/test/');

function walk(dir, out) {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) walk(rel, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

function resolveFile(base) {
  for (const candidate of [base, ...EXT.map((e) => base + e), ...EXT.map((e) => `${base}/index${e}`)]) {
    if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

/** A specifier as a repository path ('@gm/domain/x' → packages/domain/src/x.ts), or null for a package. */
function resolveSpecifier(from, spec) {
  if (spec.startsWith('.')) return resolveFile(path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)));
  const m = /^@gm\/(contracts|domain)\/(.+)$/.exec(spec);
  if (m) return resolveFile(`packages/${m[1]}/src/${m[2]}`);
  return null;
}

/** Every source file and its imports: { file, to, spec, typeOnly }[] (type-only imports included, marked). */
export function importGraph({ tests = false } = {}) {
  const files = SOURCES.flatMap((d) => walk(d, [])).filter((f) => tests || !isTest(f));
  const edges = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const info = ts.preProcessFile(text, true, true);
    for (const ref of info.importedFiles) {
      const spec = ref.fileName;
      const to = resolveSpecifier(file, spec);
      // A type-only import or export: `import type` / `export type ... from` at the reference's line.
      const lineStart = text.lastIndexOf('\n', ref.pos) + 1;
      const statement = text.slice(lineStart, text.indexOf(';', ref.pos) + 1 || undefined);
      const typeOnly =
        /^\s*(import|export)\s+type\b/.test(statement) ||
        /^\s*import\s+type\b/.test(text.slice(text.lastIndexOf('import', ref.pos), ref.pos));
      edges.push({ file, to, spec, typeOnly });
    }
  }
  return { files, edges };
}

/** Strongly connected components of more than one file (Tarjan), i.e. the import cycles. */
export function cycles(files, edges) {
  const next = new Map(files.map((f) => [f, []]));
  for (const e of edges) if (e.to && next.has(e.to)) next.get(e.file).push(e.to);
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of next.get(v)) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || next.get(v).includes(v)) out.push(comp.sort());
    }
  };
  for (const f of files) if (!idx.has(f)) strong(f);
  return out;
}

/** The area a file belongs to, for the direction rules: 'server/modules/bookings', 'web/features/checkin', 'web/lib'... */
export function areaOf(file) {
  let m = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file);
  if (m) return `server/modules/${m[1]}`;
  m = /^apps\/server\/src\/([^/]+)\//.exec(file);
  if (m) return `server/${m[1]}`;
  if (file.startsWith('apps/server/src/')) return 'server/root';
  m = /^apps\/web\/src\/features\/([^/]+)\//.exec(file);
  if (m) return `web/features/${m[1]}`;
  m = /^apps\/web\/src\/([^/]+)\//.exec(file);
  if (m) return `web/${m[1]}`;
  if (file.startsWith('apps/web/src/')) return 'web/root';
  m = /^packages\/([^/]+)\//.exec(file);
  return m ? `packages/${m[1]}` : 'other';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, edges } = importGraph();
  const found = cycles(files, edges);
  const runtime = cycles(
    files,
    edges.filter((e) => !e.typeOnly),
  );
  console.log(`files ${files.length}, imports ${edges.length}`);
  console.log(`import cycles: ${found.length} (${runtime.length} with runtime imports only)`);
  for (const c of found) console.log(`  ${c.join(' <-> ')}`);
  const arrows = new Map();
  for (const e of edges) {
    if (!e.to) continue;
    const a = areaOf(e.file);
    const b = areaOf(e.to);
    if (a !== b) arrows.set(`${a} -> ${b}`, (arrows.get(`${a} -> ${b}`) ?? 0) + 1);
  }
  const moduleCycles = cycles(
    [...new Set([...arrows.keys()].flatMap((k) => k.split(' -> ')))],
    [...arrows.keys()].map((k) => ({ file: k.split(' -> ')[0], to: k.split(' -> ')[1] })),
  );
  console.log(`area-level cycles: ${moduleCycles.length}`);
  for (const c of moduleCycles) console.log(`  ${c.join(' <-> ')}`);
  if (process.argv.includes('--arrows')) for (const [k, n] of [...arrows].sort()) console.log(`  ${k}: ${n}`);
}
