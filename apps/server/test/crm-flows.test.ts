import { todayIn } from '@gm/domain/dates';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/pool';
import { refreshBookingProfiles } from '../src/modules/profiles/public';
import { runDueJobs } from '../src/platform/jobs';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { createBooking, guest } from './bookings-helpers';
import { insertStay } from './crm-fixtures';
import { call, createTestEnv, signIn } from './harness';

/**
 * CRM flows (issue 15 "Flows"; docs/decisions/0062-crm-flows.md): GetFlowService, PostFlowService, CreateFlowService
 * and GetFlowProgressService with good and bad input, another hotel, no TAGPANEL; business events and dates enrol
 * consenting guests; a wait then a send queues the campaign_emails row once; branches; never the same step twice.
 */
const env = await createTestEnv();
const hotel = env.demo.hotel;
const CRM = '/jwt/brokerJson/tagpanel';
const today = todayIn('America/Sao_Paulo');

await createUser(env.db, {
  email: 'mkt@flows.test',
  name: 'Marketing',
  password: 'demo1234',
  institutions: [hotel],
  permissions: [`TAGPANEL:${hotel}:*`],
});
const mkt = (await signIn(env.app, 'mkt@flows.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const otherHotel = await createInstitution(env.db, { name: 'Outro Hotel Fluxos', linkCode: 'outro-fluxos' });
await createUser(env.db, {
  email: 'outro@flows.test',
  name: 'Outro',
  password: 'demo1234',
  institutions: [otherHotel],
  permissions: allPermissionsFor(otherHotel),
});
const other = (await signIn(env.app, 'outro@flows.test')).token;

const template = async (token: string, name: string) => {
  const r = await call(env.app, `${CRM}/CreateTemplateService`, { name, type: 1 }, token);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { id: number }).id;
};
const tplA = await template(mkt, 'Fluxo A');
const tplB = await template(mkt, 'Fluxo B');
const otherTpl = await template(other, 'Do outro hotel');

const create = async (name: string) => {
  const r = await call(env.app, `${CRM}/CreateFlowService`, { name }, mkt);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { cmp: number; version: number; status: string; flow: { steps: unknown[] } };
};
const post = (body: Record<string, unknown>, token = mkt) => call(env.app, `${CRM}/PostFlowService`, body, token);

const emails = async (cmp: number) =>
  (
    await env.db.query<{
      step: string;
      profile_id: string;
      template_id: string;
      destination: string;
      status: string;
      run_no: number;
      voucher: string | null;
      booking_id: string | null;
    }>(
      'SELECT step, profile_id::text, template_id::text, destination, status, run_no, voucher, booking_id::text FROM campaign_emails WHERE campaign_id = $1 ORDER BY id',
      [cmp],
    )
  ).rows;
const enrolments = async (cmp: number) =>
  (
    await env.db.query<{
      id: string;
      profile_id: string;
      status: string;
      current_step: string | null;
      history: { step: string | null; event: string }[];
    }>(
      'SELECT id::text, profile_id::text, status, current_step, history FROM campaign_flow_enrollments WHERE campaign_id = $1 ORDER BY id',
      [cmp],
    )
  ).rows;
const runFlowJobs = () => runDueJobs(env.deps, 50, ['campaigns.flow-event']);
const grantEmail = async (profileId: number, granted = true) => {
  const r = await call(
    env.app,
    `${CRM}/AlterarConsentimentoService`,
    { id: profileId, channel: 'email', granted, source: 'reception' },
    mkt,
  );
  expect(r.statusCode, r.body).toBe(200);
};
const profileOfBooking = async (bookingId: number) => {
  await withTransaction(env.db, (tx) => refreshBookingProfiles(tx, hotel, bookingId, today));
  const { rows } = await env.db.query<{ profile_id: string }>(
    `SELECT l.profile_id FROM booking_persons bp JOIN guest_profile_links l ON l.booking_person_id = bp.id WHERE bp.booking_id = $1 AND bp.position = 0`,
    [bookingId],
  );
  return Number(rows[0]!.profile_id);
};
const dueNow = (cmp: number) =>
  env.db.query(`UPDATE campaign_flow_enrollments SET next_at = now() - interval '1 second' WHERE campaign_id = $1 AND status = 'waiting'`, [
    cmp,
  ]);
const advance = async () => {
  const { advanceDue } = await import('../src/modules/campaigns/flows/engine');
  return advanceDue(env.db, hotel);
};

const welcome = (a: number, b: number) => ({
  trigger: { type: 'booking_created' },
  steps: [
    { key: 's1', kind: 'send', templateId: a },
    { key: 'w1', kind: 'wait', days: 1, hours: 0 },
    {
      key: 'b1',
      kind: 'branch',
      condition: { type: 'webcheckin_done' },
      yes: [{ key: 's2', kind: 'send', templateId: b }],
      no: [{ key: 's3', kind: 'send', templateId: a }],
    },
  ],
});

describe('flows: the services', () => {
  it('creates a flow campaign in draft with an empty booking flow, and reads it back', async () => {
    const f = await create('Boas-vindas');
    expect(f).toMatchObject({ status: 'draft', version: 1, flow: { trigger: { type: 'booking_created' }, steps: [] } });
    const r = await call(env.app, `${CRM}/GetFlowService`, { cmp: f.cmp }, mkt);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ cmp: f.cmp, name: 'Boas-vindas', active: false, enrolled: 0 });
    const list = await call(env.app, `${CRM}/ListFlowsService`, {}, mkt);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ cmp: f.cmp, name: 'Boas-vindas', trigger: 'booking_created', steps: 0 }),
    );
    expect((await call(env.app, `${CRM}/ListFlowsService`, {}, other)).json().data).toEqual([]);
  });

  it('saves a flow with a branch, moves the version on and refuses a stale version', async () => {
    const f = await create('Versões');
    const ok = await post({ cmp: f.cmp, name: 'Versões', flow: welcome(tplA, tplB), version: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ version: 2, active: false, flow: { steps: [{ key: 's1' }, { key: 'w1' }, { key: 'b1' }] } });
    const stale = await post({ cmp: f.cmp, name: 'Versões', flow: welcome(tplA, tplB), version: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses bad input on its field and changes nothing', async () => {
    const f = await create('Inválida');
    const twice = await post({
      cmp: f.cmp,
      name: 'x',
      flow: {
        trigger: { type: 'booking_created' },
        steps: [
          { key: 'a', kind: 'wait', days: 1 },
          { key: 'a', kind: 'wait', days: 2 },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toContainEqual({ path: 'flow.steps.1.key', message: 'crm.flow.key_twice' });
    const zero = await post({
      cmp: f.cmp,
      name: 'x',
      flow: { trigger: { type: 'booking_created' }, steps: [{ key: 'a', kind: 'wait', days: 0, hours: 0 }] },
    });
    expect(zero.json().errors).toContainEqual({ path: 'flow.steps.0.days', message: 'crm.flow.wait' });
    const noDays = await post({ cmp: f.cmp, name: 'x', flow: { trigger: { type: 'days_before_arrival' }, steps: [] } });
    expect(noDays.json().errors).toContainEqual({ path: 'flow.trigger.days', message: 'crm.flow.days' });
    const lang = await post({
      cmp: f.cmp,
      name: 'x',
      flow: {
        trigger: { type: 'checked_out' },
        steps: [{ key: 'b', kind: 'branch', condition: { type: 'language_is', value: 'fr' }, yes: [], no: [] }],
      },
    });
    expect(lang.json().errors).toContainEqual({ path: 'flow.steps.0.condition.value', message: 'crm.flow.language' });
    const noTpl = await post({
      cmp: f.cmp,
      name: 'x',
      flow: { trigger: { type: 'checked_in' }, steps: [{ key: 's', kind: 'send', templateId: null }] },
    });
    expect(noTpl.statusCode).toBe(422);
    expect(noTpl.json().errors).toEqual([{ path: 'flow.steps.0.templateId', message: 'Escolha o modelo de e-mail deste passo.' }]);
    const foreign = await post({
      cmp: f.cmp,
      name: 'x',
      flow: {
        trigger: { type: 'checked_in' },
        steps: [
          {
            key: 'b',
            kind: 'branch',
            condition: { type: 'returning_guest' },
            yes: [{ key: 's', kind: 'send', templateId: otherTpl }],
            no: [],
          },
        ],
      },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors[0].path).toBe('flow.steps.0.yes.0.templateId');
    const r = await call(env.app, `${CRM}/GetFlowService`, { cmp: f.cmp }, mkt);
    expect(r.json()).toMatchObject({ version: 1, name: 'Inválida', flow: { steps: [] } });
  });

  it("refuses another hotel's caller and a caller without TAGPANEL", async () => {
    const f = await create('Só deste hotel');
    expect((await call(env.app, `${CRM}/GetFlowService`, { cmp: f.cmp }, other)).statusCode).toBe(404);
    expect((await post({ cmp: f.cmp, name: 'x', flow: welcome(otherTpl, otherTpl) }, other)).statusCode).toBe(404);
    expect((await call(env.app, `${CRM}/GetFlowProgressService`, { cmp: f.cmp }, other)).statusCode).toBe(404);
    expect((await call(env.app, `${CRM}/GetFlowService`, { cmp: f.cmp }, reception)).statusCode).toBe(403);
    expect((await call(env.app, `${CRM}/CreateFlowService`, { name: 'x' }, reception)).statusCode).toBe(403);
    const { rows } = await env.db.query('SELECT name FROM campaigns WHERE id = $1', [f.cmp]);
    expect(rows[0]).toEqual({ name: 'Só deste hotel' });
  });
});

describe('flows: triggers, waits, branches, never twice', () => {
  it('enrols a consenting guest when a booking is made, queues the first step once, waits, then follows the branch', async () => {
    const f = await create('Boas-vindas ativa');
    expect((await post({ cmp: f.cmp, name: 'Boas-vindas ativa', flow: welcome(tplA, tplB), active: true })).statusCode).toBe(200);
    const ana = guest('Ana Fluxo', { DOC: '39053344705', EMAIL: 'Ana.Fluxo@example.test' });

    // No consent yet: the guest is recognised but not enrolled.
    const first = await createBooking(env, reception, { pessoasReserva: [ana] });
    await runFlowJobs();
    expect(await enrolments(f.cmp)).toEqual([]);
    const profileId = await profileOfBooking(first.CODRES);
    await grantEmail(profileId);

    // With consent, the next booking enrols her: s1 is queued at once and she waits on w1.
    const second = await createBooking(env, reception, { pessoasReserva: [ana] });
    await runFlowJobs();
    const [e] = await enrolments(f.cmp);
    expect(e).toMatchObject({ profile_id: String(profileId), status: 'waiting', current_step: 'w1' });
    expect(await emails(f.cmp)).toEqual([
      {
        step: 's1',
        profile_id: String(profileId),
        template_id: String(tplA),
        destination: 'ana.fluxo@example.test',
        status: 'queued',
        run_no: 0,
        voucher: second.reserva.VOUCHER,
        booking_id: String(second.CODRES),
      },
    ]);

    // A third booking (the same guest): no second journey, nothing queued again.
    await createBooking(env, reception, { pessoasReserva: [ana] });
    await runFlowJobs();
    expect(await enrolments(f.cmp)).toHaveLength(1);
    expect((await emails(f.cmp)).map((m) => m.step)).toEqual(['s1']);

    // The wait is not over: nothing moves. Once over: web check-in not done, so the else side (s3), then the end.
    expect(await advance()).toBe(0);
    await dueNow(f.cmp);
    await advance();
    expect((await emails(f.cmp)).map((m) => m.step)).toEqual(['s1', 's3']);
    const [done] = await enrolments(f.cmp);
    expect(done!.status).toBe('finished');
    expect(done!.history.map((h) => `${h.step ?? ''}:${h.event}`)).toEqual([
      ':entered',
      's1:queued',
      'w1:waiting',
      'w1:waited',
      'b1:no',
      's3:queued',
      ':finished',
    ]);

    // Even sent back to the start (a replay), the flow never queues a step twice for her.
    await env.db.query(`UPDATE campaign_flow_enrollments SET status = 'active', current_step = 's1', next_at = now() WHERE id = $1`, [
      done!.id,
    ]);
    await advance();
    const [replayed] = await enrolments(f.cmp);
    expect(replayed!.history.at(-2)).toMatchObject({ step: 's1', event: 'already_sent' });
    await dueNow(f.cmp);
    await advance();
    expect((await emails(f.cmp)).map((m) => m.step)).toEqual(['s1', 's3']);

    // Progress: the guest, her step and history.
    const p = await call(env.app, `${CRM}/GetFlowProgressService`, { cmp: f.cmp }, mkt);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json()).toMatchObject({
      metadata: { totalCount: 1 },
      data: [{ profileId, name: 'Ana Fluxo', status: 'finished', currentStep: null }],
    });
  });

  it('takes the then side when the web check-in is done, and a paused flow does not move', async () => {
    const f = await create('Ramo');
    const flow = welcome(tplA, tplB);
    const saved = await post({ cmp: f.cmp, name: 'Ramo', flow, active: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const stay = await insertStay(env.db, hotel, {
      checkIn: 5,
      status: 'R',
      persons: [{ name: 'Bruno Ramo', email: 'bruno.ramo@example.test', doc: '71428793860' }],
    });
    const profileId = await profileOfBooking(stay.bookingId);
    await grantEmail(profileId);
    const { enrolProfiles } = await import('../src/modules/campaigns/flows/engine');
    await enrolProfiles(env.db, hotel, { campaignId: f.cmp, version: 2, definition: flow as never }, [
      { profileId, bookingId: stay.bookingId, triggerKey: 'test' },
    ]);
    await advance();
    await env.db.query(`UPDATE booking_persons SET webcheckin_status = 'D' WHERE booking_id = $1`, [stay.bookingId]);
    // Paused: the wait is over but the flow stands still.
    expect((await post({ cmp: f.cmp, name: 'Ramo', flow, active: false })).json()).toMatchObject({ status: 'paused', active: false });
    await dueNow(f.cmp);
    await advance();
    expect((await enrolments(f.cmp))[0]).toMatchObject({ status: 'waiting', current_step: 'w1' });
    expect((await post({ cmp: f.cmp, name: 'Ramo', flow, active: true })).json()).toMatchObject({ status: 'sending', active: true });
    await advance();
    expect((await emails(f.cmp)).map((m) => [m.step, m.template_id])).toEqual([
      ['s1', String(tplA)],
      ['s2', String(tplB)],
    ]);
  });

  it('stops a guest who withdrew consent before a send, and one whose step was removed', async () => {
    const f = await create('Consentimento');
    const flow = welcome(tplA, tplB);
    await post({ cmp: f.cmp, name: 'Consentimento', flow, active: true });
    const stay = await insertStay(env.db, hotel, {
      checkIn: 6,
      status: 'R',
      persons: [{ name: 'Carla Opta', email: 'carla.opta@example.test', doc: '15350946056' }],
    });
    const profileId = await profileOfBooking(stay.bookingId);
    await grantEmail(profileId);
    const { enrolProfiles } = await import('../src/modules/campaigns/flows/engine');
    await enrolProfiles(env.db, hotel, { campaignId: f.cmp, version: 2, definition: flow as never }, [
      { profileId, bookingId: stay.bookingId, triggerKey: 'test' },
    ]);
    await advance();
    await grantEmail(profileId, false);
    await dueNow(f.cmp);
    await advance();
    expect((await enrolments(f.cmp))[0]).toMatchObject({ status: 'stopped', current_step: null });
    expect((await emails(f.cmp)).map((m) => m.step)).toEqual(['s1']);

    const g = await create('Passo removido');
    await post({ cmp: g.cmp, name: 'Passo removido', flow, active: true });
    await grantEmail(profileId, true);
    await enrolProfiles(env.db, hotel, { campaignId: g.cmp, version: 2, definition: flow as never }, [
      { profileId, bookingId: stay.bookingId, triggerKey: 'test' },
    ]);
    await advance();
    await post({ cmp: g.cmp, name: 'Passo removido', flow: { ...flow, steps: [flow.steps[0]] }, active: true });
    await dueNow(g.cmp);
    await advance();
    const { rows } = await env.db.query('SELECT status, stop_reason FROM campaign_flow_enrollments WHERE campaign_id = $1', [g.cmp]);
    expect(rows).toEqual([{ status: 'stopped', stop_reason: 'step_removed' }]);
  });

  it('enrols by date: N days before arrival, web check-in pending by D-2, birthdays; and a low survey score by event', async () => {
    const { enrolByDate } = await import('../src/modules/campaigns/flows/triggers');
    const send = (k: string) => [{ key: k, kind: 'send', templateId: tplA }];
    const before = await create('3 dias antes');
    await post({
      cmp: before.cmp,
      name: '3 dias antes',
      flow: { trigger: { type: 'days_before_arrival', days: 3 }, steps: send('d3') },
      active: true,
    });
    const pending = await create('Web check-in pendente');
    await post({
      cmp: pending.cmp,
      name: 'Web check-in pendente',
      flow: { trigger: { type: 'webcheckin_pending' }, steps: send('wp') },
      active: true,
    });
    const bday = await create('Aniversário');
    await post({ cmp: bday.cmp, name: 'Aniversário', flow: { trigger: { type: 'birthday' }, steps: send('hb') }, active: true });

    const soon = await insertStay(env.db, hotel, {
      checkIn: 2,
      status: 'R',
      persons: [{ name: 'Dora Chega', email: 'dora.chega@example.test', doc: '86288366757' }],
    });
    const later = await insertStay(env.db, hotel, {
      checkIn: 20,
      status: 'R',
      persons: [{ name: 'Eva Depois', email: 'eva.depois@example.test', doc: '27372588098' }],
    });
    const dora = await profileOfBooking(soon.bookingId);
    const eva = await profileOfBooking(later.bookingId);
    await grantEmail(dora);
    await grantEmail(eva);
    await env.db.query(`UPDATE guest_profiles SET birth_date = ($2::date - interval '30 years')::date WHERE id = $1`, [eva, today]);

    await enrolByDate(env.db, hotel);
    await advance();
    const profilesOf = async (cmp: number) => (await emails(cmp)).map((m) => Number(m.profile_id));
    // Dora arrives in 2 days (inside both windows); Eva in 20 (outside); guests of earlier tests may arrive too.
    expect(await profilesOf(before.cmp)).toContain(dora);
    expect(await profilesOf(before.cmp)).not.toContain(eva);
    expect(await profilesOf(pending.cmp)).toContain(dora);
    expect(await profilesOf(pending.cmp)).not.toContain(eva);
    const firstRound = (await emails(before.cmp)).length;
    expect(await profilesOf(bday.cmp)).toContain(eva);
    expect(await profilesOf(bday.cmp)).not.toContain(dora);
    // Again the same day: nobody twice.
    await enrolByDate(env.db, hotel);
    await advance();
    expect(await emails(before.cmp)).toHaveLength(firstRound);
    expect(new Set(await profilesOf(before.cmp)).size).toBe(firstRound);

    const low = await create('Nota baixa');
    await post({
      cmp: low.cmp,
      name: 'Nota baixa',
      flow: { trigger: { type: 'survey_low_score', maxScore: 6 }, steps: send('sorry') },
      active: true,
    });
    const { emitDomainEvent } = await import('../src/platform/domain-events');
    await withTransaction(env.db, (tx) =>
      emitDomainEvent(tx, {
        type: 'survey.submitted',
        institutionId: hotel,
        bookingId: later.bookingId,
        personId: later.persons[0]!,
        details: { nps: 9 },
      }),
    );
    await runFlowJobs();
    expect(await emails(low.cmp)).toEqual([]);
    await withTransaction(env.db, (tx) =>
      emitDomainEvent(tx, {
        type: 'survey.detractor',
        institutionId: hotel,
        bookingId: later.bookingId,
        personId: later.persons[0]!,
        details: { nps: 4 },
      }),
    );
    await runFlowJobs();
    expect(await profilesOf(low.cmp)).toEqual([eva]);
  });
});
