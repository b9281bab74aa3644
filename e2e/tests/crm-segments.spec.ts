import { expect, signIn, test, toast } from '../support/fixtures';
import { seriousViolations, switchHotel } from './bookings-support';
import { randomCpf, staffApi } from './checkin-support';

/**
 * CRM profiles and segments (issue 15, decision 0050) on Hotel Demo: two bookings of one CPF become one guest with
 * two stays (the profiles job, told by the bookings' events); a segment of returning guests is built in the filter
 * builder with its live count and sample, refused without a name ('Insira um nome'), saved and listed; the guest's
 * profile opens from the sample, with the timeline and a consent recorded; axe on each screen; the hospital's words.
 */
test('a segment of returning guests is built, counted, saved and a guest profile opened', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const api = await staffApi(baseURL!, 'admin@demo.test');
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const guest = `Lia Segmento ${tag}`;
  // A CPF of this run alone: other specs' bookings share the usual test CPF, and one CPF is one guest.
  const cpf = randomCpf();
  for (const n of [1, 2]) {
    await api.call('/jwt/brokerJson/trial/InserirAlterarReservaService', {
      VOUCHER: `CRM-${tag}-${n}`,
      DTRESERVA: today,
      DHSAIDAPREV: today,
      pessoasReserva: [{ NOME: guest, EMAIL: `lia.${tag}@crm.test`, DOC: cpf }],
    });
  }
  // The profiles job runs in the background: the guest shows with two stays once it has.
  await expect
    .poll(
      async () => {
        const r = await api.call<{ data: { stays: number }[] }>('/jwt/brokerJson/tagpanel/ExplorePeople', { search: guest });
        return r.data[0]?.stays ?? 0;
      },
      { timeout: 30_000 },
    )
    .toBe(2);

  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/tagpanel/segment/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo segmento' })).toBeVisible();
  await expect(page.getByTestId('segment-count')).toContainText('hóspede(s)');
  // The first rule: at least 2 stays.
  await page.getByRole('combobox', { name: 'Condição de Estadias' }).selectOption('gte');
  await page.getByRole('textbox', { name: 'Valor de Estadias' }).fill('2');
  // The preview follows the rule once it is whole: every guest of the sample has two stays or more (until then the
  // sample and count may still be the previous rule's).
  const sampleStays = () => page.getByTestId('segment-sample').locator('tbody tr td:nth-child(2)').allTextContents();
  await expect.poll(async () => (await sampleStays()).every((n) => Number(n) >= 2), { timeout: 15_000 }).toBe(true);
  await expect(page.getByTestId('segment-sample')).toContainText(guest);
  const count = Number(((await page.getByTestId('segment-count').textContent()) ?? '').replace(/\D/g, ''));
  expect(count).toBeGreaterThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);

  // Saved through the modal: an empty name is refused on its field.
  await page.getByRole('button', { name: 'Salvar segmento' }).click();
  const modal = page.getByRole('dialog', { name: 'Salvar segmento' });
  await modal.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(modal.getByText('Insira um nome')).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'Nome do segmento' })).toHaveAttribute('aria-invalid', 'true');
  const name = `Voltaram ${tag}`;
  await modal.getByRole('textbox', { name: 'Nome do segmento' }).fill(name);
  await modal.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toast(page, `Segmento "${name}" salvo.`)).toBeVisible();
  await expect(page).toHaveURL(/\/tagpanel\/segment\/new\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Segmento: ${name}` })).toBeVisible();

  // Listed with its size now.
  await page.getByRole('link', { name: 'Voltar aos segmentos' }).click();
  const row = page.locator(`[data-testid="segment-row"][data-name="${name}"]`);
  // Counted live when listed: returning guests other specs book meanwhile can only add to the builder's count.
  await expect
    .poll(async () => Number(((await row.locator('td').nth(1).textContent()) ?? '').replace(/\D/g, '')))
    .toBeGreaterThanOrEqual(count);
  expect(await seriousViolations(page)).toEqual([]);

  // The guest's profile from the builder's sample: figures, timeline, and a consent recorded with its history.
  await row.getByRole('button', { name: `Editar o segmento ${name}` }).click();
  await page.getByTestId('segment-sample').getByRole('link', { name: guest }).click();
  await expect(page.getByRole('heading', { level: 1, name: guest })).toBeVisible();
  await expect(page.getByText(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`)).toBeVisible();
  await expect(page.locator('[data-testid="timeline-entry"][data-kind="booking"]')).toHaveCount(2);
  await expect(page.getByTestId('consent-email')).toContainText('não aceita');
  await page.getByRole('button', { name: 'Registrar aceite' }).click();
  await expect(toast(page, 'Consentimento registrado.')).toBeVisible();
  await expect(page.getByTestId('consent-email')).toContainText('E-mail: aceita');
  await expect(page.getByTestId('consent-entry')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // The summary counts the guest as returning.
  await page.goto('/tagpanel/guests/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Resumo dos hóspedes' })).toBeVisible();
  expect(Number(await page.getByTestId('summary-returning').locator('p').last().textContent())).toBeGreaterThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the hospital sees patients in the CRM: summary, builder and the origins map', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await switchHotel(page, 'Hospital Demo');
  await page.goto('/tagpanel/guests/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Resumo dos pacientes' })).toBeVisible();
  await page.goto('/tagpanel/segment/new');
  await expect(page.getByTestId('segment-count')).toContainText('paciente(s)');
  await expect(page.getByRole('combobox', { name: 'Campo da regra 1' })).toContainText('Atendimentos');
  expect(await seriousViolations(page)).toEqual([]);
  // Where patients come from: Brazil's states, then the world's countries, drawn from the shapes shipped with the app.
  await page.goto('/tagpanel/guests/location');
  await expect(page.getByRole('heading', { level: 1, name: 'De onde vêm os pacientes' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mapa do Brasil por número de pacientes em cada estado' }).locator('path')).toHaveCount(27);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Mundo' }).click();
  const world = page.getByRole('img', { name: 'Mapa-múndi por número de pacientes em cada país' });
  await expect(world).toBeVisible();
  expect(await world.locator('path').count()).toBeGreaterThan(150);
});

test('a hotel without HASTAGPANELVDOIS gets the legacy explore list, and not the new CRM', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  // Hotel Demo has the new CRM: the legacy screen is not its own (and the address is a screen, not the API's JSON).
  await page.goto('/legacy-tagpanel/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso não autorizado.' })).toBeVisible();
  await switchHotel(page, 'Pousada Parceira');
  await page.goto('/legacy-tagpanel/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar hóspedes' })).toBeVisible();
  await expect(page.getByTestId('explore-table')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por nome, e-mail ou telefone' }).fill('ninguém-com-este-nome');
  await expect(page.getByText('Nenhum hóspede encontrado.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/tagpanel/segment/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso não autorizado.' })).toBeVisible();
});
