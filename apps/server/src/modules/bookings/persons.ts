import type { BookingPersonInput } from '@gm/contracts/bookings';
import { isMaskedDocument } from '@gm/domain/documents';
import type pg from 'pg';
import { AppError } from '../../platform/errors';

/**
 * The staff side of a booking's guests (NOME, EMAIL, TELEFONE, DOC, order). A guest sent with its
 * CODPESRES is updated in place (its web check-in data stays); one without is added; one left out is
 * removed, unless the guest has already checked in online or been sent to the PMS (that record and
 * its accepted terms must not disappear with an edit).
 */
interface ExistingPerson {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  doc: string | null;
  position: number;
  webcheckin_status: 'P' | 'D';
  registered: boolean;
}

export async function lockPersons(tx: pg.PoolClient, bookingId: number): Promise<ExistingPerson[]> {
  const { rows } = await tx.query<ExistingPerson>(
    `SELECT bp.id, bp.name, bp.email, bp.phone, bp.doc, bp.position, bp.webcheckin_status,
            EXISTS (SELECT 1 FROM pms_registrations r WHERE r.booking_person_id = bp.id) AS registered
       FROM booking_persons bp WHERE bp.booking_id = $1 ORDER BY bp.position, bp.id FOR UPDATE OF bp`,
    [bookingId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The document to keep: a masked value sent back (issue 9 §5: replies mask it) means "unchanged". */
function docOf(p: BookingPersonInput, e: ExistingPerson | undefined): string | null {
  return isMaskedDocument(p.DOC) ? (e?.doc ?? null) : (p.DOC ?? null);
}

/** Whether the input describes exactly the current guests (same ids when given, same staff fields, same order). */
export function samePersons(existing: readonly ExistingPerson[], input: readonly BookingPersonInput[]): boolean {
  if (existing.length !== input.length) return false;
  return input.every((p, i) => {
    const e = existing[i]!;
    return (
      (!p.CODPESRES || p.CODPESRES === e.id) &&
      p.NOME === e.name &&
      (p.EMAIL ?? null) === (e.email ?? null) &&
      (p.TELEFONE ?? null) === (e.phone ?? null) &&
      docOf(p, e) === (e.doc ?? null)
    );
  });
}

/** Applies the guest list; returns whether anything changed. Refusals leave the transaction to roll back. */
export async function syncPersons(
  tx: pg.PoolClient,
  institutionId: number,
  bookingId: number,
  existing: readonly ExistingPerson[],
  input: readonly BookingPersonInput[],
): Promise<boolean> {
  const byId = new Map(existing.map((e) => [e.id, e]));
  const kept = new Set<number>();
  for (const p of input) {
    if (!p.CODPESRES) continue;
    if (!byId.has(p.CODPESRES) || kept.has(p.CODPESRES)) throw new AppError('bookings.person_not_in_booking');
    kept.add(p.CODPESRES);
  }
  const removed = existing.filter((e) => !kept.has(e.id));
  const locked = removed.find((e) => e.webcheckin_status === 'D' || e.registered);
  if (locked) throw new AppError('bookings.person_has_webcheckin', { params: { name: locked.name } });

  let changed = removed.length > 0;
  if (removed.length) {
    await tx.query('DELETE FROM booking_persons WHERE booking_id = $1 AND id = ANY($2::bigint[])', [bookingId, removed.map((r) => r.id)]);
  }
  const added: { position: number; p: BookingPersonInput }[] = [];
  for (const [position, p] of input.entries()) {
    if (!p.CODPESRES) {
      added.push({ position, p });
      continue;
    }
    const e = byId.get(p.CODPESRES)!;
    const same =
      e.position === position &&
      e.name === p.NOME &&
      e.email === (p.EMAIL ?? null) &&
      e.phone === (p.TELEFONE ?? null) &&
      e.doc === docOf(p, e);
    if (same) continue;
    changed = true;
    await tx.query('UPDATE booking_persons SET position = $2, name = $3, email = $4, phone = $5, doc = $6 WHERE id = $1', [
      e.id,
      position,
      p.NOME,
      p.EMAIL ?? null,
      p.TELEFONE ?? null,
      docOf(p, e),
    ]);
  }
  if (added.length) {
    changed = true;
    await tx.query(
      `INSERT INTO booking_persons (booking_id, institution_id, position, name, email, phone, doc)
       SELECT $1, $2, x.position, x.name, x.email, x.phone, x.doc
         FROM unnest($3::smallint[], $4::text[], $5::text[], $6::text[], $7::text[]) AS x(position, name, email, phone, doc)`,
      [
        bookingId,
        institutionId,
        added.map((a) => a.position),
        added.map((a) => a.p.NOME),
        added.map((a) => a.p.EMAIL ?? null),
        added.map((a) => a.p.TELEFONE ?? null),
        added.map((a) => docOf(a.p, undefined)),
      ],
    );
  }
  return changed;
}
