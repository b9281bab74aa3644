import { addOrChangeBookingInput } from '@gm/contracts/bookings';
import { criarUsuarioInput } from '@gm/contracts/checkin';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import pt from '../i18n/pt.json';
import { hasPath, issueKey, issuesToKeys, schemaKeys, serverFieldErrors, translateKeys } from './forms';
import { startStepper, stepperReducer } from './step-form';

const echo = (k: string) => `t:${k}`;

/** A form's own keys, as the booking form declares them (lib/ imports no feature). */
const BOOKING_ERROR_KEYS = {
  checkout_before_checkin: 'bookings.errors.checkoutBeforeCheckin',
  required: 'bookings.errors.required',
  too_small: 'bookings.errors.required',
  '*': 'bookings.errors.invalid',
};

/** A key's text in a catalog (the key itself when missing, as the app's translate does). */
const translator = (catalog: unknown) => (key: string) => {
  const found = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], catalog);
  return typeof found === 'string' ? found : key;
};

describe('form kit: zod issues to error keys', () => {
  it('reads the contract message first, then the zod code, then the form fallback', () => {
    expect(issueKey({ message: 'required' })).toBe('ui.form.required');
    expect(issueKey({ message: 'Too small: expected string to have >=2 characters', code: 'too_small' })).toBe('ui.form.required');
    expect(issueKey({ message: 'whatever', code: 'too_big' })).toBe('ui.form.tooLong');
    expect(issueKey({ message: 'whatever' })).toBe('ui.form.invalid');
    expect(issueKey({ message: 'whatever' }, { '*': 'bookings.errors.invalid' })).toBe('bookings.errors.invalid');
    expect(issueKey({ message: 'checkout_before_checkin' }, BOOKING_ERROR_KEYS)).toBe('bookings.errors.checkoutBeforeCheckin');
  });

  it("validates with a contract's input schema: one key per field, under the form's own field names", () => {
    const input = { criarUsu: { nomeCompleto: 'A', email: 'not-an-email', sexo: 'X' } };
    const keys = schemaKeys(criarUsuarioInput, input, {}, (p) => p.replace(/^criarUsu\./, ''));
    expect(keys).toEqual({ nomeCompleto: 'ui.form.required', email: expect.stringMatching(/^ui\.form\./), sexo: 'ui.form.invalid' });
    expect(schemaKeys(criarUsuarioInput, { criarUsu: { nomeCompleto: 'Ana Souza' } })).toEqual({});
  });

  it('keeps the first issue of a field and drops paths the form does not show', () => {
    const issues = [
      { path: ['a'], message: 'required' },
      { path: ['a'], message: 'x', code: 'too_big' },
      { path: ['hidden'], message: 'required' },
    ];
    expect(issuesToKeys(issues, {}, (p) => (p === 'hidden' ? null : p))).toEqual({ a: 'ui.form.required' });
  });

  it('checks the booking schema as the booking modal does', () => {
    const bad = { STATUS: 'R', VOUCHER: '', ORIGEM: null, DTRESERVA: '2030-01-10', DHSAIDAPREV: '2030-01-05', pessoasReserva: [] };
    const keys = schemaKeys(addOrChangeBookingInput, bad, BOOKING_ERROR_KEYS);
    expect(keys.VOUCHER).toBe('bookings.errors.required');
    expect(keys.DHSAIDAPREV).toBe('bookings.errors.checkoutBeforeCheckin');
  });
});

describe('form kit: server errors to fields', () => {
  it("puts a 422's translated message on the field it names, without a toast", () => {
    const r = serverFieldErrors(
      { http: 422, errors: [{ path: 'alterarPessoa.dataNasc', message: 'Data de nascimento inválida.' }] },
      echo,
      { fieldOf: (p) => p.split('.').pop() ?? p },
    );
    expect(r).toEqual({ fields: { dataNasc: 'Data de nascimento inválida.' }, order: ['dataNasc'], unplaced: false });
  });

  it("translates a 400's zod messages through the error keys", () => {
    const r = serverFieldErrors(
      {
        http: 400,
        errors: [
          { path: 'VOUCHER', message: 'Too big: expected string to have <=60 characters' },
          { path: 'DHSAIDAPREV', message: 'checkout_before_checkin' },
        ],
      },
      echo,
      { keys: BOOKING_ERROR_KEYS },
    );
    expect(r.fields).toEqual({ VOUCHER: 't:bookings.errors.invalid', DHSAIDAPREV: 't:bookings.errors.checkoutBeforeCheckin' });
    expect(r.order).toEqual(['VOUCHER', 'DHSAIDAPREV']);
  });

  it('sends to the toast what names no field of the form, and a refusal with no field at all', () => {
    const values = { dataNasc: '', pessoas: [{ EMAIL: '' }] };
    const isField = (f: string) => hasPath(values, f);
    const r = serverFieldErrors(
      {
        http: 422,
        errors: [
          { path: 'cpf', message: 'CPF inválido' },
          { path: 'pessoas.0.EMAIL', message: 'E-mail já cadastrado.' },
        ],
      },
      echo,
      { isField },
    );
    expect(r).toEqual({ fields: { 'pessoas.0.EMAIL': 'E-mail já cadastrado.' }, order: ['pessoas.0.EMAIL'], unplaced: true });
    expect(serverFieldErrors({ http: 422, errors: [] }, echo).unplaced).toBe(true);
  });

  it('translates a key left in a refusal (legacy extra.errors) instead of showing it raw', () => {
    expect(serverFieldErrors({ http: 422, errors: [{ path: 'x', message: 'required' }] }, echo).fields).toEqual({
      x: 't:ui.form.required',
    });
  });

  it('has every kit key in pt, en and es', () => {
    const catalogs = { pt, en, es };
    const keys = ['required', 'email', 'date', 'phone', 'characters', 'tooLong', 'invalid'].map((k) => `ui.form.${k}`);
    for (const lng of ['pt', 'en', 'es'] as const) {
      const t = translator(catalogs[lng]);
      const msgs = translateKeys(Object.fromEntries(keys.map((k) => [k, k])), t);
      for (const k of keys) expect(msgs[k], `${lng} ${k}`).not.toBe(k);
    }
    expect(translator(catalogs.pt)('ui.form.required')).not.toBe(translator(catalogs.en)('ui.form.required'));
  });
});

describe('step form: values per step, back and next', () => {
  it('keeps each step values while going back and forth, and never past the ends', () => {
    let s = startStepper<{ a?: string; b?: string }>(3, [{ a: '1' }]);
    s = stepperReducer(s, { type: 'back' });
    expect(s.index).toBe(0);
    s = stepperReducer(s, { type: 'change', patch: { a: '2' } });
    s = stepperReducer(s, { type: 'next' });
    s = stepperReducer(s, { type: 'change', patch: { b: 'x' } });
    s = stepperReducer(s, { type: 'back' });
    expect(s.values[0]).toEqual({ a: '2' });
    s = stepperReducer(s, { type: 'next' });
    expect(s.values[1]).toEqual({ b: 'x' });
    s = stepperReducer(stepperReducer(s, { type: 'next' }), { type: 'next' });
    expect(s.index).toBe(2);
    // 'go' only to a step already reached.
    expect(stepperReducer({ ...s, index: 1 }, { type: 'go', index: 2 }).index).toBe(1);
    expect(stepperReducer(s, { type: 'go', index: 0 }).index).toBe(0);
  });
});
