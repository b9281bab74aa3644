import type { HotelUser, UserStatus } from '@gm/contracts/auth/users';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { expandRole, grantWords, normaliseGrants, type RoleOrCustom, roleOfGrants } from '@gm/contracts/roles';
import type { Locale } from '@gm/domain/locale';
import {
  hasPermission,
  type PermissionMap,
  parsePermission,
  permissionMapFromStrings,
  permissionStrings,
  satisfies,
} from '@gm/domain/permissions';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';

/**
 * Users administration's rules and reads (issue 12, /config/managerusers); users-writes.ts changes the accounts,
 * users-hotels.ts the user's other hotels (each checked with these rules at that hotel).
 * The list is about one hotel, the administrator's current one: its members are the users in user_institutions
 * for it, but not guest accounts (a SUJEITO grant and no grant of the hotel). Another hotel's users do not exist
 * here (404). Grants are AREA:{codIns}:action strings of that hotel only (auth/memberships.ts writes them).
 *
 * Who may do what, with the administrator's own grants (the session's, fresh within a second of any change):
 * - nobody gives or takes away a grant they do not hold at this hotel (wildcards count: TRIAL:{h}:* holds every
 *   TRIAL action there; giving TRIAL:{h}:* needs TRIAL:{h}:* itself);
 * - a user holding a grant here that the administrator does not hold is not theirs to remove or deactivate;
 * - nobody removes their own user-administration rights here, deactivates or removes themselves;
 * - deactivation locks the account everywhere: only an administrator of every hotel of the user may do it (or undo
 *   it); otherwise the user can be removed from this hotel.
 */

export interface Administrator {
  idUser: number;
  name: string;
  permissions: PermissionMap;
}

interface MemberRow {
  id: number;
  name: string;
  email: string;
  active: boolean;
  deactivated: boolean;
  has_password: boolean;
  last_sign_in_at: Date | null;
  created_at: Date;
  grants: string[];
  other_hotels: number[];
}

export interface Member {
  id: number;
  name: string;
  email: string;
  status: UserStatus;
  hasPassword: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  grants: string[];
  otherHotels: number[];
}

/** A member of hotel $1: works there, and is staff (not a guest account without any grant of the hotel). */
const MEMBER_OF = `ui.institution_id = $1 AND (
     NOT EXISTS (SELECT 1 FROM user_permissions s WHERE s.user_id = u.id AND s.area = 'SUJEITO')
     OR EXISTS (SELECT 1 FROM user_permissions g WHERE g.user_id = u.id AND g.instance = $1::int::text AND g.area <> 'SUJEITO'))`;

const STATUS_SQL = `CASE WHEN u.deactivated_at IS NOT NULL THEN 'deactivated' WHEN u.active THEN 'active' ELSE 'invited' END`;

const COLUMNS = `u.id, u.name, u.email, u.active, u.deactivated_at IS NOT NULL AS deactivated, u.password_hash IS NOT NULL AS has_password,
       u.last_sign_in_at, u.created_at,
       ARRAY(SELECT p.area || ':' || p.instance || ':' || p.action FROM user_permissions p
              WHERE p.user_id = u.id AND p.instance = $1::int::text AND p.area <> 'SUJEITO' ORDER BY 1) AS grants,
       ARRAY(SELECT o.institution_id FROM user_institutions o WHERE o.user_id = u.id AND o.institution_id <> $1 ORDER BY 1) AS other_hotels`;

function toMember(r: MemberRow): Member {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    status: r.deactivated ? 'deactivated' : r.active ? 'active' : 'invited',
    hasPassword: r.has_password,
    lastSignInAt: r.last_sign_in_at,
    createdAt: r.created_at,
    grants: r.grants,
    otherHotels: r.other_hotels,
  };
}

export interface MemberFilter {
  search?: string | undefined;
  status?: UserStatus | undefined;
  offset: number;
  limit: number;
}

/** The hotel's users by name, filtered; with the total. */
export async function listMembers(q: Queryable, hotel: number, f: MemberFilter): Promise<{ total: number; members: Member[] }> {
  const words = f.search?.trim() ? `%${f.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows } = await q.query<MemberRow & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total
       FROM user_institutions ui JOIN users u ON u.id = ui.user_id
      WHERE ${MEMBER_OF}
        AND ($2::text IS NULL OR u.name ILIKE $2 OR u.email ILIKE $2)
        AND ($3::text IS NULL OR ${STATUS_SQL} = $3)
      ORDER BY lower(u.name), u.id OFFSET $4 LIMIT $5`,
    [hotel, words, f.status ?? null, f.offset, f.limit],
  );
  return { total: Number(rows[0]?.total ?? 0), members: rows.map(toMember) };
}

/** One member of the hotel (locked for the caller's transaction when `lock`), or the 404 of a user not found here. */
export async function memberOf(q: Queryable, hotel: number, userId: number, lock = false): Promise<Member> {
  const { rows } = await q.query<MemberRow>(
    `SELECT ${COLUMNS} FROM user_institutions ui JOIN users u ON u.id = ui.user_id
      WHERE ${MEMBER_OF} AND u.id = $2 ${lock ? 'FOR UPDATE OF u' : ''}`,
    [hotel, userId],
  );
  const row = rows[0];
  if (!row) throw new AppError('users.not_found', { httpStatus: 404 });
  return toMember(row);
}

