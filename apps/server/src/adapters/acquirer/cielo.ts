import { randomUUID } from 'node:crypto';
import {
  type AcquirerOperationResult,
  type AcquirerPayment,
  type AcquirerPort,
  AcquirerRejectedError,
  AcquirerUnavailableError,
  type SaleInput,
  type TokenizeCardInput,
} from './port';

/**
 * HTTP client of the Cielo E-commerce API 3.0 (PAYMENTS.md "Hosts and auth", "Endpoints"): transactions
 * (POST/PUT) on the API host, queries (GET) on the query host, MerchantId/MerchantKey headers. No
 * automatic retry: a POST that timed out may have charged the card, so the caller reconciles by
 * querying. Nothing here logs or keeps the request body (it carries the card number when tokenising).
 */

export interface CieloConfig {
  merchantId: string;
  merchantKey: string;
  /** Transactions host, e.g. https://api.cieloecommerce.cielo.com.br */
  apiUrl: string;
  /** Queries host, e.g. https://apiquery.cieloecommerce.cielo.com.br */
  queryUrl: string;
  timeoutMs: number;
}

type Json = Record<string, unknown>;

interface CieloResponse {
  status: number;
  body: unknown;
}

function str(v: unknown): string | null {
  return v === undefined || v === null || v === '' ? null : String(v);
}

function num(v: unknown, fallback = 0): number {
  const n = Number(v);
  return Number.isFinite(n) ? n : fallback;
}

function toPayment(merchantOrderId: unknown, p: Json): AcquirerPayment {
  const card = (p.CreditCard ?? {}) as Json;
  return {
    paymentId: String(p.PaymentId),
    merchantOrderId: str(merchantOrderId),
    status: num(p.Status, 0),
    returnCode: str(p.ReturnCode),
    returnMessage: str(p.ReturnMessage),
    tid: str(p.Tid),
    proofOfSale: str(p.ProofOfSale),
    authorizationCode: str(p.AuthorizationCode),
    amountCents: num(p.Amount),
    capturedAmountCents: num(p.CapturedAmount),
    installments: p.Installments === undefined ? null : num(p.Installments, 1),
    brand: str(card.Brand),
  };
}

function toOperation(b: Json): AcquirerOperationResult {
  return {
    status: num(b.Status, 0),
    returnCode: str(b.ReturnCode ?? b.ProviderReturnCode),
    returnMessage: str(b.ReturnMessage ?? b.ProviderReturnMessage ?? b.ReasonMessage),
    reasonCode: b.ReasonCode === undefined ? null : num(b.ReasonCode),
    tid: str(b.Tid),
  };
}

function rejected(status: number, body: unknown): AcquirerRejectedError {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : [];
  const errors = list
    .map((e) => e as Json)
    .filter((e) => e.Code !== undefined || e.Message !== undefined)
    .map((e) => ({ code: String(e.Code ?? ''), message: String(e.Message ?? '') }));
  return new AcquirerRejectedError(status, errors);
}

export function cieloAcquirer(cfg: CieloConfig, fetchImpl: typeof fetch = fetch): AcquirerPort {
  async function send(method: 'GET' | 'POST' | 'PUT', url: string, body?: Json): Promise<CieloResponse> {
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method,
        headers: {
          MerchantId: cfg.merchantId,
          MerchantKey: cfg.merchantKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          RequestId: randomUUID(),
        },
        body: body === undefined ? (method === 'PUT' ? '' : undefined) : JSON.stringify(body),
        signal: AbortSignal.timeout(cfg.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error)?.name;
      throw new AcquirerUnavailableError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network');
    }
    let parsed: unknown = null;
    try {
      const text = await res.text();
      parsed = text ? JSON.parse(text) : null;
    } catch (error) {
      if ((error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError')
        throw new AcquirerUnavailableError('timeout');
      parsed = null;
    }
    if (res.status >= 500) throw new AcquirerUnavailableError('server', res.status);
    return { status: res.status, body: parsed };
  }

  const api = (path: string) => `${cfg.apiUrl}${path}`;
  const query = (path: string) => `${cfg.queryUrl}${path}`;
  const expectOk = (r: CieloResponse, ok: number[]): Json => {
    if (!ok.includes(r.status)) throw rejected(r.status, r.body);
    if (!r.body || typeof r.body !== 'object') throw new AcquirerUnavailableError('server', r.status);
    return r.body as Json;
  };
  const amountQuery = (amountCents?: number) => (amountCents === undefined ? '' : `?amount=${Math.round(amountCents)}`);

  return {
    name: 'cielo',

    async tokenizeCard(input: TokenizeCardInput) {
      const r = await send('POST', api('/1/card/'), {
        CustomerName: input.customerName,
        CardNumber: input.cardNumber,
        Holder: input.holder,
        ExpirationDate: input.expirationDate,
        Brand: input.brand,
      });
      const body = expectOk(r, [200, 201]);
      const token = str(body.CardToken);
      if (!token) throw new AcquirerUnavailableError('server', r.status);
      return { cardToken: token };
    },

    async createSale(input: SaleInput) {
      const r = await send('POST', api('/1/sales/'), {
        MerchantOrderId: input.merchantOrderId,
        Customer: { Name: input.customerName },
        Payment: {
          Type: 'CreditCard',
          Amount: input.amountCents,
          Installments: input.installments,
          Capture: input.capture,
          ...(input.softDescriptor ? { SoftDescriptor: input.softDescriptor.slice(0, 13) } : {}),
          CreditCard: {
            CardToken: input.card.cardToken,
            Brand: input.card.brand,
            ...(input.card.securityCode ? { SecurityCode: input.card.securityCode } : {}),
          },
        },
      });
      const body = expectOk(r, [200, 201]);
      const payment = body.Payment as Json | undefined;
      // A 201 without a PaymentId cannot be applied: treat it as unknown and let the reconciler query.
      if (!payment?.PaymentId) throw new AcquirerUnavailableError('server', r.status);
      return toPayment(body.MerchantOrderId ?? input.merchantOrderId, payment);
    },

    async capture(paymentId: string, amountCents?: number) {
      const r = await send('PUT', api(`/1/sales/${encodeURIComponent(paymentId)}/capture${amountQuery(amountCents)}`));
      return toOperation(expectOk(r, [200]));
    },

    async void(paymentId: string, amountCents?: number) {
      const r = await send('PUT', api(`/1/sales/${encodeURIComponent(paymentId)}/void${amountQuery(amountCents)}`));
      return toOperation(expectOk(r, [200]));
    },

    async getPayment(paymentId: string) {
      const r = await send('GET', query(`/1/sales/${encodeURIComponent(paymentId)}`));
      if (r.status === 404) return null;
      const body = expectOk(r, [200]);
      const payment = body.Payment as Json | undefined;
      return payment?.PaymentId ? toPayment(body.MerchantOrderId, payment) : null;
    },

    async findByMerchantOrderId(merchantOrderId: string) {
      const r = await send('GET', query(`/1/sales?merchantOrderId=${encodeURIComponent(merchantOrderId)}`));
      if (r.status === 404) return [];
      const body = expectOk(r, [200]);
      // Current docs answer { Payments: [...] }; the older manual shows { Payment: [...] }.
      const list = (Array.isArray(body.Payments) ? body.Payments : Array.isArray(body.Payment) ? body.Payment : []) as Json[];
      return list.map((p) => str(p.PaymentId)).filter((id): id is string => !!id);
    },
  };
}
