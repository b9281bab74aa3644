import type { Page } from '@playwright/test';
import { addDays } from '../../packages/domain/src/bookings';
import { expect, signIn, test } from '../support/fixtures';
import { day, ddmmyyyy, seriousViolations, voucher } from './bookings-support';
import { randomCpf, type StaffApi, staffApi } from './checkin-support';

/**
 * The reservations timeline and Home's lists of today, on Hotel Demo as admin@demo.test. The bookings come through the
 * services the screens and the guest wizard call: staff create them, check one in and bill it; the arriving booking's
 * main guest finishes the web check-in with the wizard's calls (booking search, registration data, completion).
 */

interface Stay {
  CODRES: number;
  VOUCHER: string;
  persons: number[];
}

async function book(api: StaffApi, prefix: string, from: string, to: string, guests: string[]): Promise<Stay> {
  const VOUCHER = voucher(prefix);
  const r = await api.call<{ CODRES: number; reserva: { pessoasReserva: { CODPESRES: number }[] } }>(
    '/jwt/brokerJson/trial/InserirAlterarReservaService',
    {
      STATUS: 'R',
      VOUCHER,
      ORIGEM: 'Balcão',
      DTRESERVA: ddmmyyyy(from),
      DHSAIDAPREV: ddmmyyyy(to),
      pessoasReserva: guests.map((NOME) => ({ NOME })),
    },
  );
  return { CODRES: r.CODRES, VOUCHER, persons: r.reserva.pessoasReserva.map((p) => p.CODPESRES) };
}

/** The main guest's web check-in, as the wizard sends it (documents to be shown at the desk). */
async function webCheckin(api: StaffApi, stay: Stay, name: string): Promise<void> {
  const search = await api.ctx.post('/booking/token', { data: { h: 'hotel-demo', voucher: stay.VOUCHER, nome: name } });
  expect(search.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await search.json()) as { token: string }).token}` };
  const cpf = randomCpf();
  const created = await api.ctx.post('/jwt/broker/core/CriarUsuarioService', {
    headers,
    data: {
      criarUsu: {
        CODPESRES: stay.persons[0],
        nomeCompleto: name,
        cpf,
        email: `${stay.VOUCHER.toLowerCase()}@example.test`,
        celular: '(11) 98765-4321',
        nacionalidade: 'BR',
        dataNasc: '12/08/1979',
        pais: 'BR',
        estado: 'SP',
        cidadeId: '3550308',
        cep: '01001-000',
        endereco: 'Praça da Sé',
        nroEndereco: '100',
        bairro: 'Sé',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const done = await api.ctx.post('/jwt/brokerJson/checkin/FinalizarWebCheckinService', {
    headers,
    data: { CODPESRES: stay.persons[0], termos: { aceite: 'S' }, apresentarNaRecepcao: 'S' },
  });
  expect(done.status(), await done.text()).toBe(200);
}

let arriving: Stay;
let leaving: Stay;

test.beforeAll(async ({ baseURL }) => {
  const api = await staffApi(baseURL!, 'admin@demo.test');
  arriving = await book(api, 'LINHA', day(0), day(2), ['Alice Linha do Tempo', 'Bruno Linha do Tempo']);
  await webCheckin(api, arriving, 'Alice Linha do Tempo');
  leaving = await book(api, 'SAIDA', day(-2), day(0), ['Sara Saída Hoje']);
  await api.call('/jwt/brokerJson/trial/RealizarAtividadeReservaService', {
    CODRES: leaving.CODRES,
    STATUS: 'I',
    DHSAIDAPREV: ddmmyyyy(day(0)),
  });
  const invoice = await api.call<{ codCab: number }>('/jwt/brokerJson/pay/HandleFaturaService', {
    codRes: leaving.CODRES,
    descricao: 'Diárias',
  });
  await api.call('/jwt/brokerJson/pay/HandleItemFaturaService', {
    codRes: leaving.CODRES,
    codCab: invoice.codCab,
    qtd: 2,
    vlrUnit: 150,
    descricao: 'Diária',
  });
  await api.ctx.dispose();
});

const bar = (page: Page, stay: Stay) => page.getByTestId('timeline').locator(`[data-codres="${stay.CODRES}"]`);

test('the timeline lays out the bookings by day, marks today, keeps the window in the address and opens a booking', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/operation/reservations-mapping');
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa de reservas' })).toBeVisible();
  await expect(page.getByTestId('timeline-range')).toContainText(`${ddmmyyyy(day(-1))} – ${ddmmyyyy(day(12))}`);

  // Today is marked in the days across.
  const today = page.getByTestId('timeline-days').locator('[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toContainText('Hoje');
  await expect(today).toContainText(ddmmyyyy(day(0)).slice(0, 5));

  // The bars, with the guest's name, web check-in progress, dates and status in their name; no room type: that group.
  const a = bar(page, arriving);
  await expect(a).toHaveAccessibleName(
    new RegExp(
      `^Alice Linha do Tempo 1/2 ?, voucher ${arriving.VOUCHER}, ${ddmmyyyy(day(0))} a ${ddmmyyyy(day(2))}, Reservada, check-in online 1 de 2$`,
    ),
  );
  await expect(page.getByRole('region', { name: 'Sem tipo de acomodação' }).locator(`[data-codres="${arriving.CODRES}"]`)).toBeVisible();
  await expect(bar(page, leaving)).toContainText('Sara Saída Hoje');
  await expect(bar(page, leaving)).toHaveAccessibleName(/Em check-in/);
  // The legend says what each colour means.
  const legend = page.getByRole('list', { name: 'Legenda' });
  for (const word of ['Reservada', 'Em check-in', 'Check-out realizado', 'Dia de hoje']) await expect(legend).toContainText(word);
  expect(await seriousViolations(page)).toEqual([]);

  // Windows: next week, the 31-day window, back; each in the address.
  await page.getByRole('button', { name: 'Próxima semana' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day(6)}&days=14`));
  await expect(page.getByTestId('timeline-range')).toContainText(`${ddmmyyyy(day(6))} – ${ddmmyyyy(day(19))}`);
  await expect(a).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Período' }).selectOption('31');
  await expect(page).toHaveURL(new RegExp(`from=${day(6)}&days=31`));
  await expect(page.getByTestId('timeline-days').locator('> div')).toHaveCount(31);
  await page.getByRole('button', { name: 'Semana anterior' }).click();
  await page.getByRole('button', { name: 'Semana anterior' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day(-8)}&days=31`));
  await expect(a).toBeVisible();
  // A shared address opens the same window.
  await page.goto(`/operation/reservations-mapping?from=${addDays(day(0), -3)}&days=21`);
  await expect(page.getByTestId('timeline-range')).toContainText(`${ddmmyyyy(day(-3))} – ${ddmmyyyy(day(17))}`);
  await page.getByRole('button', { name: 'Hoje', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day(-1)}&days=21`));

  // Enter on a focused bar opens the booking as the bookings list does (before check-in: the edit modal).
  await a.focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Alterar Reserva' });
  await expect(edit).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Voucher', exact: true })).toHaveValue(arriving.VOUCHER);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  // A click on a stay in house opens its check-out change.
  await bar(page, leaving).click();
  await expect(page.getByRole('dialog', { name: 'Adiar Check-out' })).toBeVisible();
});

