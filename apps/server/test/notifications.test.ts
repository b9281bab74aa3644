import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@gm/contracts/notifications';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxPms } from '../src/adapters/pms/sandbox';
import { PMS_JOB } from '../src/modules/bookings/registrations';
import { runDueJobs } from '../src/platform/jobs';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { createBooking as createBillingBooking, installSandbox, invoiceWithItems, post, saveCard } from './billing-fixtures';
import { adminAt } from './bookings-helpers';
import { bookingToken, createBooking, newCpf, noiseJpeg, upload } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';
import { jobsOf, makeJobsDue } from './jobs-helpers';

/**
 * Notification settings (read, save, preview) and the mails they send: a completed web check-in, a payment paid or
 * failed, a PMS registration error and the pre-arrival invitation, each through its job, once, honouring the
 * settings when the job runs.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gm-notify-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const env = await createTestEnv({
  config: { dataDir },
  ports: { pms: createSandboxPms({ latencyMs: 0, resolveAfterMs: 0 }) },
});
const acq = installSandbox(env);
const hotel = env.demo.hotel;
const BASE = '/jwt/brokerJson/config';
const READ = `${BASE}/ConsultarNotificacoesService`;
const SAVE = `${BASE}/SalvarNotificacoesService`;
const PREVIEW = `${BASE}/PreviewNotificacaoService`;
const JOBS = ['notifications.send', 'notifications.pre-arrival'];

const admin = (await signIn(env.app, 'admin@demo.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const otherHotel = await createInstitution(env.db, { name: 'Outro Hotel N', linkCode: 'outro-n' });
await createUser(env.db, {
  email: 'outro-n@other.test',
  name: 'Outro',
  password: 'demo1234',
  institutions: [otherHotel],
  permissions: allPermissionsFor(otherHotel),
});
const other = (await signIn(env.app, 'outro-n@other.test')).token;

const clone = (s: NotificationSettings): NotificationSettings => JSON.parse(JSON.stringify(s));
function settingsWith(change: (s: NotificationSettings) => void): NotificationSettings {
  const s = clone(DEFAULT_NOTIFICATION_SETTINGS);
  change(s);
  return s;
}
const everythingOn = settingsWith((s) => {
  for (const m of Object.values(s.guest)) m.enabled = true;
  s.staff.webcheckinFinished = { enabled: true, recipients: ['Recepcao@Hotel.test', 'gerencia@hotel.test'], language: 'hotel' };
  s.staff.pmsRegistrationError = { enabled: true, recipients: ['pms@hotel.test'], language: 'es' };
  s.staff.paymentFailure = { enabled: true, recipients: ['financeiro@hotel.test'], language: 'en' };
});

async function stored(codIns = hotel): Promise<unknown> {
  return (await env.db.query('SELECT notifications FROM institutions WHERE id = $1', [codIns])).rows[0]!.notifications;
}
async function auditRows(): Promise<
  { action: string; target_id: string; before: Record<string, unknown>; after: Record<string, unknown> }[]
> {
  const { rows } = await env.db.query(
    `SELECT action, target_id, before, after FROM audit_log WHERE institution_id = $1 AND action = 'settings.change' ORDER BY id`,
    [hotel],
  );
  return rows;
}
async function save(s: NotificationSettings, token = admin) {
  const r = await call(env.app, SAVE, s, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}
/** Runs the due notification jobs (the mails now; the hourly invitation chain only when a test makes it due). */
async function runJobs(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await makeJobsDue(env.db, ['notifications.send']);
    if (!(await runDueJobs(env.deps, 50, JOBS))) return;
  }
}
const mailsOf = (kind: string) => env.mails.filter((m) => m.kind === `notification.${kind}`);

beforeEach(async () => {
  await runJobs();
  env.mails.length = 0;
});

