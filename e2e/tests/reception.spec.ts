import type pg from 'pg';
import { createUser, receptionPermissionsFor } from '../../apps/server/src/seed/factories';
import { DEMO_PASSWORD, expect, test, toast, uniqueEmail } from '../support/fixtures';
import { bookingRow, card, day, fillBooking, seriousViolations, signInAt, voucher } from './bookings-support';

/**
 * A hotel of this spec's own (Hotel Demo's settings) and a front-desk user working only there: other specs
 * write to Hotel Demo in parallel, and their live events would refetch and reorder these screens mid-test.
 */
async function ownHotelDesk(db: pg.Pool): Promise<string> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO institutions (name, network, country, time_zone, theme, contact_email, flags)
     SELECT $1, NULL, country, time_zone, theme, contact_email, flags FROM institutions WHERE name = 'Hotel Demo'
     RETURNING id`,
    [`Hotel Ao Vivo ${suffix}`],
  );
  const hotel = rows[0]!.id;
  const email = uniqueEmail('recepcao-ao-vivo');
  await createUser(db, {
    email,
    name: 'Recepção Ao Vivo',
    password: DEMO_PASSWORD,
    institutions: [hotel],
    permissions: receptionPermissionsFor(hotel),
  });
  return email;
}

test.describe('reception (live)', () => {
  test("shows today's arrival made in another browser, and its check-in, without a reload", async ({ page, browser, baseURL, db }) => {
    const desk1 = await ownHotelDesk(db);
    await signInAt(page, desk1, '/operation/reception');
    await expect(page.getByRole('heading', { level: 1, name: 'Recepção' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Chegadas' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('reception-CHEGADAS')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Any reload would lose this marker.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    const other = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const desk = await other.newPage();
    await signInAt(desk, desk1, '/operation/bookings');
    const code = voucher('LIVE');
    await desk.getByRole('button', { name: 'Nova reserva' }).click();
    const create = desk.getByRole('dialog', { name: 'Nova Reserva' });
    await fillBooking(create, { voucher: code, checkIn: day(0), checkOut: day(1), guests: [{ name: 'Chegada Ao Vivo' }] });
    await create.getByRole('button', { name: 'Criar reserva' }).click();
    await expect(toast(desk, 'Reserva criada com sucesso!')).toBeVisible();

    const arrival = card(page, code);
    await expect(arrival).toBeVisible();
    await expect(arrival.getByTestId('booking-status')).toHaveText('Reservada');

    await desk.getByRole('searchbox', { name: 'Buscar' }).fill(code);
    await bookingRow(desk, code).getByRole('button', { name: 'Check-in' }).click();
    await desk.getByRole('dialog', { name: 'Check-in' }).getByRole('button', { name: 'Realizar check-in' }).click();
    await expect(toast(desk, 'Check-in realizado com sucesso!')).toBeVisible();
    await other.close();

    await expect(arrival.getByTestId('booking-status')).toHaveText('Em check-in');
    await page.getByRole('tab', { name: 'Hospedados' }).click();
    await expect(card(page, code)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
