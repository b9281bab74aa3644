import { expandRole } from '@gm/contracts/roles';
import { DEFAULT_TIME_ZONE } from '@gm/domain/dates';
import type { Queryable } from '../db/pool';
import { hashPassword } from '../modules/auth/public';

/** Test factories and demo seed share these: each creates one row set and returns its id. */

export interface InstitutionInput {
  name: string;
  network?: string | null;
  country?: string;
  timeZone?: string;
  theme?: string | null;
  contactEmail?: string | null;
  flags?: Record<string, unknown>;
  linkCode?: string | null;
}

export async function createInstitution(db: Queryable, input: InstitutionInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO institutions (name, network, country, time_zone, theme, contact_email, flags)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      input.name,
      input.network ?? null,
      input.country ?? 'BR',
      input.timeZone ?? DEFAULT_TIME_ZONE,
      input.theme ?? null,
      input.contactEmail ?? null,
      JSON.stringify(input.flags ?? {}),
    ],
  );
  const id = rows[0]!.id;
  if (input.linkCode) await db.query(`INSERT INTO hotel_links (code, kind, institution_id) VALUES ($1, 'h', $2)`, [input.linkCode, id]);
  return id;
}

export async function createNetworkLink(db: Queryable, code: string, network: string): Promise<void> {
  await db.query(`INSERT INTO hotel_links (code, kind, network) VALUES ($1, 'r', $2)`, [code, network]);
}

export interface UserInput {
  email: string;
  name: string;
  password?: string | null;
  active?: boolean;
  /** Hotels the user works in (first = default). */
  institutions?: number[];
  /** Grants as AREA:instance:action strings; '{idUser}' is replaced with the new id. */
  permissions?: string[];
  passwordHash?: string;
}

export async function createUser(db: Queryable, input: UserInput): Promise<number> {
  const hash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : null);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, name, password_hash, active, default_institution_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [input.email, input.name, hash, input.active ?? true, input.institutions?.[0] ?? null],
  );
  const id = rows[0]!.id;
  for (const ins of input.institutions ?? []) {
    await db.query('INSERT INTO user_institutions (user_id, institution_id) VALUES ($1, $2)', [id, ins]);
  }
  for (const p of input.permissions ?? []) {
    const [area, instance, action] = p.replace('{idUser}', String(id)).split(':');
    await db.query('INSERT INTO user_permissions (user_id, area, instance, action) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
      id,
      area,
      instance,
      action ?? '*',
    ]);
  }
  return id;
}

/** Every permission area of spec section 6 for one hotel: what "admin" holds (the network administrator's role). */
export function allPermissionsFor(institutionId: number): string[] {
  return expandRole('networkAdmin', institutionId);
}

/** Front-desk operations in one hotel: what "recepcao" holds (the front-desk role). */
export function receptionPermissionsFor(institutionId: number): string[] {
  return expandRole('frontDesk', institutionId);
}