describe('ConsultarNotificacoesService / SalvarNotificacoesService', () => {
  it('reads the defaults (every mail off) until the hotel saves; saves and reads back; audits only what changed', async () => {
    const first = await call(env.app, READ, {}, admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ settings: DEFAULT_NOTIFICATION_SETTINGS, hotelLanguage: 'pt', checkinLinkAvailable: true });

    const saved = await save(everythingOn);
    expect(saved.settings).toEqual(everythingOn);
    expect((await call(env.app, READ, {}, admin)).json().settings).toEqual(everythingOn);
    const audit = await auditRows();
    expect(audit.at(-1)).toMatchObject({
      action: 'settings.change',
      target_id: 'notifications',
      before: { 'staff.paymentFailure.recipients': [], 'guest.checkinLink.enabled': false },
      after: { 'staff.paymentFailure.recipients': ['financeiro@hotel.test'], 'guest.checkinLink.enabled': true },
    });
    expect(Object.keys(audit.at(-1)!.after)).not.toContain('guest.checkinLink.daysBefore');

    const days = clone(everythingOn);
    days.guest.checkinLink.daysBefore = 5;
    await save(days);
    expect((await auditRows()).at(-1)).toMatchObject({
      before: { 'guest.checkinLink.daysBefore': 2 },
      after: { 'guest.checkinLink.daysBefore': 5 },
    });
    expect(Object.keys((await auditRows()).at(-1)!.after)).toEqual(['guest.checkinLink.daysBefore']);
    const count = (await auditRows()).length;
    await save(days);
    expect(await auditRows()).toHaveLength(count);
    await save(everythingOn);
  });

  it('refuses bad input with each field path (a bad or repeated e-mail per entry) and changes nothing', async () => {
    const before = JSON.stringify(await stored());
    const audits = (await auditRows()).length;
    const cases: [NotificationSettings | Record<string, unknown>, { path: string; message: string }][] = [
      [
        settingsWith((s) => {
          s.staff.webcheckinFinished = { enabled: true, recipients: ['ok@hotel.test', 'not-an-email'], language: 'hotel' };
        }),
        { path: 'staff.webcheckinFinished.recipients.1', message: 'invalid_email' },
      ],
      [
        settingsWith((s) => {
          s.staff.paymentFailure = { enabled: true, recipients: ['a@hotel.test', 'A@Hotel.test '], language: 'hotel' };
        }),
        { path: 'staff.paymentFailure.recipients.1', message: 'duplicate_email' },
      ],
      [
        settingsWith((s) => {
          s.staff.pmsRegistrationError.enabled = true;
        }),
        { path: 'staff.pmsRegistrationError.recipients', message: 'recipients_required' },
      ],
      [
        settingsWith((s) => {
          s.guest.checkinLink.daysBefore = 31;
        }),
        { path: 'guest.checkinLink.daysBefore', message: expect.any(String) },
      ],
      [
        { ...settingsWith(() => {}), guest: { ...DEFAULT_NOTIFICATION_SETTINGS.guest, paymentReceipt: { enabled: true, language: 'fr' } } },
        { path: 'guest.paymentReceipt.language', message: expect.any(String) },
      ],
    ];
    for (const [input, error] of cases) {
      const r = await call(env.app, SAVE, input, admin);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().errors).toContainEqual(error);
    }
    expect(JSON.stringify(await stored())).toBe(before);
    expect(await auditRows()).toHaveLength(audits);
  });

  it("another hotel's administrator reads and changes only their own hotel", async () => {
    const before = JSON.stringify(await stored());
    const read = await call(env.app, READ, {}, other);
    expect(read.statusCode).toBe(200);
    expect(read.json().settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(read.body).not.toContain('financeiro@hotel.test');
    const mine = settingsWith((s) => {
      s.staff.paymentFailure = { enabled: true, recipients: ['caixa@outro.test'], language: 'pt' };
    });
    expect((await call(env.app, SAVE, mine, other)).statusCode).toBe(200);
    expect(JSON.stringify(await stored())).toBe(before);
    expect(await stored(otherHotel)).toEqual(mine);
  });

  it('refuses a user without CHANGEINS notifications (403) and changes nothing', async () => {
    const before = JSON.stringify(await stored());
    for (const path of [READ, SAVE, PREVIEW]) {
      const r = await call(env.app, path, path === SAVE ? DEFAULT_NOTIFICATION_SETTINGS : { template: 'checkinLink' }, reception);
      expect(r.statusCode, path).toBe(403);
    }
    expect((await call(env.app, SAVE, DEFAULT_NOTIFICATION_SETTINGS)).statusCode).toBe(401);
    expect(JSON.stringify(await stored())).toBe(before);
  });
});

