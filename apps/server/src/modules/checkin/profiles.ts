import type { AlterarPessoaInput, CheckinPerson, CriarUsuarioInput, CriarUsuarioReply } from '@gm/contracts/checkin';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { todayIn } from '@gm/domain/dates';
import { nameMatches } from '@gm/domain/person-names';
import { type Queryable, withTransaction } from '../../db/pool';
import { AppError, forbidden } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import type { InstitutionContext, ServiceContext } from '../../platform/registry';
import { addCompanion, linkPersonToGuest } from '../bookings/public';
import { type InstitutionSettings, settingsOf } from '../institutions/public';
import {
  assertOpen,
  type BookingClaims,
  bookingClaims,
  issueBookingToken,
  loadBooking,
  loadPersons,
  type PersonRow,
  requireStaff,
  tokenFields,
} from './access';
import {
  type GuestRow,
  type GuestValues,
  guestByDocument,
  guestById,
  insertGuest,
  merged,
  normalisePersonFields,
  toCheckinPerson,
  updateGuest,
} from './persons';
import { assertDocumentFree, assertEmailRules, assertMainGuestAdult, maxGuestsPerBooking } from './rules';

/** CriarUsuarioService and alterarPessoaService: guests during the web check-in, staff at /new/index and the person screens. */

type CriarUsu = CriarUsuarioInput['criarUsu'];

export const webCheckinChanged = (db: Queryable, institutionId: number, bookingId: number) =>
  publishEvent(db, { institutionId, type: 'webcheckin.changed', id: bookingId });

/** Writes the profile link and the WEBCHECK* copy of the data on the booking person. */
function linkBookingPerson(db: Queryable, personId: number, guest: GuestRow): Promise<void> {
  return linkPersonToGuest(db, personId, {
    guestId: guest.id,
    name: guest.full_name,
    email: guest.email,
    phone: guest.mobile ?? guest.phone,
    doc: guest.cpf ?? guest.travel_document,
  });
}

/** The booking person a guest's CriarUsuario call fills: named, found by name among the pending ones, or a new companion. */
async function targetPerson(
  db: Queryable,
  hotel: InstitutionSettings,
  claims: BookingClaims,
  persons: PersonRow[],
  input: CriarUsu,
): Promise<PersonRow> {
  if (input.CODPESRES) {
    const p = persons.find((x) => x.id === input.CODPESRES);
    if (!p || (claims.personOnly && p.id !== claims.personId)) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
    if (p.webcheckin_status === 'D') throw new AppError('checkin.person_done');
    if (!nameMatches(input.nomeCompleto, p.name)) throw new AppError('checkin.name_not_pending');
    return p;
  }
  const pending = persons.filter((p) => p.webcheckin_status === 'P' && (!claims.personOnly || p.id === claims.personId));
  const match = pending.find((p) => nameMatches(input.nomeCompleto, p.name));
  if (match) return match;
  if (!input.novoAcompanhante || claims.personOnly) throw new AppError('checkin.name_not_pending');
  const max = maxGuestsPerBooking(hotel);
  if (persons.length >= max) throw new AppError('checkin.guest_limit', { params: { max } });
  // A companion the booking did not list: added as a new booking person (the guest limit above bounds it).
  const position = Math.max(0, ...persons.map((p) => p.position)) + 1;
  return addCompanion(db, { institutionId: claims.codIns, bookingId: claims.codRes, position, name: input.nomeCompleto });
}

