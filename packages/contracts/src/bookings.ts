import { parseStayDate } from '@gm/domain/bookings';
import { PAYMENT_CONDITIONS } from '@gm/domain/payment-outcome';
import { z } from 'zod';
import { email, flag } from './common';

/**
 * Operation API (spec section 7 "Person and booking" and "Operation API"): inputs with the spec's field
 * names, and the replies the screens read. Dates of stay travel as DD/MM/YYYY (DD/MM/YY and ISO are
 * accepted on input); every date in a reply is DD/MM/YYYY (or DD/MM/YYYY HH:mm) in the hotel's time zone,
 * '-' when empty.
 */

const MAX_ID = Number.MAX_SAFE_INTEGER;

/** A booking code (CODRES) as clients send it: a number or a numeric string. */
export const codRes = z.coerce.number().int().positive().max(MAX_ID);
/** A booking person's code (CODPESRES): identifies a guest of a booking when editing it. */
export const codPesRes = z.coerce.number().int().positive().max(MAX_ID);
/** A guest's PMS registration code (codLib). */
export const codLib = z.coerce.number().int().positive().max(MAX_ID);

/** A date of stay: DD/MM/YYYY, DD/MM/YY or YYYY-MM-DD in, ISO YYYY-MM-DD out. */
export const stayDate = z
  .string()
  .max(10)
  .transform((value, ctx) => {
    const parsed = parseStayDate(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'invalid_date' });
      return z.NEVER;
    }
    return parsed;
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^(|\+?[\d\s().-]{6,30})$/, { message: 'invalid_phone' })
  .nullish()
  .transform((v) => (v ? v : null));

/** One guest of the booking form (repeatable block: name, e-mail, phone, document). */
export const bookingPersonInput = z.object({
  /** Present for a guest already on the booking (from DetalhesReservaService); absent for a new one. */
  CODPESRES: codPesRes.nullish(),
  NOME: z.string().trim().min(1).max(200),
  EMAIL: z
    .union([z.literal(''), email])
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  TELEFONE: phone,
  DOC: optionalText(40),
});
export type BookingPersonInput = z.infer<typeof bookingPersonInput>;

/** Guests per booking: the spec leaves the maximum unstated; 30 covers group bookings of one voucher. */
export const MAX_PERSONS_PER_BOOKING = 30;
const persons = z.array(bookingPersonInput).min(1).max(MAX_PERSONS_PER_BOOKING);

/**
 * The booking's payment condition (CONDPAGTO; docs/decisions/0081-payment-outcomes.md): guest (the guest pays),
 * courtesy (cortesia) or invoiced (faturado: a company, agency or health plan pays).
 */
export const paymentCondition = z.enum(PAYMENT_CONDITIONS, { message: 'invalid_payment_condition' });

/**
 * InserirAlterarReservaService (AddOrChangeBooking): create, or edit when CODRES is given. STATUS is R. CONDPAGTO
 * left out keeps the booking's condition (guest on a new booking).
 */
export const addOrChangeBookingInput = z
  .object({
    CODRES: codRes.nullish(),
    STATUS: z.literal('R').default('R'),
    VOUCHER: z.string().trim().min(1).max(60),
    ORIGEM: optionalText(100),
    DTRESERVA: stayDate,
    DHSAIDAPREV: stayDate,
    CONDPAGTO: paymentCondition.optional(),
    pessoasReserva: persons,
  })
  .refine((b) => b.DHSAIDAPREV >= b.DTRESERVA, { path: ['DHSAIDAPREV'], message: 'checkout_before_checkin' });
export type AddOrChangeBookingInput = z.infer<typeof addOrChangeBookingInput>;

/**
 * RealizarAtividadeReservaService (SetActivityBooking): STATUS I checks in (only the check-out date and
 * the guests may change); STATUS O changes the check-out: a date after the hotel's today postpones the
 * stay, today or earlier checks the guest out (only the check-out date may change). ORIGEM and DTRESERVA
 * may be sent as the form holds them; a value different from the booking's is refused.
 */
export const setActivityBookingInput = z.object({
  CODRES: codRes,
  STATUS: z.enum(['I', 'O']),
  ORIGEM: optionalText(100),
  DTRESERVA: stayDate.nullish(),
  DHSAIDAPREV: stayDate,
  pessoasReserva: persons.nullish(),
});
export type SetActivityBookingInput = z.infer<typeof setActivityBookingInput>;

/**
 * RealizarCheckoutService: the guest in house leaves today (STATUS O). saldoDevedor is the balance due, in reais,
 * that the desk was shown and confirmed: a check-out is refused when the booking now owes another amount.
 */
export const checkoutBookingInput = z.object({
  CODRES: codRes,
  saldoDevedor: z.number().min(0).max(100_000_000),
});
export type CheckoutBookingInput = z.infer<typeof checkoutBookingInput>;

