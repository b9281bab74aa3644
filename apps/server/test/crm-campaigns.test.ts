import { todayIn } from '@gm/domain/dates';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/pool';
import { recordConsent, refreshBookingProfiles } from '../src/modules/profiles/public';
import { createInstitution, createUser } from '../src/seed/factories';
import { insertStay } from './crm-fixtures';
import { call, createTestEnv, signIn } from './harness';

/**
 * CRM campaign management (issue 15; docs/decisions/0056-crm-campaign-screens.md): create (now, at a date,
 * recurring, draft) with the estimated audience, list with counts and rates, details (and V2), contacts, activate,
 * pause and resume, remove, the CRM's loadQueries and loadQueryHelper, ListAvaliacoesService on /broker/tagpanel;
 * refusals on their fields with nothing changed; another hotel's caller and a caller without TAGPANEL get nothing.
 * Nothing here sends: the e-mail rows the figures count are written by the test, as the delivery engine would.
 */
const env = await createTestEnv();
const B = '/broker/tagpanel';
const hotel = await createInstitution(env.db, { name: 'Hotel Campanhas', linkCode: 'hotel-campanhas' });
const otherHotel = await createInstitution(env.db, { name: 'Outro Hotel Cmp', linkCode: 'outro-cmp' });
const user = (email: string, institution: number, permissions: string[]) =>
  createUser(env.db, { email, name: email.split('@')[0]!, password: 'demo1234', institutions: [institution], permissions });
await user('mkt@cmp.test', hotel, [`TAGPANEL:${hotel}:*`]);
await user('desk@cmp.test', hotel, [`TRIAL:${hotel}:reservas`, `DASH:${hotel}:nps`]);
await user('mkt@outro-cmp.test', otherHotel, [`TAGPANEL:${otherHotel}:*`]);
await user('mkt@hospital-cmp.test', env.demo.hospital, [`TAGPANEL:${env.demo.hospital}:*`]);
const mkt = (await signIn(env.app, 'mkt@cmp.test')).token;
const desk = (await signIn(env.app, 'desk@cmp.test')).token;
const outsider = (await signIn(env.app, 'mkt@outro-cmp.test')).token;
const hospitalMkt = (await signIn(env.app, 'mkt@hospital-cmp.test')).token;

// Three guests with an e-mail: Ana and Bia opted in to marketing e-mail, Caio did not.
const today = todayIn('America/Sao_Paulo');
const profiles: Record<string, number> = {};
for (const [name, email] of [
  ['Ana Cmptest', 'ana@cmp.test'],
  ['Bia Cmptest', 'bia@cmp.test'],
  ['Caio Cmptest', 'caio@cmp.test'],
] as const) {
  const s = await insertStay(env.db, hotel, { checkIn: -30, persons: [{ name, email }] });
  await withTransaction(env.db, (tx) => refreshBookingProfiles(tx, hotel, s.bookingId, today));
  const { rows } = await env.db.query<{ id: string }>(`SELECT id FROM guest_profiles WHERE institution_id = $1 AND name = $2`, [
    hotel,
    name,
  ]);
  profiles[name.split(' ')[0]!] = Number(rows[0]!.id);
}
await withTransaction(env.db, async (tx) => {
  await recordConsent(tx, hotel, profiles.Ana!, { channel: 'email', granted: true, source: 'form' });
  await recordConsent(tx, hotel, profiles.Bia!, { channel: 'email', granted: true, source: 'form' });
});
const segment = (
  await call(
    env.app,
    `${B}/SalvarSegmentoService`,
    { name: 'Hóspedes', filter: { combinator: 'and', rules: [{ field: 'stays', op: 'gte', value: 1 }] } },
    mkt,
  )
).json().id as number;
const template = (await call(env.app, `${B}/CreateTemplateService`, { name: 'Volte sempre', type: 1 }, mkt)).json().id as number;
const otherSegment = (
  await call(env.app, `${B}/SalvarSegmentoService`, { name: 'Deles', filter: { combinator: 'and', rules: [] } }, outsider)
).json().id as number;

