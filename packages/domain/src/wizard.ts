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

export interface WizardState {
  variant: WizardVariant;
  flags: WizardFlags;
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

export function createWizard(
  opts: { flags?: WizardFlags; variant?: WizardVariant; contextToken?: string | null; data?: WizardData } = {},
): WizardState {
  const flags = opts.flags ?? {};
  const variant = opts.variant ?? 'web';
  return {
    variant,
    flags,
    steps: computeSteps(flags, variant),
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

/** 10% of the bar per step, the first step showing 10%. */
export function progressPercent(state: WizardState): number {
  return Math.min(100, (state.index + 1) * PROGRESS_PER_STEP);
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
  return state.steps.indexOf(target);
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
    case 'jump':
      return moveTo(state, jumpIndex(state, action.target));
    case 'finish-webcheckin': {
      if (state.variant !== 'totem') return { state, effects: [] };
      const target = hasPaymentStep(state.flags) ? state.steps.indexOf('payment') : state.steps.indexOf('checkin');
      return moveTo(state, target);
    }
    case 'set-data':
      return { state: { ...state, data: { ...state.data, ...cleanData(action.data) } }, effects: [] };
    case 'set-flags': {
      const steps = computeSteps(action.flags, state.variant);
      const here = steps.indexOf(currentStep(state));
      const index = here >= 0 ? here : Math.min(state.index, steps.length - 1);
      return { state: { ...state, flags: action.flags, steps, index }, effects: [] };
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
