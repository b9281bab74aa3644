import type { AddOrChangeBookingInput, SetActivityBookingInput } from '@gm/contracts/bookings';
import {
  type BookingStatus,
  checkInRefusal,
  checkoutChangeOutcome,
  checkoutChangeRefusal,
  editRefusal,
  searchTextOf,
  todayIn,
} from '@gm/domain/bookings';
import type { PaymentCondition } from '@gm/domain/payment-outcome';
import type pg from 'pg';
import { type Db, type Queryable, withTransaction } from '../../db/pool';
import { changedFields, recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { type Actor, recordEvent } from './events';
import { lockPersons, samePersons, syncPersons } from './persons';
import { queueRegistrations } from './registrations';

/**
 * Staff writes on bookings (spec section 4): create/edit (STATUS R), check-in (I), check-out change (O)
 * and marking synced. Every write runs in one transaction that also records the activity and
 * publishes 'booking.changed' (delivered on commit) for the live screens.
 */

interface LockedBooking {
  id: number;
  status: BookingStatus;
  voucher: string;
  check_in: string;
  check_out: string;
  origin: string | null;
  payment_condition: PaymentCondition;
}

async function lockBooking(tx: Queryable, institutionId: number, bookingId: number): Promise<LockedBooking> {
  const { rows } = await tx.query<LockedBooking>(
    `SELECT id, status, voucher, check_in, check_out, origin, payment_condition FROM bookings
      WHERE id = $1 AND institution_id = $2 FOR UPDATE`,
    [bookingId, institutionId],
  );
  if (!rows[0]) throw new AppError('bookings.not_found', { httpStatus: 404 });
  return { ...rows[0], id: Number(rows[0].id) };
}

function isVoucherConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === 'bookings_voucher_key';
}

async function voucherTaken(tx: Queryable, institutionId: number, voucher: string, exceptId: number | null): Promise<boolean> {
  const { rowCount } = await tx.query('SELECT 1 FROM bookings WHERE institution_id = $1 AND voucher = $2 AND id IS DISTINCT FROM $3', [
    institutionId,
    voucher,
    exceptId,
  ]);
  return (rowCount ?? 0) > 0;
}

/** InserirAlterarReservaService: creates a booking, or edits one before its check-in. */
export async function saveBooking(
  db: Db,
  institutionId: number,
  actor: Actor,
  input: AddOrChangeBookingInput,
): Promise<{ id: number; created: boolean; changed: boolean }> {
  const searchText = searchTextOf(
    input.VOUCHER,
    input.pessoasReserva.map((p) => ({ name: p.NOME, email: p.EMAIL, doc: p.DOC })),
  );
  try {
    return await withTransaction(db, async (tx) => {
      if (await voucherTaken(tx, institutionId, input.VOUCHER, input.CODRES ?? null)) {
        throw new AppError('bookings.voucher_taken', { params: { voucher: input.VOUCHER }, field: 'VOUCHER' });
      }
      if (!input.CODRES) return { id: await createBooking(tx, institutionId, actor, input, searchText), created: true, changed: true };
      const current = await lockBooking(tx, institutionId, input.CODRES);
      const refused = editRefusal(current.status);
      if (refused) throw new AppError(`bookings.${refused}`);
      const existing = await lockPersons(tx, current.id);
      const fields: string[] = [];
      if (current.voucher !== input.VOUCHER) fields.push('VOUCHER');
      if (current.check_in !== input.DTRESERVA) fields.push('DTRESERVA');
      if (current.check_out !== input.DHSAIDAPREV) fields.push('DHSAIDAPREV');
      if ((current.origin ?? null) !== (input.ORIGEM ?? null)) fields.push('ORIGEM');
      // Left out, the condition stays as it is (a client that does not know it never resets it).
      const condition = input.CONDPAGTO ?? current.payment_condition;
      if (condition !== current.payment_condition) fields.push('CONDPAGTO');
      if (await syncPersons(tx, institutionId, current.id, existing, input.pessoasReserva)) fields.push('pessoasReserva');
      if (!fields.length) return { id: current.id, created: false, changed: false };
      // Any change makes the PMS copy stale: the booking shows 'Marcar sincronizado' again.
      await tx.query(
        `UPDATE bookings SET voucher = $3, check_in = $4, check_out = $5, origin = $6, search_text = $7, payment_condition = $8,
                synced = false, updated_at = now()
          WHERE id = $1 AND institution_id = $2`,
        [current.id, institutionId, input.VOUCHER, input.DTRESERVA, input.DHSAIDAPREV, input.ORIGEM ?? null, searchText, condition],
      );
      await recordEvent(tx, institutionId, current.id, 'updated', actor, { campos: fields, VOUCHER: input.VOUCHER });
      // The booking's own fields that changed; of the guests, only that they changed (names and documents stay out).
      const diff = changedFields(
        {
          VOUCHER: current.voucher,
          DTRESERVA: current.check_in,
          DHSAIDAPREV: current.check_out,
          ORIGEM: current.origin ?? null,
          CONDPAGTO: current.payment_condition,
        },
        {
          VOUCHER: input.VOUCHER,
          DTRESERVA: input.DTRESERVA,
          DHSAIDAPREV: input.DHSAIDAPREV,
          ORIGEM: input.ORIGEM ?? null,
          CONDPAGTO: condition,
        },
      );
      if (actor.audit)
        await recordAudit(tx, actor.audit, {
          action: 'booking.update',
          target: { type: 'booking', id: current.id, label: input.VOUCHER },
          before: diff?.before ?? {},
          after: { ...diff?.after, campos: fields },
        });
      return { id: current.id, created: false, changed: true };
    });
  } catch (error) {
    // Two desks saving the same voucher at once: the unique index decides, the loser reads the same refusal.
    if (isVoucherConflict(error)) throw new AppError('bookings.voucher_taken', { params: { voucher: input.VOUCHER }, field: 'VOUCHER' });
    throw error;
  }
}