export async function createPersonForGuest(ctx: ServiceContext, input: CriarUsu): Promise<CriarUsuarioReply> {
  const claims = await bookingClaims(ctx.deps, ctx.caller, ctx.bearer);
  const hotel = await settingsOf(ctx.deps.db, claims.codIns);
  const today = todayIn(hotel.timeZone);
  return withTransaction(ctx.deps.db, async (tx) => {
    const booking = await loadBooking(tx, claims.codIns, claims.codRes, true);
    if (!booking) throw forbidden();
    const persons = await loadPersons(tx, claims.codIns, booking.id);
    assertOpen(booking, persons.length, today);
    const person = await targetPerson(tx, hotel, claims, persons, input);
    const linked = person.guest_id ? await guestById(tx, claims.codIns, person.guest_id, true) : null;
    const values = normalisePersonFields(input, hotel, today, linked);
    assertMainGuestAdult(person.position, values.birth_date ?? linked?.birth_date ?? null, booking.check_in, today);

    // A document typed in the wizard is data, not a key (issue 9 §1): another profile with it is reused only when
    // this token proved control of that profile's e-mail (DetalhesPessoaService codigo). Otherwise a new profile is
    // written, and staff merge duplicates (MesclarPessoasService).
    let profile = linked;
    let created = false;
    const byDoc =
      linked || !claims.provenGuestId
        ? null
        : await guestByDocument(tx, claims.codIns, { cpf: values.cpf, travelDocument: values.travel_document });
    const proven = !!byDoc && byDoc.id === claims.provenGuestId;
    if (proven) profile = byDoc;
    await assertEmailRules(tx, hotel, values.email, { bookingId: booking.id, bookingPersonId: person.id, guestId: profile?.id ?? null });
    // A profile's account changes only with proof: a profile this call creates, or one proven by the e-mail code.
    if (profile)
      await updateGuest(tx, claims.codIns, profile.id, values, proven || profile.id === claims.provenGuestId ? claims.userId : null);
    else {
      profile = merged(null, values);
      profile.id = await insertGuest(tx, claims.codIns, values, claims.userId);
      created = true;
    }
    const saved = (await guestById(tx, claims.codIns, profile.id))!;
    await linkBookingPerson(tx, person.id, saved);
    await webCheckinChanged(tx, claims.codIns, booking.id);
    // The caller's own person gets a refreshed booking token naming their profile; anyone else a token of that person only.
    const own = claims.personId === person.id && !claims.personOnly;
    const jwt = await issueBookingToken(ctx.deps.config.jwtSecret, {
      ...tokenFields(claims, ctx.caller.kind === 'guest' ? (ctx.caller.staff?.sessionId ?? null) : null),
      codRes: booking.id,
      codPes: saved.id,
      personId: person.id,
      personOnly: !own,
    });
    return {
      status: 1,
      usuCriado: { attributes: { codPes: saved.id, jwt } },
      pesCriada: created ? 'S' : 'N',
      wizardAction: 'NEXT',
      CODPESRES: person.id,
      pessoa: toCheckinPerson(saved, { masked: person.id !== claims.personId && saved.id !== claims.provenGuestId && !created }),
    };
  });
}

/** Staff registering a person at /new/index (CHANGEINS:{codIns}:novapessoa): a profile without a booking. */
export async function createPersonForStaff(ctx: InstitutionContext, input: CriarUsu): Promise<CriarUsuarioReply> {
  requireStaff(ctx.caller, ctx.institutionId, [PERMISSIONS.CHANGEINS.novapessoa]);
  const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
  const values = normalisePersonFields(input, hotel, todayIn(hotel.timeZone));
  return withTransaction(ctx.deps.db, async (tx) => {
    await assertDocumentFree(tx, hotel, values, null);
    await assertEmailRules(tx, hotel, values.email, {});
    const id = await insertGuest(tx, hotel.institutionId, values, null);
    const saved = (await guestById(tx, hotel.institutionId, id))!;
    return {
      status: 1,
      usuCriado: { attributes: { codPes: id, jwt: null } },
      pesCriada: 'S',
      wizardAction: 'NONE',
      CODPESRES: null,
      pessoa: toCheckinPerson(saved, { masked: true }),
    };
  });
}

type AlterarPessoa = AlterarPessoaInput['alterarPessoa'];

