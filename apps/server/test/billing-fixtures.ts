import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AcquirerPort } from '../src/adapters/acquirer/port';
import { sandboxAcquirer, sandboxTestCard } from '../src/adapters/acquirer/sandbox';
import type { Db } from '../src/db/pool';
import { signToken } from '../src/platform/tokens';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { call, signIn, type TestEnv } from './harness';
import { HOTEL_TODAY } from './hotel-day';

/** Shared set-up of the billing and payment tests (not a test file itself). */

export const PAY = '/jwt/brokerJson/pay';
export const CHECKIN = '/jwt/brokerJson/checkin';

export interface Counts {
  tokenizeCard: number;
  createSale: number;
  capture: number;
  void: number;
  getPayment: number;
  findByMerchantOrderId: number;
}

/** Wraps an acquirer and counts every call (the tests' "how many charges reached the acquirer"). */
export function counting(inner: AcquirerPort): { port: AcquirerPort; counts: Counts; reset(): void } {
  const counts: Counts = { tokenizeCard: 0, createSale: 0, capture: 0, void: 0, getPayment: 0, findByMerchantOrderId: 0 };
  const port: AcquirerPort = {
    name: inner.name,
    tokenizeCard: (i) => (counts.tokenizeCard++, inner.tokenizeCard(i)),
    createSale: (i) => (counts.createSale++, inner.createSale(i)),
    capture: (id, a) => (counts.capture++, inner.capture(id, a)),
    void: (id, a) => (counts.void++, inner.void(id, a)),
    getPayment: (id) => (counts.getPayment++, inner.getPayment(id)),
    findByMerchantOrderId: (id) => (counts.findByMerchantOrderId++, inner.findByMerchantOrderId(id)),
  };
  return {
    port,
    counts,
    reset() {
      for (const k of Object.keys(counts) as (keyof Counts)[]) counts[k] = 0;
    },
  };
}

/** Installs a counting sandbox acquirer (no latency) as the env's acquirer port. */
export function installSandbox(env: TestEnv, extra: Partial<AcquirerPort> = {}) {
  const sandbox = sandboxAcquirer(env.db, { latencyMs: 0, timeoutMs: 0, seed: 7 });
  const c = counting({ ...sandbox, ...extra });
  env.deps.ports = { ...(env.deps.ports ?? {}), acquirer: c.port };
  return { sandbox, ...c };
}

