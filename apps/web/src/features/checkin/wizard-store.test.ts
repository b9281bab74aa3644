import { currentStep } from '@gm/domain/wizard';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store reads the tab's sessionStorage and window at import: give it small fakes.
const storage = new Map<string, string>();
const events: string[] = [];
vi.stubGlobal('sessionStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});
vi.stubGlobal('window', {
  scrollTo: () => events.push('scroll'),
  dispatchEvent: (e: { type: string }) => events.push(e.type),
});
vi.stubGlobal(
  'CustomEvent',
  class {
    constructor(
      public type: string,
      public init?: unknown,
    ) {}
  },
);

const store = await import('./wizard-store');
const refused = await import('./refused-fields');
const { ApiError } = await import('../../lib/api/http');

const hotel = {
  codIns: 1,
  nomeIns: 'Hotel Demo',
  rede: null,
  COUNTRYINS: 'BR',
  TIMEZONE: 'America/Sao_Paulo',
  THEME: null,
  jwtContexto: 'ctx-token',
  HASLASTSTEPSINGLE: 'S',
  ISCHECKINSIMPLIFICADO: 'CFG',
  TSYCFGHASPAYMENT: 'N',
} as const;

beforeEach(() => {
  vi.useFakeTimers();
  events.length = 0;
  store.clearWizard();
  store.openForHotel('Checkin-Public', 'hotel-demo', hotel);
});
afterEach(() => vi.useRealTimers());

describe('wizard store', () => {
  it('opens a hotel link at the booking search with its context token, and saves itself in the tab', () => {
    const s = store.getCheckin();
    expect(currentStep(s.machine)).toBe('search');
    expect(s.machine.contextToken).toBe('ctx-token');
    expect(JSON.parse(storage.get('gm.checkin.wizard.v1')!).linkCode).toBe('hotel-demo');
  });

  it('keeps the booking token across guests; a new guest starts clean but keeps address and contact', () => {
    store.bookingFound({ token: 'booking-token', CODRES: 10, CODPESRES: 100 });
    store.dispatch({ type: 'next' });
    expect(currentStep(store.getCheckin().machine)).toBe('select-person');
    store.startGuest({ CODPESRES: 100, NOME: 'Ana Souza', principal: true });
    store.setData({ cpf: '52998224725', cep: '01001-000', celular: '+5511987654321', chaveImgDocumento: 'k'.repeat(32) });
    store.setExtras({ termsAccepted: true, petKeys: ['p'.repeat(32)] });
    store.startGuest({ CODPESRES: 101, NOME: 'Lucía Gómez', principal: false });
    const s = store.getCheckin();
    expect(s.machine.data).toMatchObject({
      wizardToken: 'booking-token',
      codRes: '10',
      idPessoaReserva: '101',
      nomeCompleto: 'Lucía Gómez',
      cep: '01001-000',
      celular: '+5511987654321',
    });
    expect(s.machine.data.cpf).toBeUndefined();
    expect(s.machine.data.chaveImgDocumento).toBeUndefined();
    expect(s.extras).toMatchObject({ termsAccepted: false, petKeys: [], principal: false });
    expect(store.currentPersonId(s)).toBe(101);
  });

  it('scrolls to the top 600 ms after a step change', () => {
    store.bookingFound({ token: 't', CODRES: 1, CODPESRES: 1 });
    store.dispatch({ type: 'next' });
    vi.advanceTimersByTime(599);
    expect(events).not.toContain('scroll');
    vi.advanceTimersByTime(1);
    expect(events).toContain('scroll');
  });

  it("follows the guest's answers: one guest to fill skips the selection; a minor companion and a third-party card need the authorisation screen", () => {
    store.bookingFound({ token: 't', CODRES: 3, CODPESRES: 30 }, true);
    store.dispatch({ type: 'next' });
    expect(currentStep(store.getCheckin().machine)).toBe('registration');
    expect(store.getCheckin().machine.steps).not.toContain('authorization');
    store.startGuest({ CODPESRES: 31, NOME: 'Bia Souto', principal: false });
    const tenYearsAgo = `${new Date().getFullYear() - 10}-01-01`;
    store.setData({ dataNasc: tenYearsAgo });
    expect(store.getCheckin().machine.steps).toContain('authorization');
    expect(currentStep(store.getCheckin().machine)).toBe('registration');
    // With the mother on the booking no term is needed.
    store.setData({ grauParentesco: 'M' });
    expect(store.getCheckin().machine.steps).not.toContain('authorization');
    // A third-party card (flag G) needs the cardholder's term.
    store.setData({ titularCartao: 'T' });
    expect(store.getCheckin().machine.steps).toContain('authorization');
    // The next guest starts without the previous one's answers.
    store.startGuest({ CODPESRES: 32, NOME: 'Caio Souto', principal: false });
    expect(store.getCheckin().machine.steps).not.toContain('authorization');
  });

  it("a refusal at the confirm that names a field goes back to that field's screen with the message", () => {
    store.bookingFound({ token: 't', CODRES: 4, CODPESRES: 40 }, true);
    store.dispatch({ type: 'jump', target: 'summary' });
    expect(refused.showRefusedFields({ dataNasc: 'O hóspede principal não pode ser menor.' })).toBe(true);
    expect(currentStep(store.getCheckin().machine)).toBe('registration');
    expect(store.getCheckin().extras.fieldErrors).toEqual({ dataNasc: 'O hóspede principal não pode ser menor.' });
    store.dispatch({ type: 'jump', target: 'summary' });
    expect(refused.showRefusedFields({ cep: 'Campo obrigatório.' })).toBe(true);
    expect(currentStep(store.getCheckin().machine)).toBe('address');
    // A field no screen holds: nothing moves (the toast says it).
    store.dispatch({ type: 'jump', target: 'summary' });
    expect(refused.screenOfField('nomeCompleto', ['search', 'registration', 'documents', 'summary'])).toBe('registration');
    expect(refused.screenOfField('cep', ['search', 'registration', 'documents', 'summary'])).toBeNull();
  });

  it('fires the wizard-finished event once, after the last step', () => {
    store.bookingFound({ token: 't', CODRES: 7, CODPESRES: 1 });
    store.dispatch({ type: 'jump', target: 'last' });
    const seen: (number | null)[] = [];
    const off = store.onWizardFinished((codRes) => seen.push(codRes));
    store.dispatch({ type: 'next' });
    store.dispatch({ type: 'next' });
    off();
    expect(seen).toEqual([7]);
    expect(events.filter((e) => e === store.WIZARD_FINISHED_EVENT)).toHaveLength(1);
  });

  it('ends with the payment step, after the summary, only for a hotel that charges at check-in (TSYCFGHASPAYMENT)', () => {
    expect(store.getCheckin().machine.steps).not.toContain('payment');
    store.openForHotel('Checkin-Public', 'hotel-paid', { ...hotel, TSYCFGHASPAYMENT: 'S' });
    expect(store.getCheckin().machine.steps.slice(-2)).toEqual(['summary', 'payment']);
  });

  it('an expired guest token clears data, step and context token', async () => {
    store.bookingFound({ token: 'booking-token', CODRES: 10, CODPESRES: 100 });
    const { bookingForGuest } = await import('./booking-api');
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: 0, message: 'no' }), { status: 401 }));
    const error = await bookingForGuest('booking-token', 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).silent).toBe(true);
    const s = store.getCheckin();
    expect(currentStep(s.machine)).toBe('search');
    expect(s.machine.contextToken).toBeNull();
    expect(s.machine.data).toEqual({});
    expect(s.context).toBeNull();
    // The expiry raised a toast, whose module loads on demand: let it finish loading before the file's
    // environment is torn down (else an unhandled 'after the environment was torn down' error, now and then).
    const { loadToasts } = await import('../../lib/notify');
    await loadToasts();
  });
});
