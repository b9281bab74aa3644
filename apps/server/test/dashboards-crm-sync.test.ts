import { DASHBOARDS } from '@gm/contracts/dashboards/catalogue';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { createSandboxPms } from '../src/adapters/pms/sandbox';
import { PMS_JOB } from '../src/modules/bookings/registrations';
import { maskEmail, scrub } from '../src/modules/dashboards/privacy';
import { runDueJobs } from '../src/platform/jobs';
import { createInstitution, createUser } from '../src/seed/factories';
import { adminAt, CHECKIN } from './bookings-helpers';
import { createBooking } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';
import { makeJobsDue } from './jobs-helpers';

/**
 * The tagsync and tagpanel dashboard families (issue 17, docs/decisions/0075-crm-sync-dashboards.md): each named
 * query's numbers against rows made as the product makes them (the PMS log by the registration job through
 * LiberaCheckinService and the sandbox PMS; the CRM's profiles, bookings and campaign e-mail rows as the profiles
 * and delivery code leave them), another hotel's id ignored, the permission of each screen (DASH tagsync; DASH
 * tagpanel for the campaign figures, DASH roi for the guest screens), masking, bad parameters, and the workbook
 * parsed back.
 */
const env = await createTestEnv({ ports: { pms: createSandboxPms({ latencyMs: 0, resolveAfterMs: 0, errorDigit: '0' }) } });
const hotel = env.demo.hotel;
const hospital = env.demo.hospital;
const user = (email: string, institutions: number[], permissions: string[]) =>
  createUser(env.db, { email, name: email, password: 'demo1234', institutions, permissions });
const q = (name: string, body: object, token: string) => call(env.app, `/dashboardQueries/executeQuery/${name}`, body, token);
const json = async (name: string, body: object, token: string, locale = 'pt') => {
  const r = await call(env.app, `/dashboardQueries/executeQuery/${name}?locale=${locale}`, body, token);
  expect(r.statusCode, `${name}: ${r.body}`).toBe(200);
  return r.json() as { rows: Record<string, unknown>[]; totalRows: number; hotels?: unknown };
};

// ---- tagsync: three guests of Hotel Demo sent to the PMS by the desk, one of Hospital Demo. ----
const CPF = '529.982.247-25';
const b = await createBooking(env.db, hotel, {
  persons: [{ name: 'Ana Registro', email: 'ana.registro@example.com' }, { name: 'Bruno ERRO' }, { name: 'Carla OFFLINE' }],
});
await env.db.query('UPDATE booking_persons SET doc = $2 WHERE id = $1', [b.persons[0], CPF]);
const h = await createBooking(env.db, hospital, { persons: [{ name: 'Diego ERRO' }] });
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const hospitalAdmin = await adminAt(env, hospital);
for (const person of b.persons) {
  const r = await call(env.app, `${CHECKIN}/LiberaCheckinService`, { CODRES: b.id, CODPESRES: person }, reception);
  expect(r.statusCode, r.body).toBe(200);
}
expect((await call(env.app, `${CHECKIN}/LiberaCheckinService`, { CODRES: h.id, CODPESRES: h.persons[0] }, hospitalAdmin)).statusCode).toBe(
  200,
);
// Two rounds of the job: each release (Carla's PMS is unreachable: two failed releases), then the consults.
for (let round = 0; round < 2; round++) {
  await makeJobsDue(env.db, [PMS_JOB]);
  await runDueJobs(env.deps, 50, [PMS_JOB]);
}

await user('sync@crm.test', [hotel, hospital], [`DASH:${hotel}:tagsync`]);
const sync = (await signIn(env.app, 'sync@crm.test')).token;
const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const around = { DHINCLUSAOINI: iso(-1), DHINCLUSAOFIN: iso(1) };

// ---- tagpanel: a hotel of its own with three CRM profiles, four bookings, two campaigns; another with the same. ----
const crm = await createInstitution(env.db, { name: 'Hotel CRM', network: 'Rede CRM' });
const other = await createInstitution(env.db, { name: 'Hotel CRM Outro', network: 'Rede CRM' });
await user('crm@crm.test', [crm, other], [`DASH:${crm}:tagpanel`]);
await user('roi@crm.test', [crm], [`DASH:${crm}:roi`]);
await user('mkt@crm.test', [crm, other], [`DASH:${crm}:tagpanel`, `DASH:${crm}:roi`, `TAGPANEL:${crm}:*`]);
const [crmUser, roiUser, mkt] = [
  (await signIn(env.app, 'crm@crm.test')).token,
  (await signIn(env.app, 'roi@crm.test')).token,
  (await signIn(env.app, 'mkt@crm.test')).token,
];

