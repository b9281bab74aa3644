import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  computeSteps,
  controls,
  createWizard,
  currentStep,
  type GuestAnswers,
  guestSteps,
  hasAuthorizationStep,
  hasCardHolderField,
  MENU_CHECKIN_ROUTE,
  progressPercent,
  SCROLL_TOP_DELAY_MS,
  transition,
  type WizardFlags,
  type WizardState,
  wizardReducer,
} from './wizard';

const ALL: WizardFlags = {
  HASSTEPDOCVACCINE: 'S',
  HASSTEPDOCPET: 'S',
  ISCHECKINSIMPLIFICADO: 'CFG',
  HASLASTSTEPSINGLE: 'S',
  TSYCFGHASPAYMENT: 'S',
};
const NONE: WizardFlags = {
  HASSTEPDOCVACCINE: 'N',
  HASSTEPDOCPET: 'N',
  ISCHECKINSIMPLIFICADO: '',
  HASLASTSTEPSINGLE: 'N',
  TSYCFGHASPAYMENT: 'N',
};

function at(state: WizardState, step: string): WizardState {
  const index = state.steps.indexOf(step as never);
  if (index < 0) throw new Error(`no step ${step}`);
  return { ...state, index };
}

describe('steps from the hotel flags', () => {
  it('every optional step on', () => {
    expect(computeSteps(ALL)).toEqual([
      'search',
      'select-person',
      'verify',
      'registration',
      'address',
      'documents',
      'vaccine',
      'pet',
      'authorization',
      'additional',
      'terms',
      'face',
      'summary',
      'payment',
    ]);
  });
  it('every optional step off: a separate confirmation closes the web wizard', () => {
    expect(computeSteps(NONE)).toEqual([
      'search',
      'select-person',
      'verify',
      'registration',
      'address',
      'documents',
      'additional',
      'terms',
      'face',
      'summary',
      'confirmation',
    ]);
  });
  it('vaccine and pet follow their flags', () => {
    expect(computeSteps({ ...NONE, HASSTEPDOCVACCINE: 'S' })).toContain('vaccine');
    expect(computeSteps({ ...NONE, HASSTEPDOCVACCINE: 'S' })).not.toContain('pet');
    expect(computeSteps({ ...NONE, HASSTEPDOCPET: 's' })).toContain('pet');
  });
  it('authorisation: C only with the single last step, or F', () => {
    expect(hasAuthorizationStep({ ISCHECKINSIMPLIFICADO: 'C', HASLASTSTEPSINGLE: 'N' })).toBe(false);
    expect(hasAuthorizationStep({ ISCHECKINSIMPLIFICADO: 'C', HASLASTSTEPSINGLE: 'S' })).toBe(true);
    expect(hasAuthorizationStep({ ISCHECKINSIMPLIFICADO: 'F', HASLASTSTEPSINGLE: 'N' })).toBe(true);
    expect(hasAuthorizationStep({ ISCHECKINSIMPLIFICADO: 'G' })).toBe(false);
    expect(hasCardHolderField({ ISCHECKINSIMPLIFICADO: 'CG' })).toBe(true);
    expect(computeSteps({ ...NONE, ISCHECKINSIMPLIFICADO: 'F' })).toContain('authorization');
  });
  it('simplified check-in drops address and additional information', () => {
    const steps = computeSteps({ ...NONE, ISCHECKINSIMPLIFICADO: 'S' });
    expect(steps).not.toContain('address');
    expect(steps).not.toContain('additional');
    expect(steps).toContain('documents');
  });
  it('payment sits after the summary; the single last step has no confirmation', () => {
    expect(computeSteps({ ...NONE, TSYCFGHASPAYMENT: 'S' }).slice(-3)).toEqual(['summary', 'payment', 'confirmation']);
    expect(computeSteps({ ...NONE, HASLASTSTEPSINGLE: 'S' }).slice(-1)).toEqual(['summary']);
  });
  it('the kiosk ends with check-in, after payment when it is on', () => {
    expect(computeSteps(ALL, 'totem').slice(-3)).toEqual(['summary', 'payment', 'checkin']);
    expect(computeSteps(NONE, 'totem').slice(-2)).toEqual(['summary', 'checkin']);
  });
});

