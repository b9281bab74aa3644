/**
 * The guest check-in wizard as a pure state machine (spec sections 2 "Wizard" and 4 "Wizard"). The web wizard
 * and the kiosk (totem) run the same machine; the screens only render the current step and run the effects.
 *
 * Steps come from the hotel's flags:
 * - HASSTEPDOCVACCINE = S: vaccine card; HASSTEPDOCPET = S: pet documents.
 * - ISCHECKINSIMPLIFICADO is a set of letters: 'S' simplified check-in (no address and no additional-information
 *   steps), 'C' together with HASLASTSTEPSINGLE = S, or 'F': authorisation documents (minor / third-party card),
 *   'G': card holder field in additional information.
 * - TSYCFGHASPAYMENT = S: payment is part of check-in (the slot after the summary).
 * - HASLASTSTEPSINGLE = S: the summary is the single last step (no separate confirmation step).
 * The kiosk always ends with its check-in step (release and key recording).
 *
 * The web wizard shows THIS guest's screens (docs/decisions/0038-shorter-guest-wizard.md): some steps share a
 * screen with another (SCREEN_HOST: identification on the registration screen, additional information on the
 * address screen, face photo and terms on the documents screen), and some appear only when they apply
 * (GuestAnswers: the guest selection when more than one guest is left to fill, vaccine and pet when the guest
 * says so, authorisation when a term is needed). The kiosk shows the same screens (the same forms and checks, drawn
 * for a standing guest) and ends with its check-in step instead of the confirmation
 * (docs/decisions/0064-kiosk.md).
 */

export type WizardStep =
  | 'search'
  | 'select-person'
  | 'verify'
  | 'registration'
  | 'address'
  | 'documents'
  | 'vaccine'
  | 'pet'
  | 'authorization'
  | 'additional'
  | 'terms'
  | 'face'
  | 'summary'
  | 'payment'
  | 'confirmation'
  | 'checkin';

export type WizardVariant = 'web' | 'totem';

export type JumpTarget = 'select-person' | 'verify' | 'registration' | 'summary' | 'payment' | 'checkin' | 'last';

/** The named route where back stays allowed on the summary and final steps. */
export const MENU_CHECKIN_ROUTE = 'MenuCheckin-Public';
/** The spec's 10% per step (ten steps); the bar now shows the share of the guest's own screens. */
export const PROGRESS_PER_STEP = 10;
export const SCROLL_TOP_DELAY_MS = 600;

export interface WizardFlags {
  HASSTEPDOCVACCINE?: unknown;
  HASSTEPDOCPET?: unknown;
  ISCHECKINSIMPLIFICADO?: unknown;
  HASLASTSTEPSINGLE?: unknown;
  TSYCFGHASPAYMENT?: unknown;
}

/** Wizard data of spec section 3, plus the person fields the steps collect before they are saved. */
export const WIZARD_FIELDS = [
  'wizardToken',
  'token',
  'codPes',
  'celular',
  'sexo',
  'profissao',
  'cep',
  'telefone',
  'nacionalidade',
  'nacionalidadeDescr',
  'pais',
  'paisShort',
  'estado',
  'estadoLong',
  'cidade',
  'cidadeId',
  'cityId',
  'cityName',
  'bairro',
  'endereco',
  'nroEndereco',
  'complementoEnd',
  'chaveImgDocumento',
  'chaveImgDocumentoVerso',
  'facialToken',
  'chaveImgAssinatura',
  'chaveIns',
  'chaveQue',
  // Collected by the steps (not in the spec's list but part of the same flow).
  'idPessoaReserva',
  'codRes',
  'nomeCompleto',
  'email',
  'dataNasc',
  'cpf',
  'travelDocument',
  'placaVeiculo',
  'grauParentesco',
  'titularCartao',
  'acessibilidade',
  'restricaoAlimentar',
  'chaveImgDocumentoVacina',
  'chaveImgDocumentoVacinaVerso',
  'chaveImgDocumentoPet',
  'chaveImgAutorizacao',
  'chaveImgAutorizacaoCartao',
] as const;
export type WizardField = (typeof WIZARD_FIELDS)[number];
export type WizardData = Partial<Record<WizardField, string>>;

