import type {
  chargeInput,
  createPaymentMethodInput,
  createStandalonePaymentMethodInput,
  handleFaturaInput,
  handleItemFaturaInput,
  invoiceRefInput,
} from '@gm/contracts/billing';
import type { Locale } from '@gm/domain/locale';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AuditScope } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { verifyToken } from '../../platform/tokens';
import { cardByTag, listCards, savedCardReply, tokenizeAndSave } from './cards';
import { hotelAndBooking } from './context';
import { createInvoice, listInvoices, removeInvoice } from './invoices';
import { removeItem, saveItem } from './items';
import { cancelReservation, capturePayment, pay } from './payments';
import './reconciler';
import { guardGuestPayment, liftPause, pauseOf } from './velocity';

/**
 * The billing module's entry points, one per service (spec section 7 "Payments and billing"). Each
 * checks that the booking belongs to the caller's hotel before anything else.
 */

export interface Caller {
  codIns: number;
  userId: number | null;
  locale: Locale;
  log?: FastifyBaseLogger;
  /** A staff request: its invoice and payment actions go to the audit trail. */
  audit?: AuditScope | null;
}

function scope(deps: AppDeps, c: Caller, bookingId: number) {
  return hotelAndBooking(deps.db, c.codIns, bookingId);
}

export async function listFaturas(deps: AppDeps, c: Caller, input: { codRes: number; invoiceId?: number }) {
  const { hotel, booking } = await scope(deps, c, input.codRes);
  const [list, pausa] = await Promise.all([
    listInvoices(deps.db, hotel, booking, input.invoiceId, c.locale),
    pauseOf(deps.db, hotel.id, booking.id),
  ]);
  // Staff see when the guest's online payment is paused after repeated declines (issue 9 §2).
  return { ...list, pagamentoOnlinePausado: pausa };
}

/** LiberarPagamentoOnlineService: lifts the cool-down of the guest's online payment (audited). */
export async function liftGuestPaymentPause(deps: AppDeps, c: Caller, input: { codRes: number }) {
  const { hotel, booking } = await scope(deps, c, input.codRes);
  return liftPause(deps, hotel.id, booking.id, c.userId, c.locale);
}

export async function handleFatura(deps: AppDeps, c: Caller, input: z.infer<typeof handleFaturaInput>) {
  const { hotel, booking } = await scope(deps, c, input.codRes);
  if (input.codCab !== undefined) {
    return removeInvoice(
      deps.db,
      hotel,
      booking,
      c.userId,
      { codCab: input.codCab, dhCancelamento: input.dhCancelamento!, codTop: input.codTop },
      c.locale,
      c.audit,
    );
  }
  return createInvoice(deps.db, hotel, booking, c.userId, input.descricao!, c.locale, c.audit);
}

export async function handleItemFatura(deps: AppDeps, c: Caller, input: z.infer<typeof handleItemFaturaInput>) {
  const { hotel, booking } = await scope(deps, c, input.codRes);
  if (input.dhRemocao !== undefined)
    return removeItem(deps.db, hotel, booking, c.userId, { codCab: input.codCab, codIte: input.codIte! }, c.locale);
  return saveItem(
    deps.db,
    hotel,
    booking,
    c.userId,
    { codCab: input.codCab, codIte: input.codIte, qtd: input.qtd!, vlrUnit: input.vlrUnit!, descricao: input.descricao! },
    c.locale,
  );
}

export async function listPaymentMethods(deps: AppDeps, c: Caller, input: { codRes: number }) {
  const { hotel, booking } = await scope(deps, c, input.codRes);
  return { status: 1 as const, paymentMethods: await listCards(deps, hotel, booking) };
}

export async function createPaymentMethod(deps: AppDeps, c: Caller, input: z.infer<typeof createPaymentMethodInput>) {
  const { hotel, booking } = await scope(deps, c, input.codRes);
  const row = await tokenizeAndSave(deps, hotel, booking, input, 'staff', c.userId);
  return savedCardReply(row, c.locale);
}

/**
 * The guest's standalone payment link: the booking token comes in the body (`token`) or as the
 * bearer; it must name this hotel and booking.
 */
/** The hotel of a standalone payment link: the booking token's (in the body, else the bearer's) for that booking. */
export async function standaloneHotelOf(
  deps: AppDeps,
  bearerGuest: { codIns: number; codRes: number | null } | null,
  input: { token?: string | undefined; codRes: number },
): Promise<number> {
  let institutionId: number | null = null;
  if (input.token) {
    const claims = await verifyToken(deps.config.jwtSecret, input.token);
    if (claims?.typ === 'booking' && typeof claims.ins === 'number' && claims.res === input.codRes) institutionId = claims.ins;
  } else if (bearerGuest && bearerGuest.codRes === input.codRes) {
    institutionId = bearerGuest.codIns;
  }
  if (institutionId === null) throw new AppError('billing.link_invalid', { httpStatus: 403 });
  return institutionId;
}

export async function createStandalonePaymentMethod(
  deps: AppDeps,
  institutionId: number,
  locale: Locale,
  input: z.infer<typeof createStandalonePaymentMethodInput>,
  ip: string,
) {
  const { hotel, booking } = await scope(deps, { codIns: institutionId, userId: null, locale }, input.codRes);
  // Tokenising is what card testing needs too: the same limits and pause as a payment, before the acquirer.
  const row = await guardGuestPayment(deps, { institutionId: hotel.id, bookingId: booking.id, ip, cardNumber: input.cardNumber }, () =>
    tokenizeAndSave(deps, hotel, booking, input, 'standalone', null, {
      observacao: input.observacao,
      standaloneEmail: input.standaloneEmail ?? input.email,
      nomeTitular: input.nomeTitular,
    }),
  );
  return savedCardReply(row, locale);
}

/** ChargeBookingService (operation charge) and CriarFaturaReservarPagamentoService (operation reserve). */
export async function chargeOrReserve(deps: AppDeps, c: Caller, input: z.infer<typeof chargeInput>, operation: 'charge' | 'reserve') {
  const { hotel, booking } = await scope(deps, c, input.codRes);
  const card = await cardByTag(deps.db, hotel, booking.id, input.tagJwt, deps.ports.acquirer.name);
  return pay(
    deps,
    {
      hotel,
      bookingId: booking.id,
      invoiceId: input.codCab,
      operation,
      installments: input.totalMonths,
      card,
      idempotencyKey: input.idempotencyKey,
      cardIdentity: card.tag,
      source: 'staff',
      userId: c.userId,
      audit: c.audit,
      customerName: booking.guestName ?? 'HOSPEDE',
    },
    c.locale,
    c.log,
  );
}

export async function capture(deps: AppDeps, c: Caller, input: z.infer<typeof invoiceRefInput>) {
  const { hotel, booking } = await scope(deps, c, input.codRes);
  return capturePayment(deps, hotel, booking.id, input.codCab, c.userId, c.locale, c.log, c.audit);
}

export async function cancelInvoiceReservation(deps: AppDeps, c: Caller, input: z.infer<typeof invoiceRefInput>) {
  const { hotel, booking } = await scope(deps, c, input.codRes);
  return cancelReservation(deps, hotel, booking.id, input.codCab, c.userId, c.locale, 'staff', c.log, c.audit);
}
