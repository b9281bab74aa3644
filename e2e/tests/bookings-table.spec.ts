import type { Page } from '@playwright/test';
import type pg from 'pg';
import { createUser, receptionPermissionsFor } from '../../apps/server/src/seed/factories';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from '../support/fixtures';
import { bookingRow, day, ddmmyyyy, seriousViolations, signInAt, switchHotel, voucher } from './bookings-support';
import { type StaffApi, staffApi } from './checkin-support';

// The bookings list as a dense table (issue 13): its columns, server-side sort, the view in the address (reload,
// Back, a shared link), cards and back, a row opening the booking, the empty states in hotel, hospital and English
// words, and the error pages inside the shell.

const TRIAL = '/jwt/brokerJson/trial';
const PAY = '/jwt/brokerJson/pay';
const COUNT = 30;
const nn = (i: number) => String(i).padStart(2, '0');

/**
 * Thirty bookings a year ahead (no other spec lists those days), vouchers <tag>-00..29 whose order differs from the
 * arrivals' (booking i arrives on day 300 + 7i mod 30), two guests each; one from the website; an open invoice of
 * R$ 300,00 on booking 05. Made through the staff API, as the desk would.
 */
async function seedBookings(api: StaffApi, tag: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < COUNT; i++) {
    const arrival = day(300 + ((i * 7) % COUNT));
    const r = await api.call<{ CODRES: number }>(`${TRIAL}/InserirAlterarReservaService`, {
      STATUS: 'R',
      VOUCHER: `${tag}-${nn(i)}`,
      ORIGEM: i === 3 ? 'Site' : 'Balcão',
      DTRESERVA: ddmmyyyy(arrival),
      DHSAIDAPREV: ddmmyyyy(day(301 + ((i * 7) % COUNT) + (i % 3))),
      pessoasReserva: [{ NOME: `Hóspede ${tag} ${nn(i)}` }, { NOME: 'Acompanhante' }],
    });
    ids.set(`${tag}-${nn(i)}`, r.CODRES);
  }
  const codRes = ids.get(`${tag}-05`)!;
  const inv = await api.call<{ codCab: number }>(`${PAY}/HandleFaturaService`, { codRes, descricao: 'Diárias' });
  await api.call(`${PAY}/HandleItemFaturaService`, {
    codRes,
    codCab: inv.codCab,
    qtd: 2,
    vlrUnit: 150,
    descricao: 'Diária',
    dhInclusao: new Date().toISOString(),
  });
  return ids;
}

const rows = (page: Page) => page.getByTestId('booking-row');

/** Rows whose whole box is inside the viewport. */
function rowsInView(page: Page): Promise<number> {
  return rows(page).evaluateAll(
    (els) =>
      els.filter((e) => {
        const r = e.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }).length,
  );
}

/**
 * A hotel of this spec's own, with Hotel Demo's settings and no bookings (created by the administrator through the
 * new-hotel service, as /create-ins/index does), and a front-desk user working only there.
 */
async function emptyHotelDesk(db: pg.Pool, baseURL: string): Promise<string> {
  const admin = await staffApi(baseURL, 'admin@demo.test');
  const { availableInsForUser } = await admin.call<{ availableInsForUser: { availableIns: { nome: string; codIns: number }[] } }>(
    '/broker/auth/AvailableInsPerSujeitoService',
    {},
  );
  const demo = availableInsForUser.availableIns.find((i) => i.nome === 'Hotel Demo')!.codIns;
  const made = await admin.call<{ codIns: number }>('/jwt/brokerJson/admin/CriarInstituicaoService', {
    name: `Hotel Vazio ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`,
    network: '',
    country: 'BR',
    timeZone: 'America/Sao_Paulo',
    kind: 'hotel',
    language: 'pt',
    currency: 'BRL',
    copyFrom: demo,
    copy: { settings: true, terms: false, users: false },
  });
  await admin.ctx.dispose();
  const hotel = made.codIns;
  const email = uniqueEmail('recepcao-vazia');
  await createUser(db, {
    email,
    name: 'Recepção Vazia',
    password: DEMO_PASSWORD,
    institutions: [hotel],
    permissions: receptionPermissionsFor(hotel),
  });
  return email;
}

