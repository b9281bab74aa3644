import { type FilterGroup, filterTree } from '@gm/contracts/crm/segments-filters';
import type { SaveSegmentInput } from '@gm/contracts/crm/segments-inputs';
import type { Segment } from '@gm/contracts/crm/segments-replies';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { countMatching, matchingWhere } from './explore';

/** Saved segments: a name and a filter tree, counted live (a segment is evaluated again each time it is used). */

interface SegmentRow {
  id: string;
  name: string;
  filter: unknown;
  created_by: string | null;
  updated_at: Date;
}

const COLUMNS = `s.id, s.name, s.filter, u.name AS created_by, s.updated_at`;

/** A stored tree read back through the schema (an old or hand-edited row never reaches the SQL unchecked). */
function treeOf(raw: unknown): FilterGroup {
  const parsed = filterTree.safeParse(raw);
  if (!parsed.success) throw new AppError('profiles.segment_unreadable');
  return parsed.data;
}

async function toSegment(db: Queryable, institutionId: number, r: SegmentRow, today: string): Promise<Segment> {
  const filter = treeOf(r.filter);
  return {
    id: Number(r.id),
    name: r.name,
    filter,
    count: await countMatching(db, institutionId, filter, today),
    createdBy: r.created_by,
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function listSegments(db: Queryable, institutionId: number, search: string | undefined, today: string): Promise<Segment[]> {
  const { rows } = await db.query<SegmentRow>(
    `SELECT ${COLUMNS} FROM crm_segments s LEFT JOIN users u ON u.id = s.created_by
      WHERE s.institution_id = $1 AND ($2::text IS NULL OR lower(s.name) LIKE '%' || lower($2) || '%')
      ORDER BY lower(s.name), s.id LIMIT 200`,
    [institutionId, search ?? null],
  );
  const out: Segment[] = [];
  for (const r of rows) out.push(await toSegment(db, institutionId, r, today));
  return out;
}

export async function getSegment(db: Queryable, institutionId: number, id: number, today: string): Promise<Segment> {
  const { rows } = await db.query<SegmentRow>(
    `SELECT ${COLUMNS} FROM crm_segments s LEFT JOIN users u ON u.id = s.created_by WHERE s.institution_id = $1 AND s.id = $2`,
    [institutionId, id],
  );
  if (!rows[0]) throw new AppError('profiles.segment_not_found', { httpStatus: 404 });
  return toSegment(db, institutionId, rows[0], today);
}

/** The filter of a saved segment (ExplorePeople with segmentId, and the campaigns through public.ts). */
export async function segmentFilter(db: Queryable, institutionId: number, id: number): Promise<FilterGroup> {
  const { rows } = await db.query<{ filter: unknown }>('SELECT filter FROM crm_segments WHERE institution_id = $1 AND id = $2', [
    institutionId,
    id,
  ]);
  if (!rows[0]) throw new AppError('profiles.segment_not_found', { field: 'segmentId', httpStatus: 404 });
  return treeOf(rows[0].filter);
}

export async function saveSegment(tx: Queryable, institutionId: number, userId: number, input: SaveSegmentInput): Promise<number> {
  const { rows: same } = await tx.query<{ id: string }>(
    'SELECT id FROM crm_segments WHERE institution_id = $1 AND lower(name) = lower($2) AND ($3::bigint IS NULL OR id <> $3)',
    [institutionId, input.name, input.id ?? null],
  );
  if (same.length > 0) throw new AppError('profiles.segment_name_taken', { field: 'name' });
  if (input.id) {
    const { rowCount } = await tx.query(
      'UPDATE crm_segments SET name = $3, filter = $4, updated_at = now() WHERE institution_id = $1 AND id = $2',
      [institutionId, input.id, input.name, JSON.stringify(input.filter)],
    );
    if (rowCount === 0) throw new AppError('profiles.segment_not_found', { httpStatus: 404 });
    return input.id;
  }
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO crm_segments (institution_id, name, filter, created_by) VALUES ($1, $2, $3, $4) RETURNING id',
    [institutionId, input.name, JSON.stringify(input.filter), userId],
  );
  return Number(rows[0]!.id);
}

export async function removeSegment(tx: Queryable, institutionId: number, id: number): Promise<void> {
  const { rowCount } = await tx.query('DELETE FROM crm_segments WHERE institution_id = $1 AND id = $2', [institutionId, id]);
  if (rowCount === 0) throw new AppError('profiles.segment_not_found', { httpStatus: 404 });
}

/**
 * A segment's recipients for a channel, evaluated now: the profiles matching its filter whose newest consent on the
 * channel is an opt-in, each with its newest e-mail or phone. For the campaigns (public.ts).
 */
export async function segmentRecipients(
  db: Queryable,
  institutionId: number,
  segmentId: number,
  channel: 'email' | 'whatsapp' | 'sms',
  today: string,
) {
  const filter = await segmentFilter(db, institutionId, segmentId);
  const { where, params } = matchingWhere(institutionId, filter, undefined, today);
  const { rows } = await db.query<{ id: string; name: string; language: string; contact: string | null }>(
    `SELECT p.id, p.name, p.language, ${channel === 'email' ? 'p.emails[1]' : 'p.phones[1]'} AS contact FROM guest_profiles p
      WHERE ${where} AND (SELECT c.granted FROM guest_profile_consents c WHERE c.profile_id = p.id AND c.channel = $${params.length + 1}
                          ORDER BY c.at DESC, c.id DESC LIMIT 1) IS TRUE
      ORDER BY p.id`,
    [...params, channel],
  );
  return rows.filter((r) => r.contact).map((r) => ({ profileId: Number(r.id), name: r.name, language: r.language, contact: r.contact! }));
}
