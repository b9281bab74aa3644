import { expect, test } from '../support/fixtures';
import { expectAccessible, type StaffApi, staffApi } from './checkin-support';
import { kiosk, kioskUrl, stayCheckedInOnline, toTheCheckin } from './kiosk-support';

/**
 * The kiosk's check-in step when it cannot check the guest in (spec section 8, guest-facing booking errors), at
 * 1080x1920 with touch only: the availability check that does not answer (a network drop between the kiosk and the
 * server, as a lobby's network can have) and a check-in the hotel's system refuses (the PMS sandbox refuses names with
 * ERRO, adapters/pms/sandbox.ts). Each says so in words, sends the guest to the desk and passes axe.
 */
let url: URL;
let staff: StaffApi;

test.beforeAll(async ({ baseURL }) => {
  url = new URL(await kioskUrl(baseURL!));
  staff = await staffApi(baseURL!, 'recepcao@demo.test');
});
test.afterAll(async () => {
  await staff.ctx.dispose();
});

test('the availability check does not answer: the guest is told and sent to the desk', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const stay = await stayCheckedInOnline(staff, 'Vera Verificação');
  const { context, page } = await kiosk(browser, baseURL!);
  await page.route('**/VerificaCheckinTotemService', (route) => route.abort('connectionreset'));
  await toTheCheckin(page, url, stay);
  const blocked = page.getByTestId('kiosk-blocked');
  await expect(blocked).toHaveAttribute('data-reason', 'availability', { timeout: 30_000 });
  await expect(blocked).toContainText('Não foi possível verificar a disponibilidade para o check-in.');
  await expect(blocked).toContainText('Por favor, procure um recepcionista.');
  await expectAccessible(page, 'kiosk: availability check failed');
  await context.close();
});

test("the hotel's system refuses the check-in: not possible, see the desk", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const stay = await stayCheckedInOnline(staff, 'Edu Erro Cadastro');
  const { context, page } = await kiosk(browser, baseURL!);
  await toTheCheckin(page, url, stay);
  const blocked = page.getByTestId('kiosk-blocked');
  await expect(blocked).toHaveAttribute('data-reason', 'not_possible', { timeout: 60_000 });
  await expect(blocked).toContainText('Não foi possível realizar o check-in.');
  await expect(blocked).toContainText('Por favor, procure um recepcionista.');
  await expectAccessible(page, 'kiosk: check-in not possible');
  await context.close();
});
