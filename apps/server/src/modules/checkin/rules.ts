import { isMinorOn } from '@gm/domain/dates';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';
import type { InstitutionSettings } from '../institutions/public';

/**
 * The guest limit of spec section 5 ("maximum guests per booking: not shown"): the hotel's QTDMAXHOSPEDESRESERVA
 * flag (its default 10, @gm/contracts/institutions), at most 30 — enough for a family or a small group on one
 * voucher, small enough to stop a leaked voucher from being filled with strangers.
 */
const MAX_GUESTS_CEILING = 30;

export function maxGuestsPerBooking(hotel: InstitutionSettings): number {
  return Math.min(hotel.flags.QTDMAXHOSPEDESRESERVA, MAX_GUESTS_CEILING);
}

/** The date a guest's age is judged on: the first day of the stay, or today once the stay has begun. */
export function stayDay(checkIn: string, todayIso: string): string {
  return checkIn > todayIso ? checkIn : todayIso;
}

/** Spec section 5: the main guest cannot be a child or a minor. */
export function assertMainGuestAdult(position: number, birthIso: string | null, checkIn: string, todayIso: string): void {
  if (position === 0 && birthIso && isMinorOn(birthIso, stayDay(checkIn, todayIso)))
    throw new AppError('checkin.minor_main_guest', { field: 'dataNasc' });
}

/**
 * E-mail rules of spec section 5: another guest of the same booking already checked in with it (unless the
 * hotel's check-in type allows duplicates), or it belongs to another profile at the hotel.
 */
export async function assertEmailRules(
  db: Queryable,
  hotel: InstitutionSettings,
  email: string | null | undefined,
  scope: { bookingId?: number | null; bookingPersonId?: number | null; guestId?: number | null },
): Promise<void> {
  if (!email) return;
  // Several guests of one booking may share an e-mail only when the hotel's check-in type allows it.
  if (scope.bookingId && hotel.flags.PERMITEEMAILDUPLICADO !== 'S') {
    const { rowCount } = await db.query(
      `SELECT 1 FROM booking_persons bp LEFT JOIN guests g ON g.id = bp.guest_id
        WHERE bp.booking_id = $1 AND bp.id <> $2 AND lower(coalesce(g.email, bp.webcheck_email, '')) = lower($3)
          AND coalesce(bp.guest_id, 0) <> $4 LIMIT 1`,
      [scope.bookingId, scope.bookingPersonId ?? 0, email, scope.guestId ?? 0],
    );
    if (rowCount) throw new AppError('checkin.duplicate_email', { field: 'email' });
  }
  const { rowCount } = await db.query('SELECT 1 FROM guests WHERE institution_id = $1 AND lower(email) = lower($2) AND id <> $3 LIMIT 1', [
    hotel.institutionId,
    email,
    scope.guestId ?? 0,
  ]);
  if (rowCount) throw new AppError('checkin.email_registered', { field: 'email' });
}

/** A CPF or travel document that already belongs to another profile of the hotel. */
export async function assertDocumentFree(
  db: Queryable,
  hotel: InstitutionSettings,
  values: { cpf?: string | null; travel_document?: string | null },
  guestId: number | null,
): Promise<void> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM guests WHERE institution_id = $1 AND id <> $2
        AND (($3::text IS NOT NULL AND cpf = $3) OR ($4::text IS NOT NULL AND upper(travel_document) = upper($4))) LIMIT 1`,
    [hotel.institutionId, guestId ?? 0, values.cpf ?? null, values.travel_document ?? null],
  );
  if (rowCount) throw new AppError('checkin.document_registered', { field: values.cpf ? 'cpf' : 'travelDocument' });
}
