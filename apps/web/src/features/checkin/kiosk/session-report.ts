import type { KioskSessionStep } from '@gm/contracts/kiosk/index';
import * as contracts from '@gm/contracts/kiosk/services';
import type { KioskPaymentOutcome } from '@gm/domain/payment-outcome';
import { call } from '../../../lib/api/client';
import { deviceToken } from './kiosk-api';

/**
 * The kiosk's session report (RegistrarSessaoTotemService, the totem dashboards; docs/decisions/0073): the start
 * tap, each screen the guest reaches, how the booking was found and how the session ended. Nothing of the guest is
 * sent. The session's random id stays in the tab's storage (a reload in the middle of a check-in continues it) and
 * goes with the wipe at its end. A report that fails is dropped: the guest never waits for the dashboards.
 */
const KEY = 'gm:kiosk-session';
type Method = 'voucher' | 'qr' | 'face';
type Outcome = 'completed' | 'blocked' | 'abandoned' | 'idle';

let method: Method | null = null;
let lastStep: { etapa: KioskSessionStep; ordem: number } = { etapa: 'start', ordem: 0 };
let ended = false;

function sessionKey(create: boolean): string | null {
  try {
    let key = sessionStorage.getItem(KEY);
    if (!key && create) {
      key = crypto.randomUUID();
      sessionStorage.setItem(KEY, key);
    }
    return key;
  } catch {
    return null;
  }
}

function send(extra: { busca?: Method; fim?: Outcome; pagamento?: KioskPaymentOutcome } = {}): Promise<void> {
  const sessao = sessionKey(false);
  if (!sessao) return Promise.resolve();
  return call(contracts.reportKioskSession, { dispositivo: deviceToken(), sessao, ...lastStep, ...extra }).then(
    () => undefined,
    () => undefined,
  );
}

/** The guest tapped the start screen: a new session. */
export function beginKioskSession(): void {
  method = null;
  ended = false;
  lastStep = { etapa: 'start', ordem: 0 };
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* no storage: the session is not reported */
  }
  sessionKey(true);
  void send();
}

/** How the search was filled (the QR reader, the face search); a typed voucher is the default. */
export function noteSearchMethod(m: Method): void {
  method = m;
}

/** A screen of the guest's wizard (its place: 1 = the search). */
export function reportKioskStep(etapa: KioskSessionStep, ordem: number): void {
  if (ended || !sessionKey(false)) return;
  lastStep = { etapa, ordem };
  void send(etapa !== 'search' && ordem > 1 ? { busca: method ?? 'voucher' } : {});
}

/** What the payment step showed (decision 0081): the totem payment dashboard counts them; an approval stands. */
export function reportKioskPayment(pagamento: KioskPaymentOutcome): void {
  if (ended || !sessionKey(false)) return;
  void send({ pagamento });
}

/** The session's end: checked in, sent to the desk, given up (home, finish) or left idle; the first end stands. */
export function endKioskSession(fim: Outcome): Promise<void> {
  if (ended) return Promise.resolve();
  ended = true;
  // At most a second: the wipe does not wait for a slow network.
  return Promise.race([send({ fim }), new Promise<void>((r) => setTimeout(r, 1000))]);
}

// The face search (search-step.tsx) says it found the booking with this event.
if (typeof window !== 'undefined') window.addEventListener('gm:search-method', (e) => noteSearchMethod((e as CustomEvent<Method>).detail));