test.describe('bookings table', () => {
  test('columns, about 25 rows at 1440x900, sort by header, the view in the address, cards and back, rows open', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const tag = voucher('TBL');
    const api = await staffApi(baseURL!, 'recepcao@demo.test');
    const ids = await seedBookings(api, tag);
    await api.ctx.dispose();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, 'recepcao@demo.test', '/operation/bookings');

    const table = page.getByTestId('bookings-table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Check-in',
      'Check-out',
      'Noites',
      'Voucher',
      'Hóspede principal',
      'Pessoas',
      'Origem',
      'Situação',
      'Check-in online',
      'PMS',
      'Saldo',
      'Ações',
    ]);
    // The default view: check-in from the hotel's today, earliest first, 25 rows a page, compact.
    await expect(page.getByTestId('bookings-period')).toHaveText(`Check-in a partir de ${ddmmyyyy(day(0))}`);
    await expect(table.getByRole('columnheader', { name: 'Check-in', exact: true })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows(page)).toHaveCount(25);
    const visible = await rowsInView(page);
    console.info(`bookings table: ${visible} rows visible at 1440x900`);
    expect(visible).toBeGreaterThanOrEqual(24);
    expect(await seriousViolations(page)).toEqual([]);

    // A search lands in the address (replacing the entry while typing).
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await expect(page.getByTestId('bookings-count')).toHaveText(`${COUNT} reserva(s)`);
    await expect(page.getByTestId('table-range')).toHaveText(`1–25 de ${COUNT}`);
    // By arrival: booking 00 arrives first (day 300), then 13 (day 301: 13 x 7 = 91 = 1 mod 30).
    await expect(rows(page).nth(0)).toHaveAttribute('data-voucher', `${tag}-00`);
    await expect(rows(page).nth(1)).toHaveAttribute('data-voucher', `${tag}-13`);
    await expect(rows(page).nth(0).getByTestId('row-checkin')).toHaveText(ddmmyyyy(day(300)));

    // The row: nights, main guest, party, origin, status, web check-in progress, PMS, balance due.
    const five = bookingRow(page, `${tag}-05`);
    await expect(five.getByRole('cell')).toHaveText([
      ddmmyyyy(day(305)),
      ddmmyyyy(day(308)),
      '3',
      `${tag}-05`,
      `Hóspede ${tag} 05`,
      '2',
      'Balcão',
      'Reservada',
      '0/2Check-in online: 0 de 2 concluído(s)',
      '—Ainda não enviado ao PMS',
      'R$ 300,00',
      '',
    ]);
    await expect(bookingRow(page, `${tag}-06`).getByRole('cell').nth(10)).toHaveText('—Sem saldo devedor');

    // Sorting by a header asks the server for that order.
    const voucherHeader = table.getByRole('columnheader', { name: 'Voucher' });
    await voucherHeader.getByRole('button').click();
    await expect(voucherHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/[?&]sort=voucher(&|$)/);
    await expect(rows(page).first()).toHaveAttribute('data-voucher', `${tag}-00`);
    await expect(rows(page).nth(1)).toHaveAttribute('data-voucher', `${tag}-01`);
    await voucherHeader.getByRole('button').click();
    await expect(voucherHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/[?&]sort=-voucher(&|$)/);
    await expect(rows(page).first()).toHaveAttribute('data-voucher', `${tag}-29`);
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).first()).toHaveAttribute('data-voucher', `${tag}-04`);

    // The view survives a reload, and Back walks it back.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(tag);
    await expect(table.getByRole('columnheader', { name: 'Voucher' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).first()).toHaveAttribute('data-voucher', `${tag}-04`);
    await page.goBack();
    await expect(rows(page).first()).toHaveAttribute('data-voucher', `${tag}-29`);
    await expect(rows(page)).toHaveCount(25);
    await page.goBack();
    await expect(table.getByRole('columnheader', { name: 'Voucher' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows(page).first()).toHaveAttribute('data-voucher', `${tag}-00`);

    // A filter with no match: the empty state says what to do next.
    await page.getByRole('combobox', { name: 'Situação', exact: true }).selectOption('I');
    await expect(page).toHaveURL(/[?&]status=I(&|$)/);
    const empty = page.getByTestId('bookings-empty');
    await expect(empty).toContainText('Nenhuma reserva para estes filtros.');
    await expect(empty).toContainText('Limpe os filtros para ver todas as reservas, ou crie uma nova.');
    await expect(empty.getByRole('button', { name: 'Criar uma reserva' })).toBeVisible();
    await expect(table).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await empty.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(/[?&]period=all(&|$)/);
    await expect(page).not.toHaveURL(/[?&](q|status)=/);
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
    await expect(page.getByTestId('bookings-period')).toHaveText('Período');
    await expect(rows(page).first()).toBeVisible();

    // A shared link opens the same view; the cards stay one click away, remembered in the address.
    await page.goto(`/operation/bookings?q=${tag}&sort=voucher`);
    await expect(rows(page).first()).toHaveAttribute('data-voucher', `${tag}-00`);
    await page.getByText('Cartões', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=cards(&|$)/);
    const cards = page.getByTestId('booking-card');
    await expect(cards).toHaveCount(25);
    await expect(cards.first()).toHaveAttribute('data-voucher', `${tag}-00`);
    await expect(cards.first()).toContainText('Check-in online: 0 de 2 concluído(s)');
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await expect(cards.first()).toHaveAttribute('data-voucher', `${tag}-00`);
    await page.getByText('Tabela', { exact: true }).click();
    await expect(page).not.toHaveURL(/view=/);
    await expect(rows(page).first()).toHaveAttribute('data-voucher', `${tag}-00`);

    // A click on a row opens the booking as the card's first button did; Enter on a focused row too.
    await bookingRow(page, `${tag}-05`).getByText(`Hóspede ${tag} 05`).click();
    const edit = page.getByRole('dialog', { name: 'Alterar Reserva' });
    await expect(edit.getByRole('textbox', { name: 'Voucher', exact: true })).toHaveValue(`${tag}-05`);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await bookingRow(page, `${tag}-07`).focus();
    await page.keyboard.press('ArrowDown');
    await expect(bookingRow(page, `${tag}-08`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(edit.getByRole('textbox', { name: 'Voucher', exact: true })).toHaveValue(`${tag}-08`);
    await page.keyboard.press('Escape');
    // The row's own buttons keep their own action: the data modal, not the edit one.
    await bookingRow(page, `${tag}-05`).getByRole('button', { name: 'Dados da reserva' }).click();
    await expect(page.getByRole('dialog', { name: 'Dados da reserva' }).getByTestId('data-voucher')).toHaveText(`${tag}-05`);
    await page.keyboard.press('Escape');
    expect(ids.size).toBe(COUNT);
  });

  test('English words and DD/MM/YYYY; empty states in hotel, hospital and English words', async ({ page, browser, baseURL, db }) => {
    test.setTimeout(120_000);
    const tag = voucher('TBLEN');
    const api = await staffApi(baseURL!, 'recepcao@demo.test');
    await seedBookings(api, tag);
    await api.ctx.dispose();

    await signInAt(page, 'recepcao@demo.test', `/operation/bookings?locale=en&q=${tag}&sort=voucher`);
    const table = page.getByTestId('bookings-table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Check-in',
      'Check-out',
      'Nights',
      'Voucher',
      'Main guest',
      'People',
      'Origin',
      'Status',
      'Online check-in',
      'PMS',
      'Balance',
      'Actions',
    ]);
    await expect(page.getByTestId('bookings-period')).toHaveText(`Check-in from ${ddmmyyyy(day(0))}`);
    const site = bookingRow(page, `${tag}-03`);
    await expect(site.getByRole('cell').nth(6)).toHaveText('Website');
    await expect(site.getByRole('cell').nth(7)).toHaveText('Reserved');
    await expect(bookingRow(page, `${tag}-04`).getByRole('cell').nth(6)).toHaveText('Walk-in');
    // Dates stay DD/MM/YYYY in English; no Portuguese word on the English screen.
    await expect(site.getByTestId('row-checkin')).toHaveText(ddmmyyyy(day(300 + ((3 * 7) % COUNT))));
    await expect(table).not.toContainText(/Balcão|Reservada|concluído|Ações|DD\/MM\/AAAA/);
    await expect(page.getByRole('combobox', { name: 'Origin', exact: true }).locator('option', { hasText: 'Walk-in' })).toHaveCount(1);

    await page.goto(`/operation/bookings?locale=en&q=nothing-${tag}`);
    const empty = page.getByTestId('bookings-empty');
    await expect(empty).toContainText('No bookings match these filters.');
    await expect(empty).toContainText('Clear the filters to see all bookings, or create a new one.');
    await expect(empty.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expect(empty.getByRole('button', { name: 'Create a booking' })).toBeVisible();

    // The hospital's words.
    const hospitalContext = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const hospital = await hospitalContext.newPage();
    await signInAt(hospital, 'admin@demo.test', '/home/index');
    await switchHotel(hospital, 'Hospital Demo');
    await hospital.goto(`/operation/bookings?q=nothing-${tag}`);
    const hospitalEmpty = hospital.getByTestId('bookings-empty');
    await expect(hospitalEmpty).toContainText('Nenhum atendimento para estes filtros.');
    await expect(hospitalEmpty).toContainText('Limpe os filtros para ver todos os atendimentos, ou crie um novo.');
    await expect(hospitalEmpty.getByRole('button', { name: 'Criar um atendimento' })).toBeVisible();
    expect(await seriousViolations(hospital)).toEqual([]);
    await hospitalContext.close();

    // A hotel without bookings: nothing from today on, then nothing at all; each says what to do next.
    const deskContext = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const desk = await deskContext.newPage();
    await signInAt(desk, await emptyHotelDesk(db, baseURL!), '/operation/bookings');
    const deskEmpty = desk.getByTestId('bookings-empty');
    await expect(deskEmpty).toContainText('Nenhuma reserva com check-in a partir de hoje.');
    await deskEmpty.getByRole('button', { name: 'Ver todas as reservas' }).click();
    await expect(desk).toHaveURL(/[?&]period=all(&|$)/);
    await expect(deskEmpty).toContainText('Ainda não há reservas neste hotel.');
    await expect(deskEmpty.getByRole('button')).toHaveText(['Criar uma reserva']);
    expect(await seriousViolations(desk)).toEqual([]);
    await deskEmpty.getByRole('button', { name: 'Criar uma reserva' }).click();
    await expect(desk.getByRole('dialog', { name: 'Nova Reserva' })).toBeVisible();
    await desk.keyboard.press('Escape');
    // Reception's empty tabs lead to the list: the arrivals ahead, the guests in house.
    await desk.goto('/operation/reception');
    const noArrivals = desk.getByTestId('reception-CHEGADAS').getByTestId('reception-empty');
    await expect(noArrivals).toContainText('Nenhuma chegada hoje.');
    await noArrivals.getByRole('link', { name: 'Ver as próximas chegadas' }).click();
    await expect(desk).toHaveURL(/\/operation\/bookings$/);
    await expect(deskEmpty).toContainText('Nenhuma reserva com check-in a partir de hoje.');
    await desk.goBack();
    await desk.getByRole('tab', { name: 'Hospedados' }).click();
    await desk.getByTestId('reception-HOSPEDADOS').getByRole('link', { name: 'Ver as reservas em check-in' }).click();
    await expect(desk).toHaveURL(/\/operation\/bookings\?status=I&period=all$/);
    await expect(desk.getByRole('combobox', { name: 'Situação', exact: true })).toHaveValue('I');
    await expect(deskEmpty).toContainText('Nenhuma reserva para estes filtros.');
    await deskContext.close();
  });

  test('error pages inside the shell, with the text of their type', async ({ page }) => {
    const drawer = page.getByRole('navigation', { name: 'Navegação principal' });
    await signInAt(page, 'recepcao@demo.test', '/error/internal');
    await expect(page.getByRole('main').getByTestId('error-message')).toHaveText('Ocorreu um erro interno.');
    await expect(page.getByRole('main')).toContainText('O servidor não conseguiu atender ao pedido.');
    await expect(page.getByRole('main')).not.toContainText('Page not found.');
    await expect(drawer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/error/internal?locale=en');
    await expect(page.getByTestId('error-message')).toHaveText('An internal error occurred.');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.goto('/error/notfound?locale=en');
    await expect(page.getByTestId('error-message')).toHaveText('Page not found.');
    await page.goto('/error/unauthorized?locale=en');
    await expect(page.getByTestId('error-message')).toHaveText('Unauthorized access.');
  });
});
