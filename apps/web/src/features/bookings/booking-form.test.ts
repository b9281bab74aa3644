import type { BookingDetails } from '@gm/contracts/bookings';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from '../../lib/form-errors';
import {
  BOOKING_ERROR_KEYS,
  type BookingFormState,
  changedCheckedInGuests,
  checksOut,
  editableFields,
  emptyForm,
  emptyGuest,
  errorsAfterChange,
  formFromDetails,
  toActivityInput,
  toSaveInput,
  validateForm,
} from './booking-form';

function filled(): BookingFormState {
  const f = emptyForm();
  f.VOUCHER = ' V-100 ';
  f.DTRESERVA = '2031-01-10';
  f.DHSAIDAPREV = '2031-01-12';
  f.ORIGEM = 'Balcão';
  f.pessoas[0] = { ...f.pessoas[0]!, NOME: 'Maria Souza', EMAIL: 'Maria@Example.test', TELEFONE: '+55 11 98765-4321', DOC: '' };
  return f;
}

const details = {
  CODRES: 7,
  STATUS: 'R',
  VOUCHER: 'V-7',
  DTRESERVA: '10/01/2031',
  DHSAIDAPREV: '12/01/2031',
  DHINCLUSAO: '01/01/2031',
  ORIGEM: null,
  CONDPAGTO: 'invoiced',
  pessoasReserva: [
    { CODPESRES: 70, NOME: 'Ana', EMAIL: null, TELEFONE: null, DOC: '123', statusWebCheckin: 'D' },
    { CODPESRES: 71, NOME: 'Bia', EMAIL: 'bia@x.test', TELEFONE: null, DOC: null, statusWebCheckin: 'P' },
  ],
} as unknown as BookingDetails;

