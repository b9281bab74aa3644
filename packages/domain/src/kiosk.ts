import { isMinorOn } from './today';

/**
 * What stops a walk-up check-in at the kiosk (spec section 8, the guest-facing booking errors, each advising the
 * guest to see a receptionist; docs/decisions/0064-kiosk.md). In the order the guest would fix them:
 * - stage: the booking is already in, out or cancelled;
 * - not_today: the kiosk checks in today's arrivals only (the entry date is not today in the hotel's time zone);
 * - children: a minor is lodged on the booking (the desk checks the guardians' documents in person);
 * - unpaid: payment is part of check-in (TSYCFGHASPAYMENT = S) and something is still due.
 */
export type KioskBlocker = 'stage' | 'not_today' | 'children' | 'unpaid';

export interface KioskBookingFacts {
  /** R reserved, I in, O out, C cancelled. */
  status: string;
  /** The entry date (YYYY-MM-DD). */
  checkIn: string;
  /** Today in the hotel's time zone (YYYY-MM-DD). */
  today: string;
  /** The booking's guests' birth dates (YYYY-MM-DD) where known. */
  birthDates: readonly (string | null)[];
  paymentOn: boolean;
  dueCents: number;
}

export function kioskBlocker(f: KioskBookingFacts): KioskBlocker | null {
  if (f.status !== 'R') return 'stage';
  if (f.checkIn !== f.today) return 'not_today';
  if (f.birthDates.some((b) => !!b && isMinorOn(b, f.today))) return 'children';
  if (f.paymentOn && f.dueCents > 0) return 'unpaid';
  return null;
}
