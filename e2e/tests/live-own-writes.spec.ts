import type { Page } from '@playwright/test';
import type pg from 'pg';
import { addDays as addDaysIso } from '../../packages/domain/src/bookings';
import { createStaffUser, institutionId } from '../support/db';
import { expect, signIn, test, toast, uniqueEmail } from '../support/fixtures';
import { bookingRow, card, day, ddmmyyyy, fillBooking, voucher } from './bookings-support';

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
    const mine = bookingRow(page, code);
    await expect(mine).toBeVisible();

    // Another staff member has the same booking on screen in their own browser.
    const email = uniqueEmail('own-writes');
    await createStaffUser(db, email, { name: 'Outra Recepção' });
    const other = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const desk = await other.newPage();
    await signIn(desk, email, 'Senha1234');
    await expect(desk).toHaveURL(/\/home\/index$/);
    // The other desk reads the bookings as cards (the view kept in the address), which show the sync state.
    await desk.goto('/operation/bookings?view=cards');
    await desk.getByRole('searchbox', { name: 'Buscar' }).fill(code);
    const theirs = card(desk, code);
    await expect(theirs).toBeVisible();

    const calls = serviceCalls(page);
    const deskCalls = serviceCalls(desk);
    const edit = page.getByRole('dialog', { name: 'Alterar Reserva' });
    let checkOut = day(3);
    const openEdit = async () => {
      await mine.getByRole('button', { name: 'Alterar' }).click();
      await expect(edit.getByRole('textbox', { name: 'Voucher', exact: true })).toHaveValue(code);
      checkOut = addDaysIso(checkOut, 1);
      await edit.getByRole('textbox', { name: 'Check-out', exact: true }).fill(ddmmyyyy(checkOut));
    };
    const confirmEdit = async () => {
      await edit.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(toast(page, 'Reserva alterada com sucesso!').last()).toBeVisible();
      await expect(mine.getByTestId('row-checkout')).toHaveText(ddmmyyyy(checkOut));
      // The other desk sees the change live, without a reload.
      await expect(theirs.getByTestId('card-checkout')).toHaveText(ddmmyyyy(checkOut));
    };
    /** The service calls of both desks during `act` and until things settle, from a round no other write disturbed. */
    const measure = async (label: string, act: () => Promise<void>, prepare: () => Promise<void> = async () => {}) => {
      for (let round = 1; round <= 4; round++) {
        await prepare();
        await page.waitForTimeout(SETTLE_MS);
        const events = live.since();
        calls.start();
        deskCalls.start();
        await act();
        await page.waitForTimeout(SETTLE_MS);
        const counts = { tab: calls.counts(), desk: deskCalls.counts() };
        console.info(`own-writes ${label} round ${round}: tab ${JSON.stringify(counts.tab)}, other desk ${JSON.stringify(counts.desk)}`);
        // The write's own event and nothing else reached the hotel meanwhile.
        if (events().length === 1) return counts;
      }
      throw new Error(`every ${label} round saw another write of Hotel Demo`);
    };

    // An edit: the save, and the one list on screen refetched once; the detail came from the reply and the live echo
    // was ignored. The other desk refetched its list once, from the live event.
    expect(await measure('save', confirmEdit, openEdit)).toEqual({
      tab: { InserirAlterarReservaService: 1, ListReservasService: 1 },
      desk: { ListReservasService: 1 },
    });

    // Mark synced from the open modal (each edit turns the flag back to N): the modal's detail takes the flag from the
    // reply, the list refetches once, and the other desk follows live.
    const synced = await measure(
      'mark synced',
      async () => {
        await edit.getByRole('button', { name: 'Marcar sincronizado' }).click();
        await expect(toast(page, 'Reserva sincronizada com sucesso!').last()).toBeVisible();
        await expect(edit.getByRole('button', { name: 'Marcar sincronizado' })).toBeHidden();
        await expect(theirs.getByTestId('booking-sync')).toHaveText('Sincronizada');
      },
      async () => {
        if (await edit.isVisible()) await edit.getByRole('button', { name: 'Cancelar' }).click();
        await openEdit();
        await confirmEdit();
        await mine.getByRole('button', { name: 'Alterar' }).click();
        await expect(edit.getByRole('button', { name: 'Marcar sincronizado' })).toBeVisible();
      },
    );
    expect(synced).toEqual({ tab: { MarcarProcessamentoService: 1, ListReservasService: 1 }, desk: { ListReservasService: 1 } });
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText('Cartões', { exact: true }).click();
    await expect(card(page, code).getByTestId('booking-sync')).toHaveText('Sincronizada');
    await other.close();
  } finally {
    await live.close();
  }
});