const base = { name: 'Volte em breve', segmentId: segment, templateId: template, senderName: 'Hotel Campanhas' };
const create = (body: Record<string, unknown>, token = mkt) => call(env.app, `${B}/CreateCampaignService`, body, token);
const campaignsCount = async () => Number((await env.db.query('SELECT count(*) FROM campaigns')).rows[0].count);
const emailsCount = async () => Number((await env.db.query('SELECT count(*) FROM campaign_emails')).rows[0].count);

/** E-mail rows as the delivery engine writes and tracking fills them. */
async function emailRow(campaign: number, profile: number | null, address: string, f: Record<string, string | number> = {}, runNo = 1) {
  const cols = ['institution_id', 'campaign_id', 'run_no', 'profile_id', 'destination', ...Object.keys(f)];
  const values = [hotel, campaign, runNo, profile, address, ...Object.values(f)];
  await env.db.query(`INSERT INTO campaign_emails (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`, values);
}

let nowId = 0;
let draftId = 0;
let atId = 0;

describe('creating a campaign', () => {
  it('now: scheduled at once with the segment audience (opted-in guests only), nothing sent nor queued', async () => {
    const before = await emailsCount();
    const r = await create({ ...base, description: 'Retorno', replyTo: 'reservas@cmp.test' });
    expect(r.statusCode, r.body).toBe(200);
    const c = r.json();
    expect(c).toMatchObject({
      name: 'Volte em breve',
      CMPDESC: 'Volte em breve',
      status: 'scheduled',
      scheduleKind: 'now',
      segmentId: segment,
      segmentName: 'Hóspedes',
      templateId: template,
      templateName: 'Volte sempre',
      replyTo: 'reservas@cmp.test',
      estimatedAudience: 2,
      counts: { total: 0, queued: 0, delivered: 0 },
      rates: { delivery: null, open: null },
    });
    expect(c.CODCMP).toBe(c.id);
    expect(Math.abs(Date.parse(c.nextRunAt) - Date.now())).toBeLessThan(60_000);
    expect(await emailsCount()).toBe(before);
    nowId = c.id;
  });

  it('as a draft, at a date (hotel time) and recurring', async () => {
    const draft = (await create({ ...base, name: 'Rascunho', activate: false })).json();
    expect(draft).toMatchObject({ status: 'draft', nextRunAt: null });
    draftId = draft.id;
    const at = (await create({ ...base, name: 'Natal', scheduleKind: 'at', startsAt: '2099-12-20T10:00' })).json();
    expect(at).toMatchObject({
      status: 'scheduled',
      scheduleKind: 'at',
      startsAt: '2099-12-20T13:00:00.000Z',
      nextRunAt: '2099-12-20T13:00:00.000Z',
    });
    atId = at.id;
    const weekly = (await create({ ...base, name: 'Semanal', scheduleKind: 'recurring', recurrence: 'weekly' })).json();
    expect(weekly).toMatchObject({ status: 'scheduled', scheduleKind: 'recurring', recurrence: 'weekly', startsAt: null });
  });

  it('refuses bad input on its fields and writes nothing', async () => {
    const was = await campaignsCount();
    const bad = async (body: Record<string, unknown>, status: number, path: string) => {
      const r = await create(body);
      expect(r.statusCode, r.body).toBe(status);
      expect(r.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    };
    await bad({ ...base, name: '' }, 400, 'name');
    await bad({ ...base, scheduleKind: 'at' }, 400, 'startsAt');
    await bad({ ...base, scheduleKind: 'recurring' }, 400, 'recurrence');
    await bad({ ...base, scheduleKind: 'recurring', recurrence: 'hourly' }, 400, 'recurrence');
    await bad({ ...base, replyTo: 'not-an-address' }, 400, 'replyTo');
    await bad({ ...base, senderName: 'Hotel <x@y.z>' }, 400, 'senderName');
    await bad({ ...base, scheduleKind: 'at', startsAt: '2020-01-01T10:00' }, 422, 'startsAt');
    await bad({ ...base, templateId: 999_999 }, 404, 'templateId');
    await bad({ ...base, segmentId: otherSegment }, 404, 'segmentId');
    const past = await create({ ...base, scheduleKind: 'at', startsAt: '2020-01-01T10:00' });
    expect(past.json().errors[0].message).toBe('Escolha uma data e hora futuras.');
    expect(await campaignsCount()).toBe(was);
  });

  it("another hotel's caller cannot use this hotel's template, and a caller without TAGPANEL is refused", async () => {
    const was = await campaignsCount();
    expect((await create(base, outsider)).statusCode).toBe(404);
    expect((await create(base, desk)).statusCode).toBe(403);
    expect(await campaignsCount()).toBe(was);
  });

  it('estimates the audience live for the new-campaign screen', async () => {
    const r = await call(env.app, `${B}/EstimateCampaignAudienceService`, { segmentId: segment }, mkt);
    expect(r.json()).toEqual({ estimatedAudience: 2 });
    expect((await call(env.app, `${B}/EstimateCampaignAudienceService`, { segmentId: otherSegment }, mkt)).statusCode).toBe(404);
    expect((await call(env.app, `${B}/EstimateCampaignAudienceService`, { segmentId: 'x' }, mkt)).statusCode).toBe(400);
  });
});

describe('a campaign life: activate, pause, resume', () => {
  const act = (path: string, body: Record<string, unknown>, token = mkt) => call(env.app, `${B}/${path}`, body, token);

  it('activates a draft: scheduled, due now; again: unchanged', async () => {
    const r = await act('ActivateCampaignService', { id: draftId });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 1, id: draftId, campaignStatus: 'scheduled' });
    const again = (await act('ActivateCampaignService', { id: draftId })).json();
    expect(again.nextRunAt).toBe(r.json().nextRunAt);
  });

  it('pauses and resumes (toggle and explicit actions), keeping the date of an "at" campaign', async () => {
    expect((await act('PausarIniciarCampaignsService', { id: atId })).json()).toMatchObject({ campaignStatus: 'paused' });
    const paused = (await env.db.query('SELECT status FROM campaigns WHERE id = $1', [atId])).rows[0];
    expect(paused.status).toBe('paused');
    const resumed = (await act('PausarIniciarCampaignsService', { id: atId, action: 'resume' })).json();
    expect(resumed).toMatchObject({ campaignStatus: 'scheduled', nextRunAt: '2099-12-20T13:00:00.000Z' });
    expect((await act('PausarIniciarCampaignsService', { id: atId, action: 'pause' })).json().campaignStatus).toBe('paused');
    // Activating a paused campaign schedules it again too.
    expect((await act('ActivateCampaignService', { id: atId })).json().campaignStatus).toBe('scheduled');
  });

  it('refuses what the status does not allow, a finished campaign, bad ids, other hotels and callers without TAGPANEL', async () => {
    const draft = (await create({ ...base, name: 'Outro rascunho', activate: false })).json().id;
    const r = await act('PausarIniciarCampaignsService', { id: draft, action: 'pause' });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Só é possível pausar uma campanha agendada ou em envio.');
    expect((await act('PausarIniciarCampaignsService', { id: nowId, action: 'resume' })).statusCode).toBe(422);
    await env.db.query(`UPDATE campaigns SET status = 'finished' WHERE id = $1`, [draft]);
    expect((await act('ActivateCampaignService', { id: draft })).statusCode).toBe(422);
    expect((await act('ActivateCampaignService', { id: 'abc' })).statusCode).toBe(400);
    expect((await act('PausarIniciarCampaignsService', { id: nowId, action: 'stop' })).statusCode).toBe(400);
    expect((await act('PausarIniciarCampaignsService', { id: nowId }, outsider)).statusCode).toBe(404);
    expect((await act('ActivateCampaignService', { id: nowId }, outsider)).statusCode).toBe(404);
    expect((await act('PausarIniciarCampaignsService', { id: nowId }, desk)).statusCode).toBe(403);
    const { rows } = await env.db.query('SELECT status FROM campaigns WHERE id = $1', [nowId]);
    expect(rows[0].status).toBe('scheduled');
  });

  it('a campaign whose segment was deleted is not activated', async () => {
    const seg = (await act('SalvarSegmentoService', { name: 'Efêmero', filter: { combinator: 'and', rules: [] } })).json().id;
    const c = (await create({ ...base, name: 'Sem segmento', segmentId: seg, activate: false })).json().id;
    await act('RemoverSegmentoService', { id: seg });
    const r = await act('ActivateCampaignService', { id: c });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors[0].path).toBe('segmentId');
  });
});

