import type { ExplorePersonReply } from '@gm/contracts/crm/profiles-replies';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';

/**
 * Marketing consent per channel (LGPD arts. 7 I and 8): append-only, so every opt-in and opt-out stays with its
 * source, date and the staff member who recorded it; the current state is the newest row, and a guest never asked
 * is not opted in. The unsubscribe page and the campaigns read and write it through public.ts.
 */

export type Channel = 'email' | 'whatsapp' | 'sms';
export type ConsentSource = 'webcheckin' | 'reception' | 'form' | 'unsubscribe' | 'import' | 'guest';

export async function consentHistory(db: Queryable, institutionId: number, profileId: number): Promise<ExplorePersonReply['consents']> {
  const { rows } = await db.query<{
    channel: Channel;
    granted: boolean;
    source: string;
    note: string | null;
    user_name: string | null;
    at: Date;
  }>(
    `SELECT c.channel, c.granted, c.source, c.note, u.name AS user_name, c.at
       FROM guest_profile_consents c LEFT JOIN users u ON u.id = c.user_id
      WHERE c.institution_id = $1 AND c.profile_id = $2 ORDER BY c.at DESC, c.id DESC`,
    [institutionId, profileId],
  );
  return rows.map((r) => ({
    channel: r.channel,
    granted: r.granted,
    source: r.source,
    note: r.note,
    user: r.user_name,
    at: r.at.toISOString(),
  }));
}

export async function currentConsent(db: Queryable, institutionId: number, profileId: number): Promise<Record<Channel, boolean>> {
  const { rows } = await db.query<{ channel: Channel; granted: boolean }>(
    `SELECT DISTINCT ON (channel) channel, granted FROM guest_profile_consents
      WHERE institution_id = $1 AND profile_id = $2 ORDER BY channel, at DESC, id DESC`,
    [institutionId, profileId],
  );
  const out = { email: false, whatsapp: false, sms: false };
  for (const r of rows) out[r.channel] = r.granted;
  return out;
}

/** Records a choice; the same state again is recorded too (a renewed consent has its own date and source). */
export async function recordConsent(
  tx: Queryable,
  institutionId: number,
  profileId: number,
  c: { channel: Channel; granted: boolean; source: ConsentSource; note?: string | null; userId?: number | null; at?: Date },
): Promise<void> {
  const { rowCount } = await tx.query(
    `INSERT INTO guest_profile_consents (institution_id, profile_id, channel, granted, source, note, user_id, at)
     SELECT $1, id, $3, $4, $5, $6, $7, COALESCE($8, now()) FROM guest_profiles WHERE institution_id = $1 AND id = $2`,
    [institutionId, profileId, c.channel, c.granted, c.source, c.note ?? null, c.userId ?? null, c.at ?? null],
  );
  if (rowCount === 0) throw new AppError('profiles.not_found', { httpStatus: 404 });
}

/** The profiles of a hotel holding an e-mail address (the unsubscribe of one address opts out every one of them). */
export async function profilesWithEmail(db: Queryable, institutionId: number, email: string): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM guest_profiles WHERE institution_id = $1 AND emails @> ARRAY[lower($2)]`,
    [institutionId, email.trim()],
  );
  return rows.map((r) => Number(r.id));
}