describe('booking form', () => {
  it('lets check-in change only the check-out date and guests, and postpone only the check-out date', () => {
    expect(editableFields('new')).toEqual({
      voucher: true,
      checkIn: true,
      checkOut: true,
      origin: true,
      paymentCondition: true,
      guests: true,
    });
    expect(editableFields('edit')).toMatchObject({ voucher: true, paymentCondition: true });
    expect(editableFields('checkin')).toEqual({
      voucher: false,
      checkIn: false,
      checkOut: true,
      origin: false,
      paymentCondition: false,
      guests: true,
    });
    expect(editableFields('postpone')).toEqual({
      voucher: false,
      checkIn: false,
      checkOut: true,
      origin: false,
      paymentCondition: false,
      guests: false,
    });
    expect(Object.values(editableFields('view')).some(Boolean)).toBe(false);
  });

  it('reads a booking into the form (DD/MM/YYYY to ISO, nulls to empty) and keeps the guests codes', () => {
    const f = formFromDetails(details);
    expect(f).toMatchObject({ VOUCHER: 'V-7', DTRESERVA: '2031-01-10', DHSAIDAPREV: '2031-01-12', ORIGEM: '', CONDPAGTO: 'invoiced' });
    expect(f.pessoas.map((p) => [p.CODPESRES, p.NOME, p.EMAIL, p.DOC, p.statusWebCheckin])).toEqual([
      [70, 'Ana', '', '123', 'D'],
      [71, 'Bia', 'bia@x.test', '', 'P'],
    ]);
    expect(new Set(f.pessoas.map((p) => p.key)).size).toBe(2);
  });

  it('builds AddOrChangeBooking (STATUS R, CODRES only when editing, trimmed, empty as null)', () => {
    expect(toSaveInput(filled(), null)).toEqual({
      STATUS: 'R',
      VOUCHER: 'V-100',
      ORIGEM: 'Balcão',
      DTRESERVA: '2031-01-10',
      DHSAIDAPREV: '2031-01-12',
      CONDPAGTO: 'guest',
      pessoasReserva: [{ CODPESRES: null, NOME: 'Maria Souza', EMAIL: 'Maria@Example.test', TELEFONE: '+55 11 98765-4321', DOC: null }],
    });
    expect(toSaveInput(filled(), 9).CODRES).toBe(9);
  });

  it('sends the guests with a check-in (I) but not with a check-out change (O)', () => {
    expect(toActivityInput(filled(), 9, 'I').pessoasReserva).toHaveLength(1);
    expect(toActivityInput(filled(), 9, 'O')).not.toHaveProperty('pessoasReserva');
    expect(toActivityInput(filled(), 9, 'O')).toMatchObject({ CODRES: 9, STATUS: 'O', DHSAIDAPREV: '2031-01-12' });
  });

  it("validates with the service's schema: required fields, e-mail, phone, dates in order", () => {
    expect(validateForm(filled(), 'new', null)).toEqual({});
    const f = filled();
    f.VOUCHER = '  ';
    f.DHSAIDAPREV = '2031-01-09';
    f.pessoas[0]!.NOME = '';
    f.pessoas[0]!.EMAIL = 'maria@';
    f.pessoas.push({ ...emptyGuest(), NOME: 'Zé', TELEFONE: 'abc' });
    const errors = validateForm(f, 'new', null);
    expect(errors).toMatchObject({
      VOUCHER: 'bookings.errors.required',
      'pessoasReserva.0.NOME': 'bookings.errors.required',
      'pessoasReserva.0.EMAIL': 'ui.inputErrors.email',
      'pessoasReserva.1.TELEFONE': 'bookings.errors.invalidPhone',
    });
    const dates = filled();
    dates.DHSAIDAPREV = '2031-01-09';
    expect(validateForm(dates, 'edit', 3)).toEqual({ DHSAIDAPREV: 'bookings.errors.checkoutBeforeCheckin' });
    const empty = filled();
    empty.DTRESERVA = '';
    expect(validateForm(empty, 'new', null).DTRESERVA).toBe('bookings.errors.required');
    const postpone = filled();
    postpone.DHSAIDAPREV = '2031-01-01';
    expect(validateForm(postpone, 'postpone', 3)).toEqual({ DHSAIDAPREV: 'bookings.errors.checkoutBeforeCheckin' });
    expect(validateForm(filled(), 'checkin', 3)).toEqual({});
    // A condition the contract does not know (an old tab, a hand-made request) lands on its field, translated.
    const condition = { ...filled(), CONDPAGTO: 'free' as unknown as BookingFormState['CONDPAGTO'] };
    expect(validateForm(condition, 'edit', 3)).toEqual({ CONDPAGTO: 'bookings.errors.paymentCondition' });
  });

  it('maps server field errors (400) to the same keys', () => {
    const errors = [
      { path: 'DHSAIDAPREV', message: 'checkout_before_checkin' },
      { path: 'pessoasReserva.0.EMAIL', message: 'invalid_email' },
      { path: 'VOUCHER', message: 'Too big: expected string to have <=60 characters' },
      { path: 'CONDPAGTO', message: 'invalid_payment_condition' },
    ];
    expect(serverFieldErrors({ http: 400, errors }, (k) => k, { keys: BOOKING_ERROR_KEYS }).fields).toEqual({
      DHSAIDAPREV: 'bookings.errors.checkoutBeforeCheckin',
      'pessoasReserva.0.EMAIL': 'ui.inputErrors.email',
      VOUCHER: 'bookings.errors.invalid',
      CONDPAGTO: 'bookings.errors.paymentCondition',
    });
  });

  it('names the guests with a completed web check-in whose data the form changes', () => {
    const original = formFromDetails(details);
    const form = structuredClone(original);
    expect(changedCheckedInGuests(original, form)).toEqual([]);
    form.pessoas[1]!.NOME = 'Beatriz';
    expect(changedCheckedInGuests(original, form)).toEqual([]);
    form.pessoas[0]!.DOC = '999';
    expect(changedCheckedInGuests(original, form)).toEqual(['Ana']);
    expect(changedCheckedInGuests(null, form)).toEqual([]);
  });

  it("reads a check-out change on or before the hotel's today as a check-out", () => {
    expect(checksOut('2031-01-10', '2031-01-10')).toBe(true);
    expect(checksOut('2031-01-09', '2031-01-10')).toBe(true);
    expect(checksOut('2031-01-11', '2031-01-10')).toBe(false);
    expect(checksOut('', '2031-01-10')).toBe(false);
  });
});

describe('errorsAfterChange', () => {
  it("drops a field's error as soon as its value changes, keeps the others", () => {
    const before = filled();
    const errors = { VOUCHER: 'Required', 'pessoasReserva.0.EMAIL': 'E-mail', 'pessoasReserva.1.NOME': 'Name', other: 'x' };
    const voucher = { ...before, VOUCHER: 'V-200' };
    expect(errorsAfterChange(errors, before, voucher)).toEqual({
      'pessoasReserva.0.EMAIL': 'E-mail',
      'pessoasReserva.1.NOME': 'Name',
      other: 'x',
    });
    const email = { ...before, pessoas: before.pessoas.map((g, i) => (i === 0 ? { ...g, EMAIL: 'a@b.test' } : g)) };
    expect(errorsAfterChange(errors, before, email)).toEqual({ VOUCHER: 'Required', 'pessoasReserva.1.NOME': 'Name', other: 'x' });
    expect(errorsAfterChange(errors, before, { ...before })).toEqual(errors);
  });
  it('a date change settles both date errors (check-out before check-in is about the pair)', () => {
    const before = { ...filled(), DTRESERVA: '2026-03-10', DHSAIDAPREV: '2026-03-01' };
    const errors = { DHSAIDAPREV: 'Check-out before check-in', VOUCHER: 'Required' };
    expect(errorsAfterChange(errors, before, { ...before, DTRESERVA: '2026-02-28' })).toEqual({ VOUCHER: 'Required' });
    expect(errorsAfterChange({ DTRESERVA: 'Required' }, { ...before, DTRESERVA: '' }, before)).toEqual({});
  });
});
