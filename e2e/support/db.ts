import type pg from 'pg';
import { createUser } from '../../apps/server/src/seed/factories';

/** Institution ids of the demo seed, by name. */
export async function institutionId(db: pg.Pool, name: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM institutions WHERE name = $1', [name]);
  if (!rows[0]) throw new Error(`no institution ${name}`);
  return rows[0].id;
}

/** A user working in Hotel Demo with front-desk rights; inactive users have no password yet. */
export async function createStaffUser(
  db: pg.Pool,
  email: string,
  opts: { active?: boolean; password?: string | null; name?: string } = {},
): Promise<number> {
  const hotel = await institutionId(db, 'Hotel Demo');
  return createUser(db, {
    email,
    name: opts.name ?? 'Teste E2E',
    password: opts.password === undefined ? 'Senha1234' : opts.password,
    active: opts.active ?? true,
    institutions: [hotel],
    permissions: [`HOTEL:${hotel}:*`, `TRIAL:${hotel}:reservas`],
  });
}

/** Revokes one session the way sign-out elsewhere would, and tells every server process at once. */
export async function revokeSession(db: pg.Pool, sessionId: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [sessionId]);
  await db.query(`SELECT pg_notify('gm_session_changed', $1)`, [`session:${sessionId}`]);
}
