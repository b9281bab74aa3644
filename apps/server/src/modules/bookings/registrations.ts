import type { Paginated, PendingInput, PendingRegistrationItem, PmsRegistration } from '@gm/contracts/bookings';
import { flagOf, formatStayDate, pmsStatusOf } from '@gm/domain/bookings';
import { maskDocument } from '@gm/domain/documents';
import type { PmsAnswer } from '../../adapters/pms/pms';
import { type Db, type Queryable, withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { enqueueJob, type JobHandler } from '../../platform/jobs';
import { type Actor, recordEvent } from './events';

/**
 * Each guest's registration with the PMS (codLib): released by staff or by the guest's wizard, then
 * resolved asynchronously by the 'pms.registration' job, which releases it and polls the PMS until it
 * answers registered or error. dhConsulta is the instant of that conclusive answer, so the status icon
 * rule (release and query dates, errors) reads pending, registered or error from the row.
 */

export const PMS_JOB = 'pms.registration';
/** Polling intervals while the PMS answers pending, then every minute until the job's attempts run out. */
const POLL_MS = [1000, 2000, 4000, 8000, 15_000, 30_000, 60_000];
const MAX_ATTEMPTS = 60;

export interface RegistrationState extends PmsRegistration {
  CODPESRES: number;
  NOME: string;
}

const DT = (col: string) => `to_char(${col} AT TIME ZONE $2, 'DD/MM/YYYY HH24:MI')`;

async function registrationStates(db: Queryable, institutionId: number, tz: string, personIds: number[]): Promise<RegistrationState[]> {
  const { rows } = await db.query<{
    person_id: number;
    name: string;
    id: number | null;
    released: string | null;
    consulted: string | null;
    error_details: string | null;
    synced: boolean | null;
  }>(
    `SELECT bp.id AS person_id, bp.name, r.id, ${DT('r.released_at')} AS released, ${DT('r.consulted_at')} AS consulted, r.error_details, r.synced
       FROM booking_persons bp LEFT JOIN pms_registrations r ON r.booking_person_id = bp.id
      WHERE bp.institution_id = $1 AND bp.id = ANY($3::bigint[]) ORDER BY bp.position, bp.id`,
    [institutionId, tz, personIds],
  );
  return rows.map((r) => ({
    CODPESRES: Number(r.person_id),
    NOME: r.name,
    codLib: r.id === null ? null : Number(r.id),
    statusPms: pmsStatusOf({ dhLiberacao: r.released, dhConsulta: r.consulted, errorDetails: r.error_details }),
    dhLiberacao: r.released ?? '-',
    dhConsulta: r.consulted ?? '-',
    errorDetails: r.error_details,
    sincronizado: flagOf(r.synced === true),
  }));
}

export interface ReleaseTarget {
  bookingId: number;
  personId: number | null;
  /** Guests may release only their own booking's guests who finished the web check-in. */
  byGuest: boolean;
}

/** LiberaCheckinService: sends one guest (or every guest who checked in online) to the PMS. */
export async function releaseRegistrations(
  db: Db,
  institutionId: number,
  actor: Actor,
  target: ReleaseTarget,
  timeZone: string,
): Promise<RegistrationState[]> {
  const released = await withTransaction(db, async (tx) => {
    const { rows: bk } = await tx.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1 AND institution_id = $2 FOR SHARE', [
      target.bookingId,
      institutionId,
    ]);
    if (!bk[0]) throw new AppError('bookings.not_found', { httpStatus: 404 });
    if (bk[0].status === 'C') throw new AppError('bookings.cancelled');
    const { rows: persons } = await tx.query<{
      id: number;
      name: string;
      webcheckin_status: string;
      reg_id: number | null;
      state: string | null;
    }>(
      `SELECT bp.id, bp.name, bp.webcheckin_status, r.id AS reg_id, r.state
         FROM booking_persons bp LEFT JOIN pms_registrations r ON r.booking_person_id = bp.id
        WHERE bp.booking_id = $1 ORDER BY bp.position, bp.id FOR UPDATE OF bp`,
      [target.bookingId],
    );
    let chosen = persons;
    if (target.personId) {
      chosen = persons.filter((p) => Number(p.id) === target.personId);
      if (!chosen.length) throw new AppError('bookings.person_not_in_booking');
      if (target.byGuest && chosen[0]!.webcheckin_status !== 'D') throw new AppError('bookings.no_guest_to_release');
      if (chosen[0]!.state === 'registered') throw new AppError('bookings.registration_done', { params: { name: chosen[0]!.name } });
    } else {
      chosen = persons.filter((p) => p.webcheckin_status === 'D' && p.state !== 'registered');
      if (!chosen.length) throw new AppError('bookings.no_guest_to_release');
    }
    const ids: number[] = [];
    for (const p of chosen) {
      ids.push(Number(p.id));
      if (p.state === 'pending') continue; // already on its way: releasing twice changes nothing
      const regId = await queueRegistration(tx, institutionId, target.bookingId, { id: Number(p.id), name: p.name }, actor);
      if (actor.audit)
        await recordAudit(tx, actor.audit, {
          action: 'booking.registration_release',
          target: { type: 'pms_registration', id: regId!, label: p.name },
          before: { state: p.state ?? null },
          after: { state: 'pending', CODRES: target.bookingId, CODPESRES: Number(p.id) },
        });
    }
    return ids;
  });
  return registrationStates(db, institutionId, timeZone, released);
}

