import type { BlobKind, FinalizarWebCheckinInput } from '@gm/contracts/checkin';
import { isMinorOn, todayIn } from '@gm/domain/dates';
import { hasCardHolderField, isSimplifiedCheckin } from '@gm/domain/wizard';
import { withTransaction } from '../../db/pool';
import { emitDomainEvent } from '../../platform/domain-events';
import { AppError, forbidden } from '../../platform/errors';
import { text } from '../../platform/messages';
import type { ServiceContext } from '../../platform/registry';
import { completeWebCheckin, queueRegistrations } from '../bookings/public';
import { attachBlobs, bookingBlobs, insertAcceptedTerm, termsFor } from '../documents/public';
import { type InstitutionSettings, settingsOf } from '../institutions/public';
import { assertOpen, bookingClaims, loadBooking, loadPersons } from './access';
import { type GuestRow, guestById } from './persons';
import { webCheckinChanged } from './profiles';
import { assertMainGuestAdult, stayDay } from './rules';

/**
 * The guest's web check-in completion for one booking person (spec section 5): the person's data complete,
 * documents, vaccine/pet/authorisation images, terms accepted with the signature (stored with the term text,
 * instant, IP and user agent) or the 'present at reception' acknowledgement. The person turns done and staff
 * screens update live.
 */

type Docs = FinalizarWebCheckinInput['documentos'];

/** Which blob kind each key of the input must have. */
function expectedKinds(docs: Docs, signature: string | null | undefined): [string, BlobKind][] {
  const list: [string | null | undefined, BlobKind][] = [
    [docs.chaveImgDocumento, 'persondoc'],
    [docs.chaveImgDocumentoVerso, 'persondoc'],
    [docs.chaveImgDocumentoVacina, 'persondocvaccine'],
    [docs.chaveImgDocumentoVacinaVerso, 'persondocvaccine'],
    ...(docs.chaveImgDocumentoPet ?? []).map((k): [string, BlobKind] => [k, 'persondocpet']),
    [docs.chaveImgAutorizacao, 'persondocauth'],
    [docs.chaveImgAutorizacaoCartao, 'persondocauthcard'],
    [docs.facialToken, 'personface'],
    [signature, 'personsign'],
  ];
  return list.filter((x): x is [string, BlobKind] => typeof x[0] === 'string');
}

/** Fields the FNRH needs of everyone; the main guest also gives contact and (unless simplified) the address. */
function missingFields(g: GuestRow, main: boolean, simplified: boolean): string[] {
  const missing: string[] = [];
  const need = (ok: unknown, field: string) => {
    if (!ok) missing.push(field);
  };
  need(g.full_name, 'nomeCompleto');
  need(g.birth_date, 'dataNasc');
  need(g.nationality, 'nacionalidade');
  need(g.nationality === 'BR' ? g.cpf : g.cpf || g.travel_document, g.nationality === 'BR' ? 'cpf' : 'travelDocument');
  if (main) {
    need(g.email, 'email');
    need(g.mobile || g.phone, 'celular');
    if (!simplified) {
      need(g.country, 'pais');
      need(g.city, 'cidade');
      need(g.address, 'endereco');
      if (g.country === 'BR') {
        need(g.zip, 'cep');
        need(g.state, 'estado');
        need(g.city_id, 'cidadeId');
      }
    }
  }
  return missing;
}

function assertDocumentsAndTerms(
  hotel: InstitutionSettings,
  guest: GuestRow,
  main: boolean,
  checkInDay: string,
  input: FinalizarWebCheckinInput,
): void {
  const ack = input.apresentarNaRecepcao;
  if (!input.termos.aceite) throw new AppError('checkin.terms_required');
  if (!input.documentos.chaveImgDocumento && !ack) throw new AppError('checkin.document_required');
  if (!input.termos.chaveImgAssinatura && !ack) throw new AppError('checkin.signature_required');
  // ECA art. 82: a minor lodged without the father or the mother needs the guardians' original authorisation.
  // Only the term's own acknowledgement waives its photo: presenting the identity document at the desk does not.
  const termAck = input.apresentarTermoNaRecepcao;
  const minor = guest.birth_date ? isMinorOn(guest.birth_date, checkInDay) : false;
  if (!main && minor && !['P', 'M'].includes(guest.kinship ?? '') && !input.documentos.chaveImgAutorizacao && !termAck) {
    throw new AppError('checkin.minor_needs_term');
  }
  if (hasCardHolderField(hotel.flags) && guest.card_holder === 'T' && !input.documentos.chaveImgAutorizacaoCartao && !termAck) {
    throw new AppError('checkin.third_party_card_term');
  }
}

