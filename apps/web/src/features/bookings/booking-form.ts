import type { BookingDetails } from '@gm/contracts/bookings';
import { addOrChangeBookingInput, setActivityBookingInput } from '@gm/contracts/bookings';
import type { saveBooking, setBookingActivity } from '@gm/contracts/bookings/services';
import type { InputOf } from '@gm/contracts/contract';
import { parseStayDate } from '@gm/domain/bookings';
import type { PaymentCondition } from '@gm/domain/payment-outcome';
import { type ErrorKeys, type Issue, issueKey, issuesToKeys } from '../../lib/form-errors';

/**
 * The booking form's state and rules (spec section 2 "Booking modals"), kept pure so they are unit
 * tested: which fields each modal may change, the form <-> service payloads, and validation with the
 * service's own zod schema (the contract), its issues turned into translation keys per field.
 */

/** new/edit: the new/edit booking modal; view: read-only; checkin: the check-in modal; postpone: the check-out change. */
export type BookingModalMode = 'new' | 'edit' | 'view' | 'checkin' | 'postpone';

export interface GuestBlock {
  /** React key of the block (stable while the form is open). */
  key: string;
  CODPESRES: number | null;
  NOME: string;
  EMAIL: string;
  TELEFONE: string;
  DOC: string;
  /** The guest's web check-in (null for a block added in this form). */
  statusWebCheckin: 'P' | 'D' | null;
}

export interface BookingFormState {
  VOUCHER: string;
  /** Dates of stay as ISO YYYY-MM-DD (the date inputs' value); '' when empty. */
  DTRESERVA: string;
  DHSAIDAPREV: string;
  ORIGEM: string;
  /** Who pays the stay (docs/decisions/0081-payment-outcomes.md). */
  CONDPAGTO: PaymentCondition;
  pessoas: GuestBlock[];
}

export interface Editable {
  voucher: boolean;
  checkIn: boolean;
  checkOut: boolean;
  origin: boolean;
  paymentCondition: boolean;
  guests: boolean;
}

/** Check-in: only the check-out date and the guests; postpone: only the check-out date (spec section 2). */
export function editableFields(mode: BookingModalMode): Editable {
  switch (mode) {
    case 'new':
    case 'edit':
      return { voucher: true, checkIn: true, checkOut: true, origin: true, paymentCondition: true, guests: true };
    case 'checkin':
      return { voucher: false, checkIn: false, checkOut: true, origin: false, paymentCondition: false, guests: true };
    case 'postpone':
      return { voucher: false, checkIn: false, checkOut: true, origin: false, paymentCondition: false, guests: false };
    default:
      return { voucher: false, checkIn: false, checkOut: false, origin: false, paymentCondition: false, guests: false };
  }
}

let blockSeq = 0;
function nextKey(): string {
  blockSeq += 1;
  return `g${blockSeq}`;
}

export function emptyGuest(): GuestBlock {
  return { key: nextKey(), CODPESRES: null, NOME: '', EMAIL: '', TELEFONE: '', DOC: '', statusWebCheckin: null };
}

export function emptyForm(): BookingFormState {
  return { VOUCHER: '', DTRESERVA: '', DHSAIDAPREV: '', ORIGEM: '', CONDPAGTO: 'guest', pessoas: [emptyGuest()] };
}

/** DD/MM/YYYY (or '-') from the server to the date input's ISO value. */
function isoOf(stayDate: string | null | undefined): string {
  return parseStayDate(stayDate ?? '') ?? '';
}

