import { addDays, todayIn } from '../../packages/domain/src/bookings';
import { expect, signIn, test, toast } from '../support/fixtures';
import { createBooking, seriousViolations, staffToken } from './billing-support';

/**
 * Door keys from the desk and what the guest said about the stay (decisions 0066, 0067): the booking's "Chaves" tab
 * encodes a key through the sandbox lock server (2.5 s) and shows a lock refusal; the "Preferências" tab shows the
 * guest's answers read-only; the release code is generated and copied with the spec's toast.
 */

test('the desk encodes a room key from the booking, sees a lock refusal, and reads the guest preferences', async ({ page, request }) => {
  test.setTimeout(90_000);
  const booking = await createBooking(request, 'Kai Chaveiro');
  // The guest told the hotel about the stay (/fill-preferences' call with the booking token).
  const tok = await request.post('/booking/token', { data: { voucher: booking.voucher, nome: booking.guest, h: 'hotel-demo' } });
  const { token } = (await tok.json()) as { token: string };
  const saved = await request.post('/jwt/broker/core/alterarPreferenciasReserva', {
    headers: { authorization: `Bearer ${token}` },
    data: { preferencias: { tipoCama: 'casal', dieta: 'Sem lactose', acessibilidade: 'Cadeira de rodas' } },
  });
  expect(saved.ok()).toBe(true);

  await signIn(page, 'recepcao@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/operation/bookings');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(booking.voucher);
  const row = page.locator(`[data-testid="booking-row"][data-voucher="${booking.voucher}"]`);
  const dialog = page.getByRole('dialog', { name: 'Visualizar Reserva' });
  // The list re-renders once the search applies: a click on the row it replaced opens nothing, so it is repeated.
  await expect(async () => {
    await row.getByRole('button', { name: 'Visualizar' }).click();
    await expect(dialog).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });

  await dialog.getByRole('tab', { name: 'Preferências' }).click();
  const prefs = dialog.getByTestId('booking-preferences');
  await expect(prefs.getByText('Preferências do hóspede')).toBeVisible();
  await expect(prefs.locator('[data-field="tipoCama"]')).toHaveText('Casal');
  await expect(prefs.locator('[data-field="dieta"]')).toHaveText('Sem lactose');
  await expect(prefs.locator('[data-field="acessibilidade"]')).toHaveText('Cadeira de rodas');
  expect(await seriousViolations(page)).toEqual([]);

  // Keys, by keyboard: the room, then "Gravar chave" with Enter.
  await dialog.getByRole('tab', { name: 'Chaves' }).click();
  const keys = dialog.getByTestId('door-keys-tab');
  await keys.getByRole('textbox', { name: /Quarto/ }).fill('1204');
  await keys.getByRole('button', { name: 'Gravar chave' }).focus();
  await page.keyboard.press('Enter');
  const status = keys.getByTestId('door-keys-status');
  await expect(status).toHaveAttribute('data-state', /pending|working/);
  await expect(status).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  await expect(status).toHaveText('Chave do quarto 1204 gravada. Gravações desta reserva: 1.');
  await expect(keys.getByTestId('door-keys-history')).toContainText('Gravada');
  expect(await seriousViolations(page)).toEqual([]);

  // The sandbox's failing room: the lock server's refusal in the spec's words.
  await keys.getByRole('textbox', { name: /Quarto/ }).fill('9990');
  await keys.getByRole('button', { name: 'Gravar chave' }).click();
  await expect(status).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });
  await expect(status).toHaveText('Erro ao processar a gravação da chave. Procure a recepção.');
  // A room the lock system cannot name is refused on the field before anything is sent.
  await keys.getByRole('textbox', { name: /Quarto/ }).fill('12 04');
  await keys.getByRole('button', { name: 'Gravar chave' }).click();
  await expect(keys.getByText('Informe o quarto: letras, números, ponto ou hífen (até 16).')).toBeVisible();
});

test("the check-out revokes the booking's keys in the lock system; the Keys tab shows them revoked", async ({ page, request }) => {
  test.setTimeout(90_000);
  const booking = await createBooking(request, 'Rita Revogada');
  const token = await staffToken(request, 'recepcao@demo.test');
  const post = async (path: string, data: Record<string, unknown>) => {
    const r = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
    const body = (await r.json()) as Record<string, unknown>;
    expect(body.status, JSON.stringify(body)).toBe(1);
    return body;
  };
  // The desk checks the guest in and encodes two cards for room 1207, as the Keys tab does.
  const today = todayIn('America/Sao_Paulo');
  await post('/jwt/brokerJson/trial/RealizarAtividadeReservaService', {
    CODRES: booking.codRes,
    STATUS: 'I',
    DHSAIDAPREV: addDays(today, 2),
  });
  const { seqEncode } = await post('/jwt/brokerJson/checkin/RequisitarEncodeService', {
    CODRES: booking.codRes,
    numUH: '1207',
    qtdCartoes: 2,
  });
  await expect(async () => {
    const r = await post('/jwt/brokerJson/checkin/ConsultaEncodeService', { seqEncode });
    expect((r.encode as { situacao: string }).situacao).toBe('done');
  }).toPass({ timeout: 20_000 });
  // The guest leaves: the check-out revokes the keys (the sandbox lock server, a few seconds).
  await post('/jwt/brokerJson/trial/RealizarCheckoutService', { CODRES: booking.codRes, saldoDevedor: 0 });

  await signIn(page, 'recepcao@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/operation/bookings');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(booking.voucher);
  const row = page.locator(`[data-testid="booking-row"][data-voucher="${booking.voucher}"]`);
  const dialog = page.getByRole('dialog', { name: 'Visualizar Reserva' });
  await expect(async () => {
    await row.getByRole('button', { name: 'Visualizar' }).click();
    await expect(dialog).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByRole('tab', { name: 'Chaves' }).click();
  const revocation = dialog.getByTestId('door-keys-revocation');
  await expect(revocation.getByTestId('door-keys-revocation-status')).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  await expect(revocation.getByTestId('door-keys-revocation-status')).toContainText('Chaves do quarto 1207 revogadas em');
  await expect(dialog.getByTestId('door-key-result').first()).toHaveAttribute('data-revoked', 'true');
  await expect(dialog.getByTestId('door-key-result').first()).toContainText('Revogada');
  // Nothing is left to revoke: no button.
  await expect(revocation.getByTestId('door-keys-revoke')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the release code is generated and copied with the spec toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'recepcao@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/release-code/index');
  const copy = page.getByRole('button', { name: 'Copiar código' });
  await expect(copy).toBeDisabled();
  await page.getByRole('button', { name: 'Gerar código' }).click();
  const field = page.getByLabel('Novo código de liberação');
  await expect(field).toHaveValue(/^\d{6}$/);
  await copy.click();
  await expect(toast(page, 'Código copiado com sucesso.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());
  expect(await seriousViolations(page)).toEqual([]);
});