describe('figures, details and contacts', () => {
  it('counts the e-mail rows in the list, the details and each run of V2, with rates', async () => {
    const t = (min: number) => new Date(Date.now() - min * 60_000).toISOString();
    await emailRow(nowId, profiles.Ana!, 'ana@cmp.test', {
      status: 'delivered',
      delivered_at: t(50),
      first_viewed_at: t(40),
      last_viewed_at: t(30),
      views: 2,
      visited_at: t(20),
      clicks: 1,
    });
    await emailRow(nowId, profiles.Bia!, 'bia@cmp.test', { status: 'delivered', delivered_at: t(50), unsubscribed_at: t(10) });
    await emailRow(nowId, null, 'gone.person@example.com', {
      status: 'failed',
      failed_at: t(45),
      status_message: '550 mailbox unavailable',
    });
    await emailRow(nowId, profiles.Ana!, 'ana@cmp.test', {}, 2);

    const list = (await call(env.app, `${B}/ListCampaignsDetailedService`, {}, mkt)).json();
    const row = list.data.find((c: { id: number }) => c.id === nowId);
    expect(row.counts).toEqual({ total: 4, queued: 1, delivered: 2, opened: 1, clicked: 1, failed: 1, unsubscribed: 1 });
    expect(row.rates).toEqual({ delivery: 0.6667, failure: 0.3333, open: 0.5, click: 0.5, unsubscribe: 0.5 });
    expect(list.metadata.totalCount).toBe(list.data.length);

    const d = (await call(env.app, `${B}/GetCampaignDetailsService`, { id: nowId }, mkt)).json();
    expect(d.counts).toEqual(row.counts);

    const v2 = (await call(env.app, `${B}/GetCampaignDetailsServiceV2`, { id: nowId }, mkt)).json();
    expect(v2.templateSubject).toContain('{{hotel.name}}');
    expect(v2.runsDetail.map((x: { runNo: number }) => x.runNo)).toEqual([2, 1]);
    expect(v2.runsDetail[0].counts).toMatchObject({ total: 1, queued: 1 });
    expect(v2.runsDetail[1].counts).toMatchObject({ total: 3, delivered: 2, failed: 1 });
    expect(v2.runsDetail[1].rates.open).toBe(0.5);
    expect(v2.lastActivityAt).not.toBeNull();
  });

  it('lists the contacts paged, by figure and run, the address of an erased profile masked', async () => {
    const page = (await call(env.app, `${B}/GetCampaignContactsService`, { id: nowId, limit: 2 }, mkt)).json();
    expect(page.metadata.totalCount).toBe(4);
    expect(page.data).toHaveLength(2);
    const all = (await call(env.app, `${B}/GetCampaignContactsService`, { id: nowId, runNo: 1 }, mkt)).json().data;
    const ana = all.find((c: { profileId: number }) => c.profileId === profiles.Ana);
    expect(ana).toMatchObject({
      DESTINODELIV: 'ana@cmp.test',
      STATUS: 'delivered',
      CMPDESC: 'Volte em breve',
      guestName: 'Ana Cmptest',
      views: 2,
      clicks: 1,
    });
    expect(ana.DHDELIVERED && ana.DHLASTVIEWED && ana.DHVISITED).toBeTruthy();
    const gone = all.find((c: { profileId: number | null }) => c.profileId === null);
    expect(gone).toMatchObject({ DESTINODELIV: 'g***@e***.com', STATUS: 'failed', MSGSTATUS: '550 mailbox unavailable' });
    const figure = async (status: string) =>
      (await call(env.app, `${B}/GetCampaignContactsService`, { id: nowId, status }, mkt)).json().metadata.totalCount;
    expect([await figure('opened'), await figure('clicked'), await figure('failed'), await figure('unsubscribed')]).toEqual([1, 1, 1, 1]);
    const search = (await call(env.app, `${B}/GetCampaignContactsService`, { id: nowId, search: 'bia' }, mkt)).json();
    expect(search.data.map((c: { DESTINODELIV: string }) => c.DESTINODELIV)).toEqual(['bia@cmp.test']);
    // The masked row is not found by its address either.
    expect((await call(env.app, `${B}/GetCampaignContactsService`, { id: nowId, search: 'gone' }, mkt)).json().metadata.totalCount).toBe(0);
    expect((await call(env.app, `${B}/GetCampaignContactsService`, { id: nowId, status: 'bounced' }, mkt)).statusCode).toBe(400);
    expect((await call(env.app, `${B}/GetCampaignContactsService`, { id: nowId, limit: 500 }, mkt)).statusCode).toBe(400);
  });

  it('pages the list 50 at a time and filters by status and words', async () => {
    const r = (await call(env.app, `${B}/ListCampaignsService`, { status: 'paused' }, mkt)).json();
    expect(r.data.every((c: { status: string }) => c.status === 'paused')).toBe(true);
    const s = (await call(env.app, `${B}/ListCampaignsService`, { search: 'natal' }, mkt)).json();
    expect(s.data.map((c: { name: string }) => c.name)).toEqual(['Natal']);
    expect((await call(env.app, `${B}/ListCampaignsService`, { limit: 101 }, mkt)).statusCode).toBe(400);
    expect((await call(env.app, `${B}/ListCampaignsService`, { status: 'sent' }, mkt)).statusCode).toBe(400);
  });

  it("shows nothing of this hotel to another hotel's caller, and refuses a caller without TAGPANEL", async () => {
    const theirs = (await call(env.app, `${B}/ListCampaignsDetailedService`, {}, outsider)).json();
    expect(theirs.data.some((c: { id: number }) => c.id === nowId)).toBe(false);
    for (const path of ['GetCampaignDetailsService', 'GetCampaignDetailsServiceV2', 'GetCampaignContactsService']) {
      const r = await call(env.app, `${B}/${path}`, { id: nowId }, outsider);
      expect(r.statusCode, path).toBe(404);
      expect(r.body).not.toContain('ana@cmp.test');
      expect((await call(env.app, `${B}/${path}`, { id: nowId }, desk)).statusCode, path).toBe(403);
      expect((await call(env.app, `${B}/${path}`, { id: -1 }, mkt)).statusCode, path).toBe(400);
    }
    expect((await call(env.app, `${B}/ListCampaignsService`, {}, desk)).statusCode).toBe(403);
    expect((await call(env.app, `${B}/ListCampaignsDetailedService`, {}, desk)).statusCode).toBe(403);
  });
});