/**
 * Puts one guest's registration on its way (pending, released now) and queues the job that releases it to the PMS
 * and consults it until registered or error, in the caller's transaction. A registration released again (after an
 * error) starts afresh.
 */
async function queueRegistration(
  tx: Queryable,
  institutionId: number,
  bookingId: number,
  person: { id: number; name: string },
  actor: Actor,
  onlyNew = false,
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO pms_registrations (institution_id, booking_person_id, state, released_at)
     VALUES ($1, $2, 'pending', now())
     ON CONFLICT (booking_person_id) ${
       onlyNew
         ? 'DO NOTHING'
         : `DO UPDATE
        SET state = 'pending', released_at = now(), consulted_at = NULL, error_details = NULL, external_id = NULL, synced = false`
     }
     RETURNING id`,
    [institutionId, person.id],
  );
  if (!rows[0]) return null; // queued meanwhile by another request
  const regId = Number(rows[0].id);
  await enqueueJob(tx, { kind: PMS_JOB, payload: { registrationId: regId }, dedupeKey: String(regId), maxAttempts: MAX_ATTEMPTS });
  await recordEvent(tx, institutionId, bookingId, 'registration_released', actor, {
    CODPESRES: person.id,
    codLib: regId,
    NOME: person.name,
  });
  return regId;
}

/**
 * The guests of a booking sent to the PMS on their own: a guest who completed the web check-in (personIds, by the
 * check-in module) or every guest at the staff check-in (personIds null). Only guests without a registration yet
 * are queued: one pending, registered or refused stays as it is (staff finish a refused one from the pending page).
 * Returns the queued registrations' ids.
 */
export async function queueRegistrations(
  tx: Queryable,
  institutionId: number,
  bookingId: number,
  personIds: number[] | null,
  actor: Actor,
): Promise<number[]> {
  const { rows } = await tx.query<{ id: number; name: string }>(
    `SELECT bp.id, bp.name
       FROM booking_persons bp JOIN bookings b ON b.id = bp.booking_id
      WHERE bp.booking_id = $1 AND bp.institution_id = $2 AND b.status <> 'C' AND ($3::bigint[] IS NULL OR bp.id = ANY($3::bigint[]))
        AND NOT EXISTS (SELECT 1 FROM pms_registrations r WHERE r.booking_person_id = bp.id)
      ORDER BY bp.position, bp.id`,
    [bookingId, institutionId, personIds],
  );
  const ids: number[] = [];
  for (const p of rows) {
    const id = await queueRegistration(tx, institutionId, bookingId, { id: Number(p.id), name: p.name }, actor, true);
    if (id !== null) ids.push(id);
  }
  return ids;
}

interface RegistrationJobRow {
  id: number;
  institution_id: number;
  state: string;
  external_id: string | null;
  booking_id: number;
  voucher: string;
  check_in: string;
  check_out: string;
  person_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  doc: string | null;
}

async function loadForPms(db: Queryable, registrationId: number): Promise<RegistrationJobRow | null> {
  const { rows } = await db.query<RegistrationJobRow>(
    `SELECT r.id, r.institution_id, r.state, r.external_id, b.id AS booking_id, b.voucher, b.check_in, b.check_out,
            bp.id AS person_id, coalesce(bp.webcheck_name, bp.name) AS name, coalesce(bp.webcheck_email, bp.email) AS email,
            coalesce(bp.webcheck_phone, bp.phone) AS phone, coalesce(bp.webcheck_doc, bp.doc) AS doc
       FROM pms_registrations r JOIN booking_persons bp ON bp.id = r.booking_person_id JOIN bookings b ON b.id = bp.booking_id
      WHERE r.id = $1`,
    [registrationId],
  );
  return rows[0] ?? null;
}

/** Stores a conclusive PMS answer (registered or error) once, with its activity entry and live event. */
async function conclude(db: Db, reg: RegistrationJobRow, answer: PmsAnswer): Promise<void> {
  if (answer.state === 'pending') return;
  await withTransaction(db, async (tx) => {
    const { rowCount } = await tx.query(
      `UPDATE pms_registrations SET state = $2, consulted_at = now(), error_details = $3 WHERE id = $1 AND state = 'pending'`,
      [reg.id, answer.state, answer.state === 'error' ? (answer.errorDetails ?? 'Erro não detalhado pelo PMS.').slice(0, 2000) : null],
    );
    if (!rowCount) return;
    await recordEvent(
      tx,
      reg.institution_id,
      Number(reg.booking_id),
      answer.state === 'error' ? 'registration_error' : 'registration_registered',
      { userId: null, name: null },
      {
        CODPESRES: Number(reg.person_id),
        codLib: Number(reg.id),
      },
    );
  });
}

/** The guest fields a release sends that have a value (their names only: the log never holds a guest's data). */
function sentFields(reg: RegistrationJobRow): string[] {
  const fields = ['name', 'checkIn', 'checkOut'];
  if (reg.email) fields.push('email');
  if (reg.phone) fields.push('phone');
  if (reg.doc) fields.push('doc');
  return fields;
}

/**
 * A PMS call with its line in pms_sync_log (the tagsync dashboards): the answer, or 'failed' with the error when
 * the call itself failed (then rethrown: the job retries), and its duration.
 */
async function logged<A extends PmsAnswer>(
  db: Db,
  reg: RegistrationJobRow,
  operation: 'release' | 'consult',
  run: () => Promise<A>,
): Promise<A> {
  const started = performance.now();
  const write = (outcome: string, details: string | null) =>
    db.query(
      `INSERT INTO pms_sync_log (institution_id, registration_id, booking_person_id, booking_id, operation, outcome, fields, details, duration_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        reg.institution_id,
        reg.id,
        reg.person_id,
        reg.booking_id,
        operation,
        outcome,
        operation === 'release' ? sentFields(reg) : [],
        details?.slice(0, 2000) ?? null,
        Math.round(performance.now() - started),
      ],
    );
  try {
    const answer = await run();
    await write(answer.state, answer.state === 'error' ? (answer.errorDetails ?? null) : null);
    return answer;
  } catch (error) {
    await write('failed', String((error as Error).message ?? error));
    throw error;
  }
}

