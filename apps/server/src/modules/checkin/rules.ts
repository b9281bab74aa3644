import { isMinorOn } from '@gm/domain/dates';
import type { Queryable } from '../../db/pool';
import { allowsDuplicateEmails, type Hotel } from './hotel';
import { refusal } from './messages';

/** The date a guest's age is judged on: the first day of the stay, or today once the stay has begun. */
export function stayDay(checkIn: string, todayIso: string): string {
  return checkIn > todayIso ? checkIn : todayIso;
}

/** Spec section 5: the main guest cannot be a child or a minor. */
export function assertMainGuestAdult(hotel: Hotel, position: number, birthIso: string | null, checkIn: string, todayIso: string): void {
  if (position === 0 && birthIso && isMinorOn(birthIso, stayDay(checkIn, todayIso)))
    throw refusal('checkin.minor_main_guest', hotel.hospital);
}

/**
 * E-mail rules of spec section 5: another guest of the same booking already checked in with it (unless the
 * hotel's check-in type allows duplicates), or it belongs to another profile at the hotel.
 */
export async function assertEmailRules(
  db: Queryable,
  hotel: Hotel,
  email: string | null | undefined,
  scope: { bookingId?: number | null; bookingPersonId?: number | null; guestId?: number | null },
): Promise<void> {
  if (!email) return;
  if (scope.bookingId && !allowsDuplicateEmails(hotel.flags)) {
    const { rowCount } = await db.query(
      `SELECT 1 FROM booking_persons bp LEFT JOIN guests g ON g.id = bp.guest_id
        WHERE bp.booking_id = $1 AND bp.id <> $2 AND lower(coalesce(g.email, bp.webcheck_email, '')) = lower($3)
          AND coalesce(bp.guest_id, 0) <> $4 LIMIT 1`,
      [scope.bookingId, scope.bookingPersonId ?? 0, email, scope.guestId ?? 0],
    );
    if (rowCount) throw refusal('checkin.duplicate_email', hotel.hospital);
  }
  const { rowCount } = await db.query('SELECT 1 FROM guests WHERE institution_id = $1 AND lower(email) = lower($2) AND id <> $3 LIMIT 1', [
    hotel.codIns,
    email,
    scope.guestId ?? 0,
  ]);
  if (rowCount) throw refusal('checkin.email_registered', hotel.hospital);
}

/** A CPF or travel document that already belongs to another profile of the hotel. */
export async function assertDocumentFree(
  db: Queryable,
  hotel: Hotel,
  values: { cpf?: string | null; travel_document?: string | null },
  guestId: number | null,
): Promise<void> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM guests WHERE institution_id = $1 AND id <> $2
        AND (($3::text IS NOT NULL AND cpf = $3) OR ($4::text IS NOT NULL AND upper(travel_document) = upper($4))) LIMIT 1`,
    [hotel.codIns, guestId ?? 0, values.cpf ?? null, values.travel_document ?? null],
  );
  if (rowCount) throw refusal('checkin.document_registered', hotel.hospital);
}