describe('PreviewNotificacaoService', () => {
  it('renders every template in pt, en and es with the hotel name, in a whole HTML document and as text', async () => {
    const subjects = new Set<string>();
    for (const template of [
      'checkinLink',
      'webcheckinConfirmation',
      'paymentReceipt',
      'postStaySurvey',
      'webcheckinFinished',
      'pmsRegistrationError',
      'paymentFailure',
    ]) {
      for (const language of ['pt', 'en', 'es']) {
        const r = await call(env.app, PREVIEW, { template, language }, admin);
        expect(r.statusCode, r.body).toBe(200);
        const m = r.json();
        expect(m.language).toBe(language);
        expect(m.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}">`));
        expect(m.html).toContain('Hotel Demo');
        expect(m.text).toContain('Hotel Demo');
        subjects.add(m.subject);
      }
    }
    expect(subjects.size).toBe(21);
    const en = (await call(env.app, PREVIEW, { template: 'checkinLink', language: 'en' }, admin)).json();
    expect(en.subject).toBe('Hotel Demo: check in online before you arrive');
    expect(en.html).toMatch(/href="http:\/\/app\.test\/checkin\?h=hotel-demo&amp;locale=en&amp;voucher=[^"]+"/);
    expect(en.html).toMatch(
      /<img src="http:\/\/app\.test\/qr\/checkin\.png\?h=hotel-demo&amp;voucher=[^"]+" alt="Check-in QR code of booking /,
    );
    const pt = (await call(env.app, PREVIEW, { template: 'paymentReceipt' }, admin)).json();
    expect(pt).toMatchObject({ language: 'pt', subject: 'Hotel Demo: recibo de pagamento' });
    expect(pt.text).toContain('R$ 1.298,50');
  });

  it("uses the hospital's wording for a hospital", async () => {
    const hospitalAdmin = await adminAt(env, env.demo.hospital);
    const r = (await call(env.app, PREVIEW, { template: 'webcheckinFinished', language: 'pt' }, hospitalAdmin)).json();
    expect(r.text).toContain('do atendimento RES-20481');
    expect(r.text).toContain('Paciente: Maria Oliveira');
    const hotelText = (await call(env.app, PREVIEW, { template: 'webcheckinFinished', language: 'pt' }, admin)).json().text;
    expect(hotelText).toContain('da reserva RES-20481');
  });

  it('refuses an unknown template or language with its field', async () => {
    const r = await call(env.app, PREVIEW, { template: 'birthday', language: 'de' }, admin);
    expect(r.statusCode).toBe(400);
    expect(
      r
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['language', 'template']);
  });
});

const FINALIZAR = '/jwt/brokerJson/checkin/FinalizarWebCheckinService';
const photo = await noiseJpeg(800, 600);

