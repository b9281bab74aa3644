import { expect, signIn, test, toast } from '../support/fixtures';
import { seriousViolations, switchHotel } from './bookings-support';
import { randomCpf, staffApi } from './checkin-support';

const CRM = '/jwt/brokerJson/tagpanel';

/**
 * CRM flows (issue 15 "Flows", decision 0062) on Hotel Demo: a new automation from the list, built as a vertical
 * flow (a send, a wait, a condition with a send on its "yes" side), refused without a template on that step's field,
 * saved and read back; turned on, a consenting guest's booking enrols them and the progress tab shows where they
 * are; axe on each screen; the hospital's words.
 */
test('an automation is built, refused on its field, saved, run and its progress shown', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const api = await staffApi(baseURL!, 'admin@demo.test');
  const template = await api.call<{ id: number; name: string }>(`${CRM}/CreateTemplateService`, { name: `Boas-vindas ${tag}`, type: 1 });

  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/tagpanel/flows');
  await expect(page.getByRole('heading', { level: 1, name: 'Automações' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A new automation: the name is required, then the editor opens.
  await page.getByRole('button', { name: 'Nova automação' }).click();
  const modal = page.getByRole('dialog', { name: 'Nova automação' });
  await modal.getByRole('button', { name: 'Criar' }).click();
  await expect(modal.getByText('Insira um nome')).toBeVisible();
  const name = `Pré-chegada ${tag}`;
  await modal.getByRole('textbox', { name: 'Nome' }).fill(name);
  await modal.getByRole('button', { name: 'Criar' }).click();
  await expect(page).toHaveURL(/\/tagpanel\/flows\/\d+$/);
  const cmp = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `Automação: ${name}` })).toBeVisible();

  // The flow: send, wait 2 days, a condition (already stayed) whose "yes" side sends again.
  await page.getByRole('button', { name: 'Adicionar envio de e-mail' }).click();
  await page.getByRole('button', { name: 'Adicionar espera' }).first().click();
  await page.getByRole('button', { name: 'Adicionar condição' }).first().click();
  const steps = page.getByTestId('flow-step');
  await expect(steps).toHaveCount(3);
  await steps.nth(1).getByRole('textbox', { name: 'Dias' }).fill('2');
  await page.getByTestId('branch-yes').getByRole('button', { name: 'Adicionar envio de e-mail' }).click();
  await expect(steps).toHaveCount(4);
  // Moving the wait up and back down again by keyboard-reachable buttons.
  await page.getByRole('button', { name: 'Mover o passo 2 para cima' }).click();
  await expect(steps.nth(0)).toHaveAttribute('data-kind', 'wait');
  await page.getByRole('button', { name: 'Mover o passo 1 para baixo' }).click();
  await expect(steps.nth(0)).toHaveAttribute('data-kind', 'send');

  // Saved without templates: refused on the first send step's field, nothing sent.
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const firstTemplate = steps.nth(0).getByRole('combobox', { name: 'Modelo de e-mail' });
  await expect(steps.nth(0).getByText('Escolha o modelo de e-mail deste passo.')).toBeVisible();
  await expect(firstTemplate).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  for (const i of [0, 3]) {
    await steps.nth(i).getByRole('combobox', { name: 'Modelo de e-mail' }).click();
    await page.getByRole('option', { name: template.name }).click();
  }
  await page.getByRole('switch', { name: 'Ativa' }).check();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toast(page, `Automação "${name}" salva.`)).toBeVisible();

  // Read back after a reload: the same four steps, running.
  await page.reload();
  await expect(page.getByTestId('flow-step')).toHaveCount(4);
  const saved = await api.call<{ active: boolean; flow: { steps: { kind: string }[] } }>(`${CRM}/GetFlowService`, { cmp });
  expect(saved.active).toBe(true);
  expect(saved.flow.steps.map((s) => s.kind)).toEqual(['send', 'wait', 'branch']);

  // A consenting guest's booking enrols them: the first e-mail is queued and they wait on step 2.
  const cpf = randomCpf();
  const guest = `Rui Fluxo ${tag}`;
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const book = (n: number) =>
    api.call('/jwt/brokerJson/trial/InserirAlterarReservaService', {
      VOUCHER: `FLX-${tag}-${n}`,
      DTRESERVA: today,
      DHSAIDAPREV: today,
      pessoasReserva: [{ NOME: guest, EMAIL: `rui.${tag}@flows.test`, DOC: cpf }],
    });
  await book(1);
  let profileId = 0;
  await expect
    .poll(
      async () => {
        const r = await api.call<{ data: { id: number }[] }>(`${CRM}/ExplorePeople`, { search: guest });
        profileId = r.data[0]?.id ?? 0;
        return profileId;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await api.call(`${CRM}/AlterarConsentimentoService`, { id: profileId, channel: 'email', granted: true, source: 'reception' });
  await book(2);
  await expect
    .poll(async () => (await api.call<{ data: { status: string }[] }>(`${CRM}/GetFlowProgressService`, { cmp })).data[0]?.status, {
      timeout: 30_000,
    })
    .toBe('waiting');

  await page.getByRole('tab', { name: 'Progresso dos hóspedes' }).click();
  const row = page.getByTestId('flow-progress-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(guest);
  await expect(row).toContainText('Aguardando');
  await expect(row).toContainText('Passo 2 · Aguardar');
  await expect(row).toContainText('e-mail na fila de envio');
  expect(await seriousViolations(page)).toEqual([]);
});

test("the hospital's automations speak of patients", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await switchHotel(page, 'Hospital Demo');
  await page.goto('/tagpanel/flows');
  await expect(page.getByText('atendimento agendado, chegada, check-in, alta')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