describe('loadQueries and loadQueryHelper', () => {
  const load = (name: string, payload: Record<string, unknown>, token = mkt) => call(env.app, `${B}/loadQueries`, { name, payload }, token);

  it('ListaCampanhasDisponiveis: the campaigns, paged, sorted, by status', async () => {
    const r = await load('ListaCampanhasDisponiveis', { limit: 2, sort: 'CMPDESC' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().rows).toHaveLength(2);
    expect(r.json().totalRows).toBeGreaterThan(2);
    expect(Object.keys(r.json().rows[0])).toEqual(['CODCMP', 'CMPDESC', 'STATUS', 'DHINCLUSAO']);
    const names = r.json().rows.map((x: { CMPDESC: string }) => x.CMPDESC);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const paused = (await load('ListaCampanhasDisponiveis', { filter: 'paused', search: 'nat' })).json();
    expect(paused.rows).toEqual([]);
    expect((await load('ListaCampanhasDisponiveis', { search: 'natal' })).json().rows[0]).toMatchObject({ CMPDESC: 'Natal', CODCMP: atId });
  });

  it('ListaEnviosCampanhas: the e-mail rows by STATUSDELIV, CODCMP, ARRAY_CAMPANHAS_0 and period', async () => {
    const all = (await load('ListaEnviosCampanhas', { CODCMP: nowId })).json();
    expect(all.totalRows).toBe(3); // the row of an erased profile is left out
    const clicked = (await load('ListaEnviosCampanhas', { ARRAY_CAMPANHAS_0: `${nowId},${atId}`, STATUSDELIV: 'clicked' })).json();
    expect(clicked.rows).toEqual([
      expect.objectContaining({ DESTINODELIV: 'ana@cmp.test', CMPDESC: 'Volte em breve', STATUS: 'delivered' }),
    ]);
    const todayBr = today.split('-').reverse().join('/');
    expect((await load('ListaEnviosCampanhas', { DHINCLUSAOINI: todayBr, DHINCLUSAOFIN: todayBr, CODCMP: nowId })).json().totalRows).toBe(
      3,
    );
    expect((await load('ListaEnviosCampanhas', { DHINCLUSAOINI: '01/01/2020', DHINCLUSAOFIN: '31/01/2020' })).json().totalRows).toBe(0);
    expect((await load('ListaEnviosCampanhas', { PERIODO: 7, ARRAY_CAMPANHAS_0: [nowId] })).json().totalRows).toBe(3);
    expect((await load('ListaEnviosCampanhas', { ARRAY_CAMPANHAS_0: [atId] })).json().totalRows).toBe(0);
  });

  it('EvolucaoCampanhas: the figures by day or month (TIPOPERIODO)', async () => {
    const r = (await load('EvolucaoCampanhas', { TIPOPERIODO: 'D', PERIODO: 30, CODCMP: nowId })).json();
    expect(r.rows).toEqual([{ periodo: today, enviados: 4, entregues: 2, abertos: 1, clicados: 1, falhas: 1 }]);
    const m = (await load('EvolucaoCampanhas', { TIPOPERIODO: 'M', CODCMP: nowId })).json();
    expect(m.rows[0].periodo).toBe(`${today.slice(0, 7)}-01`);
  });

  it('refuses an unknown query, bad filters and callers without TAGPANEL; another hotel sees its own rows only', async () => {
    expect((await load('ListaSegredos', {})).statusCode).toBe(404);
    expect((await load('../x', {})).statusCode).toBe(400);
    for (const payload of [
      { STATUSDELIV: 'lost' },
      { DHINCLUSAOINI: '31/02/2026' },
      { DHINCLUSAOINI: '10/03/2026', DHINCLUSAOFIN: '01/03/2026' },
      { PERIODO: 0 },
      { ARRAY_CAMPANHAS_0: 'a,b' },
      { sort: 'password' },
      { limit: 0 },
    ]) {
      const r = await load('ListaEnviosCampanhas', payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await load('EvolucaoCampanhas', { TIPOPERIODO: 'X' })).statusCode).toBe(400);
    expect((await load('ListaCampanhasDisponiveis', {}, desk)).statusCode).toBe(403);
    const theirs = (await load('ListaEnviosCampanhas', { CODCMP: nowId }, outsider)).json();
    expect(theirs).toEqual({ status: 1, rows: [], totalRows: 0 });
    expect((await call(env.app, `${B}/loadQueryHelper`, { name: 'ListaEnviosCampanhas' }, desk)).statusCode).toBe(403);
  });

  it("returns each query's help in the caller's language, with a hospital's wording", async () => {
    const pt = (await call(env.app, `${B}/loadQueryHelper`, { name: 'ListaEnviosCampanhas' }, mkt)).json();
    expect(pt).toMatchObject({ status: 1, name: 'ListaEnviosCampanhas' });
    expect(pt.htmlHelp).toContain('STATUSDELIV');
    expect(pt.htmlHelp).toContain('hóspede');
    const en = (await call(env.app, `${B}/loadQueryHelper?locale=en`, { name: 'EvolucaoCampanhas' }, mkt)).json();
    expect(en.htmlHelp).toContain('per period');
    const h = (await call(env.app, `${B}/loadQueryHelper`, { name: 'ListaEnviosCampanhas' }, hospitalMkt)).json();
    expect(h.htmlHelp).toContain('paciente');
    expect((await call(env.app, `${B}/loadQueryHelper`, { name: 'Nada' }, mkt)).statusCode).toBe(404);
  });

  it('the same queries are named queries of the dashboards registry', async () => {
    await user('dash-mkt@cmp.test', hotel, [`TAGPANEL:${hotel}:*`, `DASH:${hotel}:tagpanel`]);
    const token = (await signIn(env.app, 'dash-mkt@cmp.test')).token;
    const r = await call(env.app, '/dashboardQueries/executeQuery/lista-envios-campanhas', { CODCMP: nowId }, token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().totalRows).toBe(3);
  });
});

describe('the reviews in the CRM (ListAvaliacoesService)', () => {
  it('answers a TAGPANEL caller on /broker/tagpanel, and still a DASH:nps one', async () => {
    const body = { dtInicio: '2026-01-01', dtFim: '2026-12-31' };
    const r = await call(env.app, `${B}/ListAvaliacoesService`, body, mkt);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ metadata: { totalCount: 0 }, data: [] });
    expect((await call(env.app, `${B}/ListAvaliacoesService`, body, desk)).statusCode).toBe(200);
    expect((await call(env.app, `${B}/ListAvaliacoesService`, { dtInicio: 'x' }, mkt)).statusCode).toBe(400);
  });
});

