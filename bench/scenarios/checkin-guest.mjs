// A scripted guest checks in on a phone (issue 4): Chromium at 390x844 with touch, the hotel link
// (BENCH_GUEST_HOTEL, default hotel-demo: every optional step on), one adult Brazilian guest of a booking
// the front desk created through the bookings service, real JPEG files for the document's front and back
// (the e2e fixtures), a drawn signature, through to the confirmation. The script does the least a guest
// must do: optional steps are passed with their next button, optional fields are left empty.
//
// Figures: the wall time from opening the link to the confirmation (the script has no thinking time, so it
// is the time spent waiting on the app plus the time the input itself takes), the part of it spent waiting
// for the app (next screen, upload, lookup), the sum of the API requests' times, and the count of taps
// (buttons, checkboxes, radios, each native picker as open + choose, each photo as the button + picking the file,
// the signature stroke) with the keyboard fields typed counted apart, and the screens the guest went through
// before the confirmation. Goal: <= 90 s, <= 12 taps, <= 8 fields typed, <= 7 screens (issue 13).
// Run twice: on the loopback as is, then with Chromium emulating slow 4G (150 ms RTT, 1.6 Mbps down,
// 750 Kbps up) and a 4x slower CPU (--quick: the loopback run only). Every wait is bounded.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GOAL_MS = 90_000;
const GOAL_TAPS = 12;
const GOAL_FIELDS = 8;
const GOAL_SCREENS = 7;
const STEP_TIMEOUT_MS = 60_000;
const RUN_TIMEOUT_MS = 300_000;
const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * The e2e check-in helpers (e2e/tests/checkin-support.ts: CPFs, dates, the booking call, the JPEG fixtures),
 * bundled with the e2e files they import (packages stay external) for Node 20, which does not load TypeScript.
 * import.meta.url keeps pointing at the original, so the fixtures are the ones the e2e spec generates
 * (e2e/fixtures, git-ignored).
 */
async function checkinSupport() {
  const source = path.join(root, 'e2e/tests/checkin-support.ts');
  const dir = path.join(root, 'node_modules/.cache/gm-bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'checkin-support.mjs');
  await build({
    entryPoints: [source],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: file,
    logLevel: 'silent',
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(source).href) },
  });
  return import(`${pathToFileURL(file).href}?v=${Date.now()}`);
}

