import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible, type StaffApi, staffApi } from './checkin-support';
import { stayCheckedInOnline as checkedInOnline, kiosk, kioskUrl, type Stay, toTheCheckin } from './kiosk-support';

/**
 * Every outcome of a room key at the lobby kiosk (decisions 0066, 0078), at 1080x1920 with touch only. The guest did
 * the web check-in on the phone before arriving (its two calls, as the wizard sends them); at the kiosk they find
 * the booking on the on-screen keyboard, continue to the check-in and get the key. The outcome comes from the
 * sandbox lock server as an operator gets it in the running app: the desk names the booking's room with its first
 * key (the booking's "Chaves" tab), and the sandbox's documented rooms answer as a lock server would (9990 fails to
 * process, 9991 is unknown, 9992 never answers, 9993 is unreachable on the first attempt), and four cards recorded
 * by the desk reach the sandbox's maximum (DOOR_LOCK_SANDBOX_MAX_RECORDINGS, 4).
 */

const CHECKIN = '/jwt/brokerJson/checkin';
let url: URL;
let staff: StaffApi;

/** The desk's first key names the room (RequisitarEncodeService, as the "Chaves" tab sends it); waits for its outcome. */
async function deskKey(stay: Stay, room: string, cards = 1, wait = true): Promise<string> {
  const { seqEncode } = await staff.call<{ seqEncode: number }>(`${CHECKIN}/RequisitarEncodeService`, {
    CODRES: stay.CODRES,
    numUH: room,
    qtdCartoes: cards,
  });
  if (!wait) return 'pending';
  let state = 'pending';
  await expect(async () => {
    const r = await staff.call<{ encode: { situacao: string } }>(`${CHECKIN}/ConsultaEncodeService`, { seqEncode });
    state = r.encode.situacao;
    expect(['done', 'failed']).toContain(state);
  }).toPass({ timeout: 45_000, intervals: [500] });
  return state;
}

/** At the kiosk: the booking by voucher and name, on to the check-in, then the key's box. */
async function toTheKey(page: Page, stay: Stay): Promise<void> {
  await toTheCheckin(page, url, stay);
  await expect(page.getByTestId('kiosk-checked-in')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('kiosk-key')).toBeVisible();
}

const keyBox = (page: Page) => page.getByTestId('kiosk-key');

async function expectFailure(page: Page, reason: string, title: string, next: string, retry: boolean): Promise<void> {
  await expect(keyBox(page)).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
  await expect(keyBox(page)).toHaveAttribute('data-reason', reason);
  await expect(page.getByTestId('kiosk-key-failed')).toContainText(title);
  await expect(page.getByTestId('kiosk-key-next')).toHaveText(next);
  await expect(page.getByTestId('kiosk-key-retry')).toHaveCount(retry ? 1 : 0);
  await expect(page.getByTestId('kiosk-finish')).toBeVisible();
  await expectAccessible(page, `kiosk key: ${reason}`);
}

