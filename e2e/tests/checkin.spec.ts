import { expect, test, toast } from '../support/fixtures';
import {
  atStep,
  checkInGuest,
  createBooking,
  daysFromNow,
  ddmmyyyy,
  expectAccessible,
  type Fixtures,
  hotelToday,
  imageFixtures,
  next,
  phone,
  randomCpf,
  search,
  staffApi,
  wizard,
} from './checkin-support';

/**
 * The guest web check-in on a phone (issue 4): a two-guest booking created by staff, checked in end to end
 * through the hotel link with real JPEG files, a drawn signature and a face photo, then seen by staff.
 */

let images: Fixtures;
test.beforeAll(async () => {
  images = await imageFixtures();
});

test.describe('guest web check-in on a phone', () => {
  test('a two-guest booking is checked in end to end through the hotel link; staff then see every image', async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    const main = {
      name: 'Ana Teste Souza',
      brazilian: true,
      document: randomCpf(),
      birth: '05/03/90',
      nationality: 'BR',
      email: `ana-${Date.now()}@e2e.test`,
      main: true,
    };
    const companion = {
      name: 'Lucía Teste Gómez',
      brazilian: false,
      document: `P${Date.now().toString().slice(-7)}`,
      birth: `12/12/${new Date().getFullYear() - 12}`,
      nationality: 'AR',
      main: false,
      minor: true,
    };
    const booking = await createBooking(staff, [main.name, companion.name]);

    const { context, page } = await phone(browser, baseURL!);
    await page.goto('/checkin?h=hotel-demo');
    await expect(page.getByTestId('hotel-name')).toHaveText('Hotel Demo');
    await atStep(page, 'search', true);
    // The bar is the share of the guest's screens: 1 of 7 before the booking is known (search, guest selection,
    // registration, address, documents, summary, payment).
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '14');
    // Spec section 8: a wrong voucher is refused with the advice to contact the reception.
    await search(page, 'NAO-EXISTE-1', main.name);
    await expect(toast(page, 'Reserva não encontrada. Confira o voucher e o nome ou procure a recepção.')).toBeVisible();
    await search(page, booking.VOUCHER, 'ana souza');

    await checkInGuest(page, main, true, images);
    // One guest still pending: back to the guest selection (DD/MM/YY expansion and E.164 are read back below).
    await expect(page.getByTestId('guest-done')).toBeVisible();
    await expect(page.getByText(/Ainda há 1 hóspede/)).toBeVisible();
    await page.getByRole('button', { name: 'Fazer o check-in de outro hóspede' }).click();
    await expect(page.getByTestId('person-status').first()).toHaveText('Concluído');

    await checkInGuest(page, companion, false, images);
    // Nobody pending: the payment step of billing (TSYCFGHASPAYMENT = S) when registered, then the wizard ends.
    await expect(wizard(page)).toHaveAttribute('data-step', /^(payment|finished)$/);
    if ((await wizard(page).getAttribute('data-step')) === 'payment') {
      await expect(page.getByTestId('checkin-payment').getByRole('button').first()).toBeVisible();
      await expectAccessible(page, 'payment');
      await page
        .getByTestId('checkin-payment')
        .getByRole('button', { name: /Continuar|Pagar na recepção/ })
        .first()
        .click();
    }
    await expect(wizard(page)).toHaveAttribute('data-step', 'finished');
    await expect(page.getByTestId('checkin-confirmation')).toContainText('Pronto, seu check-in está feito!');
    const finished = await page.evaluate(() => (window as unknown as { __finished?: { codRes: number }[] }).__finished);
    expect(finished).toEqual([{ codRes: booking.CODRES }]);
    await expectAccessible(page, 'done');
    await context.close();

    // Staff: the documents tab's checks and every image, through the services the staff screens use.
    const details = await staff.call<{
      documentos: { colunas: string[]; pessoas: ({ NOME: string } & Record<string, boolean | string | number>)[] };
      reserva: {
        pessoasReserva: {
          WEBCHECKNOME: string | null;
          hospede: { dataNasc: string; celular: string | null; placaVeiculo: string | null } | null;
        }[];
      };
    }>('/jwt/broker/core/DetalhesReservaService', { CODRES: booking.CODRES });
    expect(details.documentos.colunas).toEqual([
      'signature',
      'docFront',
      'docBack',
      'terms',
      'vaccineFront',
      'vaccineBack',
      'petFront',
      'petBack',
      'authorization',
    ]);
    expect(details.documentos.pessoas).toHaveLength(2);
    // Only the minor needs (and sent) the guardians' authorisation term.
    for (const p of details.documentos.pessoas)
      for (const c of details.documentos.colunas) expect(p[c], `${p.NOME} ${c}`).toBe(c !== 'authorization' || p.NOME === companion.name);
    const ana = details.reserva.pessoasReserva.find((p) => p.WEBCHECKNOME === main.name)!;
    expect(ana.hospede).toMatchObject({ dataNasc: '05/03/1990', celular: '+5511987654321', placaVeiculo: 'ABC1D23' });

    const imagesReply = await staff.call<{
      pessoas: { NOME: string; imagens: Record<string, string | string[] | null>; aceiteTermosJuridicos: { url: string }[] }[];
    }>('/jwt/brokerJson/checkin/ImagensWebCheckinService', { CODRES: booking.CODRES });
    let opened = 0;
    for (const p of imagesReply.pessoas) {
      const urls = Object.values(p.imagens).flatMap((v) => (Array.isArray(v) ? v : v ? [v] : []));
      // signature, front, back, vaccine x2, pet x2, card authorisation, and the minor's authorisation
      expect(urls, p.NOME).toHaveLength(p.NOME === companion.name ? 9 : 8);
      for (const url of urls) {
        const r = await staff.ctx.get(url);
        expect(r.status(), url).toBe(200);
        expect(r.headers()['content-type']).toBe('image/jpeg');
        const body = await r.body();
        expect(body.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
        opened++;
      }
      expect(p.aceiteTermosJuridicos).toHaveLength(1);
      expect((await staff.ctx.get(p.aceiteTermosJuridicos[0]!.url)).status()).toBe(200);
    }
    expect(opened).toBe(17);
    await staff.ctx.dispose();
  });

  test('a minor as the main guest is refused on the birth-date field, kept through back and next', async ({ browser, baseURL }) => {
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    const booking = await createBooking(staff, ['Pedro Menor Lima']);
    await staff.ctx.dispose();
    const { context, page } = await phone(browser, baseURL!);
    await page.goto('/checkin?h=hotel-demo');
    await search(page, booking.VOUCHER, 'Pedro Lima');
    // The booking's only guest: the registration screen, the identification at its top.
    await atStep(page, 'registration', false);
    await page.getByRole('textbox', { name: 'CPF' }).fill(randomCpf());
    await page.getByRole('radio', { name: 'Masculino' }).check();
    const tenYearsAgo = new Date();
    tenYearsAgo.setFullYear(tenYearsAgo.getFullYear() - 10);
    const birth = page.getByLabel('Data de nascimento');
    await birth.fill(`01/01/${tenYearsAgo.getFullYear()}`);
    await page.getByLabel(/^Celular/).fill('11 98765-4321');
    const email = `pedro-${Date.now()}@e2e.test`;
    await page.getByLabel('E-mail').fill(email);
    await next(page).click();
    // The server's 422 names the field (criarUsu.dataNasc): its message shows on the birth date, which gets the
    // focus, and no toast repeats it (docs/decisions/0027-form-kit.md).
    const refusal = 'O hóspede principal não pode ser criança ou menor de idade.';
    await expect(birth).toHaveAttribute('aria-invalid', 'true');
    await expect(birth).toHaveAccessibleDescription(new RegExp(refusal));
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(birth).toBeFocused();
    await expect(toast(page, refusal)).toHaveCount(0);
    await expect(wizard(page)).toHaveAttribute('data-step', 'registration');
    // Correcting the field drops its message; next and back keep what was typed.
    await birth.fill('01/01/1990');
    await expect(birth).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(refusal)).toHaveCount(0);
    await next(page).click();
    await atStep(page, 'address', false);
    await page.getByRole('button', { name: 'Voltar para a etapa anterior' }).click();
    await atStep(page, 'registration', false);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('Data de nascimento')).toHaveValue('01/01/1990');
    await context.close();
  });

  test('the birth date: an impossible date stays with its reason; the calendar picks one by keyboard and by touch', async ({
    browser,
    baseURL,
  }) => {
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    const booking = await createBooking(staff, ['Clara Calendario Souza']);
    await staff.ctx.dispose();
    const { context, page } = await phone(browser, baseURL!);
    const calendarChunks: string[] = [];
    page.on('request', (r) => {
      if (/date-calendar-.*\.js$/.test(r.url())) calendarChunks.push(r.url());
    });
    await page.goto('/checkin?h=hotel-demo');
    await search(page, booking.VOUCHER, 'Clara Souza');
    await atStep(page, 'registration', false);
    await page.getByRole('textbox', { name: 'CPF' }).fill(randomCpf());
    // The calendar is not part of the step's load: its chunk comes when the calendar button is reached or opened.
    expect(calendarChunks).toEqual([]);
    await page.getByRole('radio', { name: 'Feminino' }).check();
    const birth = page.getByLabel('Data de nascimento');

    // Typed dates that do not exist or cannot be a birth date stay as typed, with the reason on the field.
    const thisYear = Number(hotelToday().slice(6));
    for (const [typed, reason] of [
      ['31/02/2001', '31/02/2001 não existe: fevereiro tem 28 dias em 2001.'],
      ['00/13/2020', '00/13/2020 não existe: nenhum mês tem o dia 00.'],
      ['15/13/2020', '15/13/2020 não existe: o mês 13 não existe (os meses vão de 01 a 12).'],
      [
        `10/05/${thisYear + 1}`,
        `10/05/${thisYear + 1} está no futuro: a data de nascimento não pode ser depois de hoje (${hotelToday()}).`,
      ],
      ['15/06/1899', `15/06/1899 não é aceita: o ano deve estar entre 1900 e ${thisYear}.`],
    ] as const) {
      await birth.fill(typed);
      await birth.press('Tab');
      await expect(birth).toHaveValue(typed);
      await expect(birth).toHaveAttribute('aria-invalid', 'true');
      await expect(birth).toHaveAccessibleDescription(new RegExp(reason.replace(/[.()/]/g, '\\$&')));
    }
    await expect(page.getByText(`15/06/1899 não é aceita: o ano deve estar entre 1900 e ${thisYear}.`)).toBeVisible();
    // The reason follows the language.
    await page.getByRole('button', { name: 'EN – English' }).click();
    await expect(page.getByText(`15/06/1899 is not accepted: the year must be between 1900 and ${thisYear}.`)).toBeVisible();
    await page.getByRole('button', { name: 'PT – Português' }).click();
    await expect(page.getByText(`15/06/1899 não é aceita: o ano deve estar entre 1900 e ${thisYear}.`)).toBeVisible();
    await page.getByLabel(/^Celular/).fill('11 98765-4321');
    await page.getByLabel('E-mail').fill(`clara-${Date.now()}@e2e.test`);
    // A refused date is not sent: the step stays, the typed text too.
    await next(page).click();
    await expect(wizard(page)).toHaveAttribute('data-step', 'registration');
    await expect(birth).toHaveValue('15/06/1899');

    // The calendar button: after the field in the tab order, a 44 px target to a finger.
    const calendarButton = page.getByRole('button', { name: 'Abrir calendário' });
    await expect(calendarButton).toHaveAccessibleDescription('Data de nascimento');
    const box = (await calendarButton.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    const hits = await page.evaluate(
      ([x, top, bottom]) =>
        [top, bottom].map((y) => document.elementFromPoint(x!, y!)?.closest('[data-testid="date-calendar-button"]') !== null),
      [box.x + box.width / 2, box.y + box.height / 2 - 21, box.y + box.height / 2 + 21],
    );
    expect(hits, '44 px tall to a finger').toEqual([true, true]);

    // Tab from the field reaches the button: DD/MM/YY is expanded on the way, a half-typed date waits for the calendar.
    await birth.fill('05/03/90');
    await birth.press('Tab');
    await expect(calendarButton).toBeFocused();
    await expect(birth).toHaveValue('05/03/1990');
    await birth.fill('05/03');
    await birth.press('Tab');
    await expect(calendarButton).toBeFocused();
    await expect(page.getByText(/está incompleta/)).toHaveCount(0);
    await page.getByLabel('Profissão').focus();
    await expect(page.getByText('05/03 está incompleta: digite a data como DD/MM/AAAA.')).toHaveCount(0);
    await birth.focus();
    await page.getByLabel('Profissão').focus();
    await expect(page.getByText('05/03 está incompleta: digite a data como DD/MM/AAAA.')).toBeVisible();

    // By keyboard: the calendar opens on the decades (a birth date), then year, month, day.
    await birth.fill('');
    await birth.focus();
    await page.keyboard.press('Tab');
    await expect(calendarButton).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Abrir calendário' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^\d{3}0 – \d{3}9$/)).toBeVisible();
    await expectAccessible(page, 'birth date calendar');
    // The grid's focus follows each level: a year of the decade of someone about 30, its months, the month's days.
    const decade = Math.floor((thisYear - 30) / 10) * 10;
    const year = decade + 5;
    await expect(dialog.getByRole('button', { name: String(decade), exact: true })).toBeFocused();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('button', { name: String(year), exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'jan', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('button', { name: 'mar', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: `1 março ${year}`, exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('button', { name: `9 março ${year}`, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(birth).toHaveValue(`09/03/${year}`);
    // The reason is gone (the form's own message from the refused 'Continuar' stays until the next one).
    await expect(page.getByText(/não é aceita/)).toHaveCount(0);
    await expect(calendarButton).toBeFocused();
    expect(calendarChunks).toHaveLength(1);

    // Reopened, it shows the field's date; Escape closes it and gives the focus back.
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: `9 março ${year}`, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(calendarButton).toBeFocused();

    // By touch: back a decade, then a year, a month and a day; a future day cannot be picked.
    await calendarButton.tap();
    await expect(dialog.getByRole('button', { name: `9 março ${year}`, exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Escolher o mês' }).tap();
    await dialog.getByRole('button', { name: 'Escolher o ano' }).tap();
    await dialog.getByRole('button', { name: 'Década anterior' }).tap();
    await dialog.getByRole('button', { name: String(decade - 8), exact: true }).tap();
    await dialog.getByRole('button', { name: 'dez', exact: true }).tap();
    await dialog.getByRole('button', { name: `25 dezembro ${decade - 8}`, exact: true }).tap();
    await expect(dialog).toBeHidden();
    await expect(birth).toHaveValue(`25/12/${decade - 8}`);
    await birth.fill(hotelToday());
    await calendarButton.tap();
    await expect(dialog.getByRole('button', { name: 'Próximo mês' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await birth.fill(`25/12/${decade - 8}`);

    // The picked date is the guest's: the step goes on.
    await next(page).click();
    await atStep(page, 'address', false);
    await context.close();
  });

  test('hospital wording through the hospital link', async ({ browser, baseURL }) => {
    const { context, page } = await phone(browser, baseURL!);
    await page.goto('/checkin?h=hospital-demo');
    await expect(page.getByTestId('hotel-name')).toHaveText('Hospital Demo');
    await expect(page.getByLabel('Código do atendimento')).toBeVisible();
    await expect(page.getByLabel('Nome e sobrenome do paciente')).toBeVisible();
    await expect(page.getByText('Para começar, localize o seu atendimento.')).toBeVisible();
    await search(page, 'NAO-EXISTE-2', 'Ana Souza');
    await expect(toast(page, 'Atendimento não encontrado. Confira o código e o nome ou procure a recepção.')).toBeVisible();
    await expectAccessible(page, 'hospital search');
    await context.close();
  });

  test('English and Spanish (locale parameter)', async ({ browser, baseURL }) => {
    const { context, page } = await phone(browser, baseURL!);
    await page.goto('/checkin?h=hotel-demo&locale=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verification');
    await expect(page.getByText('To start, find your booking.')).toBeVisible();
    await search(page, 'NOPE-3', 'Ana Souza');
    await expect(toast(page, 'Booking not found. Check the voucher and the name or contact the reception.')).toBeVisible();
    await page.goto('/checkin?h=hotel-demo&locale=es');
    await expect(page.getByText('Para empezar, busque su reserva.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buscar reserva' })).toBeVisible();
    await search(page, 'NOPE-4', 'Ana Souza');
    await expect(toast(page, /^Reserva no encontrada/)).toBeVisible();
    await expectAccessible(page, 'search in Spanish');
    // A partner theme names the search step its own way (theme parameter).
    await page.goto('/checkin?h=hotel-demo&locale=pt&theme=azul-atlantico');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Localize sua reserva');
    await expect(page.getByTestId('logo')).toHaveAttribute('data-theme', 'azul-atlantico');
    // Without the parameter, the hotel's own THEME applies (Pousada Parceira: parceira-verde).
    await page.goto('/checkin?h=pousada-parceira');
    await expect(page.getByTestId('hotel-name')).toHaveText('Pousada Parceira');
    await expect(page.getByTestId('logo')).toHaveAttribute('data-theme', 'parceira-verde');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Localize sua reserva');
    await expectAccessible(page, 'partner theme');
    await context.close();
  });

  test('links: an invalid hotel link, a network link choosing the hotel, an expired session', async ({ browser, baseURL }) => {
    const { context, page } = await phone(browser, baseURL!);
    await page.goto('/checkin?h=nao-existe');
    await expect(page.getByTestId('invalid-link')).toContainText('Link de Hotel Inválido');
    await expect(toast(page, 'Link de Hotel Inválido')).toBeVisible();

    await page.goto('/checkin?r=rede-demo');
    await expect(page).toHaveURL(/\/select-ins\?r=rede-demo/);
    await expect(page.getByRole('heading', { name: 'Escolha o hotel' })).toBeVisible();
    await expectAccessible(page, 'select-ins');
    await page.getByRole('link', { name: 'Hotel Demo' }).click();
    await expect(page).toHaveURL(/\/checkin\?h=hotel-demo/);
    await expect(page.getByTestId('hotel-name')).toHaveText('Hotel Demo');

    // A booking token that no longer opens anything: the wizard store is cleared with the public-page warning.
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    // Two guests to fill: the guest selection reads the booking with the token on load.
    const booking = await createBooking(staff, ['Rita Teste Lima', 'Caio Teste Lima']);
    await staff.ctx.dispose();
    await search(page, booking.VOUCHER, 'Rita Lima');
    await expect(wizard(page)).toHaveAttribute('data-step', 'select-person');
    await page.evaluate(() => {
      const key = 'gm.checkin.wizard.v1';
      const s = JSON.parse(sessionStorage.getItem(key)!);
      s.machine.data.wizardToken = 'expired.token.value';
      sessionStorage.setItem(key, JSON.stringify(s));
    });
    await page.reload();
    await expect(toast(page, 'Sua sessão expirou, por favor continue o cadastro.')).toBeVisible();
    await expect(wizard(page)).toHaveAttribute('data-step', 'search');
    await context.close();
  });

  test('menu-checkin and check-out: the guest of a stay in house reviews it and confirms the departure', async ({ browser, baseURL }) => {
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    const booking = await createBooking(staff, ['Caio Teste Prado'], 'E2E-OUT', { from: hotelToday(), to: ddmmyyyy(daysFromNow(2)) });
    await staff.call('/jwt/brokerJson/trial/RealizarAtividadeReservaService', {
      CODRES: booking.CODRES,
      STATUS: 'I',
      DHSAIDAPREV: ddmmyyyy(daysFromNow(2)),
    });
    await staff.ctx.dispose();

    const { context, page } = await phone(browser, baseURL!);
    await page.goto('/menu-checkin?h=hotel-demo');
    await expect(page.getByRole('button', { name: 'Fazer check-in online' })).toBeVisible();
    await expectAccessible(page, 'menu-checkin');
    await page.getByRole('link', { name: 'Fazer check-out' }).click();
    await expect(page).toHaveURL(/\/checkout\?h=hotel-demo/);
    await page.getByLabel('Código da reserva (voucher)').fill(booking.VOUCHER);
    await page.getByLabel('Nome e sobrenome de um dos hóspedes').fill('Caio Prado');
    await page.getByRole('button', { name: 'Buscar reserva' }).click();
    await expect(page.getByRole('heading', { name: 'Sua estadia' })).toBeVisible();
    await expect(page.getByText(booking.VOUCHER)).toBeVisible();
    await expectAccessible(page, 'checkout review');
    await page.getByLabel('Comentários (opcional)').fill('Tudo ótimo!');
    await page.getByRole('button', { name: 'Confirmar saída' }).click();
    await expect(toast(page, 'Saída confirmada. Obrigado pela estadia!')).toBeVisible();
    await expect(page.getByTestId('checkout-confirmed')).toContainText('Saída confirmada em');

    // The same menu opens the wizard in place (MenuCheckin-Public).
    await page.goto('/menu-checkin?h=hotel-demo');
    await page.getByRole('button', { name: 'Fazer check-in online' }).click();
    await expect(wizard(page)).toHaveAttribute('data-step', 'search');
    await context.close();
  });
});