/** A booking whose main guest (e-mail given during the check-in) finishes the web check-in in `locale`. */
async function completeWebCheckin(locale: string, names = ['Helena Castro', 'Igor Castro']) {
  const b = await createBooking(env.db, hotel, { persons: names.map((name) => ({ name })) });
  const t = await bookingToken(env.app, b.voucher, names[0]!);
  const email = `${newCpf()}@castro.test`;
  const cpf = newCpf();
  const created = await call(
    env.app,
    '/jwt/broker/core/CriarUsuarioService',
    {
      criarUsu: {
        CODPESRES: b.persons[0],
        nomeCompleto: names[0],
        cpf,
        email,
        celular: '(21) 99876-5432',
        nacionalidade: 'BR',
        dataNasc: '12/08/1979',
        pais: 'BR',
        estado: 'RJ',
        cidadeId: '3304557',
        cep: '22021-001',
        endereco: 'Avenida Atlântica',
        nroEndereco: '1702',
        bairro: 'Copacabana',
      },
    },
    t.token,
  );
  expect(created.statusCode, created.body).toBe(200);
  const key = async (tipo: string) => (await upload(env.app, `/documentosUploader?tipo=${tipo}`, t.token, photo)).json().chave;
  const r = await call(
    env.app,
    `${FINALIZAR}?locale=${locale}`,
    {
      CODPESRES: b.persons[0],
      documentos: { chaveImgDocumento: await key('persondoc') },
      termos: { aceite: 'S', chaveImgAssinatura: await key('personsign') },
    },
    t.token,
  );
  expect(r.statusCode, r.body).toBe(200);
  return { ...b, email, cpf };
}

describe('mails on a completed web check-in', () => {
  it("queues both mails in the check-in's transaction; sends the confirmation in the guest's language and the staff notice to each recipient, once", async () => {
    await save(everythingOn);
    const b = await completeWebCheckin('en');
    const queued = await jobsOf(env.db, 'notifications.send', { template: 'webcheckinConfirmation' });
    expect(queued.map((j) => j.payload.personId)).toContain(b.persons[0]);
    await runJobs();
    const [confirmation, ...more] = mailsOf('webcheckinConfirmation');
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({ to: b.email, subject: 'Hotel Demo: online check-in completed', institutionId: hotel });
    expect(confirmation!.text).toContain(`booking ${b.voucher}`);
    expect(confirmation!.text).toContain('People on this booking who have not checked in online yet: 1.');
    const staff = mailsOf('webcheckinFinished');
    expect(staff.map((m) => m.to).sort()).toEqual(['gerencia@hotel.test', 'recepcao@hotel.test']);
    expect(staff[0]!.subject).toBe(`Check-in online concluído: Helena Castro (${b.voucher})`);
    expect(staff[0]!.html).toContain('http://app.test/operation/bookings');
    for (const m of [confirmation!, ...staff]) {
      expect(`${m.text}${m.html}`).not.toContain(b.cpf);
    }
    // The same mail again (a repeated job, an event offered twice) is not sent twice.
    const { enqueueSend } = await import('../src/modules/notifications/sends');
    await enqueueSend(env.db, {
      template: 'webcheckinConfirmation',
      institutionId: hotel,
      bookingId: b.id,
      personId: b.persons[0],
      subject: `person:${b.persons[0]}`,
    });
    await runJobs();
    expect(mailsOf('webcheckinConfirmation')).toHaveLength(1);
    const { rows } = await env.db.query(
      `SELECT recipient, status, language FROM notification_sends WHERE subject_key = $1 ORDER BY recipient`,
      [`person:${b.persons[0]}`],
    );
    expect(rows).toEqual([
      { recipient: b.email, status: 'sent', language: 'en' },
      { recipient: 'gerencia@hotel.test', status: 'sent', language: 'pt' },
      { recipient: 'recepcao@hotel.test', status: 'sent', language: 'pt' },
    ]);
  });

  it('a mail turned off is not queued; one turned off after it was queued is not sent', async () => {
    const noConfirmation = clone(everythingOn);
    noConfirmation.guest.webcheckinConfirmation.enabled = false;
    await save(noConfirmation);
    const b = await completeWebCheckin('pt');
    expect(await jobsOf(env.db, 'notifications.send', { template: 'webcheckinConfirmation', subject: `person:${b.persons[0]}` })).toEqual(
      [],
    );
    // Queued while on, then the staff notice is turned off before its job runs.
    const off = clone(everythingOn);
    off.staff.webcheckinFinished.enabled = false;
    await save(off);
    await runJobs();
    expect(mailsOf('webcheckinConfirmation')).toEqual([]);
    expect(mailsOf('webcheckinFinished')).toEqual([]);
    await save(everythingOn);
  });

  it('a fixed language wins over the guest language', async () => {
    const es = clone(everythingOn);
    es.guest.webcheckinConfirmation.language = 'es';
    await save(es);
    const b = await completeWebCheckin('en');
    await runJobs();
    expect(mailsOf('webcheckinConfirmation')).toEqual([
      expect.objectContaining({ to: b.email, subject: 'Hotel Demo: check-in online completado' }),
    ]);
    await save(everythingOn);
  });
});

