import { expect, test, toast } from '../support/fixtures';
import {
  bookingRow,
  completeWebCheckin,
  day,
  ddmmyyyy,
  fillBooking,
  seriousViolations,
  signInAt,
  switchHotel,
  voucher,
} from './bookings-support';

test.describe('bookings back office (Hospital Demo, hospital wording)', () => {
  test('the admin switches to the hospital: new, edit, start, a second start refused, postpone the end, documents and detail', async ({
    page,
    browser,
    baseURL,
    db,
  }) => {
    test.setTimeout(120_000);
    await signInAt(page, 'admin@demo.test', '/home/index');
    await switchHotel(page, 'Hospital Demo');
    await page.goto('/operation/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Atendimentos' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Atendimentos' })).toBeVisible();
    // No reservations map in this hospital (HASMAPARESERVAS N).
    await expect(page.getByRole('link', { name: 'Mapa de atendimentos' })).toHaveCount(0);

    const code = voucher('HOSP');
    await page.getByRole('button', { name: 'Novo atendimento' }).click();
    const create = page.getByRole('dialog', { name: 'Novo Atendimento' });
    await fillBooking(create, {
      voucher: code,
      checkIn: day(0),
      checkOut: day(1),
      origin: 'Telefone',
      checkInLabel: 'Entrada',
      checkOutLabel: 'Saída',
      addLabel: 'Adicionar paciente',
      guestLabel: 'Paciente',
      guests: [{ name: 'Paciente Um', email: 'paciente.um@example.test' }, { name: 'Acompanhante Dois' }],
    });
    await expect(create.getByTestId('booking-pass')).toContainText('Diárias: 1');
    expect(await seriousViolations(page)).toEqual([]);
    await create.getByRole('button', { name: 'Criar atendimento' }).click();
    await expect(toast(page, 'Atendimento criado com sucesso!')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(code);
    const c = bookingRow(page, code);
    await expect(c.getByTestId('booking-status')).toHaveText('Agendado');
    // The table in the hospital's words.
    await expect(page.getByRole('columnheader', { name: 'Entrada', exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Paciente', exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Diárias', exact: true })).toBeVisible();

    await c.getByRole('button', { name: 'Alterar' }).click();
    const edit = page.getByRole('dialog', { name: 'Alterar Atendimento' });
    // The admin holds DASH:nps: the patients' survey answers have their tab (decision 0047).
    await expect(edit.getByRole('tab')).toHaveText(['Atendimento', 'Documentos', 'Necessidades', 'Cobrança', 'Avaliação do atendimento']);
    await edit.getByRole('textbox', { name: 'Saída', exact: true }).fill(ddmmyyyy(day(2)));
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(toast(page, 'Atendimento alterado com sucesso!')).toBeVisible();
    await expect(c.getByTestId('row-checkout')).toHaveText(ddmmyyyy(day(2)));

    await c.getByRole('button', { name: 'Acompanhar' }).click();
    const view = page.getByRole('dialog', { name: 'Acompanhar Atendimento' });
    await view.getByRole('button', { name: 'Marcar sincronizado' }).click();
    await expect(toast(page, 'Atendimento sincronizado com sucesso!')).toBeVisible();
    await view.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await expect(view).toBeHidden();

    // Start the appointment while another session starts it first.
    await c.getByRole('button', { name: 'Entrada' }).click();
    const start = page.getByRole('dialog', { name: 'Entrada do Atendimento' });
    await expect(start.getByRole('tab')).toHaveText([
      'Sumário',
      'Documentos',
      'Necessidades',
      'Chaves',
      'Cobrança',
      'Avaliação do atendimento',
    ]);
    const other = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const desk = await other.newPage();
    await signInAt(desk, 'admin@demo.test', '/home/index');
    // A new session starts in the admin's first hotel: the other desk moves to the hospital too.
    await expect(desk.getByRole('button', { name: /Menu do usuário/ })).toContainText(/Demo/);
    if (!(await desk.getByRole('button', { name: /Menu do usuário/ }).textContent())?.includes('Hospital Demo'))
      await switchHotel(desk, 'Hospital Demo');
    await desk.goto('/operation/bookings');
    await expect(desk.getByRole('heading', { level: 1, name: 'Atendimentos' })).toBeVisible();
    await desk.getByRole('searchbox', { name: 'Buscar' }).fill(code);
    await bookingRow(desk, code).getByRole('button', { name: 'Entrada' }).click();
    await desk.getByRole('dialog', { name: 'Entrada do Atendimento' }).getByRole('button', { name: 'Confirmar entrada' }).click();
    await expect(toast(desk, 'Entrada do atendimento realizada com sucesso!')).toBeVisible();
    await other.close();
    await start.getByRole('button', { name: 'Confirmar entrada' }).click();
    await expect(toast(page, 'A entrada deste atendimento já foi realizada.')).toBeVisible();
    await expect(start).toBeVisible();
    await start.getByRole('button', { name: 'Cancelar' }).click();
    await expect(c.getByTestId('booking-status')).toHaveText('Em atendimento');

    await c.getByRole('button', { name: 'Adiar fim' }).click();
    const postpone = page.getByRole('dialog', { name: 'Adiar Fim do Atendimento' });
    await postpone.getByRole('textbox', { name: 'Saída', exact: true }).fill(ddmmyyyy(day(4)));
    await postpone.getByRole('button', { name: 'Adiar fim do atendimento' }).click();
    await expect(toast(page, 'Fim do atendimento adiado com sucesso!')).toBeVisible();
    await expect(c.getByTestId('row-checkout')).toHaveText(ddmmyyyy(day(4)));

    // A date not after today would finish the appointment: the irreversible-action warning asks first.
    await c.getByRole('button', { name: 'Adiar fim' }).click();
    await postpone.getByRole('textbox', { name: 'Saída', exact: true }).fill(ddmmyyyy(day(0)));
    await postpone.getByRole('button', { name: 'Adiar fim do atendimento' }).click();
    const warning = page.getByRole('dialog', { name: 'Ação irreversível' });
    await expect(warning).toContainText('o atendimento será finalizado agora');
    await expect(warning).toContainText('Essa ação não poderá ser desfeita!');
    await page.keyboard.press('Escape');
    await expect(warning).toBeHidden();
    await expect(postpone).toBeVisible();
    await postpone.getByRole('button', { name: 'Cancelar' }).click();

    // Documents in the hospital: only the base columns (no vaccine, pet or authorisation flags).
    await completeWebCheckin(db, code, 'Paciente Um');
    await expect(c.getByTestId('row-webcheckin')).toContainText('Check-in online: 1 de 2 concluído(s)');
    await c.getByRole('button', { name: 'Acompanhar' }).click();
    await view.getByRole('tab', { name: 'Documentos' }).click();
    await expect(view.getByTestId('documents-table').getByRole('columnheader')).toHaveText([
      'Paciente',
      'Assinatura',
      'Documento (frente)',
      'Documento (verso)',
      'Termos aceitos',
      'PMS',
    ]);
    await view.getByRole('button', { name: 'Ver detalhes de Paciente Um' }).click();
    const detail = view.getByTestId('guest-detail');
    await expect(detail.getByRole('region', { name: 'Dados do atendimento' })).toContainText(code);
    await expect(detail.getByRole('region', { name: 'Imagens' })).toContainText('Sem Documento (Verso)');
    await expect(detail.getByRole('region', { name: 'Imagens' })).not.toContainText('Carteira de Vacinação');
    // No simplified check-in flag with G in this hospital: no card holder.
    await expect(detail.getByRole('region', { name: 'Dados pessoais e endereço' })).not.toContainText('Titular do cartão');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
