import { expect, signIn, test, toast, uniqueEmail } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail';
import { seriousViolations, switchHotel } from './bookings-support';
import { type StaffApi, staffApi, switchHotel as switchApiHotel } from './checkin-support';

/**
 * CRM campaigns (issue 15, decision 0056). A marketing user the administrator invites creates a campaign from an
 * existing segment and template on /tagpanel/campaign/new (a missing name refused on its field, the audience
 * estimated live, the template previewed), scheduled for a date; sees it in the list, pauses and resumes it, and
 * opens its details. A hotel without HASTAGPANELVDOIS (Pousada Parceira) makes a template and a campaign on the
 * legacy screens, which list it. Axe on each screen. Campaigns here are dated in 2099: nothing is sent.
 */
const TAGPANEL = '/jwt/brokerJson/tagpanel';

async function segmentAndTemplate(api: StaffApi, tag: string): Promise<{ segment: string; template: string }> {
  const segment = `Hóspedes que voltam ${tag}`;
  const template = `Volte sempre ${tag}`;
  await api.call(`${TAGPANEL}/SalvarSegmentoService`, {
    name: segment,
    filter: { combinator: 'and', rules: [{ field: 'stays', op: 'gte', value: 1 }] },
  });
  await api.call(`${TAGPANEL}/CreateTemplateService`, { name: template, type: 1 });
  return { segment, template };
}

