import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  computeSteps,
  controls,
  createWizard,
  currentStep,
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

describe('next, back and progress', () => {
  it('starts at index 0 with 10% progress, each step adds 10% up to 100%', () => {
    let s = createWizard({ flags: NONE });
    expect(s.index).toBe(0);
    expect(currentStep(s)).toBe('search');
    expect(progressPercent(s)).toBe(10);
    s = wizardReducer(s, { type: 'next' });
    expect(progressPercent(s)).toBe(20);
    expect(progressPercent({ ...s, index: 12 })).toBe(100);
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
  const w = at(createWizard({ flags: ALL }), 'face');
  it.each([
    ['select-person', 'select-person'],
    ['verify', 'verify'],
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
    const here = at(s, 'verify');
    expect(transition(here, { type: 'jump', target: 'verify' })).toEqual({ state: here, effects: [] });
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
    expect(controls(at(t, 'verify'))).toEqual({ back: true, next: true });
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
    const s = wizardReducer(at(filled, 'face'), { type: 'reset' });
    expect(s.data).toEqual({
      celular: '+5511987654321',
      cep: '01001-000',
      cidade: 'São Paulo',
      cidadeId: '3550308',
      endereco: 'Praça da Sé',
    });
    expect(s.contextToken).toBe('ctx');
    expect(currentStep(s)).toBe('face');
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
    const s = at(createWizard({ flags: NONE }), 'terms');
    const r = wizardReducer(s, { type: 'set-flags', flags: ALL });
    expect(currentStep(r)).toBe('terms');
    expect(r.steps).toContain('vaccine');
    const gone = wizardReducer(at(createWizard({ flags: ALL }), 'pet'), { type: 'set-flags', flags: NONE });
    expect(gone.index).toBeLessThan(gone.steps.length);
  });
});
