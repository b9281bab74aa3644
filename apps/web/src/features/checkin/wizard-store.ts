import type { GuestContext } from '@gm/contracts/institutions/replies';
import { DEFAULT_TIME_ZONE, isMinorOn, todayIn } from '@gm/domain/today';
import {
  createWizard,
  type GuestAnswers,
  hasCardHolderField,
  MENU_CHECKIN_ROUTE,
  transition,
  type WizardAction,
  type WizardData,
  type WizardEffect,
  type WizardFlags,
  type WizardState,
  type WizardStep,
} from '@gm/domain/wizard';
import { useSyncExternalStore } from 'react';
import { notifyPublicSessionExpired } from '../../lib/notify';
import { onGuestTokenExpired } from './api';

/**
 * The wizard store: the pure machine of @gm/domain/wizard plus what the screens keep per guest. It lives in the
 * tab's sessionStorage so a phone that drops the page while the camera app is open resumes where the guest was
 * (the tokens in it are the hotel's context token and the 4-hour booking token; both end with the tab).
 * A guest token that expires clears it with 'Sua sessão expirou, por favor continue o cadastro.'.
 */

/** Per-guest answers the machine's data does not hold. */
export interface GuestExtras {
  /** Identification: a Brazilian gives the CPF, a foreigner a travel document. */
  brazilian: boolean;
  /** The booking's main guest (the minor rule and the required contact and address apply). */
  principal: boolean;
  /** Pet document images, up to six. */
  petKeys: string[];
  /** The guest travels with a pet / has a vaccination card to send: the pet and vaccine steps apply. */
  pet: boolean;
  vaccine: boolean;
  /** 'I will present it at the reception': document, signature/terms, authorisation term. */
  ackDocument: boolean;
  ackSignature: boolean;
  ackAuthorization: boolean;
  termsAccepted: boolean;
  /** Signed preview URLs of uploads by key (they expire; the screens fall back to an icon). */
  previews: Record<string, string>;
  /** The completion of this guest: how many guests of the booking are still pending. */
  finished: { pendentes: number; message: string } | null;
  /**
   * A refusal of the completion that names a field (spec section 5: main guest a minor, e-mail rules, missing
   * data): the wizard went back to the field's screen, which shows the message on the field.
   */
  fieldErrors: Record<string, string>;
}

export interface CheckinState {
  /** Checkin-Public or MenuCheckin-Public (back stays allowed on the summary in the latter). */
  route: string;
  /** The hotel link code the wizard was opened with. */
  linkCode: string | null;
  context: GuestContext | null;
  machine: WizardState;
  extras: GuestExtras;
  /** The booking person the booking token was issued for. */
  ownPerson: number | null;
}

const STORAGE_KEY = 'gm.checkin.wizard.v1';

function emptyExtras(): GuestExtras {
  return {
    brazilian: true,
    principal: false,
    petKeys: [],
    pet: false,
    vaccine: false,
    ackDocument: false,
    ackSignature: false,
    ackAuthorization: false,
    termsAccepted: false,
    previews: {},
    finished: null,
    fieldErrors: {},
  };
}

/**
 * What decides this guest's steps (GuestAnswers), from what the guest said: a minor companion not lodged with
 * the father or the mother needs the guardians' term (judged today, which is never later than the stay's first
 * day: a guest who is a minor then is one today), a third party's card its cardholder's term.
 */
export function answersOf(s: Pick<CheckinState, 'context' | 'machine' | 'extras'>): GuestAnswers {
  const d = s.machine.data;
  const today = todayIn(s.context?.TIMEZONE || DEFAULT_TIME_ZONE);
  const minor = !!d.dataNasc && isMinorOn(d.dataNasc, today);
  return {
    pet: s.extras.pet,
    vaccine: s.extras.vaccine,
    minorTerm: !s.extras.principal && minor && !['P', 'M'].includes(d.grauParentesco ?? ''),
    cardTerm: hasCardHolderField(s.machine.flags) && d.titularCartao === 'T',
  };
}

