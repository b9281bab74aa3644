import type { MesclarPessoasInput, RevelarDocumentoInput, RevelarDocumentoReply } from '@gm/contracts/checkin';
import { withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { text } from '../../platform/messages';
import type { InstitutionContext, UserCaller } from '../../platform/registry';
import { moveToGuest } from '../bookings/public';
import { settingsOf } from '../institutions/public';
import { FIELD_COLUMNS, type GuestRow, guestById, toCheckinPerson } from './persons';
import { webCheckinChanged } from './profiles';

/**
 * Staff tools for guest identity (issue 9 §1 and §5, docs/decisions/0018-guest-identity-and-limits.md):
 * - merge: a returning guest who did not prove control of their stored profile gets a new one with the same
 *   document; staff compare both and merge them. The kept profile's values win, its empty fields take the other's,
 *   its bookings move over, the merged profile is deleted, and its last state is kept in guest_merges.
 * - reveal: documents are masked in every reply; a role holding TRIAL documentos sees one in full, and every
 *   reveal is recorded (who, when, from where).
 */

const sameDocument = (a: GuestRow, b: GuestRow) =>
  (!!a.cpf && a.cpf === b.cpf) ||
  (!!a.travel_document && (a.travel_document ?? '').toUpperCase() === (b.travel_document ?? '').toUpperCase());

export async function mergeProfiles(ctx: InstitutionContext, user: UserCaller, input: MesclarPessoasInput) {
  const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
  return withTransaction(ctx.deps.db, async (tx) => {
    // Both locked in id order, so two merges of the same pair cannot deadlock.
    const [lo, hi] = [input.manter, input.mesclar].sort((a, b) => a - b);
    const first = await guestById(tx, hotel.institutionId, lo!, true);
    const second = await guestById(tx, hotel.institutionId, hi!, true);
    const kept = first?.id === input.manter ? first : second;
    const gone = first?.id === input.mesclar ? first : second;
    if (!kept || !gone || kept.id === gone.id) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
    if (!sameDocument(kept, gone)) throw new AppError('checkin.merge_not_duplicate');
    // A profile's account never changes silently: two accounts are not merged here.
    if (kept.user_id && gone.user_id && kept.user_id !== gone.user_id) throw new AppError('checkin.merge_two_accounts');
    const fill = Object.values(FIELD_COLUMNS).filter((c) => (kept[c] === null || kept[c] === '') && gone[c] !== null && gone[c] !== '');
    // The other's e-mail cannot be copied while it is still on the other profile: it is moved after the delete.
    const sets = fill.map((c, i) => `${c} = $${i + 3}`);
    if (!kept.user_id && gone.user_id) sets.push(`user_id = ${Number(gone.user_id)}`);
    const moved = await moveToGuest(tx, hotel.institutionId, gone.id, kept.id);
    await tx.query('UPDATE identity_challenges SET guest_id = $1 WHERE guest_id = $2', [kept.id, gone.id]);
    await tx.query(
      `INSERT INTO guest_merges (institution_id, kept_guest_id, merged_guest_id, merged_snapshot, user_id) VALUES ($1, $2, $3, $4, $5)`,
      [hotel.institutionId, kept.id, gone.id, JSON.stringify(gone), user.idUser],
    );
    await tx.query('DELETE FROM guests WHERE id = $1 AND institution_id = $2', [gone.id, hotel.institutionId]);
    // Which profiles and what the kept one took over: field names only, never their values (documents).
    await recordAudit(tx, ctx, {
      action: 'guest.merge',
      target: { type: 'guest', id: kept.id, label: kept.full_name },
      before: { merged: gone.id, bookings: moved.length },
      after: { kept: kept.id, filled: fill },
    });
    if (sets.length) {
      await tx.query(`UPDATE guests SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 AND institution_id = $2`, [
        kept.id,
        hotel.institutionId,
        ...fill.map((c) => gone[c]),
      ]);
    }
    for (const b of new Set(moved)) await webCheckinChanged(tx, hotel.institutionId, b);
    const saved = (await guestById(tx, hotel.institutionId, kept.id))!;
    ctx.log.info(
      { event: 'guest.merged', kept: kept.id, merged: gone.id, userId: user.idUser, bookings: moved.length },
      'guest profiles merged',
    );
    return {
      status: 1 as const,
      message: text('checkin.merged', ctx.locale, hotel),
      pessoa: toCheckinPerson(saved, { masked: true }),
      reservasMovidas: moved.length,
    };
  });
}

export async function revealDocument(
  ctx: InstitutionContext,
  user: UserCaller,
  input: RevelarDocumentoInput,
): Promise<RevelarDocumentoReply> {
  const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
  const { rows } = input.CODPESRES
    ? await ctx.deps.db.query<{
        guest_id: number | null;
        person_id: number;
        cpf: string | null;
        travel_document: string | null;
        doc: string | null;
        webcheck_doc: string | null;
        name: string | null;
      }>(
        `SELECT bp.guest_id, bp.id AS person_id, g.cpf, g.travel_document, bp.doc, bp.webcheck_doc, coalesce(g.full_name, bp.name) AS name
           FROM booking_persons bp LEFT JOIN guests g ON g.id = bp.guest_id AND g.institution_id = bp.institution_id
          WHERE bp.id = $1 AND bp.institution_id = $2 AND ($3::bigint IS NULL OR bp.guest_id = $3)`,
        [input.CODPESRES, hotel.institutionId, input.codPes ?? null],
      )
    : await ctx.deps.db.query<{
        guest_id: number | null;
        person_id: number | null;
        cpf: string | null;
        travel_document: string | null;
        doc: null;
        webcheck_doc: null;
        name: string | null;
      }>(
        `SELECT g.id AS guest_id, NULL::bigint AS person_id, g.cpf, g.travel_document, NULL AS doc, NULL AS webcheck_doc, g.full_name AS name
           FROM guests g WHERE g.id = $1 AND g.institution_id = $2`,
        [input.codPes, hotel.institutionId],
      );
  const r = rows[0];
  if (!r) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
  await withTransaction(ctx.deps.db, async (tx) => {
    await tx.query('INSERT INTO document_reveals (institution_id, user_id, guest_id, booking_person_id, ip) VALUES ($1, $2, $3, $4, $5)', [
      hotel.institutionId,
      user.idUser,
      r.guest_id,
      r.person_id,
      ctx.ip,
    ]);
    // That a document was shown, and whose: never the document.
    await recordAudit(tx, ctx, {
      action: 'document.reveal',
      target: r.guest_id ? { type: 'guest', id: r.guest_id, label: r.name } : { type: 'booking_person', id: r.person_id!, label: r.name },
      after: { guest: r.guest_id, bookingPerson: r.person_id },
    });
  });
  // Who and when, never the value.
  ctx.log.info({ event: 'document.revealed', userId: user.idUser, guestId: r.guest_id, personId: r.person_id }, 'full document shown');
  return { status: 1, cpf: r.cpf, travelDocument: r.travel_document, DOC: r.doc, WEBCHECKDOC: r.webcheck_doc };
}
