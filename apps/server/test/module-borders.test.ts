import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modules } from '../src/modules';
import { type ImportEdge, importsOf, serverSource, srcDir } from './server-source';

/**
 * The server's import borders (docs/decisions/0024-module-borders.md):
 * - a module reaches another only through that module's public.ts, and the modules form no circle;
 * - the root files (app, main, modules) and seed/ use a module's public.ts or its manifest (module.ts);
 * - platform/, db/ and adapters/ import no module;
 * - a public.ts names each export (no export *);
 * - every folder in modules/ has a manifest in the one list, apps/server/src/modules.ts.
 */

const edges = serverSource().flatMap(importsOf);
const moduleOf = (rel: string | null) => (rel?.startsWith('modules/') ? rel.split('/')[1]! : null);
const show = (e: ImportEdge) => `${e.from.rel} -> ${e.to}`;
const crossModule = edges.filter((e) => moduleOf(e.from.rel) && moduleOf(e.to) && moduleOf(e.from.rel) !== moduleOf(e.to));

describe('module borders', () => {
  it('has modules reach each other only through public.ts', () => {
    expect(crossModule.filter((e) => !e.to!.endsWith('/public.ts')).map(show)).toEqual([]);
  });

  it('has no circle between modules', () => {
    const graph = new Map<string, Set<string>>();
    for (const e of crossModule) {
      const from = moduleOf(e.from.rel)!;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(moduleOf(e.to)!);
    }
    const circles: string[] = [];
    const visit = (m: string, trail: string[]) => {
      if (trail.includes(m)) {
        circles.push([...trail.slice(trail.indexOf(m)), m].join(' -> '));
        return;
      }
      for (const next of graph.get(m) ?? []) visit(next, [...trail, m]);
    };
    for (const m of graph.keys()) visit(m, []);
    expect(circles).toEqual([]);
  });

  it('has the root files and seed/ use public.ts or module.ts', () => {
    const above = edges.filter((e) => (e.from.unit === 'app' || e.from.unit === 'seed') && moduleOf(e.to));
    expect(above.filter((e) => !/\/(public|module)\.ts$/.test(e.to!)).map(show)).toEqual([]);
  });

  it('has platform/, db/ and adapters/ import no module', () => {
    const below = edges.filter((e) => ['platform', 'db'].includes(e.from.unit) || e.from.unit.startsWith('adapters/'));
    expect(below.filter((e) => moduleOf(e.to)).map(show)).toEqual([]);
  });

  it('names every export of a public.ts', () => {
    expect(edges.filter((e) => e.star && e.from.rel.endsWith('/public.ts')).map(show)).toEqual([]);
  });

  it('lists every module folder, each with its manifest, in modules.ts', () => {
    const folders = readdirSync(path.join(srcDir, 'modules')).sort();
    expect(folders.filter((m) => !existsSync(path.join(srcDir, 'modules', m, 'module.ts')))).toEqual([]);
    expect(modules.map((m) => m.name).sort()).toEqual(folders);
  });

  it('sees the imports it checks (a blind walk would pass everything)', () => {
    expect(crossModule.some((e) => e.from.rel === 'modules/checkin/completion.ts' && e.to === 'modules/bookings/public.ts')).toBe(true);
    expect(edges.some((e) => e.from.rel === 'app.ts' && e.to === 'modules.ts')).toBe(true);
  });
});