const ANSWER_KEYS = ['pet', 'vaccine', 'minorTerm', 'cardTerm'] as const;

/** The machine with the guest's current answers (the steps that apply recomputed, the current screen kept). */
function withAnswers(next: CheckinState): CheckinState {
  const answers = answersOf(next);
  const current = next.machine.answers ?? {};
  if (ANSWER_KEYS.every((k) => !!current[k] === !!answers[k])) return next;
  return { ...next, machine: transition(next.machine, { type: 'set-answers', answers }).state };
}

/** The machine's flags: the hotel's settings (TSYCFGHASPAYMENT, HASLASTSTEPSINGLE...). */
function wizardFlags(context: Record<string, unknown> | null): WizardFlags {
  return { ...(context ?? {}) } as WizardFlags;
}

function initial(): CheckinState {
  return { route: 'Checkin-Public', linkCode: null, context: null, machine: createWizard(), extras: emptyExtras(), ownPerson: null };
}

function load(): CheckinState {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return initial();
    const s = JSON.parse(raw) as CheckinState;
    if (!s?.machine || !Array.isArray(s.machine.steps) || typeof s.machine.index !== 'number') return initial();
    // The steps follow this build's rules for the saved hotel's settings (the state may come from an older one).
    const flags = wizardFlags(s.context);
    const machine = transition(s.machine, { type: 'set-flags', flags }).state;
    return { ...initial(), ...s, machine, extras: { ...emptyExtras(), ...s.extras } };
  } catch {
    return initial();
  }
}

let state: CheckinState = typeof window === 'undefined' ? initial() : load();
const listeners = new Set<() => void>();
const finishedListeners = new Set<(codRes: number | null) => void>();

function save(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    /* storage full or unavailable: the wizard still works for this page */
  }
}

function set(next: CheckinState): void {
  state = withAnswers(next);
  save();
  for (const l of listeners) l();
}

/** Back to an empty wizard (the server renders each guest page from one). */
export function resetCheckin(): void {
  set(initial());
}

/** Whether this tab has the link's wizard under way (past the search, or with a booking found): a reload resumes it. */
export function hasWizardToResume(linkCode: string): boolean {
  const m = state.machine;
  return state.linkCode === linkCode && !!m.contextToken && (m.index > 0 || m.finished || !!m.data.wizardToken);
}

export function getCheckin(): CheckinState {
  return state;
}

function subscribeCheckin(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCheckin(): CheckinState {
  return useSyncExternalStore(subscribeCheckin, getCheckin, getCheckin);
}

/** 'wizard finished' (spec section 4): a DOM event and in-app listeners (the kiosk listens). */
export const WIZARD_FINISHED_EVENT = 'gm:wizard-finished';

export function onWizardFinished(listener: (codRes: number | null) => void): () => void {
  finishedListeners.add(listener);
  return () => finishedListeners.delete(listener);
}

function runEffects(effects: WizardEffect[]): void {
  for (const e of effects) {
    if (e.type === 'scroll-top') setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), e.delayMs);
    else {
      const codRes = Number(state.machine.data.codRes) || null;
      window.dispatchEvent(new CustomEvent(WIZARD_FINISHED_EVENT, { detail: { codRes } }));
      for (const l of finishedListeners) l(codRes);
    }
  }
}

export function dispatch(action: WizardAction): void {
  const t = transition(state.machine, action);
  set({ ...state, machine: t.state });
  runEffects(t.effects);
}

export function back(): void {
  dispatch({ type: 'back', route: state.route });
}

export function setData(data: WizardData): void {
  dispatch({ type: 'set-data', data });
}

export function setExtras(extras: Partial<GuestExtras>): void {
  set({ ...state, extras: { ...state.extras, ...extras } });
}

