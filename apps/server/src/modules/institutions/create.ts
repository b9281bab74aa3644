import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/pool';

/**
 * New hotel (docs/decisions/0037-administration.md): the institution row, its guest link code (h) and its network's
 * link code (r), written in the caller's transaction. Who may create and what is copied is the administration
 * module's decision; this only writes.
 */

/** Letters and digits that cannot be misread for each other (no 0/o, 1/l/i). */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A link code's readable part: the name without accents, lower case, words joined by '-', at most 40 characters. */
export function linkSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'hotel';
}

function suffix(): string {
  let out = '';
  for (let i = 0; i < 4; i++) out += READABLE[randomInt(READABLE.length)];
  return out;
}

/** Inserts a link with `base-xxxx` (or `base` itself when `bare` and free), retrying on the rare taken code. */
async function insertLink(
  q: Queryable,
  base: string,
  bare: boolean,
  link: { kind: 'h'; institutionId: number } | { kind: 'r'; network: string },
) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = bare && attempt === 0 ? base : `${base}-${suffix()}`;
    const { rows } = await q.query<{ code: string }>(
      `INSERT INTO hotel_links (code, kind, institution_id, network) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code) DO NOTHING RETURNING code`,
      [code, link.kind, link.kind === 'h' ? link.institutionId : null, link.kind === 'r' ? link.network : null],
    );
    if (rows[0]) return rows[0].code;
  }
  throw new Error(`no free link code for ${base}`);
}

/** The network as stored (its spelling) and its hotels, found case-insensitively; null when no hotel or link names it. */
export async function findNetwork(q: Queryable, name: string): Promise<{ name: string; institutionIds: number[] } | null> {
  const { rows } = await q.query<{ network: string; ids: number[] }>(
    `SELECT network, array_agg(id ORDER BY id) AS ids FROM institutions WHERE lower(network) = lower($1) GROUP BY network
     UNION ALL
     SELECT network, '{}'::int[] FROM hotel_links WHERE kind = 'r' AND lower(network) = lower($1)
     ORDER BY 2 DESC`,
    [name],
  );
  if (!rows.length) return null;
  return { name: rows[0]!.network, institutionIds: [...new Set(rows.flatMap((r) => r.ids))] };
}

/** The network's link code, created (from its name) when it has none. */
async function networkLink(q: Queryable, network: string): Promise<string> {
  // Two hotels of a new network created at once make one link.
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`gm:network-link:${network}`]);
  const { rows } = await q.query<{ code: string }>("SELECT code FROM hotel_links WHERE kind = 'r' AND network = $1 ORDER BY code LIMIT 1", [
    network,
  ]);
  return rows[0]?.code ?? insertLink(q, linkSlug(network), true, { kind: 'r', network });
}

export interface NewInstitution {
  name: string;
  /** As stored when the network exists (findNetwork), else the new network's name; null: no network. */
  network: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

/** Creates the institution with its h link (readable name + random suffix) and its network's r link if missing. */
export async function insertInstitution(q: Queryable, input: NewInstitution): Promise<{ id: number; h: string; r: string | null }> {
  const { rows } = await q.query<{ id: number }>('INSERT INTO institutions (name, network, country) VALUES ($1, $2, $3) RETURNING id', [
    input.name,
    input.network,
    input.country,
  ]);
  const id = rows[0]!.id;
  const h = await insertLink(q, linkSlug(input.name), false, { kind: 'h', institutionId: id });
  const r = input.network ? await networkLink(q, input.network) : null;
  return { id, h, r };
}
