import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { GUEST_PATHS } from '@gm/domain/guest-pages';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../apps/web/src/app/routes';

/**
 * Keeps docs/spec-coverage.md honest (docs/decisions/0079-spec-coverage.md): one row per item of the spec, each naming
 * where it is implemented and the test that proves it. Every check fails with the list of what is missing.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TABLE = 'docs/spec-coverage.md';

/**
 * Rows that belong to work under way in other branches (dashboard families, kiosk pieces, shell pieces). A pending
 * row is allowed only while its id is here (or SPEC_COVERAGE_ALLOW_PENDING=1); whoever finishes the item fills the
 * row, sets it done and takes its id out. The list ends empty.
 */
const ALLOWED_PENDING = new Set<string>([]);

/** Quoted words of sections 5 and 8 that are not interface texts, each with the reason. */
const NOT_TEXTS: Record<string, string> = {
  '2': 'a status value of the legacy sign-in reply',
  ';': 'the separator of the legacy text replies',
  'contact your issuing bank': "the spec's paraphrase of the return-code advice (packages/domain/src/return-codes.ts ADVICE_TEXT)",
  'review data and retry': "the spec's paraphrase of the return-code advice (packages/domain/src/return-codes.ts ADVICE_TEXT)",
  'contact the store': "the spec's paraphrase of the return-code advice (packages/domain/src/return-codes.ts ADVICE_TEXT)",
};

// ---------------------------------------------------------------------------------------------------------------
// The table

type Status = 'done' | 'interpreted' | 'not applicable' | 'pending';
interface Row {
  id: string;
  section: number;
  item: string;
  impl: string[];
  tests: string[];
  statusText: string;
  status: Status | null;
}