/**
 * One step of a registration: release it if not yet sent (only the job does that, so a guest is never
 * sent twice), otherwise consult it.
 */
async function advanceRegistration(deps: AppDeps, registrationId: number, mayRelease = true): Promise<'pending' | 'done'> {
  const reg = await loadForPms(deps.db, registrationId);
  if (reg?.state !== 'pending') return 'done';
  const pms = deps.ports.pms;
  if (!reg.external_id) {
    if (!mayRelease) return 'pending';
    const answer = await logged(deps.db, reg, 'release', () =>
      pms.release({
        institutionId: reg.institution_id,
        bookingId: Number(reg.booking_id),
        voucher: reg.voucher,
        personId: Number(reg.person_id),
        name: reg.name,
        email: reg.email,
        phone: reg.phone,
        doc: reg.doc,
        checkIn: reg.check_in,
        checkOut: reg.check_out,
      }),
    );
    await deps.db.query(`UPDATE pms_registrations SET external_id = $2 WHERE id = $1 AND state = 'pending'`, [reg.id, answer.externalId]);
    await conclude(deps.db, reg, answer);
    return answer.state === 'pending' ? 'pending' : 'done';
  }
  const externalId = reg.external_id;
  const answer = await logged(deps.db, reg, 'consult', () => pms.consult({ institutionId: reg.institution_id, externalId }));
  await conclude(deps.db, reg, answer);
  return answer.state === 'pending' ? 'pending' : 'done';
}

