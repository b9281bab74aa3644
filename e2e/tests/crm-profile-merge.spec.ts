import { expect, signIn, test, toast } from '../support/fixtures';
import { seriousViolations } from './bookings-support';
import { randomCpf, staffApi } from './checkin-support';

/**
 * Flagged profiles (issue 15, decision 0061) on Hotel Demo: two guests sharing an e-mail under two first names are
 * kept apart and flagged by the profiles job; staff compare them side by side (the CPF masked), merge one pair
 * keeping either side through the confirmation, and mark another pair as two people; axe on the screen.
 */
test('flagged profile pairs are compared, merged and marked as two people', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const api = await staffApi(baseURL!, 'admin@demo.test');
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const cpf = randomCpf();
  const book = (n: string, name: string, email: string, doc?: string) =>
    api.call('/jwt/brokerJson/trial/InserirAlterarReservaService', {
      VOUCHER: `MRG-${tag}-${n}`,
      DTRESERVA: today,
      DHSAIDAPREV: today,
      pessoasReserva: [{ NOME: name, EMAIL: email, ...(doc ? { DOC: doc } : {}) }],
    });
  // Pair one (to merge): Bia with her CPF, then "Beatriz" with the same e-mail and no document.
  await book('1', `Bia Junta ${tag}`, `junta.${tag}@crm.test`, cpf);
  await book('2', `Beatriz Junta ${tag}`, `junta.${tag}@crm.test`);
  // Pair two (two people): Caio and Carla share a family e-mail.
  await book('3', `Caio Separa ${tag}`, `separa.${tag}@crm.test`);
  await book('4', `Carla Separa ${tag}`, `separa.${tag}@crm.test`);
  const flagged = async () => {
    const r = await api.call<{ data: { profile: { name: string }; related: { name: string } }[] }>(
      '/jwt/brokerJson/tagpanel/ListPerfisSinalizadosService',
      { limit: 50 },
    );
    return r.data.filter((p) => p.profile.name.includes(tag)).length;
  };
  // The profiles job runs in the background.
  await expect.poll(flagged, { timeout: 30_000 }).toBe(2);

  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/tagpanel/guests/flagged');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastros a revisar' })).toBeVisible();
  const merge = page.getByRole('region', { name: `Beatriz Junta ${tag} e Bia Junta ${tag}` });
  await expect(merge).toBeVisible();
  // Side by side, the CPF masked.
  await expect(merge.getByText(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`)).toBeVisible();
  await expect(merge).not.toContainText(cpf);
  expect(await seriousViolations(page)).toEqual([]);

  // Merge, keeping Bia (who has the CPF): confirmed in a dialog, then the pair is gone.
  await merge.getByRole('button', { name: `Manter Bia Junta ${tag} e unir` }).click();
  const dialog = page.getByRole('dialog', { name: 'Unir cadastros?' });
  await expect(dialog).toContainText(`O cadastro de Beatriz Junta ${tag} será removido`);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Unir', exact: true }).click();
  await expect(toast(page, /^Cadastros unidos/)).toBeVisible();
  await expect(merge).toHaveCount(0);

  // Two people: the flag goes and the pair is not listed again.
  const separate = page.getByRole('region', { name: `Carla Separa ${tag} e Caio Separa ${tag}` });
  await separate.getByRole('button', { name: 'São pessoas diferentes' }).click();
  await expect(toast(page, 'Marcados como pessoas diferentes; este par não será sinalizado de novo.')).toBeVisible();
  await expect(separate).toHaveCount(0);
  expect(await flagged()).toBe(0);

  // One profile is left of the merged pair: the kept one.
  const people = await api.call<{ data: { name: string; stays: number; flag: string | null }[] }>(
    '/jwt/brokerJson/tagpanel/ExplorePeople',
    {
      search: `Junta ${tag}`,
    },
  );
  expect(people.data.map((p) => p.name)).toEqual([`Bia Junta ${tag}`]);
});

test('the suppression list opens with its filters, by keyboard and without serious axe issues', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/tagpanel/suppressions');
  await expect(page.getByRole('heading', { level: 1, name: 'Endereços bloqueados' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Filtrar endereços bloqueados' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar endereço' }).fill('ninguem-aqui-nunca@example.org');
  await expect(page.getByTestId('suppressions-empty')).toHaveText('Nenhum endereço bloqueado.');
  expect(await seriousViolations(page)).toEqual([]);
});