describe("the web guest's own screens", () => {
  it('every flag on, one adult who fills the only guest of the booking: six screens', () => {
    expect(guestSteps(ALL, 'web', { singleGuest: true })).toEqual(['search', 'registration', 'address', 'documents', 'summary', 'payment']);
  });
  it("identification, additional information, face and terms share another step's screen", () => {
    const steps = guestSteps(NONE);
    for (const hosted of ['verify', 'additional', 'face', 'terms']) expect(steps).not.toContain(hosted);
    expect(steps).toEqual(['search', 'select-person', 'registration', 'address', 'documents', 'summary', 'confirmation']);
  });
  it('vaccine and pet only when the hotel has them AND the guest says they apply', () => {
    expect(guestSteps(ALL, 'web', {})).not.toContain('vaccine');
    expect(guestSteps(ALL, 'web', { vaccine: true })).toContain('vaccine');
    expect(guestSteps(ALL, 'web', { pet: true })).toContain('pet');
    expect(guestSteps(NONE, 'web', { vaccine: true, pet: true })).not.toContain('vaccine');
    expect(guestSteps(NONE, 'web', { vaccine: true, pet: true })).not.toContain('pet');
  });
  it('authorisation only for a term the guest needs (minor, third-party card), on a hotel that has the step', () => {
    expect(guestSteps(ALL, 'web', {})).not.toContain('authorization');
    expect(guestSteps(ALL, 'web', { minorTerm: true })).toContain('authorization');
    expect(guestSteps(ALL, 'web', { cardTerm: true })).toContain('authorization');
    expect(guestSteps(NONE, 'web', { minorTerm: true })).not.toContain('authorization');
  });
  it("the kiosk shows the web's screens and ends with its check-in step", () => {
    const web = guestSteps(ALL, 'web', { singleGuest: true });
    const kiosk = guestSteps(ALL, 'totem', { singleGuest: true });
    expect(kiosk.slice(0, -1)).toEqual(web.filter((s) => s !== 'confirmation'));
    expect(kiosk.at(-1)).toBe('checkin');
    expect(createWizard({ flags: ALL, variant: 'totem' }).steps).not.toContain('verify');
  });
  it('new answers keep the current screen; a step that stops applying moves on to the next one', () => {
    const w = at(createWizard({ flags: ALL, answers: { pet: true } }), 'pet');
    expect(currentStep(wizardReducer(w, { type: 'set-answers', answers: { vaccine: true } }))).toBe('pet');
    expect(currentStep(wizardReducer(w, { type: 'set-answers', answers: { pet: false } }))).toBe('summary');
    const r = at(createWizard({ flags: ALL }), 'address');
    const more = wizardReducer(r, { type: 'set-answers', answers: { minorTerm: true } });
    expect(currentStep(more)).toBe('address');
    expect(more.steps).toContain('authorization');
  });
  it('jumps to a hosted step land on its screen; the guest selection comes back when asked for', () => {
    const w = at(createWizard({ flags: ALL, answers: { singleGuest: true } }), 'summary');
    expect(currentStep(transition(w, { type: 'jump', target: 'verify' }).state)).toBe('registration');
    const again = transition(w, { type: 'jump', target: 'select-person' }).state;
    expect(currentStep(again)).toBe('select-person');
    expect(again.answers?.singleGuest).toBe(false);
  });
});

const answersArb: fc.Arbitrary<GuestAnswers> = fc.record({
  singleGuest: fc.boolean(),
  pet: fc.boolean(),
  vaccine: fc.boolean(),
  minorTerm: fc.boolean(),
  cardTerm: fc.boolean(),
});
const flagsArb: fc.Arbitrary<WizardFlags> = fc.record({
  HASSTEPDOCVACCINE: fc.constantFrom('S', 'N'),
  HASSTEPDOCPET: fc.constantFrom('S', 'N'),
  ISCHECKINSIMPLIFICADO: fc.constantFrom('', 'S', 'C', 'F', 'G', 'CFG', 'SF'),
  HASLASTSTEPSINGLE: fc.constantFrom('S', 'N'),
  TSYCFGHASPAYMENT: fc.constantFrom('S', 'N'),
});

describe('the progress bar (property tests)', () => {
  it('grows with every screen and reaches 100% only on the last one', () => {
    fc.assert(
      fc.property(flagsArb, answersArb, fc.constantFrom('web' as const, 'totem' as const), (flags, answers, variant) => {
        let s = createWizard({ flags, answers, variant });
        let before = progressPercent(s);
        expect(before).toBeGreaterThan(0);
        while (s.index < s.steps.length - 1) {
          expect(before).toBeLessThan(100);
          s = wizardReducer(s, { type: 'next' });
          const now = progressPercent(s);
          expect(now).toBeGreaterThan(before);
          before = now;
        }
        expect(before).toBe(100);
      }),
    );
  });
  it("is the share of the screens this guest sees (the spec's 10% per step for ten screens)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.nat(), (n, i) => {
        const steps = Array.from({ length: n }, () => 'documents' as const);
        const index = i % (n - 1);
        const s = { ...createWizard({ flags: NONE }), steps, index };
        expect(progressPercent(s)).toBe(Math.floor(((index + 1) * 100) / n));
      }),
    );
    const ten = { ...createWizard({ flags: NONE }), steps: Array.from({ length: 10 }, () => 'documents' as const) };
    expect(progressPercent({ ...ten, index: 0 })).toBe(10);
    expect(progressPercent({ ...ten, index: 1 })).toBe(20);
  });
  it('a guest never sees more screens than the kiosk has steps, and every screen is a step of the hotel', () => {
    fc.assert(
      fc.property(flagsArb, answersArb, (flags, answers) => {
        const all = computeSteps(flags, 'web');
        const mine = guestSteps(flags, 'web', answers);
        expect(mine.length).toBeLessThanOrEqual(all.length);
        for (const step of mine) expect(all).toContain(step);
        expect(mine[0]).toBe('search');
        expect(mine).toContain('summary');
      }),
    );
  });
});