/**
 * PMS_JOB: advances one registration, polling the PMS while it is pending. An unreachable PMS throws (the queue
 * retries with backoff); on the last attempt a registration still pending, or a PMS still unreachable, ends in
 * error with details, so the pending page shows it red and staff can finish it by hand.
 */
export const pmsRegistrationJob: JobHandler = async (deps, job) => {
  const id = Number(job.payload.registrationId);
  if (!Number.isSafeInteger(id)) return;
  const last = job.attempts >= job.maxAttempts;
  let state: 'pending' | 'done';
  try {
    state = await advanceRegistration(deps, id);
  } catch (error) {
    if (!last) throw error;
    await giveUp(deps.db, id, `PMS inacessível após ${job.attempts} tentativas: ${String((error as Error).message).slice(0, 500)}`);
    return;
  }
  if (state === 'done') return;
  if (last) {
    await giveUp(deps.db, id, `O PMS não confirmou o cadastro após ${job.attempts} consultas.`);
    return;
  }
  return { retryInMs: POLL_MS[Math.min(job.attempts - 1, POLL_MS.length - 1)]! };
};

/** The job's attempts ran out: the registration ends in error with why. */
async function giveUp(db: Db, registrationId: number, details: string): Promise<void> {
  const reg = await loadForPms(db, registrationId);
  if (reg?.state === 'pending') await conclude(db, reg, { state: 'error', errorDetails: details });
}

/**
 * ConsultaCheckinService: the registrations asked for, consulting the PMS now for those still pending
 * (an unreachable PMS leaves them pending; the job keeps trying).
 */
export async function consultRegistrations(
  deps: AppDeps,
  institutionId: number,
  q: { codLib?: number | null; bookingId?: number | null; personId?: number | null },
  timeZone: string,
): Promise<RegistrationState[]> {
  const { rows } = await deps.db.query<{ person_id: number; reg_id: number | null; state: string | null; external_id: string | null }>(
    `SELECT bp.id AS person_id, r.id AS reg_id, r.state, r.external_id
       FROM booking_persons bp LEFT JOIN pms_registrations r ON r.booking_person_id = bp.id
      WHERE bp.institution_id = $1
        AND ($2::bigint IS NULL OR r.id = $2) AND ($3::bigint IS NULL OR bp.booking_id = $3) AND ($4::bigint IS NULL OR bp.id = $4)
      ORDER BY bp.position, bp.id LIMIT 100`,
    [institutionId, q.codLib ?? null, q.bookingId ?? null, q.personId ?? null],
  );
  if (!rows.length) throw new AppError(q.codLib ? 'bookings.registration_not_found' : 'bookings.not_found', { httpStatus: 404 });
  for (const r of rows) {
    if (r.reg_id === null || r.state !== 'pending') continue;
    try {
      await advanceRegistration(deps, Number(r.reg_id), false);
    } catch (error) {
      deps.log?.warn({ err: error, registrationId: r.reg_id }, 'PMS consult failed; the job will retry');
    }
  }
  return registrationStates(
    deps.db,
    institutionId,
    timeZone,
    rows.map((r) => Number(r.person_id)),
  );
}

