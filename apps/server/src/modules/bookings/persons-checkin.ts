import type { Queryable } from '../../db/pool';

/**
 * The check-in's side of a booking's guests: the web check-in and the staff's profile tools write booking persons
 * through these, on the connection they pass (their transaction, so the same locks and the same commit). Bookings
 * owns the table (docs/decisions/0024-module-borders.md); persons.ts is the staff side.
 */

/** A booking person as the check-in reads it (checkin/access.ts PersonRow). */
export interface CheckinPersonRow {
  id: number;
  booking_id: number;
  position: number;
  name: string;
  email: string | null;
  guest_id: number | null;
  webcheckin_status: 'P' | 'D';
  webcheck_email: string | null;
  guest_email: string | null;
}

/** A companion the booking did not list, added by the guest during the web check-in (not linked to a profile yet). */
export async function addCompanion(
  db: Queryable,
  p: { institutionId: number; bookingId: number; position: number; name: string },
): Promise<CheckinPersonRow> {
  const { rows } = await db.query<CheckinPersonRow>(
    `INSERT INTO booking_persons (booking_id, institution_id, position, name) VALUES ($1, $2, $3, $4)
     RETURNING id, booking_id, position, name, email, guest_id, webcheckin_status, webcheck_email, NULL::text AS guest_email`,
    [p.bookingId, p.institutionId, p.position, p.name],
  );
  return rows[0]!;
}

/** The profile a booking person is, and the WEBCHECK* copy of its data (what the guest gave during the check-in). */
export interface WebCheckinCopy {
  guestId: number;
  name: string;
  email: string | null;
  phone: string | null;
  doc: string | null;
}

export async function linkPersonToGuest(db: Queryable, personId: number, copy: WebCheckinCopy): Promise<void> {
  await db.query(
    `UPDATE booking_persons SET guest_id = $2, webcheck_name = $3, webcheck_email = $4, webcheck_phone = $5, webcheck_doc = $6 WHERE id = $1`,
    [personId, copy.guestId, copy.name, copy.email, copy.phone, copy.doc],
  );
}

/** The image keys and the acknowledgement a completed web check-in leaves on the person. */
export interface CompletedCheckin {
  presentAtReception: boolean;
  signatureKey: string | null;
  docFrontKey: string | null;
  docBackKey: string | null;
  vaccineFrontKey: string | null;
  vaccineBackKey: string | null;
  petKeys: string[];
  authKey: string | null;
  authCardKey: string | null;
  faceKey: string | null;
}

/** The person's web check-in is done (status D, now). */
export async function completeWebCheckin(db: Queryable, personId: number, c: CompletedCheckin): Promise<void> {
  await db.query(
    `UPDATE booking_persons SET webcheckin_status = 'D', webcheckin_at = now(), present_at_reception = $2,
            signature_key = $3, doc_front_key = $4, doc_back_key = $5, vaccine_front_key = $6, vaccine_back_key = $7,
            pet_keys = $8, auth_key = $9, auth_card_key = $10, face_key = $11
      WHERE id = $1`,
    [
      personId,
      c.presentAtReception,
      c.signatureKey,
      c.docFrontKey,
      c.docBackKey,
      c.vaccineFrontKey,
      c.vaccineBackKey,
      c.petKeys,
      c.authKey,
      c.authCardKey,
      c.faceKey,
    ],
  );
}

/** A merge of two guest profiles: every booking person of one now names the other. Returns each moved person's booking. */
export async function moveToGuest(db: Queryable, institutionId: number, fromGuestId: number, toGuestId: number): Promise<number[]> {
  const { rows } = await db.query<{ booking_id: number }>(
    'UPDATE booking_persons SET guest_id = $1 WHERE guest_id = $2 AND institution_id = $3 RETURNING booking_id',
    [toGuestId, fromGuestId, institutionId],
  );
  return rows.map((r) => Number(r.booking_id));
}
