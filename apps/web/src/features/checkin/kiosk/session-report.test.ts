import { beforeEach, describe, expect, it, vi } from 'vitest';

// The kiosk's session report (decision 0073) over a fake tab storage and a recorded call.
const storage = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});
const listeners: ((e: Event) => void)[] = [];
vi.stubGlobal('window', { addEventListener: (_: string, f: (e: Event) => void) => listeners.push(f) });
const sent: Record<string, unknown>[] = [];
vi.mock('../../../lib/api/client', () => ({
  call: (_c: unknown, body: Record<string, unknown>) => (sent.push(body), Promise.resolve({ status: 1 })),
}));
vi.mock('./kiosk-api', () => ({ deviceToken: () => 'DEVICE' }));

const report = await import('./session-report');

describe('the kiosk session report', () => {
  beforeEach(() => {
    sent.length = 0;
    storage.clear();
  });

  it('sends nothing before the start tap, then the start, each screen, the search method and the first end only', async () => {
    report.reportKioskStep('search', 1);
    expect(sent).toEqual([]);
    report.beginKioskSession();
    const sessao = storage.get('gm:kiosk-session');
    expect(sessao).toMatch(/^[0-9a-f-]{36}$/);
    report.reportKioskStep('search', 1);
    report.reportKioskStep('verify', 3);
    await report.endKioskSession('completed');
    await report.endKioskSession('abandoned');
    report.reportKioskStep('search', 1);
    expect(sent).toEqual([
      { dispositivo: 'DEVICE', sessao, etapa: 'start', ordem: 0 },
      { dispositivo: 'DEVICE', sessao, etapa: 'search', ordem: 1 },
      // Past the search with nothing else said: the voucher was typed.
      { dispositivo: 'DEVICE', sessao, etapa: 'verify', ordem: 3, busca: 'voucher' },
      { dispositivo: 'DEVICE', sessao, etapa: 'verify', ordem: 3, fim: 'completed' },
    ]);
  });

  it('says QR or face when they found the booking, and a new session gets a new id', () => {
    report.beginKioskSession();
    const first = storage.get('gm:kiosk-session');
    report.noteSearchMethod('qr');
    report.reportKioskStep('select-person', 2);
    report.beginKioskSession();
    expect(storage.get('gm:kiosk-session')).not.toBe(first);
    // The face search announces itself with an event (search-step.tsx).
    for (const f of listeners) f({ detail: 'face' } as unknown as Event);
    report.reportKioskStep('verify', 3);
    expect(sent.filter((b) => b.busca).map((b) => b.busca)).toEqual(['qr', 'face']);
  });

  it("reports the payment step's outcome with the step it was shown on, and nothing once the session ended", async () => {
    report.beginKioskSession();
    const sessao = storage.get('gm:kiosk-session');
    report.reportKioskStep('payment', 14);
    report.reportKioskPayment('courtesy');
    await report.endKioskSession('completed');
    report.reportKioskPayment('failed');
    expect(sent.filter((b) => b.pagamento)).toEqual([
      { dispositivo: 'DEVICE', sessao, etapa: 'payment', ordem: 14, pagamento: 'courtesy' },
    ]);
  });
});
