import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyContract } from '../contract';
import { paymentReply, savedCardReply } from './replies';
import * as contracts from './services';

/** Every property name a JSON schema declares, at any depth. */
function propertyNames(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const own = (schema as { properties?: Record<string, unknown> }).properties;
  return [...Object.keys(own ?? {}), ...Object.values(schema as Record<string, unknown>).flatMap(propertyNames)];
}

const all = Object.values(contracts) as AnyContract[];

describe('billing replies', () => {
  it('declare no card number and no CVV: a card travels as its tag and masked numbers only', () => {
    for (const c of all) {
      const names = propertyNames(z.toJSONSchema(c.output, { io: 'output', unrepresentable: 'any' }));
      expect(names.length, c.name).toBeGreaterThan(1);
      expect(
        names.filter((n) => /cvv|security|cardnumber|^number$|pan$/i.test(n)),
        c.name,
      ).toEqual([]);
      for (const n of names.filter((x) => /number/i.test(x))) expect(['masked_number', 'display_number'], c.name).toContain(n);
    }
  });

  it('refuse a card number or CVV a reply would carry (the reply check finds undeclared fields)', () => {
    const card = {
      status: 1,
      tagJwt: 'c123',
      data: { brand: 'Visa', masked_number: '************3191', display_number: '**** 3191' },
      message: 'ok',
    };
    expect(savedCardReply.parse(card)).toEqual(card);
    const leaked = { ...card, cardNumber: '4111111111111111', data: { ...card.data, cvv: '123' } };
    expect(savedCardReply.parse(leaked)).not.toEqual(leaked);
  });

  it('describe a payment being processed and a voided reservation', () => {
    const base = { status: 1, codCab: 7, LR: null, eveUltStatus: null, idempotencyKey: 'k1234567' };
    expect(paymentReply.safeParse({ ...base, success: null, estado: 'processing', message: 'x', pollAfterMs: 2000 }).success).toBe(true);
    expect(paymentReply.safeParse({ ...base, success: true, estado: 'voided', message: 'x', novoCodCabDuplicado: 8 }).success).toBe(true);
    expect(paymentReply.safeParse({ ...base, success: false, estado: 'failure', message: 'x' }).success).toBe(false);
  });

  it('are on the web base path first, staff ones with PAY:listfaturas', () => {
    for (const c of all) expect(c.basePaths?.[0], c.name).toMatch(/^\/jwt\/brokerJson\/(pay|checkin)$/);
    expect(all.filter((c) => c.access === 'user').every((c) => c.permission === contracts.listInvoices.permission)).toBe(true);
    expect(all).toHaveLength(14);
  });
});