describe('mails on payments', () => {
  async function paidOrDeclined(digit: number, key: string) {
    const booking = await createBillingBooking(env.db, hotel, 'Maria Hóspede');
    const codCab = await invoiceWithItems(env, admin, booking, [[2, 150]]);
    const tagJwt = await saveCard(env, admin, booking, digit);
    const r = await post(env.app, 'ChargeBookingService', { codRes: booking, codCab, tagJwt, totalMonths: 1, idempotencyKey: key }, admin);
    return { booking, codCab, r };
  }

  it('sends the guest a receipt of a paid invoice, without CPF or card data', async () => {
    await save(everythingOn);
    const { codCab, r } = await paidOrDeclined(0, `notify-paid-${Date.now()}`);
    expect(r.statusCode, r.body).toBe(200);
    await runJobs();
    const [receipt, ...more] = mailsOf('paymentReceipt');
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ to: 'maria@guest.test', subject: 'Hotel Demo: recibo de pagamento' });
    expect(receipt!.text).toContain('Recebemos o seu pagamento de R$ 300,00');
    expect(receipt!.text).toContain(`Diárias (#${codCab})`);
    expect(receipt!.text).toContain('Diária | 2 | R$ 150,00 | R$ 300,00');
    const card = (await env.db.query('SELECT masked_number FROM saved_cards ORDER BY id DESC LIMIT 1')).rows[0]!.masked_number as string;
    for (const secret of ['52998224725', '529.982.247-25', card.slice(-4)])
      expect(`${receipt!.text}${receipt!.html}`).not.toContain(secret);
    expect(mailsOf('paymentFailure')).toEqual([]);
  });

  it('tells the staff of a declined payment in their language; no receipt', async () => {
    const { r } = await paidOrDeclined(3, `notify-declined-${Date.now()}`);
    expect(r.statusCode).toBe(422);
    await runJobs();
    expect(mailsOf('paymentReceipt')).toEqual([]);
    const [failure, ...more] = mailsOf('paymentFailure');
    expect(more).toEqual([]);
    expect(failure!.to).toBe('financeiro@hotel.test');
    expect(failure!.subject).toMatch(/^Payment not approved: booking V/);
    expect(failure!.text).toContain('Declined by the card issuer (code 57)');
    expect(acq.counts.createSale).toBeGreaterThan(0);
  });
});

describe('mails on PMS registration errors', () => {
  it('tells the configured recipients once per release, without document numbers', async () => {
    await save(everythingOn);
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Rui ERRO Prado' }] });
    await env.db.query(`UPDATE booking_persons SET webcheckin_status = 'D', webcheckin_at = now() WHERE id = $1`, [b.persons[0]]);
    const release = await call(env.app, '/jwt/brokerJson/checkin/LiberaCheckinService', { CODRES: b.id }, admin);
    expect(release.statusCode, release.body).toBe(200);
    for (let i = 0; i < 3; i++) {
      await makeJobsDue(env.db, [PMS_JOB]);
      await runDueJobs(env.deps, 50, [PMS_JOB]);
    }
    await runJobs();
    // Earlier tests' web check-ins queued registrations too (a sandbox CPF ending in 0 is refused): this booking's only.
    const [notice, ...more] = mailsOf('pmsRegistrationError').filter((m) => m.subject?.includes(b.voucher));
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ to: 'pms@hotel.test', subject: `Error en el registro en el PMS: Rui ERRO Prado (${b.voucher})` });
    expect(notice!.text).toContain('PMS recusou o cadastro');
    expect(notice!.html).toContain('http://app.test/operation/pending');
  });

  it('masks digit runs as long as a document in the PMS message', async () => {
    const { withoutDocuments } = await import('../src/modules/notifications/sends');
    expect(withoutDocuments('CPF 529.982.247-25 inválido; quarto 1204')).toBe('CPF ••• inválido; quarto 1204');
  });
});