/** MarcarProcessamentoService tipo P: the registration is in the PMS (entered by hand or confirmed). */
export async function markRegistrationSynced(db: Db, institutionId: number, actor: Actor, codLib: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ synced: boolean; booking_id: number; person_id: number; name: string; state: string }>(
      `SELECT r.synced, r.state, bp.booking_id, bp.id AS person_id, bp.name FROM pms_registrations r JOIN booking_persons bp ON bp.id = r.booking_person_id
        WHERE r.id = $1 AND r.institution_id = $2 FOR UPDATE OF r`,
      [codLib, institutionId],
    );
    const r = rows[0];
    if (!r) throw new AppError('bookings.registration_not_found', { httpStatus: 404 });
    if (r.synced) return;
    await tx.query('UPDATE pms_registrations SET synced = true WHERE id = $1', [codLib]);
    await recordEvent(tx, institutionId, Number(r.booking_id), 'registration_synced', actor, { codLib, CODPESRES: Number(r.person_id) });
    if (actor.audit)
      await recordAudit(tx, actor.audit, {
        action: 'booking.registration_synced',
        target: { type: 'pms_registration', id: codLib, label: r.name },
        before: { synced: false, state: r.state },
        after: { synced: true, CODRES: Number(r.booking_id), CODPESRES: Number(r.person_id) },
      });
  });
}

/** ListarWebCheckinsService: registrations not yet marked synced (/operation/pending), newest first. */
export async function pendingRegistrations(
  db: Db,
  institutionId: number,
  input: PendingInput,
  tz: string,
): Promise<Paginated<PendingRegistrationItem>> {
  const words = (input.search ?? '').trim();
  const params: unknown[] = [institutionId, tz, input.limit, input.offset];
  let filter = '';
  if (words) {
    params.push(`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    filter = `AND (b.voucher ILIKE $5 OR bp.name ILIKE $5 OR bp.webcheck_name ILIKE $5 OR bp.doc ILIKE $5 OR bp.email ILIKE $5)`;
  }
  const from = `FROM pms_registrations r JOIN booking_persons bp ON bp.id = r.booking_person_id JOIN bookings b ON b.id = bp.booking_id
     WHERE r.institution_id = $1 AND NOT r.synced ${filter}`;
  const { rows } = await db.query<{ total: number; rows: Record<string, unknown>[] }>(
    `SELECT (SELECT count(*) ${from}) AS total,
       (SELECT coalesce(json_agg(row_to_json(x)), '[]'::json) FROM (
          SELECT r.id, b.id AS booking_id, b.voucher, b.status, b.check_in, b.check_out, bp.id AS person_id, bp.name, bp.webcheck_name,
                 bp.email, bp.doc, ${DT('bp.webcheckin_at')} AS webcheckin_at, ${DT('r.released_at')} AS released,
                 ${DT('r.consulted_at')} AS consulted, r.error_details
            ${from} ORDER BY r.id DESC LIMIT $3 OFFSET $4) x) AS rows`,
    params,
  );
  const r = rows[0]!;
  return {
    status: 1,
    metadata: { totalCount: Number(r.total) },
    data: r.rows.map((x) => ({
      codLib: Number(x.id),
      CODRES: Number(x.booking_id),
      VOUCHER: String(x.voucher),
      STATUS: x.status as PendingRegistrationItem['STATUS'],
      DTRESERVA: formatStayDate(x.check_in as string),
      DHSAIDAPREV: formatStayDate(x.check_out as string),
      CODPESRES: Number(x.person_id),
      NOME: String(x.name),
      WEBCHECKNOME: (x.webcheck_name as string | null) ?? null,
      EMAIL: (x.email as string | null) ?? null,
      DOC: maskDocument((x.doc as string | null) ?? null),
      DHWEBCHECKIN: (x.webcheckin_at as string | null) ?? '-',
      statusPms: pmsStatusOf({
        dhLiberacao: x.released as string | null,
        dhConsulta: x.consulted as string | null,
        errorDetails: x.error_details as string | null,
      }),
      dhLiberacao: (x.released as string | null) ?? '-',
      dhConsulta: (x.consulted as string | null) ?? '-',
      errorDetails: (x.error_details as string | null) ?? null,
      sincronizado: 'N',
    })),
  };
}
