import { expect, test, uniqueEmail } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { seriousViolations } from './bookings-support';

/**
 * The guest's unsubscribe (issue 15, decision 0058): a campaign to a one-guest segment is sent by the server through
 * its campaign sender to the e2e SMTP peer (the due sweep picks it up within a minute); the guest opens the mail's
 * unsubscribe link, sees the hotel and the masked address, keeps nothing by e-mail and confirms; the choice is
 * recorded as consent from the unsubscribe; an altered link is refused. Axe and 44 px targets on each state.
 */
test('a guest unsubscribes from the link of a campaign mail', async ({ page, db }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('unsub');
  const tag = `E2E-${Date.now().toString(36)}`;
  const hotel = (await db.query<{ id: number }>(`SELECT id FROM institutions WHERE name = 'Hotel Demo'`)).rows[0]!.id;
  // The guest (a profile opted in to e-mail), a segment of them alone, a template and a due campaign: the campaign
  // screens are another part of the CRM; the sending, the mail and the page are the real ones.
  const profile = (
    await db.query<{ id: string }>(
      `INSERT INTO guest_profiles (institution_id, name, first_name, emails, booking_origins, stays) VALUES ($1, 'Ana Unsub', 'ana', ARRAY[$2], ARRAY[$3], 1) RETURNING id`,
      [hotel, email, tag],
    )
  ).rows[0]!.id;
  await db.query(
    `INSERT INTO guest_profile_consents (institution_id, profile_id, channel, granted, source) VALUES ($1, $2, 'email', true, 'webcheckin')`,
    [hotel, profile],
  );
  const segment = (
    await db.query<{ id: string }>(`INSERT INTO crm_segments (institution_id, name, filter) VALUES ($1, $2, $3) RETURNING id`, [
      hotel,
      `Seg ${tag}`,
      JSON.stringify({ combinator: 'and', rules: [{ field: 'bookingOrigin', op: 'has', value: tag }] }),
    ])
  ).rows[0]!.id;
  const template = (
    await db.query<{ id: string }>(
      `INSERT INTO campaign_templates (institution_id, name, type, subject, msg_from, design, output_html)
       VALUES ($1, $2, 1, 'Novidades para {{guest.firstName}}', 'Hotel Demo', '{}'::jsonb,
               '<html><body><p>Olá {{guest.name}}!</p><p><a href="{{unsubscribe.link}}">Cancelar inscrição</a></p></body></html>') RETURNING id`,
      [hotel, `Modelo ${tag}`],
    )
  ).rows[0]!.id;
  await db.query(
    `INSERT INTO campaigns (institution_id, name, segment_id, template_id, schedule_kind, status, next_run_at)
     VALUES ($1, $2, $3, $4, 'now', 'scheduled', now())`,
    [hotel, `Campanha ${tag}`, segment, template],
  );

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