test("Home shows today's arrivals with their web check-in progress and departures with balances; an item opens its booking", async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(page.getByRole('heading', { level: 2, name: `Hoje, ${ddmmyyyy(day(0))}` })).toBeVisible();

  const arrivals = page.getByRole('region', { name: /Chegadas de hoje/ });
  const arrival = arrivals.locator(`[data-codres="${arriving.CODRES}"]`);
  await expect(arrival).toContainText('Alice Linha do Tempo');
  await expect(arrival).toContainText(`${arriving.VOUCHER} · 2 hóspede(s)`);
  await expect(arrival).toContainText('Check-in online 1/2');

  const departure = page.getByRole('region', { name: /Saídas de hoje/ }).locator(`[data-codres="${leaving.CODRES}"]`);
  await expect(departure).toContainText('Sara Saída Hoje');
  await expect(departure).toContainText('A pagar: R$ 300,00');
  await expect(page.getByRole('region', { name: /Hospedados/ }).locator(`[data-codres="${leaving.CODRES}"]`)).toBeVisible();
  await expect(page.getByRole('region', { name: /Check-ins online recentes/ }).locator(`[data-codres="${arriving.CODRES}"]`)).toContainText(
    'Check-in online 1/2',
  );
  await expect(page.getByRole('region', { name: /Cadastros pendentes no PMS/ })).toBeVisible();
  // The help widget stays; the tiles that repeated the menu are gone.
  await expect(page.getByTestId('help-widget')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'E-mails enviados' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // An arrival opens its check-in; a departure its check-out change.
  await arrival.getByRole('button').click();
  const checkin = page.getByRole('dialog', { name: 'Check-in' });
  await expect(checkin).toBeVisible();
  await expect(checkin.getByRole('textbox', { name: 'Voucher', exact: true })).toHaveValue(arriving.VOUCHER);
  await page.keyboard.press('Escape');
  await expect(checkin).toBeHidden();
  await departure.getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Adiar Check-out' })).toBeVisible();
});
