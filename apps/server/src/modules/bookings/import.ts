import { createHash } from 'node:crypto';
import { searchTextOf } from '@gm/domain/bookings';
import type { PmsBooking } from '../../adapters/pms/pms';
import { type Db, withTransaction } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { enqueueJob, type JobHandler } from '../../platform/jobs';
import { recordEvent } from './events';
import { lockPersons, syncPersons } from './persons';
import { adoptPlaceholder, linkPlaceholderByVoucher, pairByName } from './placeholders';

export type { PmsBooking };

/**
 * Bookings that come from the PMS (TIPOCRIACAO S): the PMS adapter or an import calls this with what
 * the PMS holds. A new voucher creates the booking already synced; a known one takes the PMS's dates,
 * origins and guests (matched by order; guests who checked in online are never removed) and, when the
 * PMS says so, is cancelled. Checked-in and checked-out bookings keep their status. The payment condition is the
 * PMS's when it sends one; when it sends none the booking keeps its own (staff may have set it).
 */

const SYSTEM = { userId: null, name: 'PMS' };

/** What the PMS said about a booking, as a short digest: the same answer again changes nothing. */
function pmsFingerprint(data: PmsBooking): string {
  const norm = {
    v: data.voucher,
    i: data.checkIn,
    o: data.checkOut,
    or: data.origin ?? null,
    fo: data.finalOrigin ?? null,
    c: data.cancelled === true,
    r: data.dailyRateCents ?? null,
    t: data.roomType ?? null,
    pc: data.paymentCondition ?? null,
    p: data.persons.map((p) => [p.name, p.email?.toLowerCase() ?? null, p.phone ?? null, p.doc ?? null]),
  };
  return createHash('sha256').update(JSON.stringify(norm)).digest('base64url').slice(0, 32);
}

export async function upsertPmsBooking(
  db: Db,
  institutionId: number,
  data: PmsBooking,
): Promise<{ id: number; created: boolean; changed: boolean }> {
  if (!data.persons.length) throw new Error('a PMS booking needs at least one guest');
  if (data.checkOut < data.checkIn) throw new Error('a PMS booking cannot end before it starts');
  const searchText = searchTextOf(data.voucher, data.persons);
  const fingerprint = pmsFingerprint(data);
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number; status: string; pms_fingerprint: string | null }>(
      'SELECT id, status, pms_fingerprint FROM bookings WHERE institution_id = $1 AND voucher = $2 FOR UPDATE',
      [institutionId, data.voucher],
    );
    let current = rows[0];
    let adoptedNow = false;
    if (current?.pms_fingerprint === fingerprint) return { id: Number(current.id), created: false, changed: false };
    // A website visitor's placeholder of the same dates and guest name becomes this booking (decision 0067).
    if (!current) {
      const adopted = await adoptPlaceholder(tx, institutionId, {
        voucher: data.voucher,
        checkIn: data.checkIn,
        checkOut: data.checkOut,
        names: data.persons.map((p) => p.name),
      });
      if (adopted) {
        current = { id: adopted, status: 'R', pms_fingerprint: null };
        adoptedNow = true;
      }
    }
    if (!current) {
      const { rows: created } = await tx.query<{ id: number }>(
        `INSERT INTO bookings (institution_id, status, voucher, check_in, check_out, origin, final_origin, creation_type, synced,
                               daily_rate_cents, room_type, search_text, cancelled_at, pms_fingerprint, payment_condition)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'S', true, $8, $9, $10, CASE WHEN $2 = 'C' THEN now() END, $11, coalesce($12, 'guest'))
         RETURNING id`,
        [
          institutionId,
          data.cancelled ? 'C' : 'R',
          data.voucher,
          data.checkIn,
          data.checkOut,
          data.origin ?? null,
          data.finalOrigin ?? null,
          data.dailyRateCents ?? null,
          data.roomType ?? null,
          searchText,
          fingerprint,
          data.paymentCondition ?? null,
        ],
      );
      const id = Number(created[0]!.id);
      await syncPersons(tx, institutionId, id, [], data.persons.map(toInput));
      await recordEvent(tx, institutionId, id, 'imported', SYSTEM, { VOUCHER: data.voucher });
      return { id, created: true, changed: true };
    }
    const id = Number(current.id);
    const existing = await lockPersons(tx, id);
    // A placeholder's guests pair with the PMS's by name first: what the visitor filled stays the visitor's.
    const placeholder = adoptedNow || (await linkPlaceholderByVoucher(tx, id));
    const pairs = placeholder
      ? pairByName(
          existing,
          data.persons.map((p) => p.name),
        )
      : data.persons.map((_, i) => existing[i]?.id ?? null);
    await syncPersons(
      tx,
      institutionId,
      id,
      existing,
      data.persons.map((p, i) => ({ ...toInput(p), CODPESRES: pairs[i] ?? null })),
    );
    const cancel = data.cancelled === true && current.status === 'R';
    await tx.query(
      `UPDATE bookings SET check_in = $2, check_out = $3, origin = $4, final_origin = $5, daily_rate_cents = $6, room_type = $7,
              search_text = $8, synced = true, updated_at = now(), pms_fingerprint = $10,
              payment_condition = coalesce($11, payment_condition),
              status = CASE WHEN $9 THEN 'C' ELSE status END, cancelled_at = CASE WHEN $9 THEN now() ELSE cancelled_at END
        WHERE id = $1`,
      [
        id,
        data.checkIn,
        data.checkOut,
        data.origin ?? null,
        data.finalOrigin ?? null,
        data.dailyRateCents ?? null,
        data.roomType ?? null,
        searchText,
        cancel,
        fingerprint,
        data.paymentCondition ?? null,
      ],
    );
    await recordEvent(tx, institutionId, id, cancel ? 'cancelled' : 'imported', SYSTEM, { VOUCHER: data.voucher });
    return { id, created: false, changed: true };
  });
}

