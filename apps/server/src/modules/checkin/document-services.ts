import type { ImageKind, imagensWebCheckinInput } from '@gm/contracts/checkin';
import * as contract from '@gm/contracts/checkin/services';
import { formatDateTime } from '@gm/domain/format';
import type { z } from 'zod';
import { AppError, forbidden } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { type AnyService, defineService, type InstitutionContext } from '../../platform/registry';
import { acceptedTermsOfPersons, blobByKey, deleteBlob, imagePath, signPath, termPath, termsFor, type Viewer } from '../documents/public';
import { settingsOf } from '../institutions/public';
import { bookingClaims, loadBooking } from './access';
import { forgetFacePhoto } from './face-search';

interface PersonImagesRow {
  id: number;
  name: string;
  webcheckin_status: 'P' | 'D';
  signature_key: string | null;
  doc_front_key: string | null;
  doc_back_key: string | null;
  vaccine_front_key: string | null;
  vaccine_back_key: string | null;
  pet_keys: string[];
  auth_key: string | null;
  auth_card_key: string | null;
}

/**
 * Signed, expiring URLs of a booking's document images and accepted terms. Staff with TRIAL reservas or
 * checkinouts see every guest; a booking token's guest sees the guests still being checked in and their own
 * person (a completed companion's documents are for staff only); a person token, that person only.
 */
async function imageUrls(ctx: InstitutionContext, input: z.infer<typeof imagensWebCheckinInput>) {
  let codRes: number;
  let viewer: Viewer;
  let visible: (p: PersonImagesRow) => boolean = () => true;
  if (ctx.caller.kind === 'guest') {
    const claims = await bookingClaims(ctx.deps, ctx.caller, ctx.bearer);
    if (input.CODRES && input.CODRES !== claims.codRes) throw forbidden();
    codRes = claims.codRes;
    viewer = { kind: 'guest', bookingId: claims.codRes, personId: claims.personId };
    visible = (p) => p.id === claims.personId || (!claims.personOnly && p.webcheckin_status === 'P');
  } else if (ctx.caller.kind === 'user') {
    if (!input.CODRES)
      throw new AppError('platform.validation', { httpStatus: 400, extra: { errors: [{ path: 'CODRES', message: 'required' }] } });
    codRes = input.CODRES;
    viewer = { kind: 'user', userId: ctx.caller.idUser, sessionId: ctx.caller.sessionId };
  } else throw forbidden();
  const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
  const booking = await loadBooking(ctx.deps.db, hotel.institutionId, codRes);
  if (!booking) throw new AppError('checkin.booking_not_found', { httpStatus: 404 });
  const { rows } = await ctx.deps.db.query<PersonImagesRow>(
    `SELECT id, coalesce(webcheck_name, name) AS name, webcheckin_status, signature_key, doc_front_key, doc_back_key, vaccine_front_key,
            vaccine_back_key, pet_keys, auth_key, auth_card_key
       FROM booking_persons WHERE booking_id = $1 AND institution_id = $2 AND ($3::bigint IS NULL OR id = $3) ORDER BY position, id`,
    [booking.id, hotel.institutionId, input.CODPESRES ?? null],
  );
  const persons = rows.filter(visible);
  if (input.CODPESRES && !persons.length) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
  const secret = ctx.deps.config.jwtSecret;
  const url = (kind: ImageKind, key: string | null) => (key ? signPath(secret, imagePath(kind, key), viewer) : null);
  const terms = await acceptedTermsOfPersons(
    ctx.deps.db,
    persons.map((p) => Number(p.id)),
  );
  return {
    status: 1 as const,
    CODRES: Number(booking.id),
    pessoas: persons.map((p) => ({
      CODPESRES: Number(p.id),
      NOME: p.name,
      imagens: {
        assinatura: url('personsign', p.signature_key),
        documento: url('persondoc', p.doc_front_key),
        documentoVerso: url('persondoc', p.doc_back_key),
        vacina: url('persondocvaccine', p.vaccine_front_key),
        vacinaVerso: url('persondocvaccine', p.vaccine_back_key),
        pet: (p.pet_keys ?? []).map((k) => url('persondocpet', k)!),
        autorizacao: url('persondocauth', p.auth_key),
        autorizacaoCartao: url('persondocauthcard', p.auth_card_key),
      },
      aceiteTermosJuridicos: terms
        .filter((t) => Number(t.booking_person_id) === Number(p.id))
        .map((t) => ({
          id: Number(t.id),
          CHAVEIMGASSINATURA: t.signature_key,
          descrTermo: t.term_description,
          dhAceite: formatDateTime(t.accepted_at, hotel.timeZone),
          ip: t.ip,
          userAgent: t.user_agent,
          url: signPath(secret, termPath(Number(t.id)), viewer),
          assinatura: url('personsign', t.signature_key),
        })),
    })),
  };
}

const imagens = defineService(contract.bookingImages, {
  summary:
    "Signed, expiring (15 min) URLs of a booking's web check-in images (/image/{kind}/{key}.jpg, ?m=true downloads) and accepted terms (/ViewTermoJuridico/{id}); staff with TRIAL reservas or checkinouts, or the booking token's guest. Every view is logged.",
  sample: (fx) => ({ CODRES: fx.bookingId }),
  async handler(ctx, input) {
    return imageUrls(ctx, input);
  },
});

const termo = defineService(contract.termsText, {
  summary:
    "The terms the guest reads and accepts in the wizard (descrTermo, texto): the hotel's TERMOJURIDICO text or the default statement in the guest's language.",
  async handler(ctx) {
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    return { status: 1, ...termsFor(hotel, ctx.locale) };
  },
});

const remover = defineService(contract.removeImage, {
  summary:
    "Deletes an upload of the guest's booking that no completed check-in uses (the wizard's remove photo); the stored bytes go at once, and a face photo's embedding of the facial search with them.",
  async handler(ctx, input) {
    const claims = await bookingClaims(ctx.deps, ctx.caller, ctx.bearer);
    const blob = await blobByKey(ctx.deps.db, input.chave);
    if (!blob || blob.institution_id !== claims.codIns || blob.booking_id !== claims.codRes)
      throw new AppError('documents.not_found', { httpStatus: 404 });
    if (claims.personOnly && blob.uploaded_by_person !== claims.personId && blob.booking_person_id !== claims.personId) throw forbidden();
    if (blob.attached) throw new AppError('documents.in_use');
    await deleteBlob(ctx.deps, blob.key);
    if (blob.kind === 'personface') await forgetFacePhoto(ctx.deps.db, blob.institution_id, blob.key);
    return { status: 1, message: translate('documents.removed', ctx.locale) };
  },
});

export const documentServices: AnyService[] = [imagens, termo, remover];