async function profile(ins: number, p: { name: string; cpf?: string; email?: string; birth: string; stays: number; spend: number }) {
  const { rows } = await env.db.query<{ id: number }>(
    `INSERT INTO guest_profiles (institution_id, name, first_name, cpf, emails, birth_date, stays, nights, spend_cents, first_stay, last_stay)
     VALUES ($1, $2, lower(split_part($2, ' ', 1)), $3, $4, $5, $6, $6 * 2, $7, '2025-06-01', '2026-03-05') RETURNING id`,
    [ins, p.name, p.cpf ?? null, p.email ? [p.email] : [], p.birth, p.stays, p.spend],
  );
  return Number(rows[0]!.id);
}
let seq = 0;
async function stay(ins: number, profileId: number, s: { in: string; out: string; created: string; status?: string; paid?: number[] }) {
  const { rows } = await env.db.query<{ id: number }>(
    `INSERT INTO bookings (institution_id, voucher, status, check_in, check_out, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [ins, `CRM-${ins}-${++seq}`, s.status ?? 'O', s.in, s.out, s.created],
  );
  const id = Number(rows[0]!.id);
  const person = await env.db.query<{ id: number }>(
    `INSERT INTO booking_persons (booking_id, institution_id, position, name) VALUES ($1, $2, 0, 'Hóspede') RETURNING id`,
    [id, ins],
  );
  await env.db.query(
    `INSERT INTO guest_profile_links (booking_person_id, institution_id, profile_id, matched_by) VALUES ($1, $2, $3, 'cpf')`,
    [person.rows[0]!.id, ins, profileId],
  );
  for (const [i, cents] of (s.paid ?? []).entries())
    await env.db.query(
      `INSERT INTO invoices (institution_id, booking_id, description, total_cents, paid_cents, cancelled_at)
       VALUES ($1, $2, 'Hospedagem', $3, $3, CASE WHEN $4 THEN now() END)`,
      [ins, id, cents, i > 0],
    );
  return id;
}
async function campaign(ins: number, name: string) {
  const { rows } = await env.db.query<{ id: number }>(
    `INSERT INTO campaigns (institution_id, name, kind, schedule_kind, status) VALUES ($1, $2, 'flow', 'now', 'finished') RETURNING id`,
    [ins, name],
  );
  return Number(rows[0]!.id);
}
async function email(ins: number, campaignId: number, profileId: number, run: number, e: Record<string, string | null>) {
  const cols = ['institution_id', 'campaign_id', 'profile_id', 'run_no', 'destination', ...Object.keys(e)];
  const values = [ins, campaignId, profileId, run, `p${profileId}@example.com`, ...Object.values(e)];
  await env.db.query(`INSERT INTO campaign_emails (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`, values);
}

async function crmHotel(ins: number) {
  const ana = await profile(ins, {
    name: 'Ana Lima',
    cpf: '52998224725',
    email: 'ana.lima@example.com',
    birth: '1980-03-06',
    stays: 3,
    spend: 150_000,
  });
  const bruno = await profile(ins, { name: 'Bruno Reis', birth: '1992-02-29', stays: 1, spend: 0 });
  const carla = await profile(ins, { name: 'Carla Dias', birth: '1975-07-01', stays: 0, spend: 0 });
  await env.db.query(
    `INSERT INTO guest_profile_consents (institution_id, profile_id, channel, granted, source) VALUES ($1, $2, 'email', true, 'reception')`,
    [ins, ana],
  );
  await stay(ins, ana, { in: '2025-06-01', out: '2025-06-03', created: '2025-05-01T12:00:00Z' });
  // Made ten days after Ana clicked February's newsletter: attributed, with its paid invoice (the cancelled one left out).
  await stay(ins, ana, { in: '2026-03-05', out: '2026-03-08', created: '2026-02-20T12:00:00Z', paid: [90_000, 50_000] });
  // Made 17 days after Bruno opened February's second run (and 59 after January's): attributed to February's.
  await stay(ins, bruno, { in: '2026-03-10', out: '2026-03-11', created: '2026-03-01T12:00:00Z', status: 'R' });
  await stay(ins, carla, { in: '2026-03-12', out: '2026-03-14', created: '2026-02-25T12:00:00Z', status: 'C' });
  const feb = await campaign(ins, 'Newsletter de fevereiro');
  const jan = await campaign(ins, 'Newsletter de janeiro');
  const at = (d: string) => `2026-${d}:00Z`;
  await email(ins, feb, ana, 1, {
    status: 'delivered',
    created_at: at('02-10T10:00'),
    delivered_at: at('02-10T10:01'),
    first_viewed_at: at('02-10T12:00'),
    last_viewed_at: at('02-10T12:00'),
    visited_at: at('02-10T12:05'),
  });
  await email(ins, feb, bruno, 1, { status: 'delivered', created_at: at('02-10T10:00'), delivered_at: at('02-10T10:01') });
  await email(ins, feb, carla, 1, { status: 'failed', created_at: at('02-10T10:00'), failed_at: at('02-10T10:02'), bounce_kind: 'hard' });
  await email(ins, feb, bruno, 2, {
    status: 'delivered',
    created_at: at('02-12T10:00'),
    delivered_at: at('02-12T10:01'),
    first_viewed_at: at('02-12T12:00'),
    last_viewed_at: at('02-12T12:00'),
    unsubscribed_at: at('02-12T12:01'),
  });
  await email(ins, feb, ana, 3, { status: 'skipped', created_at: at('02-14T10:00'), status_message: 'suppressed: hard_bounce' });
  await email(ins, jan, bruno, 1, {
    status: 'delivered',
    created_at: at('01-01T10:00'),
    delivered_at: at('01-01T10:01'),
    first_viewed_at: at('01-01T12:00'),
    last_viewed_at: at('01-01T12:00'),
  });
}
await crmHotel(crm);
await crmHotel(other);
const february = { DHINCLUSAOINI: '01/02/2026', DHINCLUSAOFIN: '28/02/2026' };
const march = { DHINCLUSAOINI: '01/03/2026', DHINCLUSAOFIN: '31/03/2026' };

describe('tagsync: guest data sent to the PMS', () => {
  it('summary, series and fields count the registration job calls of this hotel only', async () => {
    expect((await json('tagsync-summary', around, sync)).rows).toEqual([
      {
        atualizacoes: 4,
        consultas: 2,
        registrados: 1,
        recusados: 1,
        falhas: 2,
        hospedes: 3,
        taxaSucesso: 0.5,
        tempoMedioMs: expect.any(Number),
      },
    ]);
    const series = await json('tagsync-evolution', { ...around, TIPOPERIODO: 'M' }, sync);
    expect(series.rows.map((r) => [r.atualizacoes, r.registrados, r.recusados, r.falhas])).toEqual([[4, 1, 1, 2]]);
    const fields = await json('tagsync-fields', around, sync);
    expect(fields.rows.map((r) => [r.campo, r.atualizacoes, r.percentual])).toEqual([
      ['Nome', 4, 1],
      ['Chegada', 4, 1],
      ['Saída', 4, 1],
      ['E-mail', 1, 0.25],
      ['Telefone', 0, 0],
      ['Documento', 1, 0.25],
    ]);
  });

  it('errors by message, the log and the log by guest; the CPF never leaves whole', async () => {
    const errors = await json('tagsync-errors', around, sync);
    expect(errors.rows).toEqual([
      {
        mensagem: 'PMS sandbox: unreachable (OFFLINE marker)',
        tipo: 'Falha na chamada',
        ocorrencias: 2,
        hospedes: 1,
        ultima: expect.any(String),
      },
      {
        mensagem: 'PMS recusou o cadastro: dados do hóspede com erro (nome ou documento marcado ERRO).',
        tipo: 'Recusado pelo PMS',
        ocorrencias: 1,
        hospedes: 1,
        ultima: expect.any(String),
      },
    ]);
    const log = await json('tagsync-log', { ...around, limit: 4 }, sync);
    expect(log.totalRows).toBe(6);
    expect(log.rows).toHaveLength(4);
    expect(log.rows.map((r) => r.voucher)).toEqual([b.voucher, b.voucher, b.voucher, b.voucher]);
    const ana = (await json('tagsync-log', around, sync)).rows.filter((r) => r.hospede === 'Ana Registro');
    expect(ana.map((r) => [r.tipo, r.resposta, r.campos])).toEqual([
      ['Consulta', 'Registrado', ''],
      ['Atualização', 'Recebido (aguardando)', 'Nome, Chegada, Saída, E-mail, Documento'],
    ]);
    const grouped = await json('tagsync-log-grouped', around, sync);
    expect(grouped.totalRows).toBe(3);
    const by = Object.fromEntries(grouped.rows.map((r) => [r.hospede, r]));
    expect(by['Ana Registro']).toMatchObject({
      documento: '***.982.247-**',
      chamadas: 2,
      atualizacoes: 1,
      recusas: 0,
      situacao: 'Registrado',
    });
    expect(by['Bruno ERRO']).toMatchObject({ chamadas: 2, recusas: 1, situacao: 'Com erro', ultimoErro: expect.stringContaining('ERRO') });
    expect(by['Carla OFFLINE']).toMatchObject({ chamadas: 2, atualizacoes: 2, falhas: 2, situacao: 'Aguardando' });
    const body = JSON.stringify([grouped, await json('tagsync-log', around, sync)]);
    expect(body).not.toContain(CPF);
    expect(body).not.toContain('52998224725');
  });

  it('hospital wording in the columns; the hospital sees its own calls only', async () => {
    const r = await call(env.app, '/dashboardQueries/metadataQuery/tagsync-log-grouped', {}, hospitalAdmin);
    expect(r.json().columns[0].label).toBe('Paciente');
    const own = await json('tagsync-summary', around, hospitalAdmin);
    expect(own.rows[0]).toMatchObject({ atualizacoes: 1, consultas: 1, recusados: 1, hospedes: 1 });
  });

  it('masks a CPF or e-mail a PMS quotes in its message', () => {
    expect(scrub('FNRH: CPF 529.982.247-25 de ana.lima@example.com recusado')).toBe('FNRH: CPF ***.982.247-** de a***@e***.com recusado');
    expect(scrub('CPF 52998224725')).toBe('CPF ***.982.247-**');
    expect(maskEmail('maria@gmail.com')).toBe('m***@g***.com');
  });
});

describe('tagpanel: campaign results, returning guests, birthdays, frequent guests, attributed bookings', () => {
  it('summary, series and results by campaign from the e-mail rows created in the period (skipped ones left out)', async () => {
    expect((await json('tagpanel-summary', february, crmUser)).rows).toEqual([
      {
        enviados: 4,
        entregues: 3,
        taxaEntrega: 0.75,
        abertos: 2,
        taxaAbertura: 0.666667,
        clicados: 1,
        taxaCliques: 0.333333,
        rejeitados: 1,
        taxaRejeicao: 0.25,
        descadastros: 1,
        taxaDescadastro: 0.333333,
      },
    ]);
    const series = await json(
      'tagpanel-evolution',
      { DHINCLUSAOINI: '01/01/2026', DHINCLUSAOFIN: '28/02/2026', TIPOPERIODO: 'M' },
      crmUser,
    );
    expect(series.rows).toEqual([
      { periodo: '2026-01-01', enviados: 1, entregues: 1, abertos: 1, clicados: 0, rejeitados: 0, descadastros: 0 },
      { periodo: '2026-02-01', enviados: 4, entregues: 3, abertos: 2, clicados: 1, rejeitados: 1, descadastros: 1 },
    ]);
    const byCampaign = await json('tagpanel-campaigns', { DHINCLUSAOINI: '01/01/2026', DHINCLUSAOFIN: '28/02/2026' }, crmUser);
    expect(byCampaign.rows.map((r) => [r.campanha, r.enviados, r.abertos, r.taxaAbertura])).toEqual([
      ['Newsletter de fevereiro', 4, 2, 0.666667],
      ['Newsletter de janeiro', 1, 1, 1],
    ]);
    // Compared with the previous period (January): the engine runs the same query on it.
    const compared = await q('tagpanel-summary', { ...february, COMPARACAO: 'P' }, crmUser);
    expect(compared.json().comparison).toMatchObject({ start: '2026-01-04', end: '2026-01-31', rows: [{ enviados: 0 }] });
  });

  it('returning guests: profiles arriving in the period who had stayed before (cancelled stays are not stays)', async () => {
    expect((await json('tagpanel-returning', { ...march, TIPOPERIODO: 'M' }, crmUser)).rows).toEqual([
      { periodo: '2026-03-01', hospedes: 2, voltaram: 1, taxaRetorno: 0.5 },
    ]);
  });

  it('birthdays in the period (29 February on the 28th), staying on the day, consent; e-mail whole only for CRM staff', async () => {
    const period = { DHINCLUSAOINI: '25/02/2026', DHINCLUSAOFIN: '31/03/2026' };
    const full = await json('tagpanel-birthdays', period, mkt);
    expect(full.rows).toEqual([
      {
        aniversario: '2026-02-28',
        hospede: 'Bruno Reis',
        idade: 34,
        cpf: null,
        email: null,
        estadias: 1,
        ultimaEstadia: '2026-03-05',
        proximaEstadia: null,
        hospedadoNoDia: 'Não',
        aceitaEmails: 'Não',
      },
      {
        aniversario: '2026-03-06',
        hospede: 'Ana Lima',
        idade: 46,
        cpf: '***.982.247-**',
        email: 'ana.lima@example.com',
        estadias: 3,
        ultimaEstadia: '2026-03-05',
        proximaEstadia: null,
        hospedadoNoDia: 'Sim',
        aceitaEmails: 'Sim',
      },
    ]);
    const masked = await json('tagpanel-birthdays', period, roiUser);
    expect(masked.rows[1]).toMatchObject({ email: 'a***@e***.com', cpf: '***.982.247-**' });
  });

  it('frequent guests: arriving in the period, most stays first, lifetime figures from the profile', async () => {
    const r = await json('tagpanel-frequent', march, roiUser);
    expect(r.rows.map((x) => [x.hospede, x.estadiasNoPeriodo, x.noitesNoPeriodo, x.estadias, x.gasto])).toEqual([
      ['Ana Lima', 1, 3, 3, 150_000],
      ['Bruno Reis', 1, 1, 1, 0],
    ]);
  });

  it(`bookings made within 30 days after an open or click, to the last e-mail touched, with their paid revenue`, async () => {
    const period = { DHINCLUSAOINI: '15/02/2026', DHINCLUSAOFIN: '15/03/2026' };
    expect((await json('tagpanel-attribution', period, roiUser)).rows).toEqual([
      { campanha: 'Newsletter de fevereiro', reservas: 2, noites: 4, receita: 90_000 },
    ]);
    const list = await json('tagpanel-attributed', period, roiUser);
    expect(list.rows.map((r) => [r.hospede, r.noites, r.receita, r.interacao, r.diasAteReservar])).toEqual([
      ['Hóspede', 1, 0, 'Abriu', 17],
      ['Hóspede', 3, 90_000, 'Clicou', 10],
    ]);
    // January's e-mail alone (59 days before) attributes nothing.
    expect((await json('tagpanel-attribution', { DHINCLUSAOINI: '01/03/2026', DHINCLUSAOFIN: '01/03/2026' }, roiUser)).rows).toEqual([
      { campanha: 'Newsletter de fevereiro', reservas: 1, noites: 1, receita: 0 },
    ]);
  });
});

describe('every named query of the two families', () => {
  const names = [...new Set(DASHBOARDS.filter((d) => d.family === 'tagsync' || d.family === 'tagpanel').flatMap((d) => d.cards))];
  const board = (name: string) => DASHBOARDS.find((d) => d.cards.includes(name))!;
  const tokenFor = (name: string) => (board(name).family === 'tagsync' ? sync : mkt);
  const periodFor = (name: string) =>
    board(name).family === 'tagsync' ? around : { DHINCLUSAOINI: '01/01/2026', DHINCLUSAOFIN: '31/03/2026' };
  it('covers the fourteen queries', () => {
    expect(names).toHaveLength(14);
  });
  it.each(names)('%s: another hotel id in the parameters is ignored', async (name) => {
    const plain = await json(name, periodFor(name), tokenFor(name));
    expect(plain.totalRows).toBeGreaterThan(0);
    const other_ = board(name).family === 'tagsync' ? hospital : other;
    const sneaky = await json(name, { ...periodFor(name), codIns: other_, institutionId: other_, CODINS: [other_] }, tokenFor(name));
    expect(sneaky.rows).toEqual(plain.rows);
    expect(sneaky.hotels).toBeUndefined();
  });
  it.each(names)('%s: refused (403) without its permission, 400 on bad parameters', async (name) => {
    const d = board(name);
    const without = d.family === 'tagsync' ? [crmUser, mkt] : d.permission.action === 'roi' ? [crmUser, sync] : [roiUser, sync];
    for (const token of without) {
      expect((await q(name, periodFor(name), token)).statusCode).toBe(403);
      expect((await call(env.app, `/dashboardQueries/metadataQuery/${name}`, {}, token)).statusCode).toBe(403);
    }
    for (const bad of [
      { DHINCLUSAOINI: '31/02/2026' },
      { DHINCLUSAOINI: '10/03/2026', DHINCLUSAOFIN: '01/03/2026' },
      { DHINCLUSAOINI: '01/01/2025', DHINCLUSAOFIN: '31/03/2026' },
      { TIPOPERIODO: 'X' },
      { COMPARACAO: 'Z' },
      { limit: 0 },
    ]) {
      const r = await q(name, bad, tokenFor(name));
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
  it.each(names)('%s: metadata has translated columns, a chart hint, the help and the filters', async (name) => {
    const r = await call(env.app, `/dashboardQueries/metadataQuery/${name}?locale=es`, {}, tokenFor(name));
    expect(r.statusCode, r.body).toBe(200);
    const m = r.json();
    expect(m.help.length).toBeGreaterThan(40);
    expect(m.filters).toEqual(expect.arrayContaining(['period', 'comparison', 'hotels']));
    for (const c of m.columns) expect(c.label).not.toMatch(/^[a-z]+\.[a-z.]+$/i);
  });
});

describe('hotels side by side and the workbooks', () => {
  it('a network user sees only the hotels where they hold the function', async () => {
    await user('net@crm.test', [crm, other], [`DASH:${crm}:tagpanel`, `DASH:${other}:tagpanel`]);
    const net = (await signIn(env.app, 'net@crm.test')).token;
    const r = await json('tagpanel-summary', { ...february, CODINS: [crm, other] }, net);
    expect(r.rows.map((x) => [x.codIns, x.enviados]).sort()).toEqual(
      [
        [crm, 4],
        [other, 4],
      ].sort(),
    );
    // The marketing user works at both hotels but holds the function at one: the other is ignored.
    const one = await json('tagpanel-summary', { ...february, CODINS: [crm, other] }, mkt);
    expect(one.hotels).toEqual([{ codIns: crm, name: 'Hotel CRM' }]);
  });

  const xlsx = (name: string, payload: object, token: string) =>
    env.app.inject({
      method: 'POST',
      url: `/dashboardQueries/executeQueryXls/${name}?locale=en`,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });

  it('tagpanel summary: a sheet per card, parsed back equal to the JSON answer', async () => {
    const r = await xlsx('tagpanel-summary', february, mkt);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toContain('CRM');
    const sheets = await readXlsxFile(r.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual(['Campaign results', 'Campaigns over time', 'Returning guests']);
    const [header, row] = sheets[0]!.data;
    expect(header).toEqual([
      'Sent',
      'Delivered',
      'Delivery rate',
      'Opened',
      'Open rate',
      'Clicked',
      'Click rate',
      'Bounced',
      'Bounce rate',
      'Unsubscribes',
      'Unsubscribe rate',
    ]);
    expect(row).toEqual(Object.values((await json('tagpanel-summary', february, mkt, 'en')).rows[0]!));
    // Refused without the family's function; a guest screen's workbook needs roi.
    expect((await xlsx('tagpanel-summary', february, roiUser)).statusCode).toBe(403);
    expect((await xlsx('tagpanel-reservations', february, crmUser)).statusCode).toBe(403);
    const money = await readXlsxFile(
      (await xlsx('tagpanel-reservations', { DHINCLUSAOINI: '15/02/2026', DHINCLUSAOFIN: '15/03/2026' }, roiUser)).rawPayload,
    );
    expect(money[0]!.data[1]).toEqual(['Newsletter de fevereiro', 2, 4, 900]);
  });

  it('tagsync log: dates as dates, the rows equal to the JSON answer', async () => {
    const r = await xlsx('tagsync-guest-upd-log', around, sync);
    expect(r.statusCode, r.body).toBe(200);
    const [sheet] = await readXlsxFile(r.rawPayload);
    const rows = (await json('tagsync-log', { ...around, limit: 1000 }, sync, 'en')).rows;
    expect(sheet!.data).toHaveLength(rows.length + 1);
    expect(sheet!.data[1]![0]).toBeInstanceOf(Date);
    // Excel keeps a date-time to the second or so (a fraction of a day).
    expect(Math.abs((sheet!.data[1]![0] as unknown as Date).getTime() - Date.parse(rows[0]!.quando as string))).toBeLessThan(1000);
    expect(sheet!.data.slice(1).map((x) => x.slice(1))).toEqual(
      rows.map((x) =>
        Object.values(x)
          .slice(1)
          .map((v) => (v === '' ? null : v)),
      ),
    );
  });
});
