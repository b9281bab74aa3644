import type { CardBrand } from '@gm/domain/card';

/**
 * The acquirer port (PAYMENTS.md, Cielo API 3.0 shapes). Two implementations: the sandbox (default),
 * which behaves as the documentation says, and the real HTTP client (ACQUIRER=cielo).
 */

export interface TokenizeCardInput {
  customerName: string;
  /** Digits only. Goes to the acquirer and nowhere else. */
  cardNumber: string;
  holder: string;
  /** 'MM/YYYY' */
  expirationDate: string;
  brand: CardBrand;
}

export interface SaleInput {
  /** Alphanumeric, unique per attempt: the key the reconciler queries by. */
  merchantOrderId: string;
  amountCents: number;
  installments: number;
  /** true = sale with capture (charge); false = authorise only (reserve). */
  capture: boolean;
  customerName: string;
  card: { cardToken: string; brand: string; securityCode?: string };
  softDescriptor?: string;
}

/** Payment as the acquirer reports it (Cielo's Payment object). */
export interface AcquirerPayment {
  paymentId: string;
  merchantOrderId: string | null;
  /** Payment.Status (0 NotFinished, 1 Authorized, 2 PaymentConfirmed, 3 Denied, 10 Voided, 11 Refunded, 12 Pending, 13 Aborted). */
  status: number;
  returnCode: string | null;
  returnMessage: string | null;
  tid: string | null;
  proofOfSale: string | null;
  authorizationCode: string | null;
  amountCents: number;
  capturedAmountCents: number;
  installments: number | null;
  brand: string | null;
}

/** Answer to capture and void (Cielo answers Status, ReturnCode and ReasonCode, not the whole payment). */
export interface AcquirerOperationResult {
  status: number;
  returnCode: string | null;
  returnMessage: string | null;
  reasonCode: number | null;
  tid: string | null;
}

export interface AcquirerPort {
  readonly name: 'sandbox' | 'cielo' | string;
  tokenizeCard(input: TokenizeCardInput): Promise<{ cardToken: string }>;
  createSale(input: SaleInput): Promise<AcquirerPayment>;
  capture(paymentId: string, amountCents?: number): Promise<AcquirerOperationResult>;
  void(paymentId: string, amountCents?: number): Promise<AcquirerOperationResult>;
  getPayment(paymentId: string): Promise<AcquirerPayment | null>;
  /** PaymentIds of every sale sent with this MerchantOrderId (the query host keeps the last 3 months). */
  findByMerchantOrderId(merchantOrderId: string): Promise<string[]>;
}

/**
 * Timeout, connection reset or 5xx: the acquirer may or may not have acted. The outcome is unknown
 * (never a failure) until the reconciler queries it.
 */
export class AcquirerUnavailableError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'server',
    readonly httpStatus: number | null = null,
  ) {
    super(`acquirer unavailable (${reason}${httpStatus ? ` ${httpStatus}` : ''})`);
    this.name = 'AcquirerUnavailableError';
  }
}

/** A 4xx answer with the acquirer's error codes: nothing was created, it is safe to say failed. */
export class AcquirerRejectedError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errors: { code: string; message: string }[],
  ) {
    super(`acquirer refused the request (${httpStatus}: ${errors.map((e) => e.code).join(',') || 'no code'})`);
    this.name = 'AcquirerRejectedError';
  }
}
