import type { Queryable } from '../../db/pool';

/**
 * The institution's notification settings as stored (institutions.notifications, one JSON document) and what the
 * mails need of the hotel beside its settings: whether it has a logo and its guest link code. The notifications
 * module reads and validates the document; only this module writes the institutions table.
 */
export interface NotificationSource {
  /** The stored document, unparsed ({} until the hotel saves the section). */
  notifications: unknown;
  hasLogo: boolean;
  /** The hotel's own guest link code (h), or null. */
  linkCode: string | null;
}

/** The hotel's stored notification document, logo and link code; `lock` holds the row for a change. */
export async function notificationSourceOf(db: Queryable, institutionId: number, lock = false): Promise<NotificationSource | null> {
  const { rows } = await db.query<{ notifications: unknown; has_logo: boolean; code: string | null }>(
    `SELECT i.notifications, i.logo_key IS NOT NULL AS has_logo,
            (SELECT l.code FROM hotel_links l WHERE l.institution_id = i.id AND l.kind = 'h' ORDER BY l.code LIMIT 1) AS code
       FROM institutions i WHERE i.id = $1 ${lock ? 'FOR UPDATE OF i' : ''}`,
    [institutionId],
  );
  const r = rows[0];
  return r ? { notifications: r.notifications, hasLogo: r.has_logo, linkCode: r.code } : null;
}

/** Replaces the document (already validated by the caller); the row's trigger tells every process. */
export async function writeNotificationSettings(db: Queryable, institutionId: number, document: unknown): Promise<void> {
  await db.query('UPDATE institutions SET notifications = $2::jsonb WHERE id = $1', [institutionId, JSON.stringify(document)]);
}

/** The hotels that have one mail turned on (group 'guest' or 'staff', mail as in the document). */
export async function institutionsWithMailOn(db: Queryable, group: 'guest' | 'staff', mail: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM institutions WHERE notifications -> $1::text -> $2::text ->> 'enabled' = 'true' ORDER BY id`,
    [group, mail],
  );
  return rows.map((r) => r.id);
}
