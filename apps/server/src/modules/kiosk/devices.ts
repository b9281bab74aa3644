import { createHash, randomBytes } from 'node:crypto';
import type { KioskDevice } from '@gm/contracts/kiosk/index';
import type { Db, Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { institutionName, linkCodesOf } from '../institutions/public';

/**
 * Kiosk devices (docs/decisions/0064-kiosk.md): staff create one per lobby device; the device token (32 random
 * bytes, base64url) is shown once, in the kiosk URL, and only its sha256 is kept. Revoking a device stops its URL
 * at once; the kiosk asks with its token every time it starts over.
 */

export interface DeviceRow {
  id: number;
  institution_id: number;
  name: string;
  terminal_id: string | null;
  created_at: Date;
  last_seen_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = 'id, institution_id, name, terminal_id, created_at, last_seen_at, revoked_at';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function deviceWire(r: DeviceRow): KioskDevice {
  return {
    id: Number(r.id),
    nome: r.name,
    terminal: r.terminal_id,
    criadoEm: r.created_at.toISOString(),
    ultimoUso: r.last_seen_at?.toISOString() ?? null,
    revogadoEm: r.revoked_at?.toISOString() ?? null,
  };
}

export async function createDevice(
  db: Queryable,
  institutionId: number,
  userId: number | null,
  input: { nome: string; terminal: string | null },
): Promise<{ device: DeviceRow; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query<DeviceRow>(
    `INSERT INTO kiosk_devices (institution_id, name, token_hash, terminal_id, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [institutionId, input.nome, hashToken(token), input.terminal, userId],
  );
  return { device: rows[0]!, token };
}

export async function listDevices(db: Db, institutionId: number): Promise<DeviceRow[]> {
  const { rows } = await db.query<DeviceRow>(`SELECT ${COLUMNS} FROM kiosk_devices WHERE institution_id = $1 ORDER BY id`, [institutionId]);
  return rows;
}

export async function revokeDevice(db: Queryable, institutionId: number, userId: number | null, id: number): Promise<DeviceRow> {
  const { rows } = await db.query<DeviceRow>(
    `UPDATE kiosk_devices SET revoked_at = COALESCE(revoked_at, now()), revoked_by = COALESCE(revoked_by, $3)
      WHERE id = $1 AND institution_id = $2 RETURNING ${COLUMNS}`,
    [id, institutionId, userId],
  );
  if (!rows[0]) throw new AppError('kiosk.device_not_found', { httpStatus: 404 });
  return rows[0];
}

/** The live device a token names (and, when given, of that hotel); a revoked or unknown token is refused alike. */
export async function deviceByToken(db: Queryable, token: string, institutionId?: number): Promise<DeviceRow> {
  const { rows } = await db.query<DeviceRow>(
    `UPDATE kiosk_devices SET last_seen_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
    [hashToken(token)],
  );
  const d = rows[0];
  if (!d || (institutionId !== undefined && d.institution_id !== institutionId))
    throw new AppError('kiosk.device_invalid', { httpStatus: 403 });
  return d;
}

/** What the kiosk opens with: the hotel's guest link code and name. */
export async function openDevice(db: Db, token: string) {
  const d = await deviceByToken(db, token);
  const { h } = await linkCodesOf(db, d.institution_id);
  if (!h) throw new AppError('kiosk.device_invalid', { httpStatus: 403 });
  return { status: 1 as const, h, nomeIns: await institutionName(db, d.institution_id), nome: d.name, terminal: !!d.terminal_id };
}
