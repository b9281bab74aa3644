import { todayIn } from '@gm/domain/dates';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/pool';
import { recordConsent, refreshBookingProfiles } from '../src/modules/profiles/public';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { insertCampaignEmails } from './campaign-email-fixtures';
import { newCpf } from './checkin-fixtures';
import { insertStay, type StayPerson } from './crm-fixtures';
import { call, createTestEnv, signIn } from './harness';

/**
 * Flagged profiles (issue 15, decision 0061): staff list the flagged pairs side by side (masked CPF), merge them
 * (links, consents and campaign e-mails move; audited) or confirm two people (flag cleared, remembered, not listed
 * or flagged again); and the guest's campaign e-mails for the profile timeline. Bad input, another hotel, no
 * TAGPANEL.
 */
const env = await createTestEnv();
const hotel = env.demo.hotel;
const CRM = '/jwt/brokerJson/tagpanel';
const today = todayIn('America/Sao_Paulo');

await createUser(env.db, {
  email: 'mkt@merge.test',
  name: 'Marketing',
  password: 'demo1234',
  institutions: [hotel],
  permissions: [`TAGPANEL:${hotel}:*`],
});
const mkt = (await signIn(env.app, 'mkt@merge.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const otherHotel = await createInstitution(env.db, { name: 'Outro Hotel Merge', linkCode: 'outro-merge' });
await createUser(env.db, {
  email: 'outro@merge.test',
  name: 'Outro',
  password: 'demo1234',
  institutions: [otherHotel],
  permissions: allPermissionsFor(otherHotel),
});
const other = (await signIn(env.app, 'outro@merge.test')).token;

async function stay(checkIn: number, persons: StayPerson[]) {
  const s = await insertStay(env.db, hotel, { checkIn, persons });
  await withTransaction(env.db, (tx) => refreshBookingProfiles(tx, hotel, s.bookingId, today));
  return s;
}

const profileOf = async (name: string) =>
  (
    await env.db.query<{ id: string; flag: string | null; related_profile_id: string | null }>(
      'SELECT id, flag, related_profile_id FROM guest_profiles WHERE institution_id = $1 AND name = $2',
      [hotel, name],
    )
  ).rows.map((r) => ({ id: Number(r.id), flag: r.flag, related: r.related_profile_id === null ? null : Number(r.related_profile_id) }));

interface Pair {
  flag: string;
  profile: { id: number; name: string; cpf: string | null; links: number };
  related: { id: number; name: string; cpf: string | null; links: number };
}
async function pairs(token = mkt): Promise<Pair[]> {
  const r = await call(env.app, `${CRM}/ListPerfisSinalizadosService`, { limit: 50 }, token);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: Pair[] }).data;
}

/** Two stays sharing an e-mail under two first names: the second is flagged against the first. */
async function flaggedPair(tag: string, docs: [string | null, string | null] = [null, null]) {
  const email = `${tag}@merge.test`;
  await stay(-90, [{ name: `Ana ${tag}`, email, doc: docs[0] }]);
  await stay(-30, [{ name: `Ane ${tag}`, email, doc: docs[1] }]);
  const [a] = await profileOf(`Ana ${tag}`);
  const [b] = await profileOf(`Ane ${tag}`);
  return { a: a!, b: b! };
}

