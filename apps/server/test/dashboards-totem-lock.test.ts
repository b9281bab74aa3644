import { DASHBOARDS } from '@gm/contracts/dashboards/catalogue';
import type { QueryColumn } from '@gm/contracts/dashboards/replies';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { modules } from '../src/modules';
import { createInstitution, createUser } from '../src/seed/factories';
import { call, createTestEnv, signIn } from './harness';

/**
 * The totem and door-lock dashboard families (decision 0073): the kiosk's session report (RegistrarSessaoTotemService),
 * each query's numbers against the rows made here, tenancy, permission per family, bad parameters, and each
 * dashboard's workbook parsed back.
 */
const env = await createTestEnv();

const hotel = await createInstitution(env.db, { name: 'Hotel Totem', network: 'Rede Totem' });
const other = await createInstitution(env.db, { name: 'Hotel Vizinho', network: 'Rede Totem' });
const user = (email: string, institutions: number[], permissions: string[]) =>
  createUser(env.db, { email, name: email, password: 'demo1234', institutions, permissions });
await user('totem@dash.test', [hotel, other], [`DASH:${hotel}:webcheckins`]);
await user('lock@dash.test', [hotel, other], [`DASH:${hotel}:door-lock`]);
await user('nodash@dash.test', [hotel], [`TRIAL:${hotel}:*`]);
await user('network@totem.test', [hotel, other], [`DASH:${hotel}:webcheckins`, `DASH:${other}:webcheckins`, `DASH:${hotel}:door-lock`]);
await user('admin@totem.test', [hotel], [`CHANGEINS:${hotel}:basic`]);
await user('admin@vizinho.test', [other], [`CHANGEINS:${other}:basic`]);

const totemUser = (await signIn(env.app, 'totem@dash.test')).token;
const lockUser = (await signIn(env.app, 'lock@dash.test')).token;
const noDash = (await signIn(env.app, 'nodash@dash.test')).token;