describe('next, back and progress', () => {
  it('starts at index 0; the bar shows the share of the screens reached, 100% on the last', () => {
    let s = createWizard({ flags: NONE });
    expect(s.index).toBe(0);
    expect(currentStep(s)).toBe('search');
    expect(progressPercent(s)).toBe(Math.floor(100 / s.steps.length));
    s = wizardReducer(s, { type: 'next' });
    expect(progressPercent(s)).toBe(Math.floor(200 / s.steps.length));
    expect(progressPercent({ ...s, index: s.steps.length - 1 })).toBe(100);
  });
  it('next moves one step and asks to scroll to top after 600 ms', () => {
    const r = transition(createWizard({ flags: NONE }), { type: 'next' });
    expect(r.state.index).toBe(1);
    expect(r.effects).toEqual([{ type: 'scroll-top', delayMs: SCROLL_TOP_DELAY_MS }]);
    expect(SCROLL_TOP_DELAY_MS).toBe(600);
  });
  it("next on the final step fires 'wizard finished' once and stays", () => {
    const last = at(createWizard({ flags: NONE }), 'confirmation');
    const r = transition(last, { type: 'next' });
    expect(r.state.finished).toBe(true);
    expect(r.state.index).toBe(last.index);
    expect(r.effects).toEqual([{ type: 'wizard-finished' }]);
    expect(transition(r.state, { type: 'next' }).effects).toEqual([]);
  });
  it('back goes to index-1 and is blocked at 0', () => {
    const s = at(createWizard({ flags: NONE }), 'address');
    const r = transition(s, { type: 'back' });
    expect(currentStep(r.state)).toBe('registration');
    expect(r.effects).toHaveLength(1);
    const first = createWizard({ flags: NONE });
    expect(transition(first, { type: 'back' })).toEqual({ state: first, effects: [] });
    expect(canGoBack(first, MENU_CHECKIN_ROUTE)).toBe(false);
  });
  it('back is blocked on the summary and the final step, except on MenuCheckin-Public', () => {
    const w = createWizard({ flags: NONE });
    for (const step of ['summary', 'confirmation']) {
      const s = at(w, step);
      expect(transition(s, { type: 'back' }).state).toBe(s);
      expect(transition(s, { type: 'back', route: 'Details' }).state).toBe(s);
      expect(transition(s, { type: 'back', route: MENU_CHECKIN_ROUTE }).state.index).toBe(s.index - 1);
    }
  });
});

describe('jumps', () => {
  const w = at(createWizard({ flags: ALL }), 'documents');
  it.each([
    ['select-person', 'select-person'],
    ['verify', 'registration'],
    ['registration', 'registration'],
    ['summary', 'summary'],
    ['payment', 'payment'],
    ['last', 'payment'],
  ] as const)('jump to %s', (target, step) => {
    const r = transition(w, { type: 'jump', target });
    expect(currentStep(r.state)).toBe(step);
    expect(r.effects).toEqual([{ type: 'scroll-top', delayMs: 600 }]);
  });
  it('check-in is the kiosk step, or the web confirmation', () => {
    expect(currentStep(transition(createWizard({ flags: NONE, variant: 'totem' }), { type: 'jump', target: 'checkin' }).state)).toBe(
      'checkin',
    );
    expect(currentStep(transition(createWizard({ flags: NONE }), { type: 'jump', target: 'checkin' }).state)).toBe('confirmation');
  });
  it('a jump to a step the hotel does not have, or to the current step, changes nothing', () => {
    const s = createWizard({ flags: NONE });
    expect(transition(s, { type: 'jump', target: 'payment' })).toEqual({ state: s, effects: [] });
    const here = at(s, 'registration');
    expect(transition(here, { type: 'jump', target: 'verify' })).toEqual({ state: here, effects: [] });
    const kiosk = at(createWizard({ flags: NONE, variant: 'totem' }), 'registration');
    expect(transition(kiosk, { type: 'jump', target: 'verify' })).toEqual({ state: kiosk, effects: [] });
  });
  it('jumping back from a finished state re-opens it', () => {
    const done = { ...at(createWizard({ flags: NONE }), 'confirmation'), finished: true };
    expect(transition(done, { type: 'jump', target: 'select-person' }).state.finished).toBe(false);
  });
});

