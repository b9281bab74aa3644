import { expect, test } from '../support/fixtures';
import {
  atStep,
  createBooking,
  expectAccessible,
  imageFixtures,
  next,
  phone,
  randomCpf,
  search,
  staffApi,
  upload,
} from './checkin-support';

/**
 * The facial search's consent at the face photo (docs/decisions/0068-facial-booking-search.md): shown only where the
 * hotel offers the search, unticked; the photo is indexed only while it is ticked, and unticking deletes the index.
 * Hotel Demo offers it for this spec only, switched on and off by its administrator (the box is inert for the other
 * specs' guests, who never tick it).
 */
test('the guest consents to the facial search, the face is indexed, and withdrawing deletes it', async ({ browser, baseURL, db }) => {
  test.setTimeout(180_000);
  // The administrator turns the search on in the basic settings (the flag's switch calls this service).
  const staff = await staffApi(baseURL!, 'admin@demo.test');
  const facialSearch = (on: boolean) =>
    staff.call('/jwt/broker/core/SalvarConfiguracaoBasicaService', { flags: { HASBUSCAFACIAL: on ? 'S' : 'N' } });
  await facialSearch(true);
  try {
    const images = await imageFixtures();
    const booking = await createBooking(staff, ['Clara Nunes Face']);
    const indexed = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM face_index f JOIN bookings b ON b.id = f.booking_id WHERE b.voucher = $1`,
          [booking.VOUCHER],
        )
      ).rows[0]!.n;

    const { context, page } = await phone(browser, baseURL!);
    await page.goto('/checkin?h=hotel-demo');
    await atStep(page, 'search', false);
    await search(page, booking.VOUCHER, 'Clara Face');

    await atStep(page, 'registration', false);
    await page.getByRole('textbox', { name: 'CPF' }).fill(randomCpf());
    await page.getByRole('radio', { name: 'Feminino' }).check();
    const birth = page.getByLabel('Data de nascimento');
    await birth.fill('10/05/1990');
    await birth.press('Tab');
    await page.getByLabel(/^Celular/).fill('11 98765-4321');
    await page.getByLabel('E-mail').fill(`clara-${Date.now()}@e2e.test`);
    await next(page).click();

    await atStep(page, 'address', false);
    await page.getByLabel('CEP').fill('01001-000');
    await expect(page.getByLabel('Endereço')).toHaveValue('Praça da Sé');
    await page.getByLabel('Número').fill('100');
    await next(page).click();

    await atStep(page, 'documents', false);
    const consent = page.getByTestId('face-consent');
    const box = consent.getByRole('checkbox', { name: /busca facial no totem/ });
    await expect(box).not.toBeChecked();
    await expect(consent).toContainText('Autorizo Hotel Demo a usar a foto do meu rosto');
    await expect(consent).toContainText('LGPD');
    await expectAccessible(page, 'documents with the facial search consent');

    // Not ticked: the photo is a document, nothing is indexed.
    await upload(page, 'face', images.face);
    expect(await indexed()).toBe(0);
    await box.check();
    await expect(box).toBeChecked();
    await expect(consent).toContainText('tire a foto do rosto novamente');
    const { rows } = await db.query<{ term_text: string }>(
      `SELECT c.term_text FROM face_consents c JOIN bookings b ON b.id = c.booking_id WHERE b.voucher = $1 AND c.revoked_at IS NULL`,
      [booking.VOUCHER],
    );
    expect(rows[0]!.term_text).toContain('Autorizo Hotel Demo');

    // Ticked: the new photo is indexed.
    await page
      .getByTestId('face')
      .getByRole('button', { name: /Remover/ })
      .click();
    await upload(page, 'face', images.face);
    await expect(consent).toContainText('no totem, você poderá encontrar sua reserva pelo rosto');
    expect(await indexed()).toBe(1);

    // Unticked: withdrawn, the index deleted at once.
    await box.uncheck();
    await expect(box).not.toBeChecked();
    await expect.poll(indexed).toBe(0);
    await context.close();
  } finally {
    await facialSearch(false);
    await staff.ctx.dispose();
  }
});