export function formFromDetails(b: BookingDetails): BookingFormState {
  return {
    VOUCHER: b.VOUCHER,
    DTRESERVA: isoOf(b.DTRESERVA),
    DHSAIDAPREV: isoOf(b.DHSAIDAPREV),
    ORIGEM: b.ORIGEM ?? '',
    CONDPAGTO: b.CONDPAGTO,
    pessoas: b.pessoasReserva.map((p) => ({
      key: nextKey(),
      CODPESRES: p.CODPESRES,
      NOME: p.NOME,
      EMAIL: p.EMAIL ?? '',
      TELEFONE: p.TELEFONE ?? '',
      DOC: p.DOC ?? '',
      statusWebCheckin: p.statusWebCheckin,
    })),
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

type SaveInput = InputOf<typeof saveBooking>;
type ActivityInput = InputOf<typeof setBookingActivity>;

function personsOf(form: BookingFormState): SaveInput['pessoasReserva'] {
  return form.pessoas.map((p) => ({
    CODPESRES: p.CODPESRES,
    NOME: p.NOME.trim(),
    EMAIL: orNull(p.EMAIL),
    TELEFONE: orNull(p.TELEFONE),
    DOC: orNull(p.DOC),
  }));
}

export function toSaveInput(form: BookingFormState, codRes: number | null): SaveInput {
  return {
    ...(codRes ? { CODRES: codRes } : {}),
    STATUS: 'R',
    VOUCHER: form.VOUCHER.trim(),
    ORIGEM: orNull(form.ORIGEM),
    DTRESERVA: form.DTRESERVA,
    DHSAIDAPREV: form.DHSAIDAPREV,
    CONDPAGTO: form.CONDPAGTO,
    pessoasReserva: personsOf(form),
  };
}

/** Check-in sends the guests (they may change); the check-out change sends only what it may change. */
export function toActivityInput(form: BookingFormState, codRes: number, status: 'I' | 'O'): ActivityInput {
  return {
    CODRES: codRes,
    STATUS: status,
    ORIGEM: orNull(form.ORIGEM),
    DTRESERVA: form.DTRESERVA,
    DHSAIDAPREV: form.DHSAIDAPREV,
    ...(status === 'I' ? { pessoasReserva: personsOf(form) } : {}),
  };
}

/** Field path ('VOUCHER', 'pessoasReserva.1.EMAIL') -> translation key of its error. */
export type FieldErrors = Record<string, string>;

/** The booking form's error keys for the form kit (lib/forms.ts): the contract's messages and zod's codes. */
export const BOOKING_ERROR_KEYS: ErrorKeys = {
  invalid_date: 'bookings.errors.invalidDate',
  checkout_before_checkin: 'bookings.errors.checkoutBeforeCheckin',
  invalid_email: 'ui.inputErrors.email',
  invalid_phone: 'bookings.errors.invalidPhone',
  range_reversed: 'bookings.errors.rangeReversed',
  range_too_long: 'bookings.errors.rangeTooLong',
  invalid_payment_condition: 'bookings.errors.paymentCondition',
  required: 'bookings.errors.required',
  too_small: 'bookings.errors.required',
  too_big: 'bookings.errors.tooLong',
  invalid_type: 'bookings.errors.invalid',
  invalid_format: 'bookings.errors.invalid',
  invalid_value: 'bookings.errors.invalid',
  '*': 'bookings.errors.invalid',
};

export function errorKeyOf(issue: { message: string; code?: string }): string {
  return issueKey(issue, BOOKING_ERROR_KEYS);
}

const collect = (issues: readonly Issue[]): FieldErrors => issuesToKeys(issues, BOOKING_ERROR_KEYS);

/** The input the modal sends in its mode: where the server's field errors point. */
export function inputOf(form: BookingFormState, mode: BookingModalMode, codRes: number | null): unknown {
  if (mode === 'new' || mode === 'edit') return toSaveInput(form, codRes);
  return codRes ? toActivityInput(form, codRes, mode === 'checkin' ? 'I' : 'O') : {};
}

/** Validates with the service's schema: the form cannot send what the server would refuse as bad input. */
export function validateForm(form: BookingFormState, mode: BookingModalMode, codRes: number | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.DTRESERVA) errors.DTRESERVA = 'bookings.errors.required';
  if (!form.DHSAIDAPREV) errors.DHSAIDAPREV = 'bookings.errors.required';
  if (mode === 'new' || mode === 'edit') {
    const r = addOrChangeBookingInput.safeParse(toSaveInput(form, codRes));
    return r.success ? errors : { ...collect(r.error.issues), ...errors };
  }
  if ((mode === 'checkin' || mode === 'postpone') && codRes) {
    const input = toActivityInput(form, codRes, mode === 'checkin' ? 'I' : 'O');
    const r = setActivityBookingInput.safeParse(input);
    if (!r.success) return { ...collect(r.error.issues), ...errors };
    if (form.DTRESERVA && form.DHSAIDAPREV && form.DHSAIDAPREV < form.DTRESERVA)
      errors.DHSAIDAPREV = 'bookings.errors.checkoutBeforeCheckin';
  }
  return errors;
}

/**
 * Guests who already completed the web check-in and whose data this form changes: the modal asks
 * to confirm before editing them (the 'confirm edit person' modal).
 */
export function changedCheckedInGuests(original: BookingFormState | null, form: BookingFormState): string[] {
  if (!original) return [];
  const names: string[] = [];
  for (const block of form.pessoas) {
    if (block.statusWebCheckin !== 'D' || !block.CODPESRES) continue;
    const before = original.pessoas.find((p) => p.CODPESRES === block.CODPESRES);
    if (!before) continue;
    const changed = (['NOME', 'EMAIL', 'TELEFONE', 'DOC'] as const).some((f) => before[f].trim() !== block[f].trim());
    if (changed) names.push(before.NOME);
  }
  return names;
}

/**
 * The postpone modal's date decides the outcome (spec section 4, STATUS O): after the hotel's today it
 * postpones; today or earlier it checks the guest out, which cannot be undone.
 */
export function checksOut(newCheckOut: string, hotelToday: string): boolean {
  return newCheckOut !== '' && newCheckOut <= hotelToday;
}

/** The dates are judged together (check-out before check-in): changing one settles the other's error too. */
const LINKED: Record<string, readonly string[]> = { DTRESERVA: ['DHSAIDAPREV'], DHSAIDAPREV: ['DTRESERVA'] };

/** The form's value at an error's path ('VOUCHER', 'pessoasReserva.1.EMAIL'); undefined when the path names none. */
function valueAt(form: BookingFormState, path: string): unknown {
  const [head, index, field] = path.split('.');
  if (head === 'pessoasReserva' && index !== undefined && field !== undefined)
    return form.pessoas[Number(index)]?.[field as keyof GuestBlock];
  return head !== undefined && head in form && index === undefined ? form[head as keyof BookingFormState] : undefined;
}

/**
 * The errors still standing once the form changed: a field's error goes as soon as its value changes (the next
 * confirm judges it again); an error the form cannot place stays until then.
 */
export function errorsAfterChange<E extends Record<string, string>>(errors: E, before: BookingFormState, after: BookingFormState): E {
  const changed = (path: string) => valueAt(before, path) !== valueAt(after, path);
  const out = { ...errors };
  for (const path of Object.keys(errors)) {
    if (changed(path) || (LINKED[path] ?? []).some(changed)) delete out[path];
  }
  return out;
}