async function createBooking(
  tx: pg.PoolClient,
  institutionId: number,
  actor: Actor,
  input: AddOrChangeBookingInput,
  searchText: string,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bookings (institution_id, status, voucher, check_in, check_out, origin, creation_type, search_text, payment_condition)
     VALUES ($1, 'R', $2, $3, $4, $5, 'M', $6, $7) RETURNING id`,
    [institutionId, input.VOUCHER, input.DTRESERVA, input.DHSAIDAPREV, input.ORIGEM ?? null, searchText, input.CONDPAGTO ?? 'guest'],
  );
  const id = Number(rows[0]!.id);
  await syncPersons(tx, institutionId, id, [], input.pessoasReserva);
  await recordEvent(tx, institutionId, id, 'created', actor, { VOUCHER: input.VOUCHER });
  if (actor.audit)
    await recordAudit(tx, actor.audit, {
      action: 'booking.create',
      target: { type: 'booking', id, label: input.VOUCHER },
      after: {
        VOUCHER: input.VOUCHER,
        DTRESERVA: input.DTRESERVA,
        DHSAIDAPREV: input.DHSAIDAPREV,
        ORIGEM: input.ORIGEM ?? null,
        CONDPAGTO: input.CONDPAGTO ?? 'guest',
        pessoas: input.pessoasReserva.length,
      },
    });
  return id;
}

export type ActivityOutcome = 'checked_in' | 'checkout_postponed' | 'checked_out';

/** RealizarAtividadeReservaService: check-in (STATUS I) or the check-out change (STATUS O). */
export async function setBookingActivity(
  db: Db,
  institutionId: number,
  actor: Actor,
  input: SetActivityBookingInput,
  timeZone: string,
): Promise<{ id: number; outcome: ActivityOutcome; status: 'I' | 'O' }> {
  return withTransaction(db, async (tx) => {
    const b = await lockBooking(tx, institutionId, input.CODRES);
    const refused = input.STATUS === 'I' ? checkInRefusal(b.status) : checkoutChangeRefusal(b.status);
    if (refused) throw new AppError(`bookings.${refused}`);
    const locked = input.STATUS === 'I' ? 'bookings.checkin_fields_locked' : 'bookings.checkout_fields_locked';
    // The modal sends the whole form; fields it may not change must arrive as they are.
    if (input.ORIGEM !== undefined && input.ORIGEM !== null && input.ORIGEM !== (b.origin ?? null)) throw new AppError(locked);
    if (input.DTRESERVA && input.DTRESERVA !== b.check_in) throw new AppError(locked);
    if (input.DHSAIDAPREV < b.check_in) throw new AppError('bookings.checkout_before_checkin', { field: 'DHSAIDAPREV' });
    const existing = await lockPersons(tx, b.id);
    let personsChanged = false;
    if (input.pessoasReserva && !samePersons(existing, input.pessoasReserva)) {
      if (input.STATUS === 'O') throw new AppError(locked);
      personsChanged = await syncPersons(tx, institutionId, b.id, existing, input.pessoasReserva);
    }
    let outcome: ActivityOutcome;
    let status: 'I' | 'O';
    if (input.STATUS === 'I') {
      outcome = 'checked_in';
      status = 'I';
      await tx.query(
        `UPDATE bookings SET status = 'I', checked_in_at = now(), check_out = $2, synced = false, updated_at = now() WHERE id = $1`,
        [b.id, input.DHSAIDAPREV],
      );
    } else if (checkoutChangeOutcome(input.DHSAIDAPREV, todayIn(timeZone)) === 'postpone') {
      outcome = 'checkout_postponed';
      status = 'I';
      await tx.query(`UPDATE bookings SET check_out = $2, synced = false, updated_at = now() WHERE id = $1`, [b.id, input.DHSAIDAPREV]);
    } else {
      outcome = 'checked_out';
      status = 'O';
      await tx.query(
        `UPDATE bookings SET status = 'O', checked_out_at = now(), check_out = $2, synced = false, updated_at = now() WHERE id = $1`,
        [b.id, input.DHSAIDAPREV],
      );
    }
    if (personsChanged) {
      const { rows } = await tx.query<{ name: string; email: string | null; doc: string | null }>(
        'SELECT name, email, doc FROM booking_persons WHERE booking_id = $1 ORDER BY position, id',
        [b.id],
      );
      await tx.query('UPDATE bookings SET search_text = $2 WHERE id = $1', [b.id, searchTextOf(b.voucher, rows)]);
    }
    await recordEvent(tx, institutionId, b.id, outcome, actor, {
      DHSAIDAPREV: input.DHSAIDAPREV,
      ...(b.check_out !== input.DHSAIDAPREV ? { DHSAIDAPREVANTERIOR: b.check_out } : {}),
      ...(personsChanged ? { campos: ['pessoasReserva'] } : {}),
    });
    // The guests now in the house go to the PMS: each one not sent yet is queued (the web check-in queued its own).
    if (outcome === 'checked_in') await queueRegistrations(tx, institutionId, b.id, null, actor);
    if (actor.audit)
      await recordAudit(tx, actor.audit, {
        action:
          outcome === 'checked_in' ? 'booking.checkin' : outcome === 'checked_out' ? 'booking.checkout' : 'booking.checkout_postponed',
        target: { type: 'booking', id: b.id, label: b.voucher },
        before: { STATUS: b.status, DHSAIDAPREV: b.check_out },
        after: { STATUS: status, DHSAIDAPREV: input.DHSAIDAPREV, ...(personsChanged ? { campos: ['pessoasReserva'] } : {}) },
      });
    return { id: b.id, outcome, status };
  });
}

/** MarcarProcessamentoService tipo R: the booking is in the PMS as it is now. */
export async function markBookingSynced(db: Db, institutionId: number, actor: Actor, bookingId: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ synced: boolean }>('SELECT synced FROM bookings WHERE id = $1 AND institution_id = $2 FOR UPDATE', [
      bookingId,
      institutionId,
    ]);
    if (!rows[0]) throw new AppError('bookings.not_found', { httpStatus: 404 });
    if (rows[0].synced) return; // a second click changes nothing
    await tx.query('UPDATE bookings SET synced = true, updated_at = now() WHERE id = $1', [bookingId]);
    await recordEvent(tx, institutionId, bookingId, 'synced', actor);
  });
}
