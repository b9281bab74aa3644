import { consultGuestPayment } from '@gm/contracts/billing/services';
import { consultCheckin, releaseCheckin } from '@gm/contracts/bookings/services';
import * as contracts from '@gm/contracts/kiosk/services';
import { call } from '../../../lib/api/client';
import { guarded } from '../api';

/**
 * The kiosk's calls (docs/decisions/0064-kiosk.md). The device token comes from the kiosk URL (/checkin-totem?d=...)
 * and stays in memory only; every call after the booking search carries the guest's booking token too.
 */
let device: string | null = null;

export function setDevice(token: string | null): void {
  device = token;
}

export function deviceToken(): string {
  if (!device) throw new Error('kiosk: no device token');
  return device;
}

export function openKiosk(token: string) {
  return call(contracts.openKiosk, { dispositivo: token });
}

export function checkKiosk(bookingToken: string) {
  return guarded(() => call(contracts.checkKiosk, { dispositivo: deviceToken() }, { auth: { bearer: bookingToken } }));
}

export function amountDue(bookingToken: string) {
  return guarded(() => call(consultGuestPayment, {}, { auth: { bearer: bookingToken } }));
}

export function startTerminalPayment(bookingToken: string) {
  return guarded(() => call(contracts.startTerminalPayment, { dispositivo: deviceToken() }, { auth: { bearer: bookingToken } }));
}

export function consultTerminalPayment(bookingToken: string, id: number) {
  return guarded(() => call(contracts.consultTerminalPayment, { dispositivo: deviceToken(), id }, { auth: { bearer: bookingToken } }));
}

export function cancelTerminalPayment(bookingToken: string, id: number) {
  return guarded(() => call(contracts.cancelTerminalPayment, { dispositivo: deviceToken(), id }, { auth: { bearer: bookingToken } }));
}

/**
 * LiberaCheckinService for every guest of the booking token's booking who finished the check-in here (the PMS
 * registers them; ConsultaCheckinService follows them).
 */
export function releaseGuests(bookingToken: string) {
  return guarded(() => call(releaseCheckin, {}, { auth: { bearer: bookingToken } }));
}

export function consultGuests(bookingToken: string) {
  return guarded(() => call(consultCheckin, {}, { auth: { bearer: bookingToken } }));
}

/** A payment on the PIN pad still in flight: the idle wipe and the home button abandon it on the terminal. */
let inFlight: { bookingToken: string; id: number } | null = null;

export function trackTerminalPayment(p: { bookingToken: string; id: number } | null): void {
  inFlight = p;
}

export async function abandonTerminalPayment(): Promise<void> {
  const p = inFlight;
  inFlight = null;
  if (!p) return;
  try {
    await cancelTerminalPayment(p.bookingToken, p.id);
  } catch {
    /* the terminal ends it on its own timeout */
  }
}
