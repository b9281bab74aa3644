import type { Page } from '@playwright/test';
import type pg from 'pg';
import { createStaffUser, institutionId } from '../support/db';
import { expect, signIn, test, toast, uniqueEmail } from '../support/fixtures';
import { card, day, ddmmyyyy, fillBooking, voucher } from './bookings-support';

/**
 * Issue 10 §3 (decision 0029): a save puts the saved booking in the detail cache and refetches only the lists, and
 * the live event of the tab's own save causes no second refetch, while another staff member's screen still follows
 * it live. Other specs write Hotel Demo's bookings in parallel; a round in which any other write's event reached the
 * hotel is measured again, so the counts are the save's own.
 */

/** Service calls (the last path segment) a page makes, from when `start` is called. */
function serviceCalls(page: Page) {
  let calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/jwt\/(brokerJson|broker)\//.test(path)) calls.push(path.split('/').pop()!);
  });
  return {
    start: () => {
      calls = [];
    },
    counts: () => {
      const out: Record<string, number> = {};
      for (const c of calls) out[c] = (out[c] ?? 0) + 1;
      return out;
    },
  };
}

/** Live events of a hotel as the server processes get them (PostgreSQL LISTEN), to tell foreign writes apart. */
async function hotelEvents(db: pg.Pool, hotel: number) {
  const client = await db.connect();
  const events: { type: string; id: unknown }[] = [];
  client.on('notification', (n) => {
    const e = JSON.parse(n.payload ?? '{}') as { institutionId: number; type: string; id: unknown };
    if (e.institutionId === hotel) events.push(e);
  });
  await client.query('LISTEN gm_events');
  return {
    since: () => {
      const from = events.length;
      return () => events.slice(from);
    },
    close: async () => {
      await client.query('UNLISTEN gm_events');
      client.release();
    },
  };
}

const SETTLE_MS = 1500;

test('one booking save: the detail from the reply, one list refetch, no echo; another desk follows live', async ({
  page,
  browser,
  baseURL,
  db,
}) => {
  test.setTimeout(120_000);
  const hotel = await institutionId(db, 'Hotel Demo');
  const live = await hotelEvents(db, hotel);
  try {
    await signIn(page, 'recepcao@demo.test');
    await expect(page).toHaveURL(/\/home\/index$/);
    await page.goto('/operation/bookings');
    const code = voucher('OWN');
    await page.getByRole('button', { name: 'Nova reserva' }).click();
    const create = page.getByRole('dialog', { name: 'Nova Reserva' });
    await fillBooking(create, { voucher: code, checkIn: day(1), checkOut: day(3), guests: [{ name: 'Ana Própria' }] });
    await create.getByRole('button', { name: 'Criar reserva' }).click();
    await expect(toast(page, 'Reserva criada com sucesso!')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(code);
    const mine = card(page, code);
    await expect(mine).toBeVisible();

    // Another staff member has the same booking on screen in their own browser.
    const email = uniqueEmail('own-writes');
    await createStaffUser(db, email, { name: 'Outra Recepção' });
    const other = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const desk = await other.newPage();
    await signIn(desk, email, 'Senha1234');
    await expect(desk).toHaveURL(/\/home\/index$/);
    await desk.goto('/operation/bookings');
    await desk.getByRole('searchbox', { name: 'Buscar' }).fill(code);
    const theirs = card(desk, code);
    await expect(theirs).toBeVisible();

    const calls = serviceCalls(page);
    const deskCalls = serviceCalls(desk);
    const edit = page.getByRole('dialog', { name: 'Alterar Reserva' });
    let measured: { counts: Record<string, number>; desk: Record<string, number> } | null = null;
    for (let round = 1; round <= 4 && !measured; round++) {
      await mine.getByRole('button', { name: 'Alterar' }).click();
      await expect(edit.getByRole('textbox', { name: 'Voucher', exact: true })).toHaveValue(code);
      const checkOut = day(3 + round);
      await edit.getByRole('textbox', { name: 'Check-out', exact: true }).fill(ddmmyyyy(checkOut));
      const events = live.since();
      calls.start();
      deskCalls.start();
      await edit.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(toast(page, 'Reserva alterada com sucesso!')).toBeVisible();
      await expect(mine.getByTestId('card-checkout')).toHaveText(ddmmyyyy(checkOut));
      // The other desk sees the change live, without a reload.
      await expect(theirs.getByTestId('card-checkout')).toHaveText(ddmmyyyy(checkOut));
      await page.waitForTimeout(SETTLE_MS);
      const seen = events();
      console.info(`own-writes round ${round}: tab ${JSON.stringify(calls.counts())}, other desk ${JSON.stringify(deskCalls.counts())}`);
      // The save's own event and nothing else reached the hotel meanwhile.
      if (seen.length === 1) measured = { counts: calls.counts(), desk: deskCalls.counts() };
    }
    expect(measured, 'every round saw another write of Hotel Demo').not.toBeNull();
    // The save, and the one list on screen refetched once: the detail came from the reply, the live echo was ignored.
    expect(measured!.counts).toEqual({ InserirAlterarReservaService: 1, ListReservasService: 1 });
    // The other desk refetched its list once from the live event.
    expect(measured!.desk).toEqual({ ListReservasService: 1 });
    await other.close();
  } finally {
    await live.close();
  }
});
