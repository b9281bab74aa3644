import { addDays, formatStayDate, todayIn } from '@gm/domain/bookings';
import { DEFAULT_TIME_ZONE } from '@gm/domain/dates';
import { expect } from 'vitest';
import type { LiveEvent } from '../src/platform/events';
import { signToken } from '../src/platform/tokens';
import { createInstitution, createUser } from '../src/seed/factories';
import { call, signIn, type TestEnv } from './harness';

/** Shared by the bookings*.test.ts and pms*.test.ts files. */
export const TRIAL = '/jwt/brokerJson/trial';
export const CORE = '/jwt/broker/core';
export const CHECKIN = '/jwt/brokerJson/checkin';

/** A date of stay relative to São Paulo's today, as DD/MM/YYYY. */
export function day(offset: number): string {
  return formatStayDate(addDays(todayIn(DEFAULT_TIME_ZONE), offset));
}

let seq = 0;
export function uniqueVoucher(prefix = 'T'): string {
  seq += 1;
  return `${prefix}-${Date.now().toString(36)}-${seq}`;
}

export function guest(name: string, extra: Record<string, unknown> = {}) {
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\W+/g, '.');
  return { NOME: name, EMAIL: `${slug}@example.test`, TELEFONE: '+55 11 98765-4321', DOC: '52998224725', ...extra };
}

export function bookingBody(extra: Record<string, unknown> = {}) {
  return {
    STATUS: 'R',
    VOUCHER: uniqueVoucher(),
    ORIGEM: 'Balcão',
    DTRESERVA: day(0),
    DHSAIDAPREV: day(2),
    pessoasReserva: [guest('Maria Souza'), guest('José Conceição', { DOC: '111.444.777-35' })],
    ...extra,
  };
}

export interface Saved {
  CODRES: number;
  reserva: { VOUCHER: string; STATUS: string; pessoasReserva: { CODPESRES: number; NOME: string }[]; [k: string]: unknown };
  [k: string]: unknown;
}

export async function createBooking(env: TestEnv, token: string, extra: Record<string, unknown> = {}): Promise<Saved> {
  const r = await call(env.app, `${TRIAL}/InserirAlterarReservaService`, bookingBody(extra), token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as Saved;
}

/** A hotel of its own with a user holding the given TRIAL actions there (made with the factories). */
export async function newHotelUser(env: TestEnv, actions: string[], opts: { flags?: Record<string, unknown>; email?: string } = {}) {
  const hotel = await createInstitution(env.db, { name: `Hotel ${uniqueVoucher('H')}`, flags: { HASMAPARESERVAS: 'S', ...opts.flags } });
  const email = opts.email ?? `${uniqueVoucher('u').toLowerCase()}@factory.test`;
  await createUser(env.db, {
    email,
    name: 'Factory User',
    password: 'demo1234',
    institutions: [hotel],
    permissions: actions.map((a) => `TRIAL:${hotel}:${a}`),
  });
  return { hotel, token: (await signIn(env.app, email)).token };
}

/** A user of Hotel Demo holding only the given TRIAL actions. */
export async function demoUserWith(env: TestEnv, actions: string[]): Promise<string> {
  const email = `${uniqueVoucher('only').toLowerCase()}@demo.test`;
  await createUser(env.db, {
    email,
    name: `Só ${actions.join(',') || 'nada'}`,
    password: 'demo1234',
    institutions: [env.demo.hotel],
    permissions: actions.map((a) => `TRIAL:${env.demo.hotel}:${a}`),
  });
  return (await signIn(env.app, email)).token;
}

/** The admin's token switched to another of its hotels. */
export async function adminAt(env: TestEnv, codIns: number): Promise<string> {
  const { token } = await signIn(env.app, 'admin@demo.test');
  const r = await call(env.app, '/broker/auth/ChangeContextIns', { _attributes: { codIns } }, token);
  expect(r.statusCode).toBe(200);
  return (r.json() as { token: string }).token;
}

/** A guest's booking token (what the check-in link carries). */
export function bookingToken(env: TestEnv, codIns: number, codRes: number, codPes?: number): Promise<string> {
  return signToken(
    env.deps.config.jwtSecret,
    { typ: 'booking', ins: codIns, res: codRes, ...(codPes ? { sub: String(codPes) } : {}) },
    3600,
  );
}

/** Records live events of a hotel (through PostgreSQL LISTEN/NOTIFY, as the SSE stream gets them). */
export function listen(env: TestEnv, codIns: number) {
  const events: LiveEvent[] = [];
  const stop = env.deps.events.subscribe(codIns, (e) => events.push(e));
  return {
    events,
    stop,
    async waitFor(pred: (e: LiveEvent) => boolean, ms = 3000): Promise<LiveEvent> {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        const hit = events.find(pred);
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no matching live event; got ${JSON.stringify(events)}`);
    },
  };
}

/** Row snapshot of the bookings tables, to prove a refused call changed nothing. */
export async function snapshot(env: TestEnv): Promise<string> {
  const parts = await Promise.all(
    ['bookings', 'booking_persons', 'booking_events', 'pms_registrations', 'booking_counts', 'pgboss.job'].map(async (t) => {
      const { rows } = await env.db.query<{ h: string | null }>(`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${t} x`);
      return `${t}:${rows[0]!.h ?? '-'}`;
    }),
  );
  return parts.join(',');
}
