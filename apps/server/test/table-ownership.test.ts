import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groundTables, modules } from '../src/modules';
import { EXPRESSION, type SourceFile, serverSource, srcDir, stringsOf } from './server-source';

/**
 * Every table has one owner, and only its owner's SQL writes it (docs/decisions/0024-module-borders.md). The owners
 * are the modules (each manifest's `owns`) and, below them, the platform and two adapters (groundTables). Other
 * modules read a table or ask its owner, through the owner's public.ts, to write it. Not scanned: db/ (the migration
 * runner) and seed/ (the demo data and test factories, which sit above every module).
 */

const WRITES = [
  /\bINSERT\s+INTO\s+(\S+)/g,
  /\bUPDATE\s+(?:ONLY\s+)?(\S+)(?:\s+(?:AS\s+)?[a-z_][a-z0-9_]*)?\s+SET\b/g,
  /\bDELETE\s+FROM\s+(?:ONLY\s+)?(\S+)/g,
  /\bTRUNCATE\s+(?:TABLE\s+)?(?:ONLY\s+)?(\S+)/g,
  /\bCOPY\s+(\S+)/g,
];
const READS = /\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_.]*)/g;
const DYNAMIC = EXPRESSION;

/** The tables one SQL text writes; a name built at run time comes back as EXPRESSION. */
function writesOf(sql: string): string[] {
  const tables: string[] = [];
  for (const re of WRITES) {
    for (const m of sql.matchAll(re)) {
      const target = m[1]!;
      if (target.startsWith(DYNAMIC)) tables.push(DYNAMIC);
      else {
        const name = /^[a-z_][a-z0-9_.]*/.exec(target)?.[0];
        if (name) tables.push(name);
      }
    }
  }
  return tables;
}

function migrationTables(): string[] {
  const dir = path.join(srcDir, 'db/migrations');
  const tables = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
    const sql = readFileSync(path.join(dir, file), 'utf8');
    for (const m of sql.matchAll(/\bCREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_.]*)/gi)) tables.add(m[1]!);
    for (const m of sql.matchAll(/\bDROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?([a-z_][a-z0-9_.]*)/gi)) tables.delete(m[1]!);
    for (const m of sql.matchAll(/\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?([a-z_][a-z0-9_.]*)\s+RENAME\s+TO\s+([a-z_][a-z0-9_]*)/gi)) {
      tables.delete(m[1]!);
      tables.add(m[2]!);
    }
  }
  return [...tables].sort();
}

/** Owner name of a scanned unit: the module's name, a ground owner, or 'app' (the root files own nothing). */
const ownerOf = (f: SourceFile) => (f.unit.startsWith('modules/') ? f.unit.slice('modules/'.length) : f.unit);
const owners: Record<string, string[]> = { ...Object.fromEntries(modules.map((m) => [m.name, m.owns])), ...groundTables, app: [] };
const scanned = serverSource().filter((f) => ownerOf(f) in owners);
const tables = migrationTables();

interface Use {
  owner: string;
  file: string;
  table: string;
}
const writes: Use[] = [];
const reads: Use[] = [];
for (const f of scanned) {
  for (const sql of stringsOf(f)) {
    for (const table of writesOf(sql)) writes.push({ owner: ownerOf(f), file: f.rel, table });
    for (const m of sql.matchAll(READS)) if (tables.includes(m[1]!)) reads.push({ owner: ownerOf(f), file: f.rel, table: m[1]! });
  }
}
const ownerOfTable = (table: string) => Object.keys(owners).filter((o) => owners[o]!.includes(table));

describe('the scan', () => {
  it('finds the written table in each form of write', () => {
    expect(writesOf('UPDATE booking_persons bp SET guest_id = $1 FROM guests g WHERE g.id = bp.guest_id')).toEqual(['booking_persons']);
    expect(writesOf('INSERT INTO jobs (kind) VALUES ($1) ON CONFLICT (kind) DO UPDATE SET run_at = now()')).toEqual(['jobs']);
    expect(writesOf('INSERT INTO schema_migrations(name) VALUES ($1)')).toEqual(['schema_migrations']);
    expect(writesOf('DELETE FROM guests WHERE id = $1')).toEqual(['guests']);
    expect(writesOf('TRUNCATE TABLE blobs')).toEqual(['blobs']);
    expect(writesOf('COPY bookings FROM STDIN')).toEqual(['bookings']);
    expect(writesOf(`DELETE FROM ${DYNAMIC} WHERE id = $1`)).toEqual([DYNAMIC]);
    expect(writesOf('SELECT id FROM bookings WHERE voucher = $1 FOR UPDATE')).toEqual([]);
  });

  it('sees every owner with tables write at least one of them (a blind scan would pass everything)', () => {
    const silent = Object.entries(owners)
      .filter(([owner, owned]) => owned.length > 0 && !writes.some((w) => w.owner === owner && owned.includes(w.table)))
      .map(([owner]) => owner);
    expect(silent).toEqual([]);
  });
});

describe('table ownership', () => {
  it('gives every table of the migrations exactly one owner', () => {
    const problems = tables.filter((t) => ownerOfTable(t).length !== 1).map((t) => `${t}: ${ownerOfTable(t).join(', ') || 'no owner'}`);
    expect(problems).toEqual([]);
  });

  it('owns only tables the migrations create', () => {
    const unknown = Object.entries(owners).flatMap(([owner, owned]) =>
      owned.filter((t) => !tables.includes(t)).map((t) => `${owner}: ${t}`),
    );
    expect(unknown).toEqual([]);
  });

  it('names every written table in the SQL text, not at run time', () => {
    expect(writes.filter((w) => w.table === DYNAMIC).map((w) => w.file)).toEqual([]);
  });

  it.each(Object.keys(owners))('%s writes only the tables it owns', (owner) => {
    const foreign = writes
      .filter((w) => w.owner === owner && w.table !== DYNAMIC && !owners[owner]!.includes(w.table))
      .map((w) => `${w.file} writes ${w.table} (owner: ${ownerOfTable(w.table).join(', ') || 'none'})`);
    expect([...new Set(foreign)]).toEqual([]);
  });
});

afterAll(() => {
  // Reads across owners are allowed today; dashboards and CRM segments will read published views instead.
  const across = new Map<string, Set<string>>();
  for (const r of reads) {
    const owner = ownerOfTable(r.table)[0];
    if (!owner || owner === r.owner) continue;
    const key = `${r.owner} reads ${owner}.${r.table}`;
    if (!across.has(key)) across.set(key, new Set());
    across.get(key)!.add(r.file);
  }
  const lines = [...across].sort().map(([k, files]) => `  ${k}  (${[...files].join(', ')})`);
  console.info(`Reads across owners (${across.size}):\n${lines.join('\n')}`);
});