describe('flagged profile pairs', () => {
  it('lists a flagged pair side by side with masked CPFs, to TAGPANEL staff of the hotel only', async () => {
    const cpf = newCpf();
    const { a, b } = await flaggedPair('lista', [cpf, null]);
    expect(b.flag).toBe('shared_contact_other_name');
    const found = (await pairs()).find((p) => p.profile.id === b.id);
    expect(found).toMatchObject({ flag: 'shared_contact_other_name', related: { id: a.id, links: 1 }, profile: { links: 1 } });
    expect(found!.related.cpf).not.toContain(cpf.slice(3, 9));
    expect(found!.related.cpf).toMatch(/\*/);
    expect(JSON.stringify(await pairs(other))).not.toContain('lista');
    expect((await call(env.app, `${CRM}/ListPerfisSinalizadosService`, {}, reception)).statusCode).toBe(403);
    expect((await call(env.app, `${CRM}/ListPerfisSinalizadosService`, { limit: 0 }, mkt)).statusCode).toBe(400);
  });

  it('merges a pair: stays, consents, e-mails and flow journeys move to the kept profile, the other goes; audited', async () => {
    const { a, b } = await flaggedPair('junta');
    await withTransaction(env.db, (tx) => recordConsent(tx, hotel, b.id, { channel: 'email', granted: true, source: 'webcheckin' }));
    const { emails } = await insertCampaignEmails(env.db, hotel, {
      name: 'Volte em março',
      emails: [{ to: 'junta@merge.test', profileId: b.id, opened: true }],
    });
    // Flow journeys: one only the removed profile is on (it moves), one both are on (the kept one's goes on).
    const { campaignId: onlyB } = await insertCampaignEmails(env.db, hotel, { name: 'Fluxo só B', emails: [] });
    const { campaignId: both } = await insertCampaignEmails(env.db, hotel, { name: 'Fluxo dos dois', emails: [] });
    const enrol = (campaign: number, profile: number, step: string) =>
      env.db.query(
        `INSERT INTO campaign_flow_enrollments (institution_id, campaign_id, profile_id, trigger_key, current_step, status, version)
         VALUES ($1, $2, $3, 'booking:1', $4, 'waiting', 1)`,
        [hotel, campaign, profile, step],
      );
    await enrol(onlyB, b.id, 'b-step');
    await enrol(both, a.id, 'a-step');
    await enrol(both, b.id, 'b-step');
    const r = await call(env.app, `${CRM}/MesclarPerfisService`, { keepId: a.id, removeId: b.id }, mkt);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 1, id: a.id, message: expect.stringMatching(/^Cadastros unidos/) });
    const journeys = await env.db.query<{ campaign_id: string; profile_id: string; current_step: string }>(
      'SELECT campaign_id, profile_id, current_step FROM campaign_flow_enrollments WHERE campaign_id = ANY($1::bigint[]) ORDER BY campaign_id',
      [[onlyB, both]],
    );
    expect(journeys.rows.map((j) => [Number(j.campaign_id), Number(j.profile_id), j.current_step])).toEqual([
      [onlyB, a.id, 'b-step'],
      [both, a.id, 'a-step'],
    ]);
    expect(await profileOf('Ane junta')).toEqual([]);
    const person = await call(env.app, `${CRM}/ExplorePerson`, { id: a.id }, mkt);
    const p = person.json() as { profile: { stays: number; flag: string | null }; consents: { channel: string; granted: boolean }[] };
    expect(p.profile.stays).toBe(2);
    expect(p.consents).toEqual([expect.objectContaining({ channel: 'email', granted: true })]);
    const mails = await call(env.app, `${CRM}/GuestEmailsService`, { profileId: a.id }, mkt);
    expect(mails.json()).toEqual({ data: [expect.objectContaining({ id: emails[0]!.id, campaignName: 'Volte em março', views: 2 })] });
    expect((await pairs()).some((x) => x.profile.id === b.id || x.related.id === b.id)).toBe(false);
    const audit = await env.db.query('SELECT action FROM audit_log WHERE action = $1 AND target_id = $2', [
      'crm.profile.merge',
      String(a.id),
    ]);
    expect(audit.rowCount).toBe(1);
  });

  it('refuses to merge two CPFs, the same profile twice, another hotel and a caller without TAGPANEL, changing nothing', async () => {
    const { a, b } = await flaggedPair('recusa', [newCpf(), newCpf()]);
    // Two CPFs sharing an e-mail are two people: the matcher does not even flag them.
    expect(b.flag).toBeNull();
    const two = await call(env.app, `${CRM}/MesclarPerfisService`, { keepId: a.id, removeId: b.id }, mkt);
    expect(two.statusCode).toBe(422);
    expect(two.json().errors).toEqual([{ path: 'removeId', message: expect.stringMatching(/CPF ou documento diferentes/) }]);
    const same = await call(env.app, `${CRM}/MesclarPerfisService`, { keepId: a.id, removeId: a.id }, mkt);
    expect(same.statusCode).toBe(400);
    expect((await call(env.app, `${CRM}/MesclarPerfisService`, { keepId: a.id, removeId: 'x' }, mkt)).statusCode).toBe(400);
    const theirs = await call(env.app, `${CRM}/MesclarPerfisService`, { keepId: a.id, removeId: b.id }, other);
    expect(theirs.statusCode).toBe(404);
    expect((await call(env.app, `${CRM}/MesclarPerfisService`, { keepId: a.id, removeId: b.id }, reception)).statusCode).toBe(403);
    expect(await profileOf('Ane recusa')).toHaveLength(1);
    expect(await profileOf('Ana recusa')).toHaveLength(1);
  });

  it('confirms two people: the flag is cleared and remembered, the pair not listed again', async () => {
    const { a, b } = await flaggedPair('separa');
    expect((await call(env.app, `${CRM}/SepararPerfisService`, { id: b.id, otherId: a.id }, other)).statusCode).toBe(404);
    expect((await call(env.app, `${CRM}/SepararPerfisService`, { id: b.id, otherId: b.id }, mkt)).statusCode).toBe(400);
    const r = await call(env.app, `${CRM}/SepararPerfisService`, { id: b.id, otherId: a.id }, mkt);
    expect(r.statusCode, r.body).toBe(200);
    expect(await profileOf('Ane separa')).toEqual([{ id: b.id, flag: null, related: null }]);
    expect((await pairs()).some((x) => x.profile.id === b.id)).toBe(false);
    // Even if something flags the pair again, the decision stands: the screen does not list it.
    await env.db.query(`UPDATE guest_profiles SET flag = 'shared_contact_other_name', related_profile_id = $2 WHERE id = $1`, [b.id, a.id]);
    expect((await pairs()).some((x) => x.profile.id === b.id)).toBe(false);
    const decided = await env.db.query('SELECT 1 FROM guest_profile_distinct WHERE profile_id = $1 AND other_profile_id = $2', [
      Math.min(a.id, b.id),
      Math.max(a.id, b.id),
    ]);
    expect(decided.rowCount).toBe(1);
  });
});