/** The cells of a Markdown table row, `\|` kept as a pipe. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 1; i < line.length; i++) {
    const c = line[i]!;
    if (c === '\\' && line[i + 1] === '|') {
      cur += '|';
      i++;
    } else if (c === '|') {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  return out;
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

function statusOf(text: string): Status | null {
  if (text === 'done') return 'done';
  if (/^interpreted \(\[\d{4}\]\(decisions\/\d{4}-[a-z0-9-]+\.md\)\)$/.test(text)) return 'interpreted';
  if (/^not applicable: \S/.test(text)) return 'not applicable';
  if (/^pending: \S/.test(text)) return 'pending';
  return null;
}

function readTable(): { rows: Row[]; sections: number[] } {
  const rows: Row[] = [];
  const sections: number[] = [];
  let section = 0;
  for (const line of readFileSync(join(ROOT, TABLE), 'utf8').split('\n')) {
    const heading = /^## (\d)\. /.exec(line);
    if (heading) {
      section = Number(heading[1]);
      sections.push(section);
      continue;
    }
    if (!/^\| S\d+\.\d+ +\|/.test(line)) continue;
    const [id, item, impl, tests, statusText] = cells(line);
    rows.push({
      id: id!,
      section,
      item: item!,
      impl: codeSpans(impl ?? ''),
      tests: codeSpans(tests ?? ''),
      statusText: statusText ?? '',
      status: statusOf(statusText ?? ''),
    });
  }
  return { rows, sections };
}

const { rows, sections } = readTable();
const allowPendingByEnv = process.env.SPEC_COVERAGE_ALLOW_PENDING === '1';

const fileCache = new Map<string, string | null>();
function fileText(path: string): string | null {
  if (!fileCache.has(path)) {
    const full = join(ROOT, path);
    fileCache.set(path, existsSync(full) ? readFileSync(full, 'utf8') : null);
  }
  return fileCache.get(path)!;
}

/** The titles of a test file's it/test/describe calls (string literals; template literals without ${} too). */
const titleCache = new Map<string, Set<string>>();
function testTitles(path: string): Set<string> {
  let titles = titleCache.get(path);
  if (titles) return titles;
  titles = new Set();
  const text = fileText(path) ?? '';
  const call = /\b(?:it|test|describe)(?:\.\w+)*\(\s*(['"`])/g;
  for (let m = call.exec(text); m; m = call.exec(text)) {
    const quote = m[1]!;
    let i = m.index + m[0].length;
    let title = '';
    for (; i < text.length && text[i] !== quote; i++) {
      if (text[i] === '\\') title += text[++i];
      else title += text[i];
    }
    if (!(quote === '`' && title.includes('${'))) titles.add(title);
  }
  titleCache.set(path, titles);
  return titles;
}

// ---------------------------------------------------------------------------------------------------------------

describe('docs/spec-coverage.md', () => {
  it('has the nine sections, unique ids numbered in order within each, and a known status on every row', () => {
    expect(sections).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const problems: string[] = [];
    const next = new Map<number, number>();
    for (const r of rows) {
      const n = (next.get(r.section) ?? 0) + 1;
      next.set(r.section, n);
      if (r.id !== `S${r.section}.${n}`) problems.push(`${r.id}: expected S${r.section}.${n}`);
      if (!r.status) problems.push(`${r.id}: unknown status "${r.statusText}"`);
    }
    expect(problems).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(428);
  });

  it('names an implementation and a test on every done or interpreted row', () => {
    const missing = rows
      .filter((r) => r.status === 'done' || r.status === 'interpreted')
      .flatMap((r) => [...(r.impl.length ? [] : [`${r.id}: no implementation`]), ...(r.tests.length ? [] : [`${r.id}: no test`])]);
    expect(missing).toEqual([]);
  });

  it('links every interpretation to a decision record that exists', () => {
    const missing = rows
      .filter((r) => r.status === 'interpreted')
      .map((r) => [r.id, /\((decisions\/[^)]+)\)\)$/.exec(r.statusText)![1]!] as const)
      .filter(([, link]) => !existsSync(join(ROOT, 'docs', link)))
      .map(([id, link]) => `${id}: docs/${link}`);
    expect(missing).toEqual([]);
  });

  it('allows a pending row only while its id is in the allow-list, and lists no row that is no longer pending', () => {
    const pending = rows.filter((r) => r.status === 'pending').map((r) => r.id);
    const notAllowed = allowPendingByEnv ? [] : pending.filter((id) => !ALLOWED_PENDING.has(id));
    expect(notAllowed, 'pending rows not in ALLOWED_PENDING').toEqual([]);
    const stale = [...ALLOWED_PENDING].filter((id) => !pending.includes(id));
    expect(stale, 'ALLOWED_PENDING ids whose rows are no longer pending: take them out').toEqual([]);
  });

  it('names only files that exist, holding the symbol named after #', () => {
    const missing: string[] = [];
    for (const r of rows)
      for (const ref of r.impl) {
        const [file, symbol] = ref.split('#') as [string, string | undefined];
        const text = fileText(file);
        if (text === null) missing.push(`${r.id}: ${file} does not exist`);
        else if (symbol && !text.includes(symbol)) missing.push(`${r.id}: ${file} has no ${symbol}`);
      }
    expect(missing).toEqual([]);
  });

  it('names only tests that exist in their files', () => {
    const missing: string[] = [];
    for (const r of rows)
      for (const ref of r.tests) {
        const at = ref.indexOf('::');
        const file = at < 0 ? ref : ref.slice(0, at);
        if (fileText(file) === null) missing.push(`${r.id}: ${file} does not exist`);
        else if (at < 0) missing.push(`${r.id}: ${file} names no test (file::test name)`);
        else if (!testTitles(file).has(ref.slice(at + 2))) missing.push(`${r.id}: ${file} has no test "${ref.slice(at + 2)}"`);
      }
    expect(missing).toEqual([]);
  });

  it('finds every route of section 2 in the web route tables', () => {
    // The back office's route table, the guest entry's screens, and the redirects the router declares itself.
    const router = fileText('apps/web/src/app/router.tsx') ?? '';
    const routed = [...appRoutes.map((r) => r.path), ...GUEST_PATHS, ...[...router.matchAll(/<Route path="(\/[^"]*)"/g)].map((m) => m[1]!)];
    const segments = (p: string) => p.split('/').filter(Boolean);
    const param = (s: string) => s.startsWith(':') || s.startsWith('{');
    const matches = (spec: string, route: string) => {
      const a = segments(spec);
      const b = segments(route);
      return a.length === b.length && a.every((s, i) => s === b[i] || param(b[i]!));
    };
    const missing: string[] = [];
    for (const r of rows.filter((x) => x.section === 2 && x.status === 'done'))
      for (const path of codeSpans(r.item).filter((s) => s.startsWith('/') && !s.includes('ViewTermoJuridico')))
        if (!routed.some((route) => matches(path, route))) missing.push(`${r.id}: ${path}`);
    expect(missing).toEqual([]);
  });

  it('finds every call of section 7 among the contracts and plain routes (or the row is interpreted)', () => {
    const contracts = Object.values(contractModules).flatMap((m) =>
      Object.values(m as Record<string, unknown>).filter(
        (v): v is { name: string; paths?: string[]; basePaths?: string[] } =>
          !!v && typeof v === 'object' && 'name' in v && 'input' in v && 'output' in v && 'access' in v,
      ),
    );
    const norm = (p: string) =>
      p
        .split('/')
        .map((s) => (s.startsWith(':') || s.includes('{') ? '{}' : s))
        .join('/');
    const names = new Set(contracts.map((c) => c.name));
    const bases = new Set(contracts.flatMap((c) => c.basePaths ?? []).map(norm));
    const paths = new Set([...contracts.flatMap((c) => c.paths ?? []), ...plainRoutePaths()].map(norm));
    // A base path is registered when contracts are served under it or plain routes live below it (/jwt/location);
    // a path is, as itself or below such a base (/countries is /jwt/location/countries).
    const isBase = (b: string) => bases.has(b) || [...paths].some((full) => full.startsWith(`${b}/`));
    const registered = (p: string) =>
      paths.has(norm(p)) ||
      isBase(norm(p)) ||
      [...paths].some((full) => full.endsWith(norm(p)) && full !== norm(p) && isBase(full.slice(0, -norm(p).length)));
    const missing: string[] = [];
    for (const r of rows.filter((x) => x.section === 7 && x.status === 'done'))
      for (const call of codeSpans(r.item)) {
        const ok = call.startsWith('/') ? registered(call) : names.has(call);
        if (!ok) missing.push(`${r.id}: ${call}`);
      }
    expect(missing).toEqual([]);
  });

  it('finds every quoted text of sections 5 and 8 in a catalogue', () => {
    const catalogues = catalogueText();
    const missing: string[] = [];
    for (const r of rows.filter((x) => (x.section === 5 || x.section === 8) && x.status !== 'not applicable'))
      for (const quoted of quotes(r.item)) {
        if (quoted in NOT_TEXTS) continue;
        for (const text of variants(quoted)) if (!catalogues.includes(text)) missing.push(`${r.id}: '${text}'`);
      }
    expect(missing).toEqual([]);
  });

  it('finds every permission of section 6 in packages/contracts/src/permissions.ts', () => {
    const catalogue = PERMISSIONS as unknown as Record<string, Record<string, { action: string }>>;
    const missing: string[] = [];
    for (const r of rows.filter((x) => x.section === 6 && x.status !== 'not applicable'))
      for (const perm of codeSpans(r.item).filter((s) => /^[A-Z]+:/.test(s))) {
        const parts = perm.split(':');
        const area = catalogue[parts[0]!];
        const action = parts[parts.length - 1]!;
        if (!area) missing.push(`${r.id}: area ${parts[0]}`);
        else if (action !== '*' && !Object.values(area).some((e) => e.action === action)) missing.push(`${r.id}: ${perm}`);
      }
    expect(missing).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// What the checks read

/** Every contract module (the server registers each contract as a service: apps/server/test/contracts-registered.test.ts). */
const contractModules = import.meta.glob(
  ['../packages/contracts/src/**/*services.ts', '../packages/contracts/src/crm/unsubscribe.ts', '../packages/contracts/src/auth/users.ts'],
  { eager: true },
);

/** The paths of the server's plain routes (uploads, images, locations, postal codes), as their OpenAPI docs name them. */
function plainRoutePaths(): string[] {
  const out: string[] = [];
  for (const file of walk('apps/server/src/modules', (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = fileText(file)!;
    if (!text.includes('PlainRouteDoc')) continue;
    out.push(...[...text.matchAll(/\bpath: '(\/[^']*)'/g)].map((m) => m[1]!));
  }
  return out;
}

/** The catalogues the interface speaks from: the web's i18n JSON, the server's messages, the domain's card texts. */
function catalogueText(): string {
  const files = [
    ...walk('apps/web/src', (f) => /\/i18n\/(.+\/)?(pt|en|es)\.json$/.test(f)),
    ...walk('apps/server/src', (f) => f.endsWith('messages.ts')),
    'packages/domain/src/card.ts',
  ];
  return files.map((f) => fileText(f)).join('\n');
}

/** 'text' quotes of an item (an apostrophe inside a word, as in parent's, is not one). */
function quotes(item: string): string[] {
  return [...item.matchAll(/(?<![\p{L}\d])'([^']+)'(?![\p{L}\d])/gu)].map((m) => m[1]!);
}

/** 'Reserva criada/alterada com sucesso!' is two texts; {error} is written {{error}} in the catalogues. */
function variants(text: string): string[] {
  const withPlaceholders = text.replace(/\{(\w+)\}/g, '{{$1}}');
  const alt = /(\p{L}+)\/(\p{L}+)/u.exec(withPlaceholders);
  if (!alt) return [withPlaceholders];
  return [alt[1]!, alt[2]!].map((w) => withPlaceholders.replace(alt[0], w));
}

function walk(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...walk(path, keep));
    } else if (keep(path)) out.push(path);
  }
  return out;
}
