import * as contract from '@gm/contracts/bookings/services';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { documentChecks, documentColumns } from '@gm/domain/bookings-documents';
import { text } from '../../platform/messages';
import { type AnyService, defineService, type InstitutionContext } from '../../platform/registry';
import { balancesDue } from '../billing/public';
import { settingsOf } from '../institutions/public';
import { actorOf, bookingInScope, holds } from './access';
import { bookingDetails } from './details';
import { bookingForGuest } from './guest';
import { consultRegistrations, pendingRegistrations, releaseRegistrations } from './registrations';

// Booking details, web check-ins and the PMS registration of each guest.

const hotelOf = (ctx: InstitutionContext) => settingsOf(ctx.deps.db, ctx.institutionId);

/**
 * Details plus the documents tab's columns and per-guest checks (spec section 2), from the hotel's flags, and the
 * balance due for staff who see invoices or check guests out (the check-out confirmation shows it, decision 0040).
 */
async function detailsWithDocuments(ctx: InstitutionContext, codRes: number) {
  const hotel = await hotelOf(ctx);
  const reserva = await bookingDetails(ctx.deps.db, ctx.institutionId, codRes, hotel.timeZone);
  const colunas = documentColumns(hotel.flags);
  const documentos = reserva.pessoasReserva.map((p) => ({ CODPESRES: p.CODPESRES, NOME: p.NOME, ...documentChecks(p, colunas) }));
  const seesBalance = holds(ctx, PERMISSIONS.PAY.listfaturas) || holds(ctx, PERMISSIONS.TRIAL.checkinouts);
  const due = seesBalance ? ((await balancesDue(ctx.deps.db, ctx.institutionId, [codRes])).get(codRes) ?? 0) : null;
  return { status: 1 as const, reserva, documentos: { colunas, pessoas: documentos }, saldoDevedor: due === null ? null : due / 100 };
}

const details = defineService(contract.bookingDetails, {
  summary:
    "A booking with every guest's data, web check-in data and image keys, accepted terms, detailed profile and PMS registration, plus the documents tab's columns and checks.",
  sample: (fx) => ({ CODRES: fx.bookingId }),
  async handler(ctx, input) {
    return detailsWithDocuments(ctx, input.CODRES);
  },
});

const webCheckinDetails = defineService(contract.webCheckinDetails, {
  summary:
    "A booking's web check-in view: staff with the permission get the full details; a guest with that booking's token gets the booking, guests' names and web check-in states, and only their own contact data.",
  sample: (fx) => ({ CODRES: fx.bookingId }),
  async handler(ctx, input) {
    const codRes = bookingInScope(ctx, input.CODRES);
    if (ctx.caller.kind === 'guest') return bookingForGuest(ctx.deps.db, ctx.institutionId, codRes, ctx.caller.codPes);
    return detailsWithDocuments(ctx, codRes);
  },
});

const pending = defineService(contract.pendingRegistrations, {
  summary:
    "Pending registrations (/operation/pending): guests' PMS registrations not yet marked synced, with their PMS state; search by voucher, name, document or e-mail.",
  sample: () => ({ limit: 20 }),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    return pendingRegistrations(ctx.deps.db, ctx.institutionId, input, hotel.timeZone);
  },
});

const release = defineService(contract.releaseCheckin, {
  summary:
    "Releases a guest's registration (CODPESRES) or every guest who finished the web check-in to the PMS; answers pending at once and resolves in the background (staff, or the booking token's guest).",
  async handler(ctx, input) {
    const codRes = bookingInScope(ctx, input.CODRES);
    const hotel = await hotelOf(ctx);
    const registros = await releaseRegistrations(
      ctx.deps.db,
      ctx.institutionId,
      actorOf(ctx),
      { bookingId: codRes, personId: input.CODPESRES ?? null, byGuest: ctx.caller.kind === 'guest' },
      hotel.timeZone,
    );
    return { status: 1, message: text('bookings.released', ctx.locale, hotel), CODRES: codRes, registros };
  },
});

const consult = defineService(contract.consultCheckin, {
  summary:
    'The PMS state of a registration (codLib), of a guest (CODPESRES) or of every guest of a booking (CODRES): pending, registered or error with details.',
  sample: (fx) => ({ CODRES: fx.bookingId }),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    const scoped =
      ctx.caller.kind === 'guest' || !(input.codLib || input.CODPESRES) ? bookingInScope(ctx, input.CODRES) : (input.CODRES ?? null);
    const registros = await consultRegistrations(
      ctx.deps,
      ctx.institutionId,
      { codLib: input.codLib, bookingId: scoped, personId: input.CODPESRES },
      hotel.timeZone,
    );
    return { status: 1, registros };
  },
});

export const bookingsPmsServices: AnyService[] = [details, webCheckinDetails, pending, release, consult];
