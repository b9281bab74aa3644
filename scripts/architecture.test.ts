import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, also run by node directly (no declaration file).
import { areaOf, cycles, importGraph } from './import-graph.mjs';

/**
 * The house's one-way imports (issue 10, review section 8): read from the source, so a new file that breaks a rule
 * fails here with the file and the import named.
 */
type Edge = { file: string; to: string | null; spec: string; typeOnly: boolean };
const { files, edges } = importGraph() as { files: string[]; edges: Edge[] };
const local = edges.filter((e): e is Edge & { to: string } => e.to !== null);
const broken = (rule: (e: Edge & { to: string }) => boolean) => local.filter(rule).map((e) => `${e.file} -> ${e.spec}`);

const web = (f: string) => f.startsWith('apps/web/');
const server = (f: string) => f.startsWith('apps/server/');
const pkg = (f: string) => f.startsWith('packages/');
const feature = (f: string) => /^apps\/web\/src\/features\/([^/]+)\//.exec(f)?.[1] ?? null;
const module_ = (f: string) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(f)?.[1] ?? null;

describe('import directions', () => {
  it('the web never imports the server, nor the server the web', () => {
    expect(broken((e) => (web(e.file) && server(e.to)) || (server(e.file) && web(e.to)))).toEqual([]);
  });
  it('packages never import the apps', () => {
    expect(broken((e) => pkg(e.file) && !pkg(e.to))).toEqual([]);
  });
  it('packages/domain is pure: no node:, no database, no network, no DOM packages', () => {
    const io = edges.filter((e) => e.file.startsWith('packages/domain/') && !e.to && !/^(libphonenumber-js)(\/|$)/.test(e.spec));
    expect(io.map((e) => `${e.file} -> ${e.spec}`)).toEqual([]);
  });
  it('features import another feature only through its public.ts', () => {
    expect(
      broken((e) => !!feature(e.file) && !!feature(e.to) && feature(e.file) !== feature(e.to) && !e.to.endsWith('/public.ts')),
    ).toEqual([]);
  });
  it('features never import app/ (the composition root); lib/ and ui/ import no feature and no app/', () => {
    const app = (f: string) => f.startsWith('apps/web/src/app/');
    const lower = (f: string) => f.startsWith('apps/web/src/lib/') || f.startsWith('apps/web/src/ui/');
    expect(broken((e) => (!!feature(e.file) && app(e.to)) || (lower(e.file) && (app(e.to) || !!feature(e.to))))).toEqual([]);
  });
  it('server modules import another module only through its public.ts', () => {
    expect(
      broken((e) => !!module_(e.file) && !!module_(e.to) && module_(e.file) !== module_(e.to) && !e.to.endsWith('/public.ts')),
    ).toEqual([]);
  });
  it('platform, db and adapters import no module', () => {
    const base = (f: string) => /^apps\/server\/src\/(platform|db|adapters)\//.test(f);
    expect(broken((e) => base(e.file) && !!module_(e.to))).toEqual([]);
  });
});

describe('no import cycles', () => {
  it('between files with run-time imports', () => {
    expect(
      cycles(
        files,
        edges.filter((e) => !e.typeOnly),
      ),
    ).toEqual([]);
  });
  it('between files, type-only imports included (each adapter port has a file of its own)', () => {
    expect((cycles(files, edges) as string[][]).map((c) => c.join(' <-> '))).toEqual([]);
  });
  // The server's ground floor (platform, db, adapters) is one layer: its files may lean on each other (the pool's
  // start-up error, the dependencies' port types) as long as no two files import each other in a circle.
  const layerOf = (file: string) => areaOf(file).replace(/^server\/(platform|db|adapters)$/, 'server/infrastructure');
  it('between areas (modules, features, lib, ui, app, packages, the server infrastructure)', () => {
    const arrows = new Set<string>();
    for (const e of local) if (layerOf(e.file) !== layerOf(e.to)) arrows.add(`${layerOf(e.file)}\t${layerOf(e.to)}`);
    const list = [...arrows].map((a) => a.split('\t') as [string, string]);
    const areas = [...new Set(list.flat())];
    expect(
      cycles(
        areas,
        list.map(([file, to]) => ({ file, to })),
      ),
    ).toEqual([]);
  });
});

describe("the hotel's day", () => {
  it("server code counts days in the hotel's time zone, never by the database's current_date (UTC's day)", () => {
    const root = new URL('..', import.meta.url);
    const offenders = files
      .filter((f) => server(f) && f.includes('/src/') && !f.includes('/migrations/'))
      .filter((f) => /\bcurrent_date\b/i.test(readFileSync(new URL(f, root), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
