import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import config from '../playwright.config';
import { expect, test } from '../support/fixtures';
import { createBooking, daysFromNow, ddmmyyyy, expectAccessible, hotelToday, staffApi } from './checkin-support';

/**
 * The kiosk finds a booking by the QR code of its pre-arrival e-mail (issue 16, decision 0064). The QR picture is the
 * one the mail embeds (GET /qr/checkin.png of the booking's link); Chromium's fake camera shows it (a YUV4MPEG2 file
 * made from that PNG), the kiosk's camera reads it with jsQR and fills the voucher; the guest still types the name.
 */
const Y4M = path.join(os.tmpdir(), `gm-kiosk-qr-${process.pid}.y4m`);
const base = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...base,
    args: [
      ...(base.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${Y4M}`,
    ],
  },
});

/** A PNG (the QR, black on white) centred on a 640x480 white frame, as YUV4MPEG2 (4:2:0) frames the fake camera loops. */
function y4mOf(png: PNG): Buffer {
  const W = 640;
  const H = 480;
  const y = Buffer.alloc(W * H, 235);
  const scale = Math.max(1, Math.floor(Math.min((W - 40) / png.width, (H - 40) / png.height)));
  const ox = Math.floor((W - png.width * scale) / 2);
  const oy = Math.floor((H - png.height * scale) / 2);
  for (let py = 0; py < png.height; py++)
    for (let px = 0; px < png.width; px++) {
      const i = (py * png.width + px) * 4;
      const luma = 0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!;
      const v = luma < 128 ? 16 : 235;
      for (let dy = 0; dy < scale; dy++)
        y.fill(v, (oy + py * scale + dy) * W + ox + px * scale, (oy + py * scale + dy) * W + ox + (px + 1) * scale);
    }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]);
}

let url = '';
let voucher = '';

test.beforeAll(async ({ baseURL }) => {
  const admin = await staffApi(baseURL!, 'admin@demo.test');
  url = (await admin.call<{ url: string }>('/jwt/brokerJson/trial/CriarTotemService', { nome: 'Totem QR', terminal: 'PINPAD-QR' })).url;
  const booking = await createBooking(admin, ['Marta Leitura'], 'KQR', { from: hotelToday(), to: ddmmyyyy(daysFromNow(1)) });
  voucher = booking.VOUCHER;
  // The QR the pre-arrival mail embeds for this booking.
  const qr = await admin.ctx.get(`/qr/checkin.png?h=hotel-demo&voucher=${encodeURIComponent(voucher)}`);
  expect(qr.status()).toBe(200);
  writeFileSync(Y4M, y4mOf(PNG.sync.read(await qr.body())));
  await admin.ctx.dispose();
});

test('a walk-up guest shows the QR of the pre-arrival e-mail and the kiosk fills the booking code', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1080, height: 1920 },
    hasTouch: true,
    reducedMotion: 'reduce',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    permissions: ['camera'],
  });
  const page = await context.newPage();
  await page.goto(new URL(url).pathname + new URL(url).search);
  await page.getByTestId('kiosk-begin').tap();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'search');
  await page.getByTestId('kiosk-qr-open').tap();
  await expect(page.getByTestId('kiosk-qr')).toBeVisible();
  await expectAccessible(page, 'kiosk QR camera');
  // Read, the camera closes and the voucher is in the search; the name is still the guest's to type.
  await expect(page.getByLabel(/Código da reserva/)).toHaveValue(voucher, { timeout: 30_000 });
  await expect(page.getByTestId('kiosk-qr')).toHaveCount(0);
  await expect(page.getByLabel(/Nome e sobrenome/)).toHaveValue('');
  await context.close();
});