const TRIAL = '/jwt/brokerJson/trial';
const CHECKIN = '/jwt/brokerJson/checkin';
const DAY = '2026-03-02';
const march = { DHINCLUSAOINI: '01/03/2026', DHINCLUSAOFIN: '31/03/2026' };
const q = (name: string, body: object, token: string) => call(env.app, `/dashboardQueries/executeQuery/${name}`, body, token);
const rowsOf = async (name: string, token: string, body: object = march) => {
  const r = await q(name, body, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().rows as Record<string, unknown>[];
};

async function kiosk(adminEmail: string, name: string, terminal: string) {
  const { token } = await signIn(env.app, adminEmail);
  const r = await call(env.app, `${TRIAL}/CriarTotemService`, { nome: name, terminal }, token);
  expect(r.statusCode, r.body).toBe(200);
  const j = r.json() as { token: string; totem: { id: number } };
  return { token: j.token, id: j.totem.id };
}
const k1 = await kiosk('admin@totem.test', 'Totem A', 'PINPAD-A');
const k2 = await kiosk('admin@totem.test', 'Totem B', 'PINPAD-B');
const kOther = await kiosk('admin@vizinho.test', 'Totem Vizinho', 'PINPAD-V');

const report = (device: string, sessao: string, etapa: string, ordem: number, extra: object = {}) =>
  call(env.app, `${CHECKIN}/RegistrarSessaoTotemService`, { dispositivo: device, sessao, etapa, ordem, ...extra }, null);

let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

/** A session as the kiosk reports it, then moved to 2 March at `hhmm` UTC for `minutes` (the period under test). */
async function session(device: string, steps: [string, number][], end: string | null, hhmm: string, minutes: number, busca?: string) {
  const key = uuid();
  expect((await report(device, key, 'start', 0)).statusCode).toBe(200);
  for (const [etapa, ordem] of steps) {
    const r = await report(device, key, etapa, ordem, ordem > 1 && busca ? { busca } : {});
    expect(r.statusCode, r.body).toBe(200);
  }
  if (end) expect((await report(device, key, steps.at(-1)?.[0] ?? 'start', steps.at(-1)?.[1] ?? 0, { fim: end })).statusCode).toBe(200);
  const start = `${DAY}T${hhmm}:00Z`;
  await env.db.query(
    `UPDATE kiosk_sessions SET started_at = $2::timestamptz, last_at = $2::timestamptz + make_interval(mins => $3),
            ended_at = CASE WHEN ended_at IS NOT NULL THEN $2::timestamptz + make_interval(mins => $3) END
      WHERE session_key = $1`,
    [key, start, minutes],
  );
  return key;
}
const FULL: [string, number][] = [
  ['search', 1],
  ['verify', 3],
  ['documents', 5],
  ['summary', 9],
  ['payment', 10],
  ['checkin', 11],
];
const s1 = await session(k1.token, FULL, 'completed', '15:00', 6, 'qr');
await session(k1.token, FULL.slice(0, 2), 'abandoned', '15:10', 2, 'voucher');
await session(k2.token, FULL.slice(0, 1), 'idle', '15:20', 3);
await session(k2.token, FULL, 'blocked', '16:00', 7, 'voucher');
await session(k1.token, FULL, 'completed', '17:00', 4, 'voucher');
await session(kOther.token, FULL, 'completed', '15:00', 5, 'voucher');

async function booking(institution: number, voucher: string) {
  const { rows } = await env.db.query<{ id: number }>(
    `INSERT INTO bookings (institution_id, voucher, check_in, check_out, status) VALUES ($1, $2, $3::date, $3::date + 2, 'I') RETURNING id`,
    [institution, voucher, DAY],
  );
  const b = rows[0]!.id;
  const inv = await env.db.query<{ id: number }>(
    `INSERT INTO invoices (institution_id, booking_id, description, total_cents) VALUES ($1, $2, 'Diárias', 50000) RETURNING id`,
    [institution, b],
  );
  return { booking: b, invoice: inv.rows[0]!.id };
}
const b1 = await booking(hotel, 'TOT-1');
const b2 = await booking(hotel, 'TOT-2');
const b3 = await booking(hotel, 'TOT-3');
const b4 = await booking(hotel, 'TOT-4');
const bo = await booking(other, 'VIZ-1');

async function payment(
  b: { booking: number; invoice: number },
  device: number,
  cents: number,
  state: string,
  hhmm: string,
  reason?: string,
) {
  await env.db.query(
    `INSERT INTO terminal_payments (institution_id, booking_id, invoice_id, device_id, amount_cents, state, reason, authorization_code, brand,
                                    created_at, finished_at)
     SELECT b.institution_id, b.id, $2, $3, $4, $5, $6, CASE WHEN $5 = 'approved' THEN '123456' END, 'visa', $7::timestamptz, $7::timestamptz
       FROM bookings b WHERE b.id = $1`,
    [b.booking, b.invoice, device, cents, state, reason ?? null, `${DAY}T${hhmm}:00Z`],
  );
}
await payment(b1, k1.id, 25000, 'approved', '15:04');
await payment(b2, k1.id, 10000, 'declined', '17:01', '51');
await payment(b2, k1.id, 15000, 'approved', '17:02');
await payment(b4, k2.id, 5000, 'timeout', '16:05', 'no_card');
await payment(bo, kOther.id, 9900, 'approved', '15:03');

async function job(
  b: { booking: number },
  room: string,
  device: string,
  cards: number,
  state: string,
  hhmm: string,
  reason?: string,
  ms?: number,
) {
  const at = `${DAY}T${hhmm}:00Z`;
  const { rows } = await env.db.query<{ id: number; institution_id: number }>(
    `INSERT INTO door_encode_jobs (institution_id, booking_id, room, cards, valid_from, valid_until, state, reason, device, created_at, finished_at)
     SELECT b.institution_id, b.id, $2, $3, b.check_in, b.check_out, $4, $5, $6, $7::timestamptz, $7::timestamptz + interval '3 seconds'
       FROM bookings b WHERE b.id = $1 RETURNING id, institution_id`,
    [b.booking, room, cards, state, reason ?? null, device, at],
  );
  const { id, institution_id } = rows[0]!;
  await env.db.query(
    `INSERT INTO door_lock_operations (institution_id, booking_id, job_id, room, operation, result, device, created_at)
     VALUES ($1, $2, $3, $4, 'encode_request', 'accepted', $5, $6::timestamptz)`,
    [institution_id, b.booking, id, room, device, at],
  );
  await env.db.query(
    `INSERT INTO door_lock_operations (institution_id, booking_id, job_id, room, operation, result, reason, duration_ms, device, created_at)
     VALUES ($1, $2, $3, $4, 'encode', $5, $6, $7, 'sandbox', $8::timestamptz + interval '3 seconds')`,
    [institution_id, b.booking, id, room, state, reason ?? null, ms ?? 3000, at],
  );
}
async function refused(b: { booking: number }, room: string | null, device: string, reason: string, hhmm: string) {
  await env.db.query(
    `INSERT INTO door_lock_operations (institution_id, booking_id, room, operation, result, reason, device, created_at)
     SELECT b.institution_id, b.id, $2, 'encode_request', 'refused', $3, $4, $5::timestamptz FROM bookings b WHERE b.id = $1`,
    [b.booking, room, reason, device, `${DAY}T${hhmm}:00Z`],
  );
}
await job(b1, '101', 'kiosk', 2, 'done', '15:03', undefined, 2000);
await job(b2, '102', 'kiosk', 1, 'failed', '17:03', 'lock_error', 4000);
await job(b2, '102', 'desk', 1, 'done', '17:10', undefined, 3000);
await job(b3, '103', 'desk', 1, 'failed', '18:00', 'timeout', 15000);
await refused(b4, '104', 'kiosk', 'doorLock.unpaid', '16:04');
await refused(b3, null, 'desk', 'doorLock.no_room', '17:50');
await job(bo, '101', 'desk', 3, 'done', '15:00');
// A revocation at check-out (decision 0078) is a job of its own kind: counted as a revocation, never as a request.
await env.db.query(
  `INSERT INTO door_encode_jobs (kind, institution_id, booking_id, room, cards, valid_from, valid_until, state, device, created_at, finished_at)
   SELECT 'revoke', b.institution_id, b.id, '101', 1, b.check_in, b.check_out, 'done', 'desk', $2::timestamptz, $2::timestamptz
     FROM bookings b WHERE b.id = $1`,
  [b1.booking, `${DAY}T20:00:00Z`],
);

describe("the kiosk's session report (RegistrarSessaoTotemService)", () => {
  it('keeps the furthest step, the first search method and the first end', async () => {
    // A late report after the end (a second tap, a reload) changes nothing.
    expect((await report(k1.token, s1, 'search', 1, { fim: 'abandoned', busca: 'voucher' })).statusCode).toBe(200);
    const { rows } = await env.db.query(
      'SELECT step, step_index, search, outcome, institution_id FROM kiosk_sessions WHERE session_key = $1',
      [s1],
    );
    expect(rows[0]).toEqual({ step: 'checkin', step_index: 11, search: 'qr', outcome: 'completed', institution_id: hotel });
  });

  it('refuses bad input on the field and an unknown or revoked device, writing nothing', async () => {
    const before = (await env.db.query('SELECT count(*)::int AS n FROM kiosk_sessions')).rows[0].n;
    const bad = await report(k1.token, 'not-a-uuid', 'nowhere', -1);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('sessao');
    expect((await report('A'.repeat(43), uuid(), 'start', 0)).statusCode).toBe(403);
    const k3 = await kiosk('admin@totem.test', 'Totem C', 'PINPAD-C');
    const { token } = await signIn(env.app, 'admin@totem.test');
    expect((await call(env.app, `${TRIAL}/RevogarTotemService`, { id: k3.id }, token)).statusCode).toBe(200);
    expect((await report(k3.token, uuid(), 'start', 0)).statusCode).toBe(403);
    expect((await env.db.query('SELECT count(*)::int AS n FROM kiosk_sessions')).rows[0].n).toBe(before);
  });
});

describe('totem family', () => {
  it('summary: sessions, completion, sent to the desk, abandoned, median minutes, payments and keys', async () => {
    expect(await rowsOf('totem-summary', totemUser)).toEqual([
      {
        sessoes: 5,
        concluidas: 2,
        taxaConclusao: 0.4,
        encaminhadas: 1,
        abandonadas: 2,
        duracaoMediana: 5,
        pagamentosAprovados: 2,
        valorRecebido: 40000,
        chavesGravadas: 1,
      },
    ]);
  });

  it('sessions over time, where they stop and how the booking was found', async () => {
    expect(await rowsOf('totem-sessions', totemUser)).toEqual([
      { periodo: DAY, iniciadas: 5, concluidas: 2, encaminhadas: 1, abandonadas: 2, taxaConclusao: 0.4 },
    ]);
    const dropoff = await rowsOf('totem-dropoff', totemUser);
    expect(dropoff.map((r) => [r.etapa, r.sessoes])).toEqual([
      ['Tela inicial', 0],
      ['Busca da reserva', 1],
      ['Identificação', 1],
      ['Dados e documentos', 0],
      ['Resumo', 0],
      ['Pagamento', 0],
      ['Check-in e chave', 0],
    ]);
    expect(dropoff[1]!.percentual).toBe(0.5);
    expect(await rowsOf('totem-search', totemUser)).toEqual([
      { busca: 'Voucher digitado', sessoes: 3, concluidas: 1, taxaConclusao: 0.333333 },
      { busca: 'Código QR', sessoes: 1, concluidas: 1, taxaConclusao: 1 },
      { busca: 'Reconhecimento facial', sessoes: 0, concluidas: 0, taxaConclusao: 0 },
      { busca: 'Não encontrada', sessoes: 1, concluidas: 0, taxaConclusao: 0 },
    ]);
  });

  it('payments: figures, series, outcomes by decline code and the list', async () => {
    expect(await rowsOf('totem-payments-summary', totemUser)).toEqual([
      {
        tentativas: 4,
        aprovados: 2,
        recusados: 1,
        naoConcluidos: 1,
        taxaAprovacao: 0.5,
        valorAprovado: 40000,
        ticketMedio: 20000,
        valorRecusado: 10000,
      },
    ]);
    expect(await rowsOf('totem-payments', totemUser, { ...march, TIPOPERIODO: 'M' })).toEqual([
      { periodo: '2026-03-01', aprovados: 2, recusados: 1, naoConcluidos: 1, valorAprovado: 40000, taxaAprovacao: 0.5 },
    ]);
    const outcomes = await rowsOf('totem-payment-outcomes', totemUser);
    expect(outcomes.map((r) => [r.resultado, r.pagamentos, r.valor])).toEqual([
      ['Aprovado', 2, 40000],
      ['Recusado: saldo insuficiente', 1, 10000],
      ['Recusado: transação não permitida', 0, 0],
      ['Recusado: outro código', 0, 0],
      ['Tempo esgotado', 1, 5000],
      ['Cancelado', 0, 0],
      ['Erro no terminal', 0, 0],
      ['Em andamento', 0, 0],
    ]);
    const list = await q('totem-payment-list', { ...march, limit: 2 }, totemUser);
    expect(list.json().totalRows).toBe(4);
    expect(list.json().rows[0]).toEqual({
      em: `${DAY}T17:02:00.000Z`,
      totem: 'Totem A',
      voucher: 'TOT-2',
      valor: 15000,
      resultado: 'Aprovado',
      bandeira: 'visa',
      codigo: '123456',
    });
    expect(list.json().rows[1]).toMatchObject({ resultado: 'Recusado: saldo insuficiente', codigo: '51' });
  });

  it('keys at the kiosk, per kiosk, and the sessions one by one', async () => {
    const keys = await rowsOf('totem-keys', totemUser);
    expect(keys.filter((r) => Number(r.chaves) > 0)).toEqual([
      { resultado: 'Gravada', chaves: 1, cartoes: 2, percentual: 0.5 },
      { resultado: 'Erro da fechadura', chaves: 1, cartoes: 1, percentual: 0.5 },
    ]);
    // Totem C was made (and revoked) after March, with no session in it: not listed for March.
    expect(await rowsOf('totem-devices', totemUser)).toEqual([
      {
        totem: 'Totem A',
        sessoes: 3,
        concluidas: 2,
        taxaConclusao: 0.666667,
        pagamentosAprovados: 2,
        valorRecebido: 40000,
        chavesGravadas: 1,
      },
      { totem: 'Totem B', sessoes: 2, concluidas: 0, taxaConclusao: 0, pagamentosAprovados: 0, valorRecebido: 0, chavesGravadas: 0 },
    ]);
    const list = await q('totem-session-list', march, totemUser);
    expect(list.json().totalRows).toBe(5);
    expect(list.json().rows[0]).toEqual({
      inicio: `${DAY}T17:00:00.000Z`,
      totem: 'Totem A',
      busca: 'Voucher digitado',
      etapa: 'Check-in e chave',
      resultado: 'Check-in realizado',
      duracaoMin: 4,
    });
  });

  it("speaks English, and a hospital's words", async () => {
    const r = await call(env.app, '/dashboardQueries/executeQuery/totem-search?locale=en', march, totemUser);
    expect(r.json().rows[0].busca).toBe('Typed voucher');
    const hospital = await createInstitution(env.db, { name: 'Hospital Totem', flags: { ISHOSPITAL: 'S' } });
    await user('hospital@dash.test', [hospital], [`DASH:${hospital}:webcheckins`, `DASH:${hospital}:door-lock`]);
    const token = (await signIn(env.app, 'hospital@dash.test')).token;
    const meta = (await call(env.app, '/dashboardQueries/metadataQuery/totem-search?locale=en', {}, token)).json();
    expect(meta.title).toBe('How the appointment was found');
    const rooms = (await call(env.app, '/dashboardQueries/metadataQuery/doorlock-rooms', {}, token)).json();
    expect(rooms.columns[0].label).toBe('Quarto ou leito');
    // The rows speak the hospital's words too: the stage and the search method name the appointment.
    const stages = (await call(env.app, '/dashboardQueries/executeQuery/totem-dropoff?locale=en', march, token)).json();
    expect(stages.rows.map((r: { etapa: string }) => r.etapa)).toContain('Appointment search');
    const methods = (await call(env.app, '/dashboardQueries/executeQuery/totem-search', march, token)).json();
    expect(methods.rows.map((r: { busca: string }) => r.busca)).toContain('Não encontrado');
    const origins = (await call(env.app, '/dashboardQueries/executeQuery/doorlock-origins?locale=en', march, token)).json();
    expect(origins.rows.map((r: { origem: string }) => r.origem)).toContain("Patient's phone");
  });
});

describe('door-lock family', () => {
  it('summary: requests, encoded, cards, failures, refused, success, seconds, rooms, revocations', async () => {
    expect(await rowsOf('doorlock-summary', lockUser)).toEqual([
      { pedidos: 6, gravadas: 2, cartoes: 3, falhas: 2, recusados: 2, taxaSucesso: 0.5, tempoMedio: 2.5, quartos: 2, revogadas: 1 },
    ]);
  });

  it('over time, by outcome and by origin', async () => {
    expect(await rowsOf('doorlock-operations', lockUser)).toEqual([
      { periodo: DAY, pedidos: 6, gravadas: 2, falhas: 2, recusados: 2, taxaSucesso: 0.5 },
    ]);
    const outcomes = await rowsOf('doorlock-outcomes', lockUser);
    expect(outcomes.filter((r) => Number(r.pedidos) > 0).map((r) => [r.resultado, r.pedidos, r.cartoes])).toEqual([
      ['Gravada', 2, 3],
      ['Falha: erro da fechadura', 1, 0],
      ['Falha: tempo esgotado', 1, 0],
      ['Recusado: pagamento pendente', 1, 0],
      ['Recusado: quarto não definido', 1, 0],
    ]);
    expect(outcomes).toHaveLength(13);
    expect(await rowsOf('doorlock-origins', lockUser)).toEqual([
      { origem: 'Recepção', pedidos: 3, gravadas: 1, falhas: 1, recusados: 1, taxaSucesso: 0.5 },
      { origem: 'Totem', pedidos: 3, gravadas: 1, falhas: 1, recusados: 1, taxaSucesso: 0.5 },
      { origem: 'Celular do hóspede', pedidos: 0, gravadas: 0, falhas: 0, recusados: 0, taxaSucesso: 0 },
      { origem: 'Outra', pedidos: 0, gravadas: 0, falhas: 0, recusados: 0, taxaSucesso: 0 },
    ]);
  });

  it('the log and the rooms, most failures first', async () => {
    const log = await q('doorlock-log', { ...march, limit: 3 }, lockUser);
    expect(log.json().totalRows).toBe(10);
    expect(log.json().rows[0]).toEqual({
      em: `${DAY}T18:00:03.000Z`,
      quarto: '103',
      voucher: 'TOT-3',
      operacao: 'Gravação',
      resultado: 'Falha',
      motivo: 'tempo esgotado',
      origem: 'Recepção',
      duracaoMs: 15000,
    });
    const rooms = await rowsOf('doorlock-rooms', lockUser);
    expect(rooms.map((r) => [r.quarto, r.pedidos, r.gravadas, r.cartoes, r.falhas, r.recusados, r.taxaSucesso])).toEqual([
      ['102', 2, 1, 1, 1, 0, 0.5],
      ['103', 1, 0, 0, 1, 0, 0],
      ['101', 1, 1, 2, 0, 0, 1],
      ['104', 1, 0, 0, 0, 1, 0],
    ]);
    expect(rooms[0]!.ultimaGravacao).toBe(`${DAY}T17:10:00.000Z`);
  });
});

const allQueries = modules.flatMap((m) => m.queries);
const mine = DASHBOARDS.filter((d) => d.family === 'totem' || d.family === 'door-lock');
const names = [...new Set(mine.flatMap((d) => d.cards))];
const isLock = (name: string) => name.startsWith('doorlock-');
const tokenFor = (name: string) => (isLock(name) ? lockUser : totemUser);
const wrongFor = (name: string) => (isLock(name) ? totemUser : lockUser);

describe('hotels side by side', () => {
  it('a network user sees each hotel it holds the family at, and only those', async () => {
    const network = (await signIn(env.app, 'network@totem.test')).token;
    const totem = (await q('totem-summary', { ...march, CODINS: [hotel, other] }, network)).json();
    expect(totem.rows.map((r: Record<string, unknown>) => [r.codIns, r.sessoes, r.pagamentosAprovados, r.valorRecebido])).toEqual([
      [hotel, 5, 2, 40000],
      [other, 1, 1, 9900],
    ]);
    // The door-lock family is held at one hotel only: the other is left out.
    const lock = (await q('doorlock-summary', { ...march, CODINS: [hotel, other] }, network)).json();
    expect(lock.hotels.map((h: { codIns: number }) => h.codIns)).toEqual([hotel]);
    expect(lock.rows[0]).toMatchObject({ codIns: hotel, gravadas: 2 });
  });
});

describe('every query of the two families', () => {
  it('is registered under its family permission', () => {
    for (const d of mine)
      for (const card of d.cards) expect(allQueries.find((x) => x.name === card)?.permission, card).toEqual(d.permission);
    expect(mine.map((d) => d.name)).toEqual([
      'totem-summary',
      'totem-pagamento',
      'totem-checkin',
      'door-lock-operations',
      'door-lock-operations-room-dl',
    ]);
  });
  it.each(names)('%s: another hotel id in the parameters is ignored', async (name) => {
    const plain = await q(name, march, tokenFor(name));
    expect(plain.statusCode, plain.body).toBe(200);
    const sneaky = await q(name, { ...march, codIns: other, institutionId: other, CODINS: [other] }, tokenFor(name));
    expect(sneaky.statusCode, sneaky.body).toBe(200);
    expect(sneaky.json().rows).toEqual(plain.json().rows);
    expect(sneaky.json().hotels).toBeUndefined();
  });
  it.each(names)('%s: the other family and a caller without DASH are refused (403); bad parameters are 400', async (name) => {
    expect((await q(name, march, wrongFor(name))).statusCode).toBe(403);
    expect((await q(name, march, noDash)).statusCode).toBe(403);
    expect((await call(env.app, `/dashboardQueries/metadataQuery/${name}`, {}, wrongFor(name))).statusCode).toBe(403);
    const bad = await q(name, { DHINCLUSAOINI: '31/02/2026', TIPOPERIODO: 'X' }, tokenFor(name));
    expect(bad.statusCode).toBe(400);
    const long = await q(name, { DHINCLUSAOINI: '01/01/2024', DHINCLUSAOFIN: '31/03/2026' }, tokenFor(name));
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('DHINCLUSAOFIN');
  });
  it.each(names)('%s: metadata in three languages, with help and filters', async (name) => {
    for (const locale of ['pt', 'en', 'es']) {
      const r = await call(env.app, `/dashboardQueries/metadataQuery/${name}?locale=${locale}`, {}, tokenFor(name));
      expect(r.statusCode, r.body).toBe(200);
      const m = r.json();
      expect(m.help.length).toBeGreaterThan(40);
      expect(m.filters).toEqual(expect.arrayContaining(['period', 'comparison', 'hotels']));
      for (const c of m.columns) expect(c.label).not.toMatch(/^[a-z]+\.[a-z.]+$/i);
    }
  });
});

/** A JSON cell as the workbook holds it: money in reais, dates as dates, empty as null. */
function asSheet(value: unknown, column: QueryColumn): unknown {
  if (value === null || value === undefined) return null;
  if (column.type === 'money') return Number(value) / 100;
  if (column.type === 'date' || column.type === 'datetime')
    return new Date(String(value)).toISOString().slice(0, column.type === 'date' ? 10 : 16);
  return value;
}
function fromSheet(value: unknown, column: QueryColumn): unknown {
  // Excel keeps days as fractions: round to the minute before comparing.
  if (value instanceof Date)
    return new Date(Math.round(value.getTime() / 60_000) * 60_000).toISOString().slice(0, column.type === 'date' ? 10 : 16);
  return value ?? null;
}

describe('the workbooks', () => {
  it.each(mine.map((d) => d.name))('%s: a sheet per card, each parsed back equal to the JSON answer', async (board) => {
    const def = mine.find((d) => d.name === board)!;
    const token = def.family === 'door-lock' ? lockUser : totemUser;
    const r = await env.app.inject({
      method: 'POST',
      url: `/dashboardQueries/executeQueryXls/${board}?locale=en`,
      payload: march,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toMatch(def.family === 'door-lock' ? /Door locks: / : /Kiosk: /);
    const sheets = await readXlsxFile(r.rawPayload);
    expect(sheets).toHaveLength(def.cards.length);
    for (const [i, card] of def.cards.entries()) {
      const meta = (await call(env.app, `/dashboardQueries/metadataQuery/${card}?locale=en`, {}, token)).json();
      const json = (await call(env.app, `/dashboardQueries/executeQuery/${card}?locale=en`, { ...march, limit: 1000 }, token)).json();
      const sheet = sheets[i]!;
      expect(sheet.sheet).toBe(meta.title.slice(0, 31));
      expect(sheet.data[0]).toEqual(meta.columns.map((c: QueryColumn) => c.label));
      expect(sheet.data.slice(1).map((row) => row.map((v, c) => fromSheet(v, meta.columns[c])))).toEqual(
        json.rows.map((row: Record<string, unknown>) => meta.columns.map((c: QueryColumn) => asSheet(row[c.key], c))),
      );
    }
    // The other family cannot export it.
    const refused = await call(
      env.app,
      `/dashboardQueries/executeQueryXls/${board}`,
      march,
      def.family === 'door-lock' ? totemUser : lockUser,
    );
    expect(refused.statusCode).toBe(403);
  });
});