/** MarcarProcessamentoService (MarkAsSynced): tipo R marks a booking synced, tipo P a guest's pending registration. */
export const markAsSyncedInput = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('R'), CODRES: codRes }),
  z.object({ tipo: z.literal('P'), codLib }),
]);
export type MarkAsSyncedInput = z.infer<typeof markAsSyncedInput>;

const paging = {
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

export const BOOKING_DATE_FIELDS = ['DTRESERVA', 'DHSAIDAPREV', 'DHINCLUSAO'] as const;
const status = z.enum(['R', 'I', 'O', 'C']);

/**
 * The bookings list's orders: a field ascending, or descending with a leading '-'. Each is read in the order of an
 * index of the hotel's bookings (check-in, check-out, creation, voucher), so a page costs the same at any size.
 */
export const BOOKING_SORTS = [
  'DTRESERVA',
  '-DTRESERVA',
  'DHSAIDAPREV',
  '-DHSAIDAPREV',
  'DHINCLUSAO',
  '-DHINCLUSAO',
  'VOUCHER',
  '-VOUCHER',
] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

/**
 * ListReservasService / ListReservasJwtService. search: words that must all occur in the voucher, a
 * guest's name, document or e-mail. dateField picks the date the range (dateFrom..dateTo, inclusive)
 * applies to and, without sort, the order (newest first, then CODRES descending: stable for paging).
 * sort: one of BOOKING_SORTS (ties by CODRES in the same direction).
 */
export const listBookingsInput = z
  .object({
    ...paging,
    search: z.string().trim().max(100).optional(),
    dateField: z.enum(BOOKING_DATE_FIELDS).default('DTRESERVA'),
    dateFrom: stayDate.nullish(),
    dateTo: stayDate.nullish(),
    STATUS: z.union([status, z.array(status).min(1).max(4)]).nullish(),
    ORIGEM: z.string().trim().min(1).max(100).nullish(),
    sincronizacaoConcluida: flag.nullish(),
    TIPOCRIACAO: z.enum(['S', 'M']).nullish(),
    sort: z.enum(BOOKING_SORTS).nullish(),
  })
  .refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, { path: ['dateTo'], message: 'range_reversed' });
export type ListBookingsInput = z.infer<typeof listBookingsInput>;

/** Reception lists of the hotel's today: arrivals, guests in house, departures. */
export const receptionInput = z.object({
  ...paging,
  tipo: z.enum(['CHEGADAS', 'HOSPEDADOS', 'SAIDAS']),
});
export type ReceptionInput = z.infer<typeof receptionInput>;

/** The reservations map: bookings overlapping a window of at most 31 days (the timeline shows 14 to 31). */
export const MAX_MAP_DAYS = 31;
export const bookingMapInput = z
  .object({ dataInicial: stayDate, dataFinal: stayDate })
  .refine((r) => r.dataInicial <= r.dataFinal, { path: ['dataFinal'], message: 'range_reversed' })
  .refine((r) => Date.parse(r.dataFinal) - Date.parse(r.dataInicial) <= (MAX_MAP_DAYS - 1) * 86_400_000, {
    path: ['dataFinal'],
    message: 'range_too_long',
  });
export type BookingMapInput = z.infer<typeof bookingMapInput>;

export const activityInput = z.object({ ...paging, CODRES: codRes.nullish() });
export type ActivityInput = z.infer<typeof activityInput>;

export const pendingInput = z.object({ ...paging, search: z.string().trim().max(100).optional() });
export type PendingInput = z.infer<typeof pendingInput>;

export const ownBookingsInput = z.object({ ...paging });

export const bookingDetailsInput = z.object({ CODRES: codRes });
/** A guest's booking token already names the booking: CODRES is optional for guests. */
export const webCheckinDetailsInput = z.object({ CODRES: codRes.nullish() });

/** LiberaCheckinService: releases one guest (CODPESRES) or every guest of the booking to the PMS. */
export const releaseCheckinInput = z.object({ CODRES: codRes.nullish(), CODPESRES: codPesRes.nullish() });
/**
 * ConsultaCheckinService: one registration (codLib), one guest, or every guest of a booking. Staff name
 * at least one; a booking-token guest may send nothing (the token names the booking).
 */
export const consultCheckinInput = z.object({ codLib: codLib.nullish(), CODRES: codRes.nullish(), CODPESRES: codPesRes.nullish() });

// ---- Replies: the output schemas of ./bookings/replies, and their types under the names importers know ----------

export type {
  AcceptedTerm,
  ActivityItem,
  BookingDetails,
  BookingItem,
  BookingListItem,
  BookingPersonDetails,
  BookingPersonItem,
  DetailedGuest,
  DuplicateProfile,
  ExploreFilter,
  MapBookingItem,
  Paginated,
  PendingRegistrationItem,
  PmsRegistration,
} from './bookings/replies';