/** What reset keeps: address and contact fields (the next guest of a booking usually shares them). */
export const RESET_KEEPS: readonly WizardField[] = [
  'celular',
  'telefone',
  'cep',
  'pais',
  'paisShort',
  'estado',
  'estadoLong',
  'cidade',
  'cidadeId',
  'cityId',
  'cityName',
  'bairro',
  'endereco',
  'nroEndereco',
  'complementoEnd',
];

export type UploadSlot = 'document' | 'back' | 'face';

/** The keys each upload removal clears (spec section 4). */
export const UPLOAD_KEYS: Record<UploadSlot, readonly WizardField[]> = {
  document: ['chaveImgDocumento'],
  back: ['chaveImgDocumentoVerso'],
  face: ['facialToken', 'chaveImgAssinatura'],
};

/**
 * What the guest (or the booking) said so far that decides which steps apply to them. Absent: the step is not
 * needed (the guest selection is the exception: shown unless the booking has a single guest to fill).
 */
export interface GuestAnswers {
  /** The booking has one guest left to fill: the guest selection is skipped. */
  singleGuest?: boolean;
  /** The guest travels with a pet (asked when the hotel has the pet step). */
  pet?: boolean;
  /** The guest has a vaccination card to send (asked when the hotel has the vaccine step). */
  vaccine?: boolean;
  /** A minor lodged without the father or the mother: the guardians' authorisation term is needed. */
  minorTerm?: boolean;
  /** Paying with a third party's card (card holder field, flag G): the cardholder's term is needed. */
  cardTerm?: boolean;
}

/** Web: the step that shows another step's part on its own screen (the hosted step is not a screen of its own). */
export const SCREEN_HOST: Partial<Record<WizardStep, WizardStep>> = {
  verify: 'registration',
  additional: 'address',
  face: 'documents',
  terms: 'documents',
};

export interface WizardState {
  variant: WizardVariant;
  flags: WizardFlags;
  /** What decides the web guest's own steps (guestSteps). */
  answers?: GuestAnswers;
  steps: WizardStep[];
  index: number;
  data: WizardData;
  /** The hotel context token (jwtContexto) the wizard was opened with. */
  contextToken: string | null;
  finished: boolean;
}

export type WizardAction =
  | { type: 'next' }
  | { type: 'back'; route?: string | null }
  | { type: 'jump'; target: JumpTarget }
  | { type: 'set-data'; data: WizardData }
  | { type: 'set-flags'; flags: WizardFlags }
  /** The guest's answers changed: the steps that apply are recomputed, the current screen kept. */
  | { type: 'set-answers'; answers: GuestAnswers }
  | { type: 'set-context-token'; token: string | null }
  | { type: 'remove-upload'; slot: UploadSlot }
  | { type: 'clear' }
  | { type: 'reset' }
  /** Kiosk: the guest finished the web check-in part; go to payment or to check-in. */
  | { type: 'finish-webcheckin' };

export type WizardEffect = { type: 'scroll-top'; delayMs: number } | { type: 'wizard-finished' };

export interface Transition {
  state: WizardState;
  effects: WizardEffect[];
}

const yes = (v: unknown) =>
  String(v ?? '')
    .trim()
    .toUpperCase() === 'S';
const letters = (v: unknown) => String(v ?? '').toUpperCase();

export function isSimplifiedCheckin(flags: WizardFlags): boolean {
  return letters(flags.ISCHECKINSIMPLIFICADO).includes('S');
}

export function hasAuthorizationStep(flags: WizardFlags): boolean {
  const l = letters(flags.ISCHECKINSIMPLIFICADO);
  return (l.includes('C') && yes(flags.HASLASTSTEPSINGLE)) || l.includes('F');
}

export function hasCardHolderField(flags: WizardFlags): boolean {
  return letters(flags.ISCHECKINSIMPLIFICADO).includes('G');
}

export function hasPaymentStep(flags: WizardFlags): boolean {
  return yes(flags.TSYCFGHASPAYMENT);
}