function toInput(p: PmsBooking['persons'][number]) {
  return { CODPESRES: null, NOME: p.name, EMAIL: p.email?.toLowerCase() ?? null, TELEFONE: p.phone ?? null, DOC: p.doc ?? null };
}

// ---------------------------------------------------------------- the scheduled import

export const PMS_IMPORT_JOB = 'pms.import-bookings';
/** Hotels whose bookings come from their PMS have this institution flag set to S. */
const PMS_IMPORT_FLAG = 'PMSIMPORTBOOKINGS';

export interface ImportResult {
  received: number;
  created: number;
  updated: number;
  skipped: number;
  cursor: string | null;
}

/**
 * One import round for a hotel: asks the PMS what changed since the cursor and upserts each booking in
 * its own short transaction (one bad booking does not hold back the others; it is counted as skipped).
 */
export async function importPmsBookings(deps: AppDeps, institutionId: number, cursor: string | null): Promise<ImportResult> {
  const page = await deps.ports.pms.listBookings({ institutionId, cursor });
  const result: ImportResult = { received: page.bookings.length, created: 0, updated: 0, skipped: 0, cursor: page.cursor };
  for (const booking of page.bookings) {
    try {
      const r = await upsertPmsBooking(deps.db, institutionId, booking);
      if (r.created) result.created++;
      else if (r.changed) result.updated++;
    } catch (error) {
      // The database going away (a stop, a lost connection) is not this booking's fault: the round ends here and
      // the job's retry takes it up again, instead of one warning per remaining booking.
      if (databaseUnavailable(error)) throw error;
      result.skipped++;
      deps.log?.warn({ err: error, institutionId }, 'PMS booking not imported');
    }
  }
  return result;
}

/** SQLSTATE classes 08 (connection exception) and 57 (operator intervention: shutting down, cannot connect now). */
function databaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('08') || code.startsWith('57'));
}

/** Starts (once per hotel, across every server process) the recurring import of the hotels with the flag. */
export async function schedulePmsImports(deps: AppDeps): Promise<number> {
  if (deps.config.pmsImportIntervalMs === 0) return 0;
  const { rows } = await deps.db.query<{ id: number }>(`SELECT id FROM institutions WHERE flags->>'${PMS_IMPORT_FLAG}' = 'S'`);
  for (const r of rows) {
    await enqueueJob(deps.db, { kind: PMS_IMPORT_JOB, payload: { codIns: r.id, cursor: null }, dedupeKey: String(r.id) });
  }
  return rows.length;
}

/** PMS_IMPORT_JOB: one hotel's recurring import, repeating while the hotel keeps the flag on. */
export const pmsImportJob: JobHandler = async (deps, job) => {
  const institutionId = Number(job.payload.codIns);
  const interval = deps.config.pmsImportIntervalMs;
  const { rows } = await deps.db.query<{ on: boolean }>(`SELECT flags->>'${PMS_IMPORT_FLAG}' = 'S' AS on FROM institutions WHERE id = $1`, [
    institutionId,
  ]);
  // The hotel turned the import off (or is gone): the chain ends here; the next start schedules it again if needed.
  if (!rows[0]?.on || interval === 0) return;
  try {
    const cursor = typeof job.payload.cursor === 'string' ? job.payload.cursor : null;
    const r = await importPmsBookings(deps, institutionId, cursor);
    if (r.created || r.updated || r.skipped) deps.log?.info({ institutionId, ...r }, 'PMS bookings imported');
    return { repeatInMs: interval, payload: { codIns: institutionId, cursor: r.cursor } };
  } catch (error) {
    // The PMS is unreachable: try again sooner, without ending the chain. The database going away (a stop) is no news.
    if (databaseUnavailable(error)) deps.log?.info({ institutionId }, 'PMS bookings import interrupted: database unavailable');
    else deps.log?.warn({ err: error, institutionId }, 'PMS bookings import failed');
    return { repeatInMs: Math.min(interval, 60_000) };
  }
};