/** The kiosk's route (/checkin-totem): its wizard is the machine's totem variant (docs/decisions/0064-kiosk.md). */
export const KIOSK_ROUTE = 'CheckinTotem-Public';

/**
 * Opens the wizard for a hotel link. The same link in the same tab resumes the saved wizard (same route kind);
 * another link starts over with that hotel's steps.
 */
export function openForHotel(route: string, linkCode: string, context: GuestContext): void {
  const flags = wizardFlags(context);
  const variant = route === KIOSK_ROUTE ? 'totem' : 'web';
  if (state.linkCode === linkCode && state.machine.contextToken && state.machine.variant === variant) {
    const machine = transition(transition(state.machine, { type: 'set-flags', flags }).state, {
      type: 'set-context-token',
      token: context.jwtContexto,
    }).state;
    set({ ...state, route, context, machine });
    return;
  }
  set({
    route,
    linkCode,
    context,
    machine: createWizard({ flags, variant, contextToken: context.jwtContexto }),
    extras: emptyExtras(),
    ownPerson: null,
  });
}

/**
 * The booking search found the booking: keep its token and go on. `single`: the booking has one guest left to
 * fill, so the guest selection is not shown (the caller has started that guest). CODPESRES is null for a token opened
 * through an access grant (decision 0067): its holder is none of the booking's guests.
 */
export function bookingFound(reply: { token: string; CODRES: number; CODPESRES: number | null }, single = false): void {
  let machine = transition(state.machine, { type: 'set-data', data: { wizardToken: reply.token, codRes: String(reply.CODRES) } }).state;
  machine = transition(machine, { type: 'set-answers', answers: { singleGuest: single } }).state;
  set({ ...state, machine, ownPerson: reply.CODPESRES });
}

/** Goes back to an earlier screen (a refusal about a field shown there); never forward. */
export function revisit(screen: WizardStep): void {
  const index = state.machine.steps.indexOf(screen);
  if (index < 0 || index >= state.machine.index) return;
  while (state.machine.index > index) {
    const before = state.machine.index;
    dispatch({ type: 'back', route: MENU_CHECKIN_ROUTE });
    if (state.machine.index === before) return;
  }
}

/**
 * A guest picked on the select-person step. The previous guest's answers go (reset keeps only the address and
 * contact fields, which companions usually share); the booking token and the booking stay.
 */
export function startGuest(person: { CODPESRES: number; NOME: string; principal: boolean }): void {
  const { wizardToken, codRes } = state.machine.data;
  let machine = transition(state.machine, { type: 'reset' }).state;
  machine = transition(machine, {
    type: 'set-data',
    data: { wizardToken, codRes, idPessoaReserva: String(person.CODPESRES), nomeCompleto: person.NOME },
  }).state;
  set({ ...state, machine, extras: { ...emptyExtras(), principal: person.principal } });
}

/** The booking token was refreshed for the guest's own profile (CriarUsuarioService's jwt). */
export function replaceBookingToken(token: string): void {
  setData({ wizardToken: token });
}

/** Clearing (spec section 4): data, step and context token go; the page reopens the hotel link. */
export function clearWizard(): void {
  const t = transition(state.machine, { type: 'clear' });
  set({ ...state, context: null, machine: t.state, extras: emptyExtras(), ownPerson: null });
  runEffects(t.effects);
}

/** A guest token expired on a public page: clear the wizard store and tell the guest. */
function expireCheckinSession(): void {
  clearWizard();
  notifyPublicSessionExpired();
}

onGuestTokenExpired(expireCheckinSession);

/** The tokens of the current state. */
export function bookingTokenOf(s: CheckinState): string | null {
  return s.machine.data.wizardToken ?? null;
}

export function currentPersonId(s: CheckinState): number | null {
  const id = Number(s.machine.data.idPessoaReserva);
  return Number.isInteger(id) && id > 0 ? id : null;
}