export function computeSteps(flags: WizardFlags, variant: WizardVariant = 'web'): WizardStep[] {
  const simplified = isSimplifiedCheckin(flags);
  const steps: WizardStep[] = ['search', 'select-person', 'verify', 'registration'];
  if (!simplified) steps.push('address');
  steps.push('documents');
  if (yes(flags.HASSTEPDOCVACCINE)) steps.push('vaccine');
  if (yes(flags.HASSTEPDOCPET)) steps.push('pet');
  if (hasAuthorizationStep(flags)) steps.push('authorization');
  if (!simplified) steps.push('additional');
  steps.push('terms', 'face', 'summary');
  if (hasPaymentStep(flags)) steps.push('payment');
  if (variant === 'totem') steps.push('checkin');
  else if (!yes(flags.HASLASTSTEPSINGLE)) steps.push('confirmation');
  return steps;
}

/**
 * The screens a guest sees, in order: the hotel's steps (computeSteps) less those hosted on another screen
 * (SCREEN_HOST) and those that do not apply to this guest; the kiosk's end with its check-in step.
 */
export function guestSteps(flags: WizardFlags, variant: WizardVariant = 'web', answers: GuestAnswers = {}): WizardStep[] {
  const all = computeSteps(flags, variant);
  return all.filter((step) => {
    if (SCREEN_HOST[step]) return false;
    if (step === 'select-person') return !answers.singleGuest;
    if (step === 'vaccine') return !!answers.vaccine;
    if (step === 'pet') return !!answers.pet;
    if (step === 'authorization') return !!(answers.minorTerm || answers.cardTerm);
    return true;
  });
}

/** The screen that shows a step: itself, or its host; null when the guest does not see it. */
export function screenOf(state: WizardState, step: WizardStep): WizardStep | null {
  if (state.steps.includes(step)) return step;
  const host = SCREEN_HOST[step];
  return host && state.steps.includes(host) ? host : null;
}

export function createWizard(
  opts: { flags?: WizardFlags; variant?: WizardVariant; contextToken?: string | null; data?: WizardData; answers?: GuestAnswers } = {},
): WizardState {
  const flags = opts.flags ?? {};
  const variant = opts.variant ?? 'web';
  const answers = opts.answers ?? {};
  return {
    variant,
    flags,
    answers,
    steps: guestSteps(flags, variant, answers),
    index: 0,
    data: { ...(opts.data ?? {}) },
    contextToken: opts.contextToken ?? null,
    finished: false,
  };
}

export function currentStep(state: WizardState): WizardStep {
  return state.steps[state.index]!;
}

export function isLastStep(state: WizardState): boolean {
  return state.index === state.steps.length - 1;
}

/** Back is blocked below 0 and on the summary or final step, unless the route is MenuCheckin-Public. */
export function canGoBack(state: WizardState, route?: string | null): boolean {
  if (state.index <= 0) return false;
  if (route === MENU_CHECKIN_ROUTE) return true;
  return currentStep(state) !== 'summary' && !isLastStep(state);
}

/**
 * The bar: the share of the guest's own screens reached, the first screen counting as one. It grows with each
 * screen and reaches 100% only on the last one (the spec's 10% per step is this share for a ten-step wizard).
 */
export function progressPercent(state: WizardState): number {
  const total = state.steps.length;
  if (total <= 0) return 0;
  if (state.index >= total - 1) return 100;
  return Math.floor(((state.index + 1) * 100) / total);
}

export interface WizardControls {
  back: boolean;
  next: boolean;
}

/** Which controls the step bar shows: next is hidden on the summary; the kiosk hides back on its first and last step. */
export function controls(state: WizardState, route?: string | null): WizardControls {
  const step = currentStep(state);
  let back = canGoBack(state, route);
  if (state.variant === 'totem' && (state.index === 0 || isLastStep(state))) back = false;
  return { back, next: step !== 'summary' };
}

function jumpIndex(state: WizardState, target: JumpTarget): number {
  if (target === 'last') return state.steps.length - 1;
  if (target === 'checkin') {
    const i = state.steps.indexOf('checkin');
    return i >= 0 ? i : state.steps.indexOf('confirmation');
  }
  const screen = screenOf(state, target);
  return screen ? state.steps.indexOf(screen) : -1;
}

