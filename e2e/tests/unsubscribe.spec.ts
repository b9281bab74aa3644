import { expect, test, uniqueEmail } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { seriousViolations } from './bookings-support';
import { staffApi } from './checkin-support';
import { optedInGuest, TAGPANEL } from './crm-support';

/**
 * The guest's unsubscribe (issue 15, decision 0058): a campaign to a one-guest segment is sent by the server through
 * its campaign sender to the e2e SMTP peer (queued at once when created); the guest opens the mail's
 * unsubscribe link, sees the hotel and the masked address, keeps nothing by e-mail and confirms; the choice is
 * recorded as consent from the unsubscribe; an altered link is refused. Axe and 44 px targets on each state.
 */
test('a guest unsubscribes from the link of a campaign mail', async ({ page, db, baseURL }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('unsub');
  const tag = `E2E-${Date.now().toString(36)}`;
  // The guest opted in at the reception, a segment of them alone, a template and a campaign sent now, made as staff
  // make them (the campaign screens are crm-campaign-send.spec's); the sending, the mail and the page are the real ones.
  const api = await staffApi(baseURL!, 'admin@demo.test');
  const { profileId: profile, segment } = await optedInGuest(api, tag, `Ana Unsub ${tag}`, email);
  const template = await api.call<{ id: number }>(`${TAGPANEL}/CreateTemplateService`, {
    name: `Modelo ${tag}`,
    type: 1,
    subject: 'Novidades para {{guest.firstName}}',
  });
  await api.call(`${TAGPANEL}/CreateCampaignService`, {
    name: `Campanha ${tag}`,
    segmentId: segment.id,
    templateId: template.id,
    scheduleKind: 'now',
    activate: true,
  });
  await api.ctx.dispose();

  const mail = await waitForMail(email, 1, 150_000);
  expect(mail.subject).toBe('Novidades para Ana');
  const link = /https?:\/\/[^\s/]+(\/unsubscribe\?t=[0-9a-z]+\.[0-9a-z]+\.[\w-]{22})/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancelar inscrição' })).toBeVisible();
  await expect(page.getByTestId('unsubscribe-intro')).toHaveText(/Hotel Demo/);
  await expect(page.getByTestId('unsubscribe-intro')).toContainText(`${email.slice(0, 2)}***@`);
  const byEmail = page.getByRole('checkbox', { name: 'Ofertas e novidades por e-mail' });
  await expect(byEmail).not.toBeChecked();
  await expect(page.getByText('As mensagens sobre as suas reservas (confirmação, link de check-in) continuam chegando.')).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirmar' });
  expect((await confirm.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect((await page.locator('.mantine-Checkbox-body').first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await seriousViolations(page)).toEqual([]);

  // The keyboard alone: the checkbox stays unticked, the confirmation is a key press away.
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Pronto' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Você não vai mais receber ofertas de Hotel Demo');
  expect(await seriousViolations(page)).toEqual([]);
  const consent = await db.query(
    `SELECT granted, source FROM guest_profile_consents WHERE profile_id = $1 AND channel = 'email' ORDER BY at DESC, id DESC LIMIT 1`,
    [profile],
  );
  expect(consent.rows[0]).toEqual({ granted: false, source: 'unsubscribe' });

  // In English, and an altered link.
  await page.getByRole('button', { name: /^EN – / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Done' })).toBeVisible();
  await page.goto(`${link!.slice(0, -3)}zzz`);
  await expect(page.getByTestId('unsubscribe-invalid')).toContainText('This unsubscribe link is not valid');
  expect(await seriousViolations(page)).toEqual([]);
});
