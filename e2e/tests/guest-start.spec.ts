import { todayIn } from '@gm/domain/dates';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { createBooking, seriousViolations } from './billing-support';

/**
 * Starting the web check-in without searching (decision 0067): the pre-arrival link's voucher fills the search, the
 * shared-access invitation opens the wizard on the booking, and a website visitor whose booking the PMS has not sent
 * yet starts on a placeholder booking (VinculaReservaFicticiaService) at a hotel fed by its PMS.
 */
const PHONE = { width: 390, height: 844 };
const VOUCHER_LABEL = 'Código da reserva (voucher)';

test('the invitation link fills the voucher; the shared-access invitation opens the check-in on the booking', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const booking = await createBooking(request, 'Tia Convidante');
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'pt-BR', viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/checkin?h=hotel-demo&voucher=${booking.voucher}`);
  await expect(page.getByLabel(VOUCHER_LABEL)).toHaveValue(booking.voucher);

  // The booking's guest shares it; the invited person opens the mailed link and starts the check-in from it.
  const tok = await request.post('/booking/token', { data: { voucher: booking.voucher, nome: booking.guest, h: 'hotel-demo' } });
  const { token } = (await tok.json()) as { token: string };
  const address = `inv.${Date.now()}@example.test`;
  const granted = await request.post('/jwt/brokerJson/checkin/ConcederAcessoReservaService', {
    headers: { authorization: `Bearer ${token}` },
    data: { nome: 'Ivo Convidado', email: address },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  const mail = await waitForMail(address);
  const link = /https?:\/\/[^\s/]+(\/grant-person-access\?acesso=[A-Za-z0-9_-]{43}&locale=[a-z]{2})/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  const invited = await (await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'pt-BR', viewport: PHONE })).newPage();
  await invited.goto(link!);
  const start = invited.getByRole('button', { name: 'Fazer o check-in' });
  await expect(start).toBeVisible();
  expect(await seriousViolations(invited)).toEqual([]);
  await start.focus();
  await invited.keyboard.press('Enter');
  await expect(invited).toHaveURL(/\/checkin\?h=hotel-demo$/);
  await expect(invited.getByTestId('wizard')).toBeVisible();
  // Past the booking search: the wizard is on the booking's guest.
  await expect(invited.getByLabel(VOUCHER_LABEL)).toHaveCount(0);
  await expect(invited.getByTestId('wizard')).toContainText('Tia');
});

test('a website visitor whose booking has not arrived starts the check-in on a placeholder', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'pt-BR', viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/checkin?h=pousada-parceira');
  const code = `SITE-${Date.now().toString(36).toUpperCase()}`;
  await page.getByLabel(VOUCHER_LABEL).fill(code);
  await page.getByLabel(/Nome e sobrenome/).fill('Vera Visitante');
  await page.getByRole('button', { name: 'Buscar reserva' }).click();
  const offer = page.getByTestId('placeholder-offer');
  await expect(offer).toHaveText('Minha reserva ainda não aparece');
  await offer.click();
  const form = page.getByTestId('placeholder-form');
  const today = todayIn('America/Sao_Paulo');
  const inDays = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Seu e-mail').fill('vera@example.test');
  await form.getByLabel('Data de entrada').fill(inDays(2));
  // More than 60 nights: refused on the field by the server.
  await form.getByLabel('Data de saída').fill(inDays(90));
  await form.getByRole('button', { name: 'Começar o check-in' }).click();
  await expect(form.getByText('A data de saída deve ser depois da entrada, em até 60 noites.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByLabel('Data de saída').fill(inDays(4));
  await form.getByRole('button', { name: 'Começar o check-in' }).click();
  await expect(page.getByLabel(VOUCHER_LABEL)).toHaveCount(0);
  await expect(page.getByTestId('wizard')).toContainText('Vera');
});