describe('removing campaigns', () => {
  it('removes several at once; a sending one is paused first; they leave the lists and details', async () => {
    await env.db.query(`UPDATE campaigns SET status = 'sending' WHERE id = $1`, [nowId]);
    const r = await call(env.app, `${B}/RemoveCampaignsService`, { ids: [nowId, draftId] }, mkt);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ status: 1, ids: [nowId, draftId] });
    const { rows } = await env.db.query('SELECT status, removed_at FROM campaigns WHERE id = $1', [nowId]);
    expect(rows[0].status).toBe('paused');
    expect(rows[0].removed_at).not.toBeNull();
    const list = (await call(env.app, `${B}/ListCampaignsService`, {}, mkt)).json();
    expect(list.data.some((c: { id: number }) => c.id === nowId || c.id === draftId)).toBe(false);
    expect((await call(env.app, `${B}/GetCampaignDetailsService`, { id: nowId }, mkt)).statusCode).toBe(404);
    expect((await call(env.app, `${B}/ActivateCampaignService`, { id: nowId }, mkt)).statusCode).toBe(404);
    // The e-mail rows stay (the guests' timelines).
    expect(Number((await env.db.query('SELECT count(*) FROM campaign_emails WHERE campaign_id = $1', [nowId])).rows[0].count)).toBe(4);
  });

  it('refuses all when one is not of the hotel, bad ids, and callers without TAGPANEL', async () => {
    const theirs = (await create({ ...base, segmentId: otherSegment, templateId: template }, outsider)).statusCode;
    expect(theirs).toBe(404);
    const r = await call(env.app, `${B}/RemoveCampaignsService`, { ids: [atId, nowId] }, mkt);
    expect(r.statusCode).toBe(404);
    expect(r.json().errors[0].path).toBe('ids');
    expect((await env.db.query('SELECT removed_at FROM campaigns WHERE id = $1', [atId])).rows[0].removed_at).toBeNull();
    expect((await call(env.app, `${B}/RemoveCampaignsService`, { ids: [] }, mkt)).statusCode).toBe(400);
    expect((await call(env.app, `${B}/RemoveCampaignsService`, { ids: [atId] }, outsider)).statusCode).toBe(404);
    expect((await call(env.app, `${B}/RemoveCampaignsService`, { ids: [atId] }, desk)).statusCode).toBe(403);
    expect((await env.db.query('SELECT removed_at FROM campaigns WHERE id = $1', [atId])).rows[0].removed_at).toBeNull();
  });
});
