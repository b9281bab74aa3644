import { expect, signIn, test, toast, uniqueEmail } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { seriousViolations } from './bookings-support';
import { staffApi } from './checkin-support';
import { optedInGuest, TAGPANEL } from './crm-support';

/**
 * A campaign that really sends (issue 15, decisions 0056 and 0058): a guest books (through the staff API), opts in
 * to marketing e-mail at the reception, and a segment of their own arrival day is saved; the marketing user sends a
 * campaign of the review starter now from /tagpanel/campaign/new. The mail reaches the e2e SMTP peer once, with the
 * guest's name, the one-click unsubscribe headers' link and tracked links; the test opens the pixel and follows the
 * tracked link (a redirect to the review page), and the campaign's details count 1 delivered, 1 opened, 1 clicked.
 */
test('a campaign is sent now to a segment, and its delivered, opened and clicked counts rise', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const api = await staffApi(baseURL!, 'admin@demo.test');
  const email = uniqueEmail('campanha');
  const { segment: seg } = await optedInGuest(api, tag, `Rui Campanha ${tag}`, email);
  const segment = seg.name;
  const template = `Avaliação ${tag}`;
  await api.call(`${TAGPANEL}/CreateTemplateService`, { name: template, type: 1 });
  await api.ctx.dispose();

  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/tagpanel/campaign/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova campanha' })).toBeVisible();
  const name = `Avalie ${tag}`;
  await page.getByRole('textbox', { name: 'Nome da campanha' }).fill(name);
  await page.getByRole('combobox', { name: 'Segmento' }).selectOption({ label: segment });
  await expect(page.getByTestId('campaign-audience')).toContainText('Público estimado: 1 hóspede');
  await page.getByRole('combobox', { name: 'Modelo de e-mail' }).selectOption({ label: template });
  await page.getByRole('radio', { name: 'Enviar agora' }).check();
  await page.getByRole('button', { name: 'Salvar e ativar' }).click();
  await expect(toast(page, new RegExp(`Campanha "${name}" salva`)).first()).toBeVisible();
  await expect(page).toHaveURL(/\/tagpanel\/campaign\/details\/\d+$/);

  // The mail: once, to the guest, in their name, with the unsubscribe link and tracked links.
  const mail = await waitForMail(email, 1, 90_000);
  expect(mail.subject).toContain('Hotel Demo');
  expect(mail.html, 'the mail has an HTML part').toBeTruthy();
  const html = mail.html!.replace(/&amp;/g, '&');
  expect(html).toContain('Rui');
  const pixel = /https?:\/\/[^"'\s]+(\/t\/o\/[^"'\s]+\.gif)/.exec(html)?.[1];
  const tracked = /href="https?:\/\/[^"/]+(\/t\/c\/[^"]+)"/.exec(html)?.[1];
  expect(pixel, html.slice(0, 2000)).toBeTruthy();
  expect(tracked, html.slice(0, 2000)).toBeTruthy();
  expect(mail.text).toMatch(/\/unsubscribe\?t=/);

  // The guest opens the mail (the pixel) and clicks the button (the signed redirect to the review page).
  const gif = await page.request.get(pixel!);
  expect(gif.status()).toBe(200);
  expect(gif.headers()['content-type']).toBe('image/gif');
  const click = await page.request.get(tracked!, { maxRedirects: 0 });
  expect(click.status()).toBe(302);
  expect(click.headers().location).toContain('/reviewstay');
  // An altered link is refused and never redirects.
  const altered = await page.request.get(`${tracked!.slice(0, -3)}xyz`, { maxRedirects: 0 });
  expect(altered.status()).toBe(404);

  // The details count what happened (the page reads them again on reload).
  await expect(async () => {
    await page.reload();
    const figure = (label: string) => page.locator(`[data-testid="campaign-figure"][data-figure="${label}"]`);
    await expect(figure('Entregues')).toHaveText('1', { timeout: 2000 });
    await expect(figure('Abertos')).toHaveText('1', { timeout: 2000 });
    await expect(figure('Clicados')).toHaveText('1', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('campaign-status')).toHaveText('Concluída');
  expect(await seriousViolations(page)).toEqual([]);
});