test('a marketing user creates a campaign, pauses and resumes it in the list and opens its details', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const admin = await staffApi(baseURL!, 'admin@demo.test');
  const { segment, template } = await segmentAndTemplate(admin, tag);
  const email = uniqueEmail('campanhas');
  await admin.call('/jwt/broker/core/ConvidarUsuarioService', { name: 'Mara Campanhas', email, role: 'marketing' });
  await page.goto(linkIn(await waitForMail(email), 'activate'));
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Marketing2026');
  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('Marketing2026');
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(toast(page, 'Conta ativada com sucesso! Faça o login.')).toBeVisible();
  await signIn(page, email, 'Marketing2026');
  await expect(page).toHaveURL(/\/home\/index$/);

  // The drawer's CRM group leads to the list; the new campaign from there.
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  const campaigns = nav.getByRole('link', { name: 'Campanhas' });
  const openList = async () => {
    if (!(await campaigns.isVisible())) await nav.getByRole('button', { name: 'CRM' }).click();
    await campaigns.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
  };
  await openList();
  await page.getByRole('button', { name: 'Nova campanha' }).click();
  await expect(page).toHaveURL(/\/tagpanel\/campaign\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova campanha' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Without a name, segment or template: refused on the fields, nothing sent.
  await page.getByRole('button', { name: 'Salvar e ativar' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome da campanha' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Nome da campanha' })).toBeFocused();

  const name = `Volte em breve ${tag}`;
  await page.getByRole('textbox', { name: 'Nome da campanha' }).fill(name);
  await page.getByRole('combobox', { name: 'Segmento' }).selectOption({ label: segment });
  await expect(page.getByTestId('campaign-audience')).toContainText(/Público estimado: \d+ hóspedes/);
  await page.getByRole('combobox', { name: 'Modelo de e-mail' }).selectOption({ label: template });
  await expect(page.getByTestId('campaign-preview')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome do remetente' })).toHaveValue('Hotel Demo');
  await page.getByRole('radio', { name: 'Em uma data' }).check();
  await page.getByLabel('Data e hora do envio').fill('2099-12-20T10:00');
  // The preview is a sandboxed frame without scripts (axe cannot run inside it): the page around it is checked.
  expect(await seriousViolations(page, '[data-testid="campaign-preview"]')).toEqual([]);
  await page.getByRole('button', { name: 'Salvar e ativar' }).click();
  await expect(toast(page, `Campanha "${name}" salva e agendada.`)).toBeVisible();
  await expect(page).toHaveURL(/\/tagpanel\/campaign\/details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('campaign-status')).toHaveText('Agendada');
  expect(await seriousViolations(page)).toEqual([]);

  // In the list: paused, then resumed.
  await openList();
  const row = page.locator(`[data-testid="campaign-row"][data-name="${name}"]`);
  await expect(row.getByTestId('campaign-status')).toHaveText('Agendada');
  await expect(row).toContainText(segment);
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('button', { name: `Pausar a campanha ${name}` }).click();
  await expect(toast(page, `Campanha "${name}" pausada.`)).toBeVisible();
  await expect(row.getByTestId('campaign-status')).toHaveText('Pausada');
  await row.getByRole('button', { name: `Retomar a campanha ${name}` }).click();
  await expect(toast(page, `Campanha "${name}" retomada.`)).toBeVisible();
  await expect(row.getByTestId('campaign-status')).toHaveText('Agendada');

  // Its details: the figures (none sent yet) and the empty recipients' table.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('campaign-figures')).toBeVisible();
  await expect(page.getByText(`Segmento: ${segment}`)).toBeVisible();
  await expect(page.getByText('Nenhum e-mail desta campanha ainda.', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a hotel without HASTAGPANELVDOIS makes a template and a campaign on the legacy screens', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const admin = await staffApi(baseURL!, 'admin@demo.test');
  const { availableInsForUser } = await admin.call<{ availableInsForUser: { availableIns: { nome: string; codIns: number }[] } }>(
    '/broker/auth/AvailableInsPerSujeitoService',
    {},
  );
  await switchApiHotel(admin, availableInsForUser.availableIns.find((i) => i.nome === 'Pousada Parceira')!.codIns);
  const segment = `Todos da pousada ${tag}`;
  await admin.call(`${TAGPANEL}/SalvarSegmentoService`, { name: segment, filter: { combinator: 'and', rules: [] } });

  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  // Hotel Demo has the new CRM: the legacy campaign screen is not its own.
  await page.goto('/legacy-tagpanel/campaign');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso não autorizado.' })).toBeVisible();
  await switchHotel(page, 'Pousada Parceira');

  // A template from a starter on the legacy list.
  await page.goto('/legacy-tagpanel/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Modelos de e-mail' })).toBeVisible();
  const template = `Aniversário ${tag}`;
  await page.getByRole('button', { name: 'Novo modelo' }).click();
  const tModal = page.getByRole('dialog', { name: 'Novo modelo' });
  await tModal.getByRole('textbox', { name: 'Nome do modelo' }).fill(template);
  await tModal.getByRole('combobox', { name: 'Modelo pronto' }).selectOption({ label: 'Aniversário' });
  await tModal.getByRole('button', { name: 'Criar modelo' }).click();
  await expect(toast(page, `Modelo "${template}" criado.`)).toBeVisible();
  await expect(page.getByTestId('legacy-templates-table')).toContainText(template);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Prévia do modelo ${template}` }).click();
  await expect(page.getByTestId('legacy-template-preview')).toBeVisible();
  await page.keyboard.press('Escape');

  // A campaign of that template on the legacy campaign list, which lists it.
  await page.goto('/legacy-tagpanel/campaign');
  await expect(page.getByRole('heading', { level: 1, name: 'Campanhas de e-mail' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const name = `Feliz aniversário ${tag}`;
  await page.getByRole('button', { name: 'Nova campanha' }).click();
  const modal = page.getByRole('dialog', { name: 'Nova campanha' });
  await modal.getByRole('textbox', { name: 'Nome da campanha' }).fill(name);
  await modal.getByRole('combobox', { name: 'Segmento' }).selectOption({ label: segment });
  await modal.getByRole('combobox', { name: 'Modelo de e-mail' }).selectOption({ label: template });
  await modal.getByRole('radio', { name: 'Em uma data' }).check();
  await modal.getByLabel('Data e hora do envio').fill('2099-06-01T09:30');
  expect(await seriousViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Salvar e ativar' }).click();
  await expect(toast(page, `Campanha "${name}" salva e agendada.`)).toBeVisible();
  const row = page.locator(`[data-testid="campaign-row"][data-name="${name}"]`);
  await expect(row.getByTestId('campaign-status')).toHaveText('Agendada');
  await row.getByRole('button', { name: `Pausar a campanha ${name}` }).click();
  await expect(row.getByTestId('campaign-status')).toHaveText('Pausada');
  expect(await seriousViolations(page)).toEqual([]);
});