export async function finishWebCheckin(ctx: ServiceContext, input: FinalizarWebCheckinInput) {
  const claims = await bookingClaims(ctx.deps, ctx.caller, ctx.bearer);
  const hotel = await settingsOf(ctx.deps.db, claims.codIns);
  const today = todayIn(hotel.timeZone);
  return withTransaction(ctx.deps.db, async (tx) => {
    const booking = await loadBooking(tx, claims.codIns, claims.codRes, true);
    if (!booking) throw forbidden();
    const persons = await loadPersons(tx, claims.codIns, booking.id);
    assertOpen(booking, persons.length, today);
    const person = persons.find((p) => p.id === input.CODPESRES);
    if (!person || (claims.personOnly && person.id !== claims.personId))
      throw new AppError('checkin.person_not_found', { httpStatus: 404 });
    if (person.webcheckin_status === 'D') throw new AppError('checkin.person_done');
    const guest = person.guest_id ? await guestById(tx, claims.codIns, person.guest_id) : null;
    const main = person.position === 0;
    const missing = guest ? missingFields(guest, main, isSimplifiedCheckin(hotel.flags)) : ['nomeCompleto'];
    if (!guest || missing.length) {
      throw new AppError(main ? 'checkin.person_data_required' : 'checkin.companion_data_required', {
        extra: { errors: missing.map((path) => ({ path, message: 'required' })) },
      });
    }
    assertMainGuestAdult(person.position, guest.birth_date, booking.check_in, today);
    assertDocumentsAndTerms(hotel, guest, main, stayDay(booking.check_in, today), input);

    const expected = expectedKinds(input.documentos, input.termos.chaveImgAssinatura);
    const keys = [...new Set(expected.map(([k]) => k))];
    const blobs = new Map((await bookingBlobs(tx, claims.codIns, booking.id, keys)).map((b) => [b.key, b]));
    for (const [key, kind] of expected) {
      const b = blobs.get(key);
      if (
        !b ||
        b.kind !== kind ||
        (b.booking_person_id !== null && b.booking_person_id !== person.id) ||
        (b.attached && b.booking_person_id !== person.id)
      ) {
        throw new AppError('checkin.image_invalid');
      }
    }
    const d = input.documentos;
    await completeWebCheckin(tx, person.id, {
      presentAtReception: input.apresentarNaRecepcao,
      signatureKey: input.termos.chaveImgAssinatura ?? null,
      docFrontKey: d.chaveImgDocumento ?? null,
      docBackKey: d.chaveImgDocumentoVerso ?? null,
      vaccineFrontKey: d.chaveImgDocumentoVacina ?? null,
      vaccineBackKey: d.chaveImgDocumentoVacinaVerso ?? null,
      petKeys: d.chaveImgDocumentoPet ?? [],
      authKey: d.chaveImgAutorizacao ?? null,
      authCardKey: d.chaveImgAutorizacaoCartao ?? null,
      faceKey: d.facialToken ?? null,
    });
    await attachBlobs(tx, keys, person.id);
    await insertAcceptedTerm(tx, {
      institutionId: claims.codIns,
      personId: person.id,
      signatureKey: input.termos.chaveImgAssinatura ?? null,
      terms: termsFor(hotel, ctx.locale),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      assistedBy: claims.staffUserId,
    });
    await webCheckinChanged(tx, claims.codIns, booking.id);
    // The guest's registration goes to the PMS in the background (released, then consulted until registered or error).
    await queueRegistrations(tx, claims.codIns, booking.id, [person.id], { userId: claims.staffUserId ?? null, name: null });
    await emitDomainEvent(tx, {
      type: 'webcheckin.completed',
      institutionId: claims.codIns,
      bookingId: booking.id,
      personId: person.id,
      locale: claims.staffUserId ? null : ctx.locale,
    });
    const pendentes = persons.filter((p) => p.webcheckin_status === 'P' && p.id !== person.id).length;
    return {
      status: 1 as const,
      message: text('checkin.completed', ctx.locale, hotel),
      CODRES: booking.id,
      CODPESRES: person.id,
      pendentes,
      wizardAction: pendentes > 0 ? ('SELECT_PERSON' as const) : ('SUMMARY' as const),
    };
  });
}