describe('kiosk', () => {
  it('finishing the web check-in goes to payment when TSYCFGHASPAYMENT = S', () => {
    const s = at(createWizard({ flags: ALL, variant: 'totem' }), 'summary');
    expect(currentStep(transition(s, { type: 'finish-webcheckin' }).state)).toBe('payment');
  });
  it('... else to check-in', () => {
    const s = at(createWizard({ flags: NONE, variant: 'totem' }), 'summary');
    expect(currentStep(transition(s, { type: 'finish-webcheckin' }).state)).toBe('checkin');
  });
  it('the web wizard ignores it', () => {
    const s = at(createWizard({ flags: ALL }), 'summary');
    expect(transition(s, { type: 'finish-webcheckin' }).state).toBe(s);
  });
  it('hides back on the first and last step, next on the summary', () => {
    const t = createWizard({ flags: NONE, variant: 'totem' });
    expect(controls(t)).toEqual({ back: false, next: true });
    expect(controls(at(t, 'checkin'), MENU_CHECKIN_ROUTE).back).toBe(false);
    expect(controls(at(t, 'registration'))).toEqual({ back: true, next: true });
    expect(controls(at(t, 'summary'), MENU_CHECKIN_ROUTE)).toEqual({ back: true, next: false });
    expect(controls(at(createWizard({ flags: NONE }), 'summary')).next).toBe(false);
  });
});

describe('data: set, clear, reset, uploads', () => {
  const filled = createWizard({
    flags: NONE,
    contextToken: 'ctx',
    data: {
      token: 'tok',
      codPes: '7',
      nomeCompleto: 'Ana',
      cpf: '52998224725',
      celular: '+5511987654321',
      cep: '01001-000',
      cidade: 'São Paulo',
      cidadeId: '3550308',
      endereco: 'Praça da Sé',
      chaveImgDocumento: 'k1',
      chaveImgDocumentoVerso: 'k2',
      facialToken: 'f1',
      chaveImgAssinatura: 's1',
    },
  });
  it('set-data merges known string fields only', () => {
    const s = wizardReducer(filled, { type: 'set-data', data: { sexo: 'F', bogus: 'x', codPes: 3 } as never });
    expect(s.data.sexo).toBe('F');
    expect((s.data as Record<string, unknown>).bogus).toBeUndefined();
    expect(s.data.codPes).toBe('7');
  });
  it('clear resets data, step and the context token', () => {
    const r = transition(at(filled, 'documents'), { type: 'clear' });
    expect(r.state).toMatchObject({ data: {}, index: 0, contextToken: null, finished: false });
    expect(r.effects).toEqual([{ type: 'scroll-top', delayMs: 600 }]);
  });
  it('reset keeps only the address and contact fields', () => {
    const s = wizardReducer(at(filled, 'documents'), { type: 'reset' });
    expect(s.data).toEqual({
      celular: '+5511987654321',
      cep: '01001-000',
      cidade: 'São Paulo',
      cidadeId: '3550308',
      endereco: 'Praça da Sé',
    });
    expect(s.contextToken).toBe('ctx');
    expect(currentStep(s)).toBe('documents');
  });
  it('removing the document clears its key; the back side its key; the face the facial token and signature', () => {
    const doc = wizardReducer(filled, { type: 'remove-upload', slot: 'document' }).data;
    expect(doc.chaveImgDocumento).toBeUndefined();
    expect(doc.chaveImgDocumentoVerso).toBe('k2');
    const back = wizardReducer(filled, { type: 'remove-upload', slot: 'back' }).data;
    expect(back.chaveImgDocumentoVerso).toBeUndefined();
    expect(back.chaveImgDocumento).toBe('k1');
    const face = wizardReducer(filled, { type: 'remove-upload', slot: 'face' }).data;
    expect(face.facialToken).toBeUndefined();
    expect(face.chaveImgAssinatura).toBeUndefined();
    expect(face.chaveImgDocumento).toBe('k1');
  });
  it('set-context-token replaces the token', () => {
    expect(wizardReducer(filled, { type: 'set-context-token', token: 'new' }).contextToken).toBe('new');
  });
  it('set-flags recomputes the steps and keeps the current step', () => {
    const s = at(createWizard({ flags: NONE, answers: { vaccine: true } }), 'documents');
    const r = wizardReducer(s, { type: 'set-flags', flags: ALL });
    expect(currentStep(r)).toBe('documents');
    expect(r.steps).toContain('vaccine');
    const gone = wizardReducer(at(createWizard({ flags: ALL, answers: { pet: true } }), 'pet'), { type: 'set-flags', flags: NONE });
    expect(gone.index).toBeLessThan(gone.steps.length);
  });
});
