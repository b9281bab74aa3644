// The lobby kiosk (issue 16, docs/decisions/0064-kiosk.md): a scripted walk-up guest checks in at 1080x1920 with
// touch only, typing on the on-screen keyboard (voucher, name, CPF, birth date, phone, e-mail, CEP, number), the
// document's front and back and the face as files, a finger's signature, payment on the PIN-pad sandbox (3 s), the
// check-in released and registered by the PMS sandbox. Figures: the wall time from the start screen's tap to
// "check-in done", and the taps besides keyboard keys (goal <= 60 s and <= 15 taps). Then the keyboard's latency:
// a key press to the field's new value painted, with Chromium's CPU 4x slower (goal <= 50 ms, p95 of 40 presses).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GOAL_MS = 60_000;
const GOAL_TAPS = 15;
const GOAL_KEY_MS = 50;
const CHROME_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];

async function checkinSupport() {
  const source = path.join(root, 'e2e/tests/checkin-support.ts');
  const dir = path.join(root, 'node_modules/.cache/gm-bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'checkin-support-kiosk.mjs');
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
  return import(pathToFileURL(file).href);
}

async function post(baseUrl, pathName, body, bearer) {
  const r = await fetch(`${baseUrl}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await r.json();
  if (!r.ok || json.status === 0) throw new Error(`${pathName} failed (${r.status}): ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

const DEAD = { ã: ['~', 'a'], ç: ['ç'], é: ['´', 'e'], á: ['´', 'a'] };
const key = (page, k) => page.locator(`.hg-button[data-skbtn="${k}"]`).first().tap();
async function typeKeys(page, text) {
  for (const ch of text) {
    if (DEAD[ch]) for (const k of DEAD[ch]) await key(page, k);
    else if (ch === ' ') await key(page, '{space}');
    else if (/[A-Z]/.test(ch)) {
      await key(page, '{shift}');
      await key(page, ch);
    } else await key(page, ch);
  }
}
async function closeKeyboard(page) {
  for (let i = 0; i < 8 && (await page.locator('[data-kiosk-keyboard]').count()) > 0; i++) await key(page, '{done}');
}

async function walkUp(browser, ctx, support, images, url) {
  const staffToken = await ctx.signIn('recepcao@demo.test');
  const day = (offset) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + offset * 86_400_000));
  const VOUCHER = `KB${Date.now().toString(36).toUpperCase()}`;
  const NOME = 'Joana Conceição';
  const { CODRES } = await post(
    ctx.baseUrl,
    '/jwt/brokerJson/trial/InserirAlterarReservaService',
    { STATUS: 'R', VOUCHER, ORIGEM: 'Balcão', DTRESERVA: day(0), DHSAIDAPREV: day(2), pessoasReserva: [{ NOME }] },
    staffToken,
  );
  const { codCab } = await post(
    ctx.baseUrl,
    '/jwt/brokerJson/pay/HandleFaturaService',
    { codRes: CODRES, descricao: 'Diárias' },
    staffToken,
  );
  await post(
    ctx.baseUrl,
    '/jwt/brokerJson/pay/HandleItemFaturaService',
    { codRes: CODRES, codCab, qtd: 1, vlrUnit: 320, descricao: 'Diária' },
    staffToken,
  );
  let cpf = support.randomCpf();
  while (cpf.endsWith('0')) cpf = support.randomCpf(); // the PMS sandbox refuses a document ending in 0
  const context = await browser.newContext({
    viewport: { width: 1080, height: 1920 },
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  let taps = 0;
  const tap = async (locator) => {
    taps++;
    await locator.tap();
  };
  // A field the screen (or the keyboard's "Próximo") already focused costs no tap; another is tapped.
  const field = async (locator) => {
    await page.waitForTimeout(700);
    if (!(await locator.evaluate((el) => el === document.activeElement))) await tap(locator);
  };
  try {
    await page.goto(url);
    await page.getByTestId('kiosk-begin').waitFor();
    const t0 = Date.now();
    await tap(page.getByTestId('kiosk-begin'));
    await field(page.getByLabel(/Código da reserva/));
    await typeKeys(page, VOUCHER);
    await key(page, '{done}'); // on to the name
    await typeKeys(page, NOME);
    await closeKeyboard(page);
    await tap(page.getByTestId('wizard-next'));
    await page.locator('[data-testid="wizard"][data-step="registration"]').waitFor({ timeout: 60_000 });
    await field(page.getByRole('textbox', { name: 'CPF' }));
    for (const d of cpf) await key(page, d);
    await key(page, '{done}');
    await tap(page.getByRole('radio', { name: 'Feminino' }));
    await field(page.getByLabel('Data de nascimento'));
    for (const d of '14071988') await key(page, d);
    await key(page, '{done}');
    await field(page.getByLabel(/^Celular/));
    for (const d of '11987654321') await key(page, d);
    await key(page, '{done}');
    await field(page.getByLabel('E-mail'));
    await typeKeys(page, `joana${Date.now().toString().slice(-6)}`);
    await key(page, '@gmail.com');
    await closeKeyboard(page);
    await tap(page.getByTestId('wizard-next'));
    await page.locator('[data-testid="wizard"][data-step="address"]').waitFor({ timeout: 60_000 });
    await field(page.getByLabel('CEP'));
    for (const d of '01001000') await key(page, d);
    await page.getByLabel('Endereço').and(page.locator('[value="Praça da Sé"]')).waitFor({ timeout: 30_000 });
    await field(page.getByLabel('Número'));
    await typeKeys(page, '100');
    await closeKeyboard(page);
    await tap(page.getByTestId('wizard-next'));
    await page.locator('[data-testid="wizard"][data-step="documents"]').waitFor({ timeout: 60_000 });
    for (const [slot, file] of [
      ['doc-front', images.docFront],
      ['doc-back', images.docBack],
      ['face', images.face],
    ]) {
      taps++; // the kiosk's camera button (the file stands for the photo)
      await page.getByTestId(`${slot}-file`).setInputFiles(file);
      await page
        .getByTestId(slot)
        .getByRole('button', { name: /Remover/ })
        .waitFor({ timeout: 60_000 });
    }
    const canvas = page.getByTestId('signature-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    const cdp = await context.newCDPSession(page);
    const at = (i) => ({ x: box.x + 30 + i * 30, y: box.y + box.height * (0.5 + (i % 2 ? -0.25 : 0.2)) });
    taps++; // the signature stroke
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
    for (let i = 1; i <= 14; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(i)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await tap(page.getByTestId('wizard-next'));
    for (let i = 0; i < 5; i++) {
      if (await page.locator('[data-testid="wizard"][data-step="summary"]').isVisible()) break;
      await page.waitForTimeout(3000);
      if (await page.locator('[data-testid="wizard"][data-step="documents"]').isVisible()) await page.getByTestId('wizard-next').tap();
    }
    await page.locator('[data-testid="wizard"][data-step="summary"]').waitFor({ timeout: 60_000 });
    await tap(page.getByTestId('confirm-checkin'));
    await page.getByTestId('kiosk-pay').waitFor({ timeout: 60_000 });
    await tap(page.getByTestId('kiosk-pay'));
    await page.getByTestId('kiosk-checked-in').waitFor({ timeout: 120_000 });
    return { wallMs: Date.now() - t0, taps };
  } finally {
    await context.close();
  }
}

/** Key press to the new value painted, CPU 4x slower: the keyboard's own handler, React's render and a frame. */
async function keyLatency(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1080, height: 1920 }, hasTouch: true, locale: 'pt-BR' });
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.getByTestId('kiosk-begin').tap();
    await page.getByLabel(/Nome e sobrenome/).tap();
    await page.locator('[data-kiosk-keyboard="text"]').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const times = [];
    const keys = 'joaoconceicaosilvadasantosmariadasgracas'.split('').slice(0, 40);
    for (const k of keys) {
      times.push(
        await page.evaluate(
          (k) =>
            new Promise((resolve) => {
              const btn = document.querySelector(`.hg-button[data-skbtn="${k}"]`);
              const input = document.activeElement;
              const before = input.value;
              const t0 = performance.now();
              const opts = { bubbles: true, cancelable: true, pointerType: 'touch', isPrimary: true, pointerId: 1 };
              btn.dispatchEvent(new PointerEvent('pointerdown', opts));
              btn.dispatchEvent(new PointerEvent('pointerup', opts));
              const check = () => {
                if (input.value !== before) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
                else if (performance.now() - t0 > 2000) resolve(Number.NaN);
                else requestAnimationFrame(check);
              };
              check();
            }),
          k,
        ),
      );
      await page.waitForTimeout(30);
    }
    const ok = times.filter((t) => Number.isFinite(t)).sort((a, b) => a - b);
    const pct = (p) => ok[Math.min(ok.length - 1, Math.floor((p / 100) * ok.length))];
    return { n: ok.length, p50: pct(50), p95: pct(95), max: ok.at(-1) };
  } finally {
    await context.close();
  }
}

export default {
  name: 'kiosk',
  async run(ctx) {
    ctx.log('\n## the lobby kiosk (1080x1920, touch only, on-screen keyboard, PIN-pad sandbox 3 s)');
    const support = await checkinSupport();
    const images = await support.imageFixtures();
    const admin = await ctx.signIn('admin@demo.test');
    const { url } = await post(
      ctx.baseUrl,
      '/jwt/brokerJson/trial/CriarTotemService',
      { nome: 'Totem bench', terminal: 'PINPAD-BENCH' },
      admin,
    );
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });
    try {
      const f = await walkUp(browser, ctx, support, images, url);
      const met = f.wallMs <= GOAL_MS && f.taps <= GOAL_TAPS;
      ctx.log(
        `walk-up check-in, one adult: ${(f.wallMs / 1000).toFixed(1)} s, ${f.taps} taps besides keyboard keys (goal <= 60 s, <= 15 taps: ${met ? 'met' : 'NOT met'})`,
      );
      ctx.summary(
        'kiosk walk-up check-in, one adult: time / taps besides keys',
        `${(f.wallMs / 1000).toFixed(1)} s / ${f.taps}`,
        '<= 60 s / <= 15',
        met,
      );
      const k = await keyLatency(browser, url);
      ctx.log(
        `keyboard press to screen update, CPU x4: p50 ${k.p50.toFixed(1)} ms, p95 ${k.p95.toFixed(1)} ms, max ${k.max.toFixed(1)} ms (${k.n} presses; goal <= ${GOAL_KEY_MS} ms)`,
      );
      ctx.summary(
        'kiosk keyboard press to screen update, CPU x4 (p95)',
        `${k.p95.toFixed(1)} ms (p50 ${k.p50.toFixed(1)})`,
        `<= ${GOAL_KEY_MS} ms`,
        k.p95 <= GOAL_KEY_MS,
      );
    } finally {
      await browser.close();
    }
  },
};