/** Whether the user is a member of the hotel (as memberOf finds them). */
export async function isMember(q: Queryable, hotel: number, userId: number): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM user_institutions ui JOIN users u ON u.id = ui.user_id WHERE ${MEMBER_OF} AND u.id = $2`, [
    hotel,
    userId,
  ]);
  return rows.length > 0;
}

export const holds = (map: PermissionMap, grant: string): boolean => {
  const p = parsePermission(grant);
  return !!p && hasPermission(map, { area: p.area, instance: p.instance, action: p.action });
};

export const administers = (map: PermissionMap, hotel: number, idUser: number) =>
  satisfies(map, PERMISSIONS.CHANGEINS.manageusers, { codIns: hotel, idUser });

/** How the list shows a member to this administrator. */
export function toHotelUser(m: Member, hotel: number, admin: Administrator): HotelUser {
  const manageable = m.grants.every((g) => holds(admin.permissions, g));
  const self = m.id === admin.idUser;
  return {
    idUser: m.id,
    name: m.name,
    email: m.email,
    status: m.status,
    lastSignInAt: m.lastSignInAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
    role: roleOfGrants(m.grants, hotel),
    grants: m.grants,
    otherHotels: m.otherHotels.length,
    manageable,
    canDeactivate: !self && manageable && m.otherHotels.every((h) => administers(admin.permissions, h, admin.idUser)),
    self,
  };
}

/**
 * The grants an invitation or an edit asks for at a hotel: the role's, or the custom list. A grant of another hotel
 * is refused on its field (`at` is where the role and grants sit in the input: '' or 'hotels.2.').
 */
export function requestedGrants(hotel: number, input: { role: RoleOrCustom; grants: string[] }, at = ''): string[] {
  if (input.role !== 'custom') return expandRole(input.role, hotel);
  input.grants.forEach((g, i) => {
    if (parsePermission(g)?.instance !== String(hotel)) throw new AppError('users.grant_other_hotel', { field: `${at}grants.${i}` });
  });
  return normaliseGrants(input.grants);
}

/**
 * Refuses a change of grants at a hotel (before -> after) that gives or takes away a grant the administrator does
 * not hold there, or that takes the administrator's own user-administration rights there away. `at` as above.
 */
export function checkGrantChange(
  admin: Administrator,
  hotel: number,
  target: number,
  before: readonly string[],
  after: readonly string[],
  input: { role: RoleOrCustom; grants: string[] },
  locale: Locale,
  at = '',
): void {
  const changed = [...after.filter((g) => !before.includes(g)), ...before.filter((g) => !after.includes(g))];
  const notHeld = changed.find((g) => !holds(admin.permissions, g));
  const roleField = `${at}${input.role === 'custom' ? 'grants' : 'role'}`;
  if (notHeld) {
    const index = input.grants.findIndex((g) => g.trim() === notHeld);
    const field = input.role === 'custom' && index >= 0 ? `${at}grants.${index}` : roleField;
    throw new AppError('users.grant_not_held', { field, params: { grant: grantWords(notHeld, locale) } });
  }
  if (target === admin.idUser) {
    const elsewhere = permissionStrings(admin.permissions).filter(
      (p) => p.startsWith('SUJEITO:') || parsePermission(p)?.instance !== String(hotel),
    );
    if (!administers(permissionMapFromStrings([...elsewhere, ...after]), hotel, admin.idUser)) {
      throw new AppError('users.own_admin_rights', { field: roleField });
    }
  }
}

/**
 * Removing or deactivating someone: not oneself, and not a user holding a grant at the hotel the administrator does
 * not. `field` names the hotel in the input when the refusal is about one of several.
 */
export function checkMayActOn(admin: Administrator, m: Pick<Member, 'id' | 'grants'>, selfKey: string, field?: string): void {
  if (m.id === admin.idUser) throw new AppError(selfKey, { ...(field ? { field } : {}) });
  if (!m.grants.every((g) => holds(admin.permissions, g)))
    throw new AppError('users.outranks', { httpStatus: 403, ...(field ? { field } : {}) });
}

/**
 * The hotels where the administrator holds CHANGEINS:{codIns}:manageusers: among those their grants name and those
 * they work in (a '*' instance names no hotel by itself). Unsorted; hotels that no longer exist are the caller's to
 * drop.
 */
export async function administeredHotels(q: Queryable, admin: Administrator): Promise<number[]> {
  const named = permissionStrings(admin.permissions)
    .map((p) => parsePermission(p)?.instance ?? '')
    .filter((i) => /^[0-9]+$/.test(i))
    .map(Number);
  const { rows } = await q.query<{ institution_id: number }>('SELECT institution_id FROM user_institutions WHERE user_id = $1', [
    admin.idUser,
  ]);
  const candidates = [...new Set([...named, ...rows.map((r) => r.institution_id)])];
  return candidates.filter((h) => administers(admin.permissions, h, admin.idUser));
}

/** The hotels a user works in (user_institutions), sorted. */
export async function hotelsOf(q: Queryable, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ institution_id: number }>('SELECT institution_id FROM user_institutions WHERE user_id = $1 ORDER BY 1', [
    userId,
  ]);
  return rows.map((r) => r.institution_id);
}

/** Deactivation and reactivation touch every hotel of the user: the administrator must administer each. */
export function checkAdministersAll(admin: Administrator, m: Member): void {
  if (!m.otherHotels.every((h) => administers(admin.permissions, h, admin.idUser))) throw new AppError('users.other_hotels');
}