export async function createBooking(
  db: Db,
  institutionId: number,
  guestName = 'Maria Hóspede',
  voucher = `V${Math.random().toString(36).slice(2, 10)}`,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO bookings (institution_id, voucher, check_in, check_out, origin, search_text)
     VALUES ($1, $2, ${HOTEL_TODAY}, ${HOTEL_TODAY} + 2, 'Balcão', lower($2)) RETURNING id`,
    [institutionId, voucher],
  );
  const id = Number(rows[0]!.id);
  await db.query(
    `INSERT INTO booking_persons (booking_id, institution_id, position, name, email, doc) VALUES ($1, $2, 0, $3, 'maria@guest.test', '52998224725')`,
    [id, institutionId, guestName],
  );
  return id;
}

export interface Actors {
  admin: string;
  reception: string;
  other: string;
  none: string;
  otherHotel: number;
}

/** Signed-in callers: Hotel Demo admin and reception (PAY listfaturas), another hotel's admin, a Hotel Demo user without PAY. */
export async function actors(env: TestEnv, tag = 'b'): Promise<Actors> {
  const otherHotel = await createInstitution(env.db, {
    name: `Outro Hotel ${tag}`,
    flags: { QTDMAXPARCELASPGTO: 3, TSYCFGHASPAYMENT: 'S' },
  });
  await createUser(env.db, {
    email: `outro-${tag}@other.test`,
    name: 'Outro',
    password: 'demo1234',
    institutions: [otherHotel],
    permissions: allPermissionsFor(otherHotel),
  });
  await createUser(env.db, {
    email: `semperm-${tag}@demo.test`,
    name: 'Sem PAY',
    password: 'demo1234',
    institutions: [env.demo.hotel],
    permissions: [`TRIAL:${env.demo.hotel}:*`, `HOTEL:${env.demo.hotel}:*`],
  });
  return {
    admin: (await signIn(env.app, 'admin@demo.test')).token,
    reception: (await signIn(env.app, 'recepcao@demo.test')).token,
    other: (await signIn(env.app, `outro-${tag}@other.test`)).token,
    none: (await signIn(env.app, `semperm-${tag}@demo.test`)).token,
    otherHotel,
  };
}

export function bookingToken(env: TestEnv, institutionId: number, bookingId: number): Promise<string> {
  return signToken(env.deps.config.jwtSecret, { typ: 'booking', ins: institutionId, res: bookingId, sub: '1' }, 3600);
}

export function contextToken(env: TestEnv, institutionId: number): Promise<string> {
  return signToken(env.deps.config.jwtSecret, { typ: 'context', ins: institutionId }, 3600);
}

/** The credit-card form (spec section 3) for a sandbox outcome digit. */
export function cardForm(lastDigit: number, brand: 'Visa' | 'Master' | 'Amex' = 'Visa', extra: Record<string, unknown> = {}) {
  const number = sandboxTestCard(lastDigit, brand);
  return {
    cardFirstName: 'maria',
    cardLastName: 'da silva',
    cardNumber:
      brand === 'Amex' ? `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}` : number.replace(/(\d{4})(?=\d)/g, '$1 '),
    cardCvv: brand === 'Amex' ? '1234' : '123',
    cardExpiryMonth: '12',
    cardExpiryYear: '2031',
    ...extra,
  };
}

export function post(app: FastifyInstance, service: string, body: unknown, token?: string | null, base = PAY, locale?: string) {
  return call(app, `${base}/${service}${locale ? `?locale=${locale}` : ''}`, body, token);
}

/** Every row of the billing tables: equal before and after means a refused call changed nothing. */
export async function billingFingerprint(db: Db): Promise<string> {
  const tables = [
    'invoices',
    'invoice_items',
    'saved_cards',
    'payment_attempts',
    'payment_events',
    'acquirer_sandbox_sales',
    'acquirer_sandbox_cards',
    'pgboss.job',
  ];
  const parts: string[] = [];
  for (const t of tables) {
    const { rows } = await db.query<{ h: string | null }>(`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${t} x`);
    parts.push(`${t}:${rows[0]!.h ?? '-'}`);
  }
  return parts.join(',');
}

/** Asserts a refused call: the status, the status-0 shape, and nothing written. */
export async function expectRefused(db: Db, http: number, run: () => Promise<{ statusCode: number; json(): unknown }>, code?: string) {
  const before = await billingFingerprint(db);
  const r = await run();
  expect(r.statusCode).toBe(http);
  const body = r.json() as { status: number; code: string; message: string };
  expect(body.status).toBe(0);
  expect(body.message.length).toBeGreaterThan(3);
  if (code) expect(body.code).toBe(code);
  expect(await billingFingerprint(db)).toBe(before);
  return body;
}

/** Makes the billing jobs due now and runs them (the job runner's SKIP LOCKED claim). */
export async function runBillingJobs(env: TestEnv, kinds = ['billing.reconcile']): Promise<number> {
  const { runDueJobs } = await import('../src/platform/jobs');
  const { makeJobsDue } = await import('./jobs-helpers');
  await makeJobsDue(env.db, kinds);
  let total = 0;
  for (let i = 0; i < 5; i++) {
    const n = await runDueJobs(env.deps, 50, kinds);
    total += n;
    if (!n) break;
    await makeJobsDue(env.db, kinds);
  }
  return total;
}

/** An invoice with items on a booking, created through the services. */
export async function invoiceWithItems(env: TestEnv, token: string, bookingId: number, items: [number, number][] = [[2, 150]]) {
  const created = await post(env.app, 'HandleFaturaService', { codRes: bookingId, descricao: 'Diárias' }, token);
  expect(created.statusCode).toBe(200);
  const codCab = (created.json() as { codCab: number }).codCab;
  for (const [qtd, vlrUnit] of items) {
    const r = await post(
      env.app,
      'HandleItemFaturaService',
      { codRes: bookingId, codCab, qtd, vlrUnit, descricao: 'Diária', dhInclusao: '2026-01-10' },
      token,
    );
    expect(r.statusCode, r.body).toBe(200);
  }
  return codCab;
}

export async function saveCard(
  env: TestEnv,
  token: string,
  bookingId: number,
  digit: number,
  brand: 'Visa' | 'Master' | 'Amex' = 'Visa',
): Promise<string> {
  const r = await post(env.app, 'CreatePaymentMethodService', { codRes: bookingId, ...cardForm(digit, brand) }, token);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { tagJwt: string }).tagJwt;
}
