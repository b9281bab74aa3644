import { expect, test, toast } from '../support/fixtures';
import { seriousViolations, signInAt, switchHotel } from './bookings-support';

/**
 * Review sites (decision 0072): an administrator adds the hotel's TripAdvisor account on the basic settings' "Sites
 * de avaliação" tab, is told on the field when the id is not digits, fetches the reviews now (the sandbox's history)
 * and removes the account. Pousada Parceira has no account in the demo; the test removes what it adds.
 */
test('an administrator adds a TripAdvisor account, fetches its reviews and removes it', async ({ page }) => {
  await signInAt(page, 'admin@demo.test', '/home/index');
  await switchHotel(page, 'Pousada Parceira');
  await page.goto('/config/basicsettings?tab=reviews');
  const card = page.getByTestId('review-site-tripadvisor');
  await expect(card.getByRole('heading', { name: 'TripAdvisor' })).toBeVisible();
  await expect(card.getByText('Demonstração')).toBeVisible();
  const id = card.getByLabel('Código da localização no TripAdvisor');
  await id.fill('d2344556');
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(card.getByText('Informe só os números do código (até 12).')).toBeVisible();
  await expect(id).toBeFocused();
  await id.fill('2344556');
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Conta salva. As avaliações estão sendo buscadas.').first()).toBeVisible();
  await card.getByRole('button', { name: 'Buscar agora' }).click();
  await expect(toast(page, /Avaliações atualizadas: \d+ no total\./).first()).toBeVisible();
  const status = card.getByTestId('review-site-tripadvisor-status');
  await expect(status).toContainText(/^\d{2,} avaliações · última busca \d{2}\/\d{2}\/\d{4}/);
  expect(await seriousViolations(page)).toEqual([]);
  // Reloaded, the account and its figures are there; removed, the form is empty again.
  await page.reload();
  await expect(page.getByTestId('review-site-tripadvisor-status')).toContainText('avaliações');
  await page.getByTestId('review-site-tripadvisor').getByRole('button', { name: 'Remover conta' }).click();
  await expect(toast(page, 'Conta removida. As avaliações já buscadas continuam nos painéis.').first()).toBeVisible();
  await expect(page.getByLabel('Código da localização no TripAdvisor')).toHaveValue('');
  await expect(page.getByTestId('review-site-tripadvisor-status')).toHaveCount(0);
});