/** The createBooking helper's staff API, over fetch with the bench's sign-in. */
function staff(baseUrl, token) {
  const api = {
    token,
    call: async (pathName, body) => {
      const r = await fetch(`${baseUrl}${pathName}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
        body: JSON.stringify(body),
      });
      const json = await r.json();
      if (!r.ok || json.status === 0) throw new Error(`${pathName} failed (${r.status}): ${JSON.stringify(json).slice(0, 300)}`);
      return json;
    },
  };
  return api;
}

/** One guest through the wizard; returns the figures. */
async function guestRun(browser, { baseUrl, hotel, guest, voucher, images, throttled }) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const f = { taps: 0, fields: 0, waitMs: 0, inputMs: 0, apiMs: 0, api: 0, steps: [], stepMs: {} };
  page.on('requestfinished', (request) => {
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    const t = request.timing();
    if (t.responseEnd > 0 && t.requestStart >= 0) {
      f.apiMs += t.responseEnd - t.requestStart;
      f.api++;
    }
  });
  const timed = async (key, fn) => {
    const t0 = performance.now();
    try {
      return await fn();
    } finally {
      f[key] += performance.now() - t0;
    }
  };
  const wait = (fn) => timed('waitMs', fn);
  const tap = (locator, taps = 1) => {
    f.taps += taps;
    return timed('inputMs', () => locator.tap());
  };
  const type = (locator, value) => {
    f.fields++;
    return timed('inputMs', () => locator.fill(value));
  };
  const hasValue = (locator) =>
    wait(async () => page.waitForFunction((el) => el.value !== '', await locator.elementHandle(), { timeout: STEP_TIMEOUT_MS }));
  const wizard = page.getByTestId('wizard');
  const next = () => tap(page.getByTestId('wizard-next'));

  /** A photo from the gallery: the slot's "choose" button, then the file picked in the phone's picker. */
  const upload = async (slot, file) => {
    const box = page.getByTestId(slot);
    const chooser = page.waitForEvent('filechooser');
    await tap(box.getByRole('button', { name: /^Escolher arquivo/ }));
    f.taps++;
    await timed('inputMs', async () => (await chooser).setFiles(file));
    await wait(() => box.getByRole('button', { name: /^Remover/ }).waitFor());
  };

  const steps = {
    search: async () => {
      await type(page.getByLabel(/Código da reserva/), voucher);
      await type(page.getByLabel(/Nome e sobrenome/), guest.name);
      await next();
    },
    'select-person': async () => {
      await tap(page.getByTestId('booking-person').filter({ hasText: guest.name }).getByRole('button'));
    },
    // Identification and registration data share a screen (docs/decisions/0038-shorter-guest-wizard.md).
    registration: async () => {
      await wait(() =>
        page
          .getByLabel('Nome completo')
          .and(page.locator(`[value="${guest.name}"]`))
          .waitFor(),
      );
      await type(page.getByRole('textbox', { name: 'CPF' }), guest.cpf);
      await tap(page.getByRole('radio', { name: 'Feminino' }));
      await type(page.getByLabel('Data de nascimento'), guest.birth);
      // A Brazilian's nationality is the answer given with the CPF (asked once).
      await type(page.getByLabel(/^Celular/), guest.phone);
      await type(page.getByLabel('E-mail'), guest.email);
      await next();
    },
    address: async () => {
      await type(page.getByLabel('CEP'), guest.cep);
      await hasValue(page.getByLabel('Endereço'));
      await hasValue(page.getByLabel('Cidade'));
      await type(page.getByLabel('Número'), guest.number);
      await next();
    },
    // The documents screen also holds the optional face photo and the terms: signing is agreeing, and
    // continuing saves the signature.
    documents: async () => {
      await upload('doc-front', images.docFront);
      await upload('doc-back', images.docBack);
      await wait(() => page.getByTestId('terms-text').waitFor());
      // One stroke of the finger on the pad (counted as one tap).
      const canvas = page.getByTestId('signature-canvas');
      await canvas.scrollIntoViewIfNeeded();
      const b = await canvas.boundingBox();
      f.taps++;
      await timed('inputMs', async () => {
        await page.mouse.move(b.x + 30, b.y + b.height * 0.6);
        await page.mouse.down();
        for (let i = 1; i <= 12; i++)
          await page.mouse.move(b.x + 30 + i * 22, b.y + b.height * (0.6 + (i % 2 ? -0.25 : 0.15)), { steps: 3 });
        await page.mouse.up();
      });
      await next();
    },
    summary: async () => {
      await tap(page.getByTestId('confirm-checkin'));
    },
    payment: async () => {
      const pay = page.getByTestId('checkin-payment');
      await wait(() => pay.getByRole('button').first().waitFor());
      await tap(pay.getByRole('button', { name: /Continuar|Pagar na recepção/ }).first());
    },
  };
  // Optional steps (vaccine card, pet, authorisation): passed as they are, if they ever show.
  for (const step of ['vaccine', 'pet', 'authorization']) steps[step] = next;

  const started = performance.now();
  const deadline = setTimeout(() => void context.close().catch(() => {}), RUN_TIMEOUT_MS);
  try {
    await timed('waitMs', () => page.goto(`/checkin?h=${hotel}`));
    let stepStart = started;
    for (;;) {
      const step = await wait(async () => {
        await wizard.waitFor();
        await page.getByTestId('step-loading').waitFor({ state: 'detached' });
        return wizard.getAttribute('data-step');
      });
      if (step === 'finished') break;
      if (f.steps.at(-1) === step)
        throw new Error(
          `the wizard stayed on "${step}": ${(await page.getByRole('alert').allTextContents()).join(' | ')} ${(await page.getByRole('status').allTextContents()).join(' | ')}`,
        );
      f.steps.push(step);
      await wait(() => page.getByRole('heading', { level: 1 }).waitFor());
      if (step === 'select-person') await wait(() => page.getByTestId('booking-person').first().waitFor());
      const handler = steps[step];
      if (!handler) throw new Error(`no script for the step "${step}"`);
      await handler();
      await wait(() => page.locator(`[data-testid="wizard"]:not([data-step="${step}"])`).waitFor());
      // From the step's screen being requested (previous tap) to the tap that left it.
      f.stepMs[step] = performance.now() - stepStart;
      stepStart = performance.now();
    }
    await wait(() => page.getByTestId('checkin-confirmation').waitFor());
    f.wallMs = performance.now() - started;
    return f;
  } finally {
    clearTimeout(deadline);
    await context.close().catch(() => {});
  }
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

export default {
  name: 'checkin-guest',
  async run(ctx) {
    const hotel = process.env.BENCH_GUEST_HOTEL ?? 'hotel-demo';
    ctx.log(`\n## a guest checks in on a phone (390x844, /checkin?h=${hotel}, one adult, document front and back, signature)`);
    const support = await checkinSupport();
    const images = await support.imageFixtures();
    const { rows } = await ctx.pool.query(`SELECT institution_id AS id FROM hotel_links WHERE code = $1 AND kind = 'h'`, [hotel]);
    const api = staff(ctx.baseUrl, await ctx.signIn(hotel === 'hotel-demo' ? 'recepcao@demo.test' : 'admin@demo.test'));
    if (hotel !== 'hotel-demo') {
      if (!rows[0]) throw new Error(`no hotel with the link code ${hotel}`);
      await support.switchHotel(api, rows[0].id);
    }
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });
    try {
      for (const throttled of ctx.quick ? [false] : [false, true]) {
        const guest = {
          name: 'Bia Bench Rocha',
          cpf: support.randomCpf(),
          birth: '14/07/1988',
          phone: '11 98765-4321',
          email: `bia-${Date.now()}@bench.test`,
          cep: '01001-000',
          number: '100',
        };
        const booking = await support.createBooking(api, [guest.name], 'BENCH-GUEST');
        const f = await guestRun(browser, { baseUrl: ctx.baseUrl, hotel, guest, voucher: booking.VOUCHER, images, throttled });
        const label = throttled ? 'slow 4G + CPU x4' : 'loopback';
        const screens = f.steps.length;
        const met = f.wallMs <= GOAL_MS && f.taps <= GOAL_TAPS && f.fields <= GOAL_FIELDS && screens <= GOAL_SCREENS;
        ctx.log(
          `${label.padEnd(18)} ${s(f.wallMs)} to the confirmation: waiting on the app ${s(f.waitMs)}, input ${s(f.inputMs)}; ` +
            `${f.api} API requests summing ${s(f.apiMs)}; ${f.taps} taps + ${f.fields} fields typed, ${screens} screens ` +
            `(goal <= ${GOAL_MS / 1000} s, <= ${GOAL_TAPS} taps, <= ${GOAL_FIELDS} fields, <= ${GOAL_SCREENS} screens: ${met ? 'met' : 'NOT met'})`,
        );
        ctx.log(`${''.padEnd(18)} steps (s): ${f.steps.map((st) => `${st} ${(f.stepMs[st] / 1000).toFixed(1)}`).join(' > ')}`);
        ctx.summary(
          `guest check-in on a phone, ${hotel}, ${label}: time to confirmation (waiting on the app)`,
          `${s(f.wallMs)} (${s(f.waitMs)})`,
          `<= ${GOAL_MS / 1000} s`,
          f.wallMs <= GOAL_MS,
        );
        ctx.summary(
          `guest check-in on a phone, ${hotel}, ${label}: taps + fields typed`,
          `${f.taps} + ${f.fields}`,
          `<= ${GOAL_TAPS} + ${GOAL_FIELDS}`,
          f.taps <= GOAL_TAPS && f.fields <= GOAL_FIELDS,
        );
        ctx.summary(`guest check-in on a phone, ${hotel}, ${label}: screens`, `${screens}`, `<= ${GOAL_SCREENS}`, screens <= GOAL_SCREENS);
      }
    } finally {
      await browser.close();
    }
  },
};
