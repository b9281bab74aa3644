import { parsePermission } from '@gm/domain/permissions';
import type { Queryable } from '../../db/pool';
import { SessionCache } from '../../platform/sessions';

/**
 * A user's membership of one hotel: that they work there (user_institutions) and the grants whose instance is that
 * hotel (user_permissions AREA:{codIns}:action). A user of several hotels holds a membership in each, with its own
 * grants; grants of other hotels are never read or changed here. Every change is announced, so every process drops
 * the user's cached sessions at once (platform/sessions.ts): a revoked right stops working within a second.
 *
 * SUJEITO grants (instance: the user's own id) are personal, not a hotel's: never read, replaced or copied here.
 *
 * These functions do not check who may do what: the services that call them do (users administration, new hotel).
 */

/** The grant strings a user holds at one hotel (instance = the hotel's id), sorted. */
export async function hotelGrantsOf(q: Queryable, userId: number, institutionId: number): Promise<string[]> {
  const { rows } = await q.query<{ p: string }>(
    `SELECT area || ':' || instance || ':' || action AS p FROM user_permissions
      WHERE user_id = $1 AND instance = $2::text AND area <> 'SUJEITO' ORDER BY 1`,
    [userId, institutionId],
  );
  return rows.map((r) => r.p);
}

/** Only grants of that hotel: AREA:{institutionId}:action, well formed. Throws on any other (a programming error). */
function grantsOfHotel(institutionId: number, grants: readonly string[]): { area: string; action: string }[] {
  return grants.map((g) => {
    const p = parsePermission(g);
    if (!p || p.area === 'SUJEITO' || p.instance !== String(institutionId)) throw new Error(`grant ${g} is not of hotel ${institutionId}`);
    return { area: p.area, action: p.action };
  });
}

/**
 * Makes the user a member of the hotel with exactly these grants there (each AREA:{institutionId}:action): adds the
 * membership if missing, replaces the hotel's grants, leaves other hotels' grants alone.
 */
export async function setHotelMembership(q: Queryable, userId: number, institutionId: number, grants: readonly string[]): Promise<void> {
  const parsed = grantsOfHotel(institutionId, grants);
  await q.query('INSERT INTO user_institutions (user_id, institution_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, institutionId]);
  await q.query("DELETE FROM user_permissions WHERE user_id = $1 AND instance = $2::text AND area <> 'SUJEITO'", [userId, institutionId]);
  if (parsed.length) {
    await q.query(
      `INSERT INTO user_permissions (user_id, area, instance, action)
       SELECT $1, a, $2::text, b FROM unnest($3::text[], $4::text[]) AS t(a, b) ON CONFLICT DO NOTHING`,
      [userId, institutionId, parsed.map((p) => p.area), parsed.map((p) => p.action)],
    );
  }
  await SessionCache.publish(q, { user: userId });
}

/** Ends the user's membership of the hotel: the membership and every grant of that hotel go. */
export async function removeHotelMembership(q: Queryable, userId: number, institutionId: number): Promise<void> {
  await q.query("DELETE FROM user_permissions WHERE user_id = $1 AND instance = $2::text AND area <> 'SUJEITO'", [userId, institutionId]);
  await q.query('DELETE FROM user_institutions WHERE user_id = $1 AND institution_id = $2', [userId, institutionId]);
  await SessionCache.publish(q, { user: userId });
}

/**
 * Copies every membership of one hotel to another (new hotel, "copy user roles"): each member of `from` who holds a
 * grant there (staff; not a guest account whose only grants are its own SUJEITO ones) becomes a member of `to` with
 * the same grants, instance rewritten. Returns how many users were copied.
 */
export async function copyHotelMemberships(q: Queryable, fromInstitutionId: number, toInstitutionId: number): Promise<number> {
  const { rows } = await q.query<{ user_id: number }>(
    `INSERT INTO user_institutions (user_id, institution_id)
     SELECT ui.user_id, $2 FROM user_institutions ui
      WHERE ui.institution_id = $1
        AND EXISTS (SELECT 1 FROM user_permissions p WHERE p.user_id = ui.user_id AND p.instance = $1::text AND p.area <> 'SUJEITO')
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [fromInstitutionId, toInstitutionId],
  );
  await q.query(
    `INSERT INTO user_permissions (user_id, area, instance, action)
     SELECT p.user_id, p.area, $2::text, p.action FROM user_permissions p
       JOIN user_institutions ui ON ui.user_id = p.user_id AND ui.institution_id = $1
      WHERE p.instance = $1::text AND p.area <> 'SUJEITO'
     ON CONFLICT DO NOTHING`,
    [fromInstitutionId, toInstitutionId],
  );
  for (const r of rows) await SessionCache.publish(q, { user: r.user_id });
  return rows.length;
}
