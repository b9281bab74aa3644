import { expect, signIn, test, toast } from '../support/fixtures';
import { bookingRow, completeWebCheckin, day, ddmmyyyy, fillBooking, seriousViolations, signInAt, voucher } from './bookings-support';
import { atStep, checkInGuest, createBooking, imageFixtures, phone, randomCpf, search, staffApi } from './checkin-support';

/** A CPF the sandbox PMS accepts (it refuses a document ending in 0). */
function acceptedCpf(): string {
  for (;;) {
    const cpf = randomCpf();
    if (!cpf.endsWith('0')) return cpf;
  }
}

test.describe('bookings back office (Hotel Demo)', () => {
  test('create with two guests, edit, mark synced, check in, a second check-in refused, postpone check-out, documents and detail', async ({
    page,
    browser,
    baseURL,
    db,
  }) => {
    test.setTimeout(120_000);
    await signInAt(page, 'recepcao@demo.test', '/operation/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Create: two guests, the second added with the button on the last block.
    const code = voucher('E2E');
    await page.getByRole('button', { name: 'Nova reserva' }).click();
    const create = page.getByRole('dialog', { name: 'Nova Reserva' });
    await expect(create.getByRole('tab')).toHaveText(['Reserva']);
    // Invalid input stays in the modal with the errors on the fields.
    await create.getByRole('button', { name: 'Criar reserva' }).click();
    await expect(create.getByText('Campo obrigatório').first()).toBeVisible();
    // Dates are typed DD/MM/YYYY; a complete date that does not exist stays as typed with the reason.
    await create.getByRole('textbox', { name: 'Check-in', exact: true }).fill('31/02/2031');
    await create.getByRole('textbox', { name: 'Check-in', exact: true }).blur();
    await expect(create.getByText('31/02/2031 não existe: fevereiro tem 28 dias em 2031.')).toBeVisible();
    await expect(create.getByRole('textbox', { name: 'Check-in', exact: true })).toHaveValue('31/02/2031');
    await fillBooking(create, {
      voucher: code,
      checkIn: day(0),
      checkOut: day(2),
      origin: 'Balcão',
      guests: [
        { name: 'Maria Souza', email: 'maria.souza@example.test', phone: '+55 11 98765-4321', doc: '52998224725' },
        { name: 'José Conceição', email: 'jose@example.test' },
      ],
    });
    await expect(create.getByRole('button', { name: 'Remover hóspede 1' })).toBeVisible();
    await expect(create.getByTestId('booking-pass')).toContainText(code);
    await expect(create.getByTestId('booking-pass')).toContainText('Noites: 2');
    expect(await seriousViolations(page)).toEqual([]);
    await create.getByRole('button', { name: 'Criar reserva' }).click();
    await expect(toast(page, 'Reserva criada com sucesso!')).toBeVisible();
    await expect(create).toBeHidden();
    // Other tests add bookings to the same hotel: keep this one on screen by its voucher.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(code);
    const c = bookingRow(page, code);
    await expect(c).toBeVisible();
    // The row: the main guest, the party, the dates, the web check-in progress.
    await expect(c).toContainText('Maria Souza');
    await expect(c.getByRole('cell').nth(5)).toHaveText('2');
    await expect(c.getByTestId('row-checkout')).toHaveText(ddmmyyyy(day(2)));
    await expect(c.getByTestId('row-webcheckin')).toContainText('Check-in online: 0 de 2 concluído(s)');

    // Edit: tabs booking + documents, confirm hidden on other tabs, inclusion date read-only.
    await c.getByRole('button', { name: 'Alterar' }).click();
    const edit = page.getByRole('dialog', { name: 'Alterar Reserva' });
    await expect(edit.getByRole('tab')).toHaveText(['Reserva', 'Documentos', 'Preferências', 'Cobrança']);
    await expect(edit.getByRole('textbox', { name: 'Data de inclusão' })).toHaveJSProperty('readOnly', true);
    await expect(edit.getByRole('textbox', { name: 'Voucher', exact: true })).toHaveValue(code);
    await edit.getByRole('tab', { name: 'Documentos' }).click();
    await expect(edit.getByRole('button', { name: 'Salvar alterações' })).toBeHidden();
    await edit.getByRole('tab', { name: 'Reserva' }).click();
    await expect(edit.getByRole('textbox', { name: 'Check-out', exact: true })).toHaveValue(ddmmyyyy(day(2)));
    await edit.getByRole('textbox', { name: 'Check-out', exact: true }).fill(ddmmyyyy(day(3)));
    await edit
      .getByRole('group', { name: /^Hóspede 2/ })
      .getByRole('textbox', { name: 'Telefone', exact: true })
      .fill('+55 21 99876-5432');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(toast(page, 'Reserva alterada com sucesso!')).toBeVisible();
    await expect(c.getByTestId('row-checkout')).toHaveText(ddmmyyyy(day(3)));
    // An edit turns the sync flag back to N: the booking is among the unsynced ones.
    const syncFilter = page.getByRole('combobox', { name: 'Sincronização', exact: true });
    await syncFilter.selectOption('N');
    await expect(c).toBeVisible();
    await syncFilter.selectOption('');

    // Mark synced from the modal: the button shows only while the sync flag is N.
    await c.getByRole('button', { name: 'Alterar' }).click();
    await edit.getByRole('button', { name: 'Marcar sincronizado' }).click();
    await expect(toast(page, 'Reserva sincronizada com sucesso!')).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Marcar sincronizado' })).toBeHidden();
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await syncFilter.selectOption('S');
    await expect(c).toBeVisible();
    await syncFilter.selectOption('');

    // Check-in at the other desk while this one has the check-in modal open.
    await c.getByRole('button', { name: 'Check-in' }).click();
    const checkin = page.getByRole('dialog', { name: 'Check-in' });
    await expect(checkin.getByRole('tab')).toHaveText(['Sumário', 'Documentos', 'Preferências', 'Chaves', 'Cobrança']);
    await expect(checkin.getByRole('textbox', { name: 'Voucher', exact: true })).toHaveJSProperty('readOnly', true);
    await expect(checkin.getByRole('textbox', { name: 'Check-in', exact: true })).toHaveJSProperty('readOnly', true);
    await expect(checkin.getByRole('textbox', { name: 'Check-out', exact: true })).toHaveJSProperty('readOnly', false);
    await expect(checkin.getByRole('group', { name: /^Hóspede 1/ }).getByRole('textbox', { name: 'Nome', exact: true })).toHaveJSProperty(
      'readOnly',
      false,
    );
    expect(await seriousViolations(page)).toEqual([]);

    const other = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const desk = await other.newPage();
    await signInAt(desk, 'recepcao@demo.test', '/operation/bookings');
    await desk.getByRole('searchbox', { name: 'Buscar' }).fill(code);
    await bookingRow(desk, code).getByRole('button', { name: 'Check-in' }).click();
    await desk.getByRole('dialog', { name: 'Check-in' }).getByRole('button', { name: 'Realizar check-in' }).click();
    await expect(toast(desk, 'Check-in realizado com sucesso!')).toBeVisible();
    await other.close();

    // The second check-in is refused with the server's warning and the modal stays open.
    await checkin.getByRole('button', { name: 'Realizar check-in' }).click();
    await expect(toast(page, 'O check-in desta reserva já foi realizado.')).toBeVisible();
    await expect(checkin).toBeVisible();
    await checkin.getByRole('button', { name: 'Cancelar' }).click();
    await expect(c.getByTestId('booking-status')).toHaveText('Em check-in');

    // Postpone: only the check-out date may change.
    await c.getByRole('button', { name: 'Adiar check-out' }).click();
    const postpone = page.getByRole('dialog', { name: 'Adiar Check-out' });
    await expect(postpone.getByRole('group', { name: /^Hóspede 1/ }).getByRole('textbox', { name: 'Nome', exact: true })).toHaveJSProperty(
      'readOnly',
      true,
    );
    await expect(postpone.getByRole('button', { name: 'Adicionar hóspede' })).toHaveCount(0);
    await postpone.getByRole('textbox', { name: 'Check-out', exact: true }).fill(ddmmyyyy(day(5)));
    await postpone.getByRole('button', { name: 'Alterar check-out' }).click();
    await expect(toast(page, 'Data de check-out alterada com sucesso!')).toBeVisible();
    await expect(c.getByTestId('row-checkout')).toHaveText(ddmmyyyy(day(5)));

    // Documents: a guest finished the web check-in (signature, front of the document, vaccine, pet, term).
    await completeWebCheckin(db, code, 'Maria Souza');
    // The list follows the web check-in live (webcheckin.changed), without a reload.
    await expect(c.getByTestId('row-webcheckin')).toContainText('Check-in online: 1 de 2 concluído(s)');
    // The row's PMS state: the check-in queued the guests' registrations and the sandbox PMS registers them a few
    // seconds later; the row turns green live (booking.changed), without a reload.
    await expect(c.getByRole('img', { name: 'Registrado no PMS' })).toBeVisible({ timeout: 30_000 });
    await c.getByRole('button', { name: 'Visualizar' }).click();
    const view = page.getByRole('dialog', { name: 'Visualizar Reserva' });
    await view.getByRole('tab', { name: 'Documentos' }).click();
    const table = view.getByTestId('documents-table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Hóspede',
      'Assinatura',
      'Documento (frente)',
      'Documento (verso)',
      'Termos aceitos',
      'Vacina (frente)',
      'Vacina (verso)',
      'Pet (frente)',
      'Pet (verso)',
      'Autorização',
      'PMS',
    ]);
    const maria = table.getByTestId('documents-row').first();
    await expect(maria.locator('[data-ok]')).toHaveCount(9);
    await expect(maria.getByRole('img', { name: 'Enviado', exact: true })).toHaveCount(5);
    // The check-in queued both guests' registrations; the sandbox PMS registers them (green) a few seconds later.
    await expect(table.getByTestId('documents-row').getByRole('img', { name: 'Registrado no PMS' })).toHaveCount(2, { timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // Detail of the guest.
    await maria.getByRole('button', { name: 'Ver detalhes de Maria Souza' }).click();
    const detail = view.getByTestId('guest-detail');
    await expect(detail.getByRole('heading', { name: 'Maria Souza Web' })).toBeVisible();
    await expect(detail.getByRole('region', { name: 'Dados da reserva' })).toContainText(code);
    const terms = detail.getByTestId('term-row');
    await expect(terms).toHaveCount(1);
    await expect(terms).toContainText('Termo de hospedagem');
    await expect(terms).toContainText('05/03/2026 12:05');
    await expect(terms).toContainText('203.0.113.7');
    await expect(terms).toContainText('Mozilla/5.0 (iPhone)');
    const personal = detail.getByRole('region', { name: 'Dados pessoais e endereço' });
    for (const text of [
      'Maria Souza Web',
      'Feminino',
      '15/07/1990',
      'Av. Paulista',
      '01310-100',
      'ABC1D23',
      'Mãe',
      'Terceiro',
      'Cadeira de rodas',
      'Sem glúten',
    ]) {
      await expect(personal).toContainText(text);
    }
    const images = detail.getByRole('region', { name: 'Imagens' });
    await expect(images).toContainText('Sem Documento (Verso)');
    await expect(images).toContainText('Sem Carteira de Vacinação (Verso)');
    await expect(images).toContainText('Sem Autorização');
    // Present documents are signed image URLs, zoomable and downloadable, with right-click disabled.
    const front = images.getByRole('img', { name: 'Documento (frente)' });
    await expect(front).toHaveAttribute('src', /^\/image\/persondoc\/[A-Za-z0-9_-]{32}\.jpg\?e=\d+&v=u\d+\.[0-9a-f-]{36}&s=/);
    await expect(images.getByRole('link', { name: 'Baixar Documento (frente)' })).toHaveAttribute('href', /&m=true$/);
    const prevented = await front.evaluate((el) => !el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })));
    expect(prevented).toBe(true);
    await images.getByRole('button', { name: 'Ampliar Documento (frente)' }).click();
    const zoom = page.getByRole('dialog', { name: 'Documento (frente)' });
    await expect(zoom.getByRole('img', { name: 'Documento (frente)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
    await detail.getByRole('button', { name: 'Voltar aos documentos' }).click();
    await expect(table).toBeVisible();
  });

  test('filters by text, status, origin, sync state and date range, with paging', async ({ page, db }) => {
    // Many steps and two axe runs: on a busy two-core machine it passed 60 s (one axe run alone took 10 s).
    test.setTimeout(120_000);
    await signInAt(page, 'recepcao@demo.test', '/operation/bookings');
    const code = voucher('FILTRO');
    await page.getByRole('button', { name: 'Nova reserva' }).click();
    const create = page.getByRole('dialog', { name: 'Nova Reserva' });
    await fillBooking(create, {
      voucher: code,
      checkIn: day(40),
      checkOut: day(42),
      origin: 'Telefone',
      guests: [{ name: 'Filtro Pessoa', email: 'filtro.unico@example.test' }],
    });
    await create.getByRole('button', { name: 'Criar reserva' }).click();
    await expect(toast(page, 'Reserva criada com sucesso!')).toBeVisible();

    // The booking data modal: voucher, the weekday alone (Hotel Demo's UX_SHOWONLYDIASEMANA = S), daily rate and room
    // type (its UX flags), guests, hotel.
    await bookingRow(page, code).getByRole('button', { name: 'Dados da reserva' }).click();
    const data = page.getByRole('dialog', { name: 'Dados da reserva' });
    await expect(data.getByTestId('data-voucher')).toHaveText(code);
    const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day(40)}T12:00:00Z`));
    await expect(data.getByTestId('data-checkin')).toHaveText(weekday);
    await expect(data).toContainText('Valor da diária');
    await expect(data).toContainText('Tipo de UH');
    await expect(data).toContainText('Filtro Pessoa');
    await expect(data).toContainText('Hotel Demo');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(data).toBeHidden();

    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await search.fill('filtro.unico@example');
    await expect(page.getByTestId('booking-row')).toHaveCount(1);
    await expect(bookingRow(page, code)).toBeVisible();
    await page.getByRole('combobox', { name: 'Situação', exact: true }).selectOption('I');
    await expect(page.getByText('Nenhuma reserva para estes filtros.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Situação', exact: true }).selectOption('R');
    await page.getByRole('combobox', { name: 'Origem', exact: true }).selectOption('Telefone');
    await page.getByRole('combobox', { name: 'Sincronização', exact: true }).selectOption('N');
    await expect(bookingRow(page, code)).toBeVisible();
    await page.getByRole('combobox', { name: 'Origem', exact: true }).selectOption('Balcão');
    await expect(page.getByText('Nenhuma reserva para estes filtros.')).toBeVisible();
    await page.getByRole('search').getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(search).toHaveValue('');

    // Date range on the check-in date.
    await page.getByTestId('bookings-period').click();
    const range = page.getByRole('dialog', { name: 'Período' });
    await range.getByRole('textbox', { name: 'De', exact: true }).fill(ddmmyyyy(day(40)));
    await range.getByRole('textbox', { name: 'Até', exact: true }).fill(ddmmyyyy(day(39)));
    await expect(range.getByText('A data final não pode ser anterior à inicial.')).toBeVisible();
    await expect(range.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    await range.getByRole('textbox', { name: 'Até', exact: true }).fill(ddmmyyyy(day(40)));
    expect(await seriousViolations(page)).toEqual([]);
    await range.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByRole('button', { name: `Check-in: ${ddmmyyyy(day(40))} – ${ddmmyyyy(day(40))}` })).toBeVisible();
    await expect(bookingRow(page, code)).toBeVisible();
    // Only bookings checking in that day remain (the previous page stays on screen until the answer arrives).
    await expect.poll(async () => [...new Set(await page.getByTestId('row-checkin').allTextContents())]).toEqual([ddmmyyyy(day(40))]);

    // Paging: twelve bookings the PMS brought in (TIPOCRIACAO S), ten per page.
    const prefix = voucher('PAGE').toLowerCase();
    await db.query(
      `INSERT INTO bookings (institution_id, voucher, check_in, check_out, creation_type, search_text)
       SELECT i.id, $1 || '-' || n, $2::date + n, $2::date + n + 1, 'S', $1 || '-' || n FROM institutions i, generate_series(1, 12) n WHERE i.name = 'Hotel Demo'`,
      [prefix, day(60)],
    );
    await page.getByRole('button', { name: /^Check-in: / }).click();
    await page.getByRole('dialog', { name: 'Período' }).getByRole('button', { name: 'Limpar período' }).click();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(prefix);
    await expect(page.getByTestId('bookings-count')).toHaveText('12 reserva(s)');
    await expect(page.getByTestId('booking-row')).toHaveCount(12);
    // Earliest check-in first; the header turns it around.
    await expect(page.getByTestId('row-checkin').first()).toHaveText(ddmmyyyy(day(61)));
    const checkInHeader = page.getByRole('columnheader', { name: 'Check-in', exact: true });
    await checkInHeader.getByRole('button').click();
    await expect(checkInHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByTestId('row-checkin').first()).toHaveText(ddmmyyyy(day(72)));
    // The cards, in the same order; they say where the booking came from.
    await page.getByText('Cartões', { exact: true }).click();
    await expect(page.getByTestId('booking-card')).toHaveCount(12);
    await expect(page.getByTestId('booking-card').first()).toContainText('Criada pelo PMS');
    await expect(page.getByTestId('booking-card').first().getByTestId('card-checkin')).toHaveText(ddmmyyyy(day(72)));
  });

  test('pending registrations from a real web check-in: the job registers one guest and the PMS refuses the other; finish and mark synced', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const images = await imageFixtures();
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    // The sandbox PMS registers a guest a few seconds after the release, and refuses a name marked ERRO.
    const paula = {
      name: 'Paula Pendente',
      brazilian: true,
      document: acceptedCpf(),
      birth: '05/03/1990',
      nationality: 'BR',
      email: `paula-${Date.now()}@e2e.test`,
      main: true,
    };
    const rui = {
      name: 'Rui ERRO Pendente',
      brazilian: false,
      document: `P${Date.now().toString().slice(-7)}`,
      birth: '12/12/1985',
      nationality: 'AR',
      main: false,
    };
    const booking = await createBooking(staff, [paula.name, rui.name], 'PEND');
    await staff.ctx.dispose();
    await signInAt(page, 'recepcao@demo.test', '/operation/pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastros pendentes' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(booking.VOUCHER);
    const rows = page.getByTestId('pending-row').filter({ hasText: booking.VOUCHER });
    await expect(rows).toHaveCount(0);

    // The guests finish the web check-in on a phone, through the hotel link.
    const guest = await phone(browser, baseURL!);
    await guest.page.goto('/checkin?h=hotel-demo');
    await atStep(guest.page, 'search', false);
    await search(guest.page, booking.VOUCHER, paula.name);
    await checkInGuest(guest.page, paula, false, images);

    // The staff page follows live (no reload): Paula's registration appears, then turns green when the PMS registers it.
    const paulaRow = rows.filter({ hasText: paula.name });
    await expect(paulaRow).toHaveCount(1, { timeout: 20_000 });
    await expect(paulaRow.getByRole('img', { name: 'Registrado no PMS' })).toBeVisible({ timeout: 30_000 });

    await guest.page.getByRole('button', { name: 'Fazer o check-in de outro hóspede' }).click();
    await checkInGuest(guest.page, rui, false, images);
    await guest.context.close();

    const ruiRow = rows.filter({ hasText: rui.name });
    await expect(ruiRow).toHaveCount(1, { timeout: 20_000 });
    const refused = ruiRow.getByRole('button', { name: /Erro no registro do PMS/ });
    await expect(refused).toBeVisible({ timeout: 30_000 });
    await refused.click();
    await expect(page.getByTestId('pms-error-details')).toHaveText(
      'PMS recusou o cadastro: dados do hóspede com erro (nome ou documento marcado ERRO).',
    );
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);

    // Finish the refused one again (the confirm modal): it goes back to pending, then the PMS refuses it again.
    await ruiRow.getByRole('button', { name: 'Concluir cadastro' }).click();
    const confirm = page.getByRole('dialog', { name: 'Concluir cadastro' });
    await expect(confirm).toContainText(`Enviar o cadastro de ${rui.name}`);
    await expect(confirm).toContainText(`(voucher ${booking.VOUCHER}) ao PMS para concluí-lo?`);
    await confirm.getByRole('button', { name: 'Concluir cadastro' }).click();
    await expect(toast(page, 'Cadastro enviado ao PMS. Aguardando confirmação.')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(ruiRow.getByRole('img', { name: 'Registro no PMS Pendente' })).toBeVisible();
    await expect(refused).toBeVisible({ timeout: 30_000 });

    // Registered in the PMS: staff mark it synced and it leaves the list.
    await paulaRow.getByRole('button', { name: 'Marcar sincronizado' }).click();
    await expect(toast(page, 'Marcado como sincronizado!')).toBeVisible();
    await expect(paulaRow).toHaveCount(0);
    await expect(ruiRow).toHaveCount(1);
  });

  test('activity, reservations timeline, home lists, new person and own bookings', async ({ page, browser, baseURL }) => {
    await signInAt(page, 'recepcao@demo.test', '/operation/bookings');
    const code = voucher('MAPA');
    await page.getByRole('button', { name: 'Nova reserva' }).click();
    const create = page.getByRole('dialog', { name: 'Nova Reserva' });
    await fillBooking(create, {
      voucher: code,
      checkIn: day(0),
      checkOut: day(2),
      guests: [{ name: 'Hóspede Demo', email: 'hospede@demo.test' }],
    });
    await create.getByRole('button', { name: 'Criar reserva' }).click();
    await expect(toast(page, 'Reserva criada com sucesso!')).toBeVisible();

    await page.goto('/operation/activity');
    await expect(page.getByTestId('activity-table').getByRole('row').filter({ hasText: code }).first()).toContainText('Reserva criada');
    await expect(page.getByTestId('activity-table').getByRole('row').filter({ hasText: code }).first()).toContainText('Recepção Demo');
    expect(await seriousViolations(page)).toEqual([]);

    // The timeline: the booking's bar opens it (before check-in, the edit modal for reservas).
    await page.goto('/operation/reservations-mapping');
    const bar = page
      .getByTestId('timeline')
      .getByRole('button', { name: new RegExp(`voucher ${code}, ${ddmmyyyy(day(0))} a ${ddmmyyyy(day(2))}`) });
    await expect(bar).toContainText('Hóspede Demo 0/1');
    expect(await seriousViolations(page)).toEqual([]);
    await bar.click();
    await expect(page.getByRole('dialog', { name: 'Alterar Reserva' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Home: today's arrivals list it, with its web check-in progress; the list leads to reception.
    await page.goto('/home/index');
    const arrivals = page.getByRole('region', { name: /Chegadas de hoje/ });
    await expect(arrivals.getByRole('listitem').filter({ hasText: code })).toContainText('Check-in online 0/1');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/new/index');
    const mode = page.getByRole('dialog', { name: 'Modo de cadastro' });
    expect(await seriousViolations(page)).toEqual([]);
    await mode.getByRole('button', { name: /Quatro dígitos/ }).click();
    await page.getByLabel('Nome completo').fill('Pessoa Nova Cadastro');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('Informe o CPF ou um documento de viagem')).toBeVisible();
    await page.getByLabel('CPF').fill('111.111.111-11');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('CPF inválido')).toBeVisible();
    const cpf = '39053344705';
    await page.getByLabel('CPF').fill(cpf);
    await expect(page.getByLabel('CPF')).toHaveValue('390.533.447-05');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(toast(page, 'Cadastro realizado com sucesso!')).toBeVisible();
    await expect(page.getByTestId('person-created')).toContainText('quatro dígitos finais do documento: 4705');

    // The guest sees the booking made with their e-mail on /details/index.
    const guestContext = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const guest = await guestContext.newPage();
    await signIn(guest, 'hospede@demo.test');
    await expect(guest).toHaveURL(/\/details\/index$/);
    const mine = guest.getByTestId('my-booking').filter({ hasText: code });
    await expect(mine).toContainText('Hotel Demo');
    await expect(mine).toContainText(ddmmyyyy(day(0)));
    expect(await seriousViolations(guest)).toEqual([]);
    await guestContext.close();
  });

  test('a voucher already used at the hotel: the refusal shows on the Voucher field, the modal stays open', async ({ page, baseURL }) => {
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    const taken = await createBooking(staff, ['Reserva Existente']);
    await staff.ctx.dispose();
    await signInAt(page, 'recepcao@demo.test', '/operation/bookings');
    await page.getByRole('button', { name: 'Nova reserva' }).click();
    const create = page.getByRole('dialog', { name: 'Nova Reserva' });
    await fillBooking(create, { voucher: taken.VOUCHER, checkIn: day(1), checkOut: day(3), guests: [{ name: 'Outra Pessoa' }] });
    await create.getByRole('button', { name: 'Criar reserva' }).click();
    // The server's 422 names VOUCHER (docs/decisions/0027-form-kit.md): the message is on that field, focused, no toast.
    const refusal = `Já existe uma reserva com o voucher ${taken.VOUCHER} neste hotel.`;
    const field = create.getByRole('textbox', { name: 'Voucher', exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(refusal);
    await expect(field).toBeFocused();
    await expect(toast(page, refusal)).toHaveCount(0);
    await expect(create).toBeVisible();
  });

  test('the screens and modals follow the language (en by parameter, es from the menu)', async ({ page }) => {
    await signInAt(page, 'recepcao@demo.test', '/operation/bookings?locale=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Booking' });
    await expect(dialog.getByRole('group', { name: /^Guest 1/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nueva reserva' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute('placeholder', 'Voucher, nombre, documento o correo');
  });
});