/** The same screen in a recomputed list of steps (its host if it became hosted), else the nearest index. */
function withSteps(state: WizardState, steps: WizardStep[]): number {
  const here = currentStep(state);
  const same = steps.indexOf(here);
  if (same >= 0) return same;
  const host = SCREEN_HOST[here];
  if (host && steps.includes(host)) return steps.indexOf(host);
  // The screen no longer applies: the next one that still does (or the last).
  for (let i = state.index + 1; i < state.steps.length; i++) {
    const j = steps.indexOf(state.steps[i]!);
    if (j >= 0) return j;
  }
  return Math.min(state.index, steps.length - 1);
}

function moveTo(state: WizardState, index: number): Transition {
  if (index < 0 || index >= state.steps.length || index === state.index) return { state, effects: [] };
  return { state: { ...state, index, finished: false }, effects: [{ type: 'scroll-top', delayMs: SCROLL_TOP_DELAY_MS }] };
}

function without(data: WizardData, keys: readonly WizardField[]): WizardData {
  const next = { ...data };
  for (const k of keys) delete next[k];
  return next;
}

function only(data: WizardData, keys: readonly WizardField[]): WizardData {
  const next: WizardData = {};
  for (const k of keys) if (data[k] !== undefined) next[k] = data[k];
  return next;
}

function cleanData(data: WizardData): WizardData {
  const next: WizardData = {};
  for (const [k, v] of Object.entries(data)) {
    if ((WIZARD_FIELDS as readonly string[]).includes(k) && (typeof v === 'string' || v === undefined)) next[k as WizardField] = v;
  }
  return next;
}

export function transition(state: WizardState, action: WizardAction): Transition {
  switch (action.type) {
    case 'next':
      if (isLastStep(state)) {
        if (state.finished) return { state, effects: [] };
        return { state: { ...state, finished: true }, effects: [{ type: 'wizard-finished' }] };
      }
      return moveTo(state, state.index + 1);
    case 'back':
      return canGoBack(state, action.route) ? moveTo(state, state.index - 1) : { state, effects: [] };
    case 'jump': {
      // The guest selection comes back when a jump asks for it (another guest of the booking to fill).
      if (action.target === 'select-person' && !state.steps.includes('select-person')) {
        const answers = { ...state.answers, singleGuest: false };
        const steps = guestSteps(state.flags, state.variant, answers);
        const reopened = { ...state, answers, steps, index: withSteps(state, steps) };
        return moveTo(reopened, steps.indexOf('select-person'));
      }
      return moveTo(state, jumpIndex(state, action.target));
    }
    case 'finish-webcheckin': {
      if (state.variant !== 'totem') return { state, effects: [] };
      const target = hasPaymentStep(state.flags) ? state.steps.indexOf('payment') : state.steps.indexOf('checkin');
      return moveTo(state, target);
    }
    case 'set-data':
      return { state: { ...state, data: { ...state.data, ...cleanData(action.data) } }, effects: [] };
    case 'set-flags': {
      const steps = guestSteps(action.flags, state.variant, state.answers);
      return { state: { ...state, flags: action.flags, steps, index: withSteps(state, steps) }, effects: [] };
    }
    case 'set-answers': {
      const answers = { ...state.answers, ...action.answers };
      const steps = guestSteps(state.flags, state.variant, answers);
      return { state: { ...state, answers, steps, index: withSteps(state, steps) }, effects: [] };
    }
    case 'set-context-token':
      return { state: { ...state, contextToken: action.token }, effects: [] };
    case 'remove-upload':
      return { state: { ...state, data: without(state.data, UPLOAD_KEYS[action.slot]) }, effects: [] };
    case 'clear':
      return {
        state: { ...state, data: {}, index: 0, contextToken: null, finished: false },
        effects: state.index === 0 ? [] : [{ type: 'scroll-top', delayMs: SCROLL_TOP_DELAY_MS }],
      };
    case 'reset':
      return { state: { ...state, data: only(state.data, RESET_KEEPS), finished: false }, effects: [] };
  }
}

/** The reducer form for React's useReducer (effects dropped; use transition() to run them). */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  return transition(state, action).state;
}