export async function alterPerson(
  ctx: InstitutionContext,
  input: AlterarPessoa,
): Promise<{ status: 1; pessoa: CheckinPerson; wizardAction: 'NEXT' | 'NONE' }> {
  const { codPes, CODPESRES, ...fields } = input;
  if (ctx.caller.kind === 'guest') {
    const claims = await bookingClaims(ctx.deps, ctx.caller, ctx.bearer);
    const hotel = await settingsOf(ctx.deps.db, claims.codIns);
    const today = todayIn(hotel.timeZone);
    return withTransaction(ctx.deps.db, async (tx) => {
      const booking = await loadBooking(tx, claims.codIns, claims.codRes, true);
      if (!booking) throw forbidden();
      const persons = await loadPersons(tx, claims.codIns, booking.id);
      assertOpen(booking, persons.length, today);
      const person = persons.find((p) => p.guest_id === codPes && (!CODPESRES || p.id === CODPESRES));
      if (!person || (claims.personOnly && person.id !== claims.personId))
        throw new AppError('checkin.person_not_found', { httpStatus: 404 });
      if (person.webcheckin_status === 'D') throw new AppError('checkin.person_done');
      const current = (await guestById(tx, claims.codIns, codPes, true))!;
      const values = normalisePersonFields(fields, hotel, today, current);
      assertMainGuestAdult(person.position, merged(current, values).birth_date, booking.check_in, today);
      // To a guest a document is data: a CPF already on another profile is not refused (that would tell that it exists).
      await checkChanges(tx, hotel, current, values, { bookingId: booking.id, bookingPersonId: person.id }, { documents: false });
      await updateGuest(tx, claims.codIns, codPes, values, claims.provenGuestId === codPes ? claims.userId : null);
      const saved = (await guestById(tx, claims.codIns, codPes))!;
      await linkBookingPerson(tx, person.id, saved);
      await webCheckinChanged(tx, claims.codIns, booking.id);
      return {
        status: 1,
        pessoa: toCheckinPerson(saved, { masked: person.id !== claims.personId && codPes !== claims.provenGuestId }),
        wizardAction: 'NEXT',
      };
    });
  }
  requireStaff(ctx.caller, ctx.institutionId, [
    PERMISSIONS.TRIAL.pessoas,
    PERMISSIONS.TRIAL.reservas,
    PERMISSIONS.TRIAL.checkinouts,
    PERMISSIONS.CHANGEINS.novapessoa,
  ]);
  const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
  return withTransaction(ctx.deps.db, async (tx) => {
    const current = await guestById(tx, hotel.institutionId, codPes, true);
    if (!current) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
    const values = normalisePersonFields(fields, hotel, todayIn(hotel.timeZone), current);
    await checkChanges(tx, hotel, current, values, {});
    await updateGuest(tx, hotel.institutionId, codPes, values);
    const saved = (await guestById(tx, hotel.institutionId, codPes))!;
    const { rows } = await tx.query<{ id: number; booking_id: number }>(
      `SELECT id, booking_id FROM booking_persons WHERE guest_id = $1 AND institution_id = $2`,
      [codPes, hotel.institutionId],
    );
    for (const r of rows) await linkBookingPerson(tx, r.id, saved);
    for (const b of new Set(rows.map((r) => r.booking_id))) await webCheckinChanged(tx, hotel.institutionId, b);
    return { status: 1, pessoa: toCheckinPerson(saved, { masked: true }), wizardAction: 'NONE' };
  });
}

/** A changed e-mail follows the e-mail rules; a changed document must not belong to another profile. */
async function checkChanges(
  tx: Queryable,
  hotel: InstitutionSettings,
  current: GuestRow,
  values: GuestValues,
  scope: { bookingId?: number; bookingPersonId?: number },
  opts: { documents: boolean } = { documents: true },
): Promise<void> {
  if (values.email && values.email !== current.email) await assertEmailRules(tx, hotel, values.email, { ...scope, guestId: current.id });
  if (!opts.documents) return;
  const docChanged =
    (values.cpf && values.cpf !== current.cpf) || (values.travel_document && values.travel_document !== current.travel_document);
  if (docChanged)
    await assertDocumentFree(tx, hotel, { cpf: values.cpf ?? null, travel_document: values.travel_document ?? null }, current.id);
}