describe('the matcher remembers two people', () => {
  it('does not flag again a person leaving a profile against the one staff said is someone else', async () => {
    await stay(-90, [{ name: 'Ana Lembra', email: 'lembra@merge.test' }]);
    const later = await stay(-30, [
      { name: 'Ane Lembra', email: 'lembra@merge.test', birthDate: '1990-01-01', state: 'SP', country: 'BR' },
    ]);
    const [a] = await profileOf('Ana Lembra');
    const [b] = await profileOf('Ane Lembra');
    expect(b).toMatchObject({ flag: 'shared_contact_other_name', related: a!.id });
    expect((await call(env.app, `${CRM}/SepararPerfisService`, { id: b!.id, otherId: a!.id }, mkt)).statusCode).toBe(200);
    // A later check-in corrects the birth date: the person leaves profile B and is recognised again; sharing the
    // e-mail with Ana under another first name would flag them against her, but staff already said they differ.
    await env.db.query(`UPDATE guests SET birth_date = '1991-02-02' WHERE id = (SELECT guest_id FROM booking_persons WHERE id = $1)`, [
      later.persons[0],
    ]);
    await withTransaction(env.db, (tx) => refreshBookingProfiles(tx, hotel, later.bookingId, today));
    const anes = await profileOf('Ane Lembra');
    expect(anes.length).toBeGreaterThanOrEqual(1);
    const linked = await env.db.query<{ profile_id: string }>('SELECT profile_id FROM guest_profile_links WHERE booking_person_id = $1', [
      later.persons[0],
    ]);
    const now = anes.find((p) => p.id === Number(linked.rows[0]!.profile_id))!;
    expect(now.id).not.toBe(b!.id);
    expect(now).toMatchObject({ flag: null, related: null });
  });
});

describe('guest e-mails (the profile timeline)', () => {
  it("lists a guest's e-mails with campaign, opens, clicks and failure; nothing for another hotel or without TAGPANEL", async () => {
    await stay(-10, [{ name: 'Carla Timeline', email: 'carla@merge.test' }]);
    const [carla] = await profileOf('Carla Timeline');
    const sent = await insertCampaignEmails(env.db, hotel, {
      name: 'Aniversário',
      emails: [{ to: 'carla@merge.test', profileId: carla!.id, opened: true, clicked: true }],
    });
    const failed = await insertCampaignEmails(env.db, hotel, {
      name: 'Pré-chegada',
      emails: [{ to: 'carla@merge.test', profileId: carla!.id }],
    });
    await env.db.query(
      `UPDATE campaign_emails SET status = 'failed', failed_at = now(), bounce_kind = 'soft', status_message = '552 5.2.2 Mailbox full' WHERE id = $1`,
      [failed.emails[0]!.id],
    );
    const r = await call(env.app, `${CRM}/GuestEmailsService`, { profileId: carla!.id }, mkt);
    expect(r.statusCode, r.body).toBe(200);
    const data = (r.json() as { data: Record<string, unknown>[] }).data;
    expect(data).toHaveLength(2);
    expect(data.find((d) => d.id === sent.emails[0]!.id)).toMatchObject({
      campaignName: 'Aniversário',
      status: 'delivered',
      views: 2,
      clicks: 1,
      visitedAt: expect.any(String),
      lastViewedAt: expect.any(String),
    });
    expect(data.find((d) => d.id === failed.emails[0]!.id)).toMatchObject({
      status: 'failed',
      bounceKind: 'soft',
      statusMessage: '552 5.2.2 Mailbox full',
    });
    expect((await call(env.app, `${CRM}/GuestEmailsService`, { profileId: carla!.id }, other)).json()).toEqual({ data: [] });
    expect((await call(env.app, `${CRM}/GuestEmailsService`, { profileId: carla!.id }, reception)).statusCode).toBe(403);
    expect((await call(env.app, `${CRM}/GuestEmailsService`, { profileId: -1 }, mkt)).statusCode).toBe(400);
  });
});
