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

/**
 * The booking a QR code of the pre-arrival e-mail names: its check-in link (/checkin?h=<hotel>&voucher=<voucher>),
 * read by the kiosk's camera. Only a link of this kiosk's hotel counts; the guest still confirms with a name (the
 * same second factor as the manual search).
 */
export function readArrivalQr(text: string, hotelLink: string): { voucher: string } | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (!/\/checkin\/?$/i.test(url.pathname)) return null;
  if (url.searchParams.get('h') !== hotelLink) return null;
  const voucher = url.searchParams.get('voucher')?.trim() ?? '';
  return voucher && voucher.length <= 64 ? { voucher } : null;
}