describe('pre-arrival invitation', () => {
  it('invites the main guests arriving within N days once; not later arrivals, done check-ins or guests without e-mail', async () => {
    const on = clone(everythingOn);
    on.guest.checkinLink = { enabled: true, language: 'hotel', daysBefore: 2 };
    await save(on);
    const soon = await createBooking(env.db, hotel, {
      checkIn: 1,
      checkOut: 3,
      persons: [{ name: 'Clara Nunes', email: 'clara@guest.test' }],
    });
    const later = await createBooking(env.db, hotel, {
      checkIn: 6,
      checkOut: 8,
      persons: [{ name: 'Davi Reis', email: 'davi@guest.test' }],
    });
    await createBooking(env.db, hotel, { checkIn: 1, checkOut: 2, persons: [{ name: 'Sem Email' }] });
    const cancelled = await createBooking(env.db, hotel, {
      checkIn: 1,
      cancelled: true,
      persons: [{ name: 'Eva', email: 'eva@guest.test' }],
    });
    await makeJobsDue(env.db, ['notifications.pre-arrival']);
    await runJobs();
    const invites = mailsOf('checkinLink');
    expect(invites.map((m) => m.to)).toContain('clara@guest.test');
    expect(invites.map((m) => m.to)).not.toContain('davi@guest.test');
    expect(invites.map((m) => m.to)).not.toContain('eva@guest.test');
    const clara = invites.find((m) => m.to === 'clara@guest.test')!;
    expect(clara.subject).toBe('Hotel Demo: faça seu check-in online');
    expect(clara.text).toContain(`http://app.test/checkin?h=hotel-demo&locale=pt&voucher=${soon.voucher}`);
    expect(clara.text).toContain(soon.voucher);
    // The QR code the lobby kiosk reads: a picture of the same check-in link (without the language).
    const qr = /<img src="http:\/\/app\.test(\/qr\/checkin\.png\?[^"]+)"/.exec(clara.html ?? '')?.[1]?.replace(/&amp;/g, '&');
    expect(qr).toBe(`/qr/checkin.png?h=hotel-demo&voucher=${encodeURIComponent(soon.voucher)}`);
    const png = await env.app.inject({ method: 'GET', url: qr! });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const image = PNG.sync.read(png.rawPayload);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe(`http://app.test/checkin?h=hotel-demo&voucher=${encodeURIComponent(soon.voucher)}`);
    // Only its own links: a missing or odd voucher is refused.
    expect((await env.app.inject({ method: 'GET', url: '/qr/checkin.png?h=hotel-demo' })).statusCode).toBe(400);
    expect((await env.app.inject({ method: 'GET', url: '/qr/checkin.png?h=x&voucher=%3Cscript%3E' })).statusCode).toBe(400);
    expect(later.id).toBeGreaterThan(0);
    expect(cancelled.id).toBeGreaterThan(0);
    // The next run finds the invitation already sent.
    env.mails.length = 0;
    await makeJobsDue(env.db, ['notifications.pre-arrival']);
    await runJobs();
    expect(mailsOf('checkinLink').map((m) => m.to)).not.toContain('clara@guest.test');
  });
});
