import { resetCheckin } from '../wizard-store';
import { resetControls } from './controls';
import { abandonTerminalPayment } from './kiosk-api';
import { endKioskSession } from './session-report';

/**
 * Ends a guest's session at the kiosk (the finish button, the home button, the idle countdown): a payment still on
 * the PIN pad is abandoned, the wizard's store and the tab's storage are wiped, and the page loads the kiosk URL
 * again, which drops everything held in memory (the booking token, query caches, uploads in progress, the camera).
 * Nothing of one guest is left for the next.
 */
let ending = false;

export async function endSession(reason: 'abandoned' | 'idle' = 'abandoned'): Promise<void> {
  if (ending) return;
  ending = true;
  // A session already completed or sent to the desk keeps that end (the report's first end stands).
  await endKioskSession(reason);
  await abandonTerminalPayment();
  resetCheckin();
  resetControls();
  try {
    sessionStorage.clear();
  } catch {
    /* storage unavailable: the reload still drops the guest */
  }
  const device = new URLSearchParams(window.location.search).get('d') ?? '';
  window.location.replace(`/checkin-totem?d=${encodeURIComponent(device)}`);
}