test.describe('room keys at the kiosk', () => {
  // The silent room's desk key runs out its three attempts (about 31 s) while the other outcomes run.
  let silent: Stay;
  test.beforeAll(async ({ baseURL }) => {
    url = new URL(await kioskUrl(baseURL!));
    staff = await staffApi(baseURL!, 'recepcao@demo.test');
    silent = await checkedInOnline(staff, 'Sílvio Silêncio');
    await deskKey(silent, '9992', 1, false);
  });
  test.afterAll(async () => {
    await staff.ctx.dispose();
  });

  test('success: the key is encoded and the booking counts its cards', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const stay = await checkedInOnline(staff, 'Ana Chaves');
    expect(await deskKey(stay, '1204')).toBe('done');
    const { context, page } = await kiosk(browser, baseURL!);
    await toTheKey(page, stay);
    await expect(page.getByTestId('kiosk-key').getByText('Segure o cartão-chave sobre o gravador até a confirmação.')).toBeVisible();
    await expectAccessible(page, 'kiosk key: encoding');
    await expect(keyBox(page)).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await expect(page.getByTestId('kiosk-key-done')).toContainText('Chave gravada. Bom descanso!');
    await expect(page.getByTestId('kiosk-key-done')).toContainText('Chaves gravadas nesta reserva: 2.');
    await expectAccessible(page, 'kiosk key: done');
    await page.getByTestId('kiosk-finish').tap();
    await expect(page.getByTestId('kiosk-start')).toBeVisible();
    await context.close();
  });

  test('retry: the lock server does not answer the first attempt, the key is tried again and encoded', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const stay = await checkedInOnline(staff, 'Rui Retentativa');
    expect(await deskKey(stay, '9993')).toBe('done');
    const { context, page } = await kiosk(browser, baseURL!);
    await toTheKey(page, stay);
    await expect(page.getByTestId('kiosk-key-retrying')).toHaveText(
      'O sistema de fechaduras não respondeu. Tentando de novo (tentativa 2).',
      { timeout: 20_000 },
    );
    await expectAccessible(page, 'kiosk key: trying again');
    await expect(keyBox(page)).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await expect(page.getByTestId('kiosk-key-done')).toContainText('Chaves gravadas nesta reserva: 2.');
    await context.close();
  });

  test("the lock server's error: its words in pt, en and es, and another try", async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const stay = await checkedInOnline(staff, 'Lia Falha');
    expect(await deskKey(stay, '9990')).toBe('failed');
    const { context, page } = await kiosk(browser, baseURL!);
    await toTheKey(page, stay);
    await expectFailure(
      page,
      'lock_error',
      'Erro ao processar a gravação da chave.',
      'Toque em “Tentar gravar de novo”. Se o erro continuar, procure um recepcionista.',
      true,
    );
    await page.getByRole('button', { name: /^EN/ }).tap();
    await expect(page.getByTestId('kiosk-key-failed')).toContainText('Error processing the key recording.');
    await expect(page.getByTestId('kiosk-key-next')).toHaveText(
      'Tap “Try recording again”. If the error persists, please see a receptionist.',
    );
    await page.getByRole('button', { name: /^ES/ }).tap();
    await expect(page.getByTestId('kiosk-key-failed')).toContainText('Error al procesar la grabación de la llave.');
    await expectAccessible(page, 'kiosk key: lock error in Spanish');
    await page.getByRole('button', { name: /^PT/ }).tap();
    // Another try asks the lock server again: a new key, which this room fails again.
    await page.getByTestId('kiosk-key-retry').tap();
    await expect(keyBox(page)).toHaveAttribute('data-state', 'encoding');
    await expect(keyBox(page)).toHaveAttribute('data-state', 'failed', { timeout: 30_000 });
    await expect(keyBox(page)).toHaveAttribute('data-reason', 'lock_error');
    await context.close();
  });

  test('the maximum number of recordings reached: the reception, no other try', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const stay = await checkedInOnline(staff, 'Max Gravações');
    expect(await deskKey(stay, '1205', 4)).toBe('done');
    const { context, page } = await kiosk(browser, baseURL!);
    await toTheKey(page, stay);
    await expectFailure(
      page,
      'max_recordings',
      'Número máximo de gravações de chave atingido.',
      'Esta reserva já tem todas as chaves permitidas. Procure um recepcionista para um novo cartão.',
      false,
    );
    await context.close();
  });

  test('a room the lock system does not know, and no room assigned yet: the reception', async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    const unknown = await checkedInOnline(staff, 'Ulisses Desconhecido');
    expect(await deskKey(unknown, '9991')).toBe('failed');
    const { context, page } = await kiosk(browser, baseURL!);
    await toTheKey(page, unknown);
    await expectFailure(
      page,
      'room_unknown',
      'O quarto não existe no sistema de fechaduras.',
      'Por favor, procure um recepcionista.',
      false,
    );
    await page.getByTestId('kiosk-finish').tap();
    await expect(page.getByTestId('kiosk-start')).toBeVisible();

    // The desk has not named the room: the request is refused in the server's words.
    const roomless = await checkedInOnline(staff, 'Nina Semquarto');
    await toTheKey(page, roomless);
    await expectFailure(
      page,
      'refused',
      'O quarto ainda não foi definido para gravar a chave. Procure a recepção.',
      'Por favor, procure um recepcionista.',
      false,
    );
    await context.close();
  });

  test('timeout: the lock server never answers, the guest may try again', async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    // The desk's key for this room has timed out by now (three silent attempts); the kiosk's does the same.
    const { context, page } = await kiosk(browser, baseURL!);
    await toTheKey(page, silent);
    await expect(keyBox(page)).toHaveAttribute('data-state', 'encoding');
    await expectFailure(
      page,
      'timeout',
      'Não foi possível concluir a gravação da chave.',
      'O sistema de fechaduras não respondeu a tempo. Toque em “Tentar gravar de novo” ou procure um recepcionista.',
      true,
    );
    await page.getByTestId('kiosk-key-retry').tap();
    await expect(keyBox(page)).toHaveAttribute('data-state', 'encoding');
    await context.close();
  });
});
