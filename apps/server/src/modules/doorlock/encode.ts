import { createHash, randomBytes } from 'node:crypto';
import type { RequestEncodeInput } from '@gm/contracts/doorlock/index';
import { todayIn } from '@gm/domain/today';
import { withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import { AppError, forbidden } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs';
import { text } from '../../platform/messages';
import type { InstitutionContext } from '../../platform/registry';
import { balancesDue } from '../billing/public';
import { settingsOf } from '../institutions/public';
import { ENCODE_JOB_KIND, expireStale, JOB_COLUMNS, type JobRow, logOperation } from './jobs';

/**
 * RequisitarEncodeService and ConsultaEncodeService (docs/decisions/0066-door-keys.md): the check-in rules, the job,
 * its status. Staff of the hotel act on any of its bookings; a guest only on the booking of their token.
 */

interface Who {
  userId: number | null;
  personId: number | null;
  /** The booking a guest's token names; null for staff. */
  guestBooking: number | null;
}

function whoCalls(ctx: InstitutionContext): Who {
  const c = ctx.caller;
  if (c.kind === 'user') return { userId: c.idUser, personId: null, guestBooking: null };
  if (c.kind === 'guest' && c.tokenType === 'booking' && c.codRes && c.codIns === ctx.institutionId)
    return { userId: null, personId: c.codPes ?? null, guestBooking: c.codRes };
  throw forbidden();
}

interface BookingState {
  id: number;
  status: 'R' | 'I' | 'O' | 'C';
  cancelled: boolean;
  check_in: string;
  check_out: string;
  main_done: boolean;
}

async function bookingState(ctx: InstitutionContext, bookingId: number): Promise<BookingState | null> {
  const { rows } = await ctx.deps.db.query<BookingState>(
    `SELECT b.id::int AS id, b.status, b.cancelled_at IS NOT NULL AS cancelled, b.check_in::text AS check_in, b.check_out::text AS check_out,
            coalesce((SELECT bp.webcheckin_status = 'D' FROM booking_persons bp WHERE bp.booking_id = b.id ORDER BY bp.position, bp.id LIMIT 1), false) AS main_done
       FROM bookings b WHERE b.id = $1 AND b.institution_id = $2`,
    [bookingId, ctx.institutionId],
  );
  return rows[0] ?? null;
}

/**
 * Why no key may be encoded now, or null (spec section 8's guest-facing errors): a cancelled or ended stay; before
 * the entry date; for a guest, the check-in not done (the booking in house, or the main guest's web check-in done)
 * and, when payment is part of the hotel's check-in (TSYCFGHASPAYMENT = S), a balance still due.
 */
async function refusal(ctx: InstitutionContext, booking: BookingState, guest: boolean): Promise<{ key: string; field?: string } | null> {
  const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
  const today = todayIn(hotel.timeZone);
  if (booking.status === 'C' || booking.cancelled || booking.status === 'O' || booking.check_out < today)
    return { key: 'doorLock.invalid_stage' };
  if (booking.check_in > today) return { key: 'doorLock.entry_not_today' };
  if (!guest) return null;
  if (booking.status !== 'I' && !booking.main_done) return { key: 'doorLock.not_checked_in' };
  if (hotel.flags.TSYCFGHASPAYMENT === 'S') {
    const due = (await balancesDue(ctx.deps.db, ctx.institutionId, [booking.id])).get(booking.id) ?? 0;
    if (due > 0) return { key: 'doorLock.unpaid' };
  }
  return null;
}

export async function requestEncode(ctx: InstitutionContext, input: RequestEncodeInput) {
  const who = whoCalls(ctx);
  const device = input.dispositivo ?? (who.userId ? 'desk' : 'web');
  // A guest names no other booking and never picks a room: the desk (or the PMS) assigns it.
  if (who.guestBooking && ((input.CODRES && input.CODRES !== who.guestBooking) || input.numUH)) throw forbidden();
  const bookingId = who.guestBooking ?? input.CODRES;
  if (!bookingId)
    throw new AppError('platform.validation', { httpStatus: 400, extra: { errors: [{ path: 'CODRES', message: 'required' }] } });
  const booking = await bookingState(ctx, bookingId);
  if (!booking) throw new AppError('doorLock.booking_not_found', { httpStatus: 404 });
  const db = ctx.deps.db;
  const refuse = async (key: string, field?: string, room?: string | null) => {
    await logOperation(db, {
      institutionId: ctx.institutionId,
      bookingId,
      room: room ?? null,
      operation: 'encode_request',
      result: 'refused',
      reason: key,
      userId: who.userId,
      personId: who.personId,
      device,
    });
    return new AppError(key, field ? { field } : {});
  };
  const rule = await refusal(ctx, booking, who.guestBooking !== null);
  if (rule) throw await refuse(rule.key, rule.field);
  const port = ctx.deps.ports.doorLock;
  await expireStale(db, ctx.institutionId, port.timings);
  return withTransaction(db, async (tx) => {
    // One key at a time per booking: a second tap while one is on its way answers the same job.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`door-encode:${bookingId}`]);
    const open = await tx.query<{ id: number; state: JobRow['state'] }>(
      `SELECT id::int AS id, state FROM door_encode_jobs WHERE booking_id = $1 AND kind = 'encode' AND state IN ('pending', 'working') ORDER BY id DESC LIMIT 1`,
      [bookingId],
    );
    if (open.rows[0]) return { status: 1 as const, seqEncode: open.rows[0].id, situacao: open.rows[0].state };
    let room = input.numUH ?? null;
    if (room) {
      await tx.query(
        `INSERT INTO door_booking_rooms (booking_id, institution_id, room, set_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (booking_id) DO UPDATE SET room = EXCLUDED.room, set_by = EXCLUDED.set_by, set_at = now()`,
        [bookingId, ctx.institutionId, room, who.userId],
      );
    } else {
      const { rows } = await tx.query<{ room: string }>(
        'SELECT room FROM door_booking_rooms WHERE booking_id = $1 AND institution_id = $2',
        [bookingId, ctx.institutionId],
      );
      room = rows[0]?.room ?? null;
    }
    if (!room) throw await refuse('doorLock.no_room', who.guestBooking ? undefined : 'numUH');
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO door_encode_jobs (institution_id, booking_id, room, cards, valid_from, valid_until, requested_by, person_id, device)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::int AS id`,
      [ctx.institutionId, bookingId, room, input.qtdCartoes, booking.check_in, booking.check_out, who.userId, who.personId, device],
    );
    const jobId = rows[0]!.id;
    await logOperation(tx, {
      institutionId: ctx.institutionId,
      bookingId,
      jobId,
      room,
      operation: 'encode_request',
      result: 'accepted',
      userId: who.userId,
      personId: who.personId,
      device,
    });
    if (port.mode === 'sandbox')
      await enqueueJob(tx, { kind: ENCODE_JOB_KIND, payload: { jobId }, dedupeKey: String(jobId), maxAttempts: port.timings.attempts + 2 });
    return { status: 1 as const, seqEncode: jobId, situacao: 'pending' as const };
  });
}

async function statusOf(ctx: InstitutionContext, job: JobRow) {
  const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
  return {
    seqEncode: job.id,
    CODRES: job.booking_id,
    numUH: job.room,
    qtdCartoes: job.cards,
    situacao: job.state,
    motivo: job.state === 'failed' ? (job.reason ?? 'lock_error') : null,
    mensagem: job.state === 'failed' ? text(`doorLock.failed.${job.reason ?? 'lock_error'}`, ctx.locale, hotel) : null,
    gravacoes: job.recordings,
    tentativas: job.attempts,
    dhSolicitacao: job.created_at.toISOString(),
    dhConclusao: job.finished_at ? job.finished_at.toISOString() : null,
    revogadaEm: job.revoked_at ? job.revoked_at.toISOString() : null,
  };
}

export async function consultEncode(ctx: InstitutionContext, seqEncode: number) {
  const who = whoCalls(ctx);
  const db = ctx.deps.db;
  await expireStale(db, ctx.institutionId, ctx.deps.ports.doorLock.timings);
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM door_encode_jobs WHERE id = $1 AND institution_id = $2 AND kind = 'encode'`,
    [seqEncode, ctx.institutionId],
  );
  const job = rows[0];
  if (!job) throw new AppError('doorLock.encode_not_found', { httpStatus: 404 });
  if (who.guestBooking && job.booking_id !== who.guestBooking) throw forbidden();
  return { status: 1 as const, encode: await statusOf(ctx, job) };
}

export async function bookingKeys(ctx: InstitutionContext, bookingId: number) {
  const db = ctx.deps.db;
  const booking = await bookingState(ctx, bookingId);
  if (!booking) throw new AppError('doorLock.booking_not_found', { httpStatus: 404 });
  await expireStale(db, ctx.institutionId, ctx.deps.ports.doorLock.timings);
  const room = await db.query<{ room: string }>('SELECT room FROM door_booking_rooms WHERE booking_id = $1 AND institution_id = $2', [
    bookingId,
    ctx.institutionId,
  ]);
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM door_encode_jobs WHERE booking_id = $1 AND institution_id = $2 AND kind = 'encode' ORDER BY id DESC LIMIT 10`,
    [bookingId, ctx.institutionId],
  );
  const encodes = [];
  for (const job of rows) encodes.push(await statusOf(ctx, job));
  return { status: 1 as const, numUH: room.rows[0]?.room ?? null, encodes, revogacoes: await revocationsOf(ctx, bookingId) };
}

/** The booking's latest revocation per room (decision 0078): how the check-out's revoking of its keys went. */
export async function revocationsOf(ctx: InstitutionContext, bookingId: number) {
  const { rows } = await ctx.deps.db.query<JobRow>(
    `SELECT DISTINCT ON (room) ${JOB_COLUMNS} FROM door_encode_jobs
      WHERE booking_id = $1 AND institution_id = $2 AND kind = 'revoke' ORDER BY room, id DESC`,
    [bookingId, ctx.institutionId],
  );
  const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
  return rows.map((job) => ({
    seqEncode: job.id,
    numUH: job.room,
    situacao: job.state,
    motivo: job.state === 'failed' ? (job.reason === 'timeout' ? ('timeout' as const) : ('lock_error' as const)) : null,
    mensagem:
      job.state === 'failed'
        ? text(`doorLock.revoke_failed.${job.reason === 'timeout' ? 'timeout' : 'lock_error'}`, ctx.locale, hotel)
        : null,
    tentativas: job.attempts,
    dhSolicitacao: job.created_at.toISOString(),
    dhConclusao: job.finished_at ? job.finished_at.toISOString() : null,
  }));
}

export const hashConnectorToken = (token: string) => createHash('sha256').update(token).digest();

/** A new connector token for the hotel: 32 random bytes, only its hash kept; audited without the token. */
export async function newConnectorToken(ctx: InstitutionContext, name: string) {
  const c = ctx.caller;
  if (c.kind !== 'user') throw forbidden();
  const token = `gmdl_${randomBytes(32).toString('base64url')}`;
  return withTransaction(ctx.deps.db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO door_lock_connectors (institution_id, name, token_hash, created_by) VALUES ($1, $2, $3, $4) RETURNING id',
      [ctx.institutionId, name, hashConnectorToken(token), c.idUser],
    );
    const id = rows[0]!.id;
    await recordAudit(tx, ctx, { action: 'doorlock.connector_token', target: { type: 'door_lock_connector', id, label: name } });
    return { status: 1 as const, id, nome: name, token };
  });
}

/** The hotel's connectors, newest first (ListarConectoresFechaduraService). */
export async function listConnectors(ctx: InstitutionContext) {
  const { rows } = await ctx.deps.db.query<{
    id: number;
    name: string;
    created_at: Date;
    last_seen_at: Date | null;
    revoked_at: Date | null;
  }>(
    'SELECT id, name, created_at, last_seen_at, revoked_at FROM door_lock_connectors WHERE institution_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100',
    [ctx.institutionId],
  );
  return {
    status: 1 as const,
    data: rows.map((r) => ({
      id: r.id,
      nome: r.name,
      criadoEm: r.created_at.toISOString(),
      ultimoContato: r.last_seen_at?.toISOString() ?? null,
      revogadoEm: r.revoked_at?.toISOString() ?? null,
    })),
  };
}

/** Revokes one of the hotel's connectors (its next poll is refused); audited. Another hotel's id is not found. */
export async function revokeConnector(ctx: InstitutionContext, id: number) {
  await withTransaction(ctx.deps.db, async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      `UPDATE door_lock_connectors SET revoked_at = coalesce(revoked_at, now())
        WHERE institution_id = $1 AND id = $2 RETURNING name`,
      [ctx.institutionId, id],
    );
    if (!rows[0]) throw new AppError('doorLock.connector_not_found', { field: 'id', httpStatus: 404 });
    await recordAudit(tx, ctx, { action: 'doorlock.connector_revoked', target: { type: 'door_lock_connector', id, label: rows[0].name } });
  });
  return listConnectors(ctx);
}
