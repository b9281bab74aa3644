import type { PaymentCondition } from '@gm/domain/payment-outcome';

/**
 * The property-management system (PMS) port: a guest's registration is released to the PMS and its
 * state consulted later (spec sections 4 and 7: release, consult). Real PMSs answer asynchronously:
 * release only acknowledges (pending); the registration resolves to registered or error afterwards.
 */
export type PmsRegistrationState = 'pending' | 'registered' | 'error';

export interface PmsGuest {
  institutionId: number;
  /** CODRES and VOUCHER of the booking the guest belongs to. */
  bookingId: number;
  voucher: string;
  /** The booking person (CODPESRES). */
  personId: number;
  name: string;
  email: string | null;
  phone: string | null;
  doc: string | null;
  checkIn: string;
  checkOut: string;
}

export interface PmsAnswer {
  state: PmsRegistrationState;
  /** What the PMS said went wrong (shown behind the red status icon). */
  errorDetails?: string | null;
}

export interface PmsReleaseAnswer extends PmsAnswer {
  /** The PMS's id of the registration, used to consult it. */
  externalId: string;
}

/** A booking as the PMS holds it (it becomes TIPOCRIACAO S here). Dates are ISO (YYYY-MM-DD). */
export interface PmsBooking {
  voucher: string;
  checkIn: string;
  checkOut: string;
  origin?: string | null;
  finalOrigin?: string | null;
  cancelled?: boolean;
  dailyRateCents?: number | null;
  roomType?: string | null;
  /**
   * Who pays the stay (docs/decisions/0081-payment-outcomes.md): guest, courtesy (cortesia) or invoiced (faturado:
   * a company, agency or health plan). Absent or null: the booking keeps its condition (guest when new).
   */
  paymentCondition?: PaymentCondition | null;
  persons: { name: string; email?: string | null; phone?: string | null; doc?: string | null }[];
}

export interface PmsBookingsPage {
  bookings: PmsBooking[];
  /** Handed back on the next call: the PMS answers what changed since. */
  cursor: string | null;
}

export interface PmsPort {
  /** Sends the guest's registration; usually answers pending. Throws when the PMS cannot be reached. */
  release(guest: PmsGuest): Promise<PmsReleaseAnswer>;
  /** The registration's current state. Throws when the PMS cannot be reached. */
  consult(req: { institutionId: number; externalId: string }): Promise<PmsAnswer>;
  /** The hotel's bookings created or changed since the cursor (null: the current ones). Throws when unreachable. */
  listBookings(req: { institutionId: number; cursor: string | null }): Promise<PmsBookingsPage>;
}
