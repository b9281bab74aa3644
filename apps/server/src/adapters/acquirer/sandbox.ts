import { randomInt, randomUUID } from 'node:crypto';
import { type CardBrand, isLuhnValid } from '@gm/domain/card';
import { ACQUIRER_STATUS } from '@gm/domain/invoice-state';
import { MIN_INSTALLMENT_CENTS, splitInstallments } from '@gm/domain/money';
import type { Queryable } from '../../db/pool';
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
 * The sandbox acquirer: the default, behaving as PAYMENTS.md documents Cielo's sandbox. The outcome of
 * a sale depends on the card number's last digit; last digit 6 records a declined sale (99 Time Out)
 * but never answers the caller, who sees a timeout; 9 is random (seeded). It keeps its own tokens and
 * sales in its own tables, as a real acquirer would: the last four digits, never the card number.
 */

export interface SandboxOptions {
  /** Simulated latency: a fixed value or a [min, max] range in ms (0 in tests). */
  latencyMs?: number | [number, number];
  /** How long a timeout card holds the request before the caller's timeout fires. */
  timeoutMs?: number;
  /** Seed of last digit 9's random outcome. */
  seed?: number;
}

interface Outcome {
  approved: boolean;
  code?: string;
  message?: string;
  timeout?: boolean;
}

/** PAYMENTS.md "Sandbox simulated outcomes (credit card)". */
const BY_LAST_DIGIT: Record<string, Outcome> = {
  '0': { approved: true },
  '1': { approved: true },
  '4': { approved: true },
  '2': { approved: false, code: '05', message: 'Não Autorizada' },
  '3': { approved: false, code: '57', message: 'Cartão Expirado' },
  '5': { approved: false, code: '78', message: 'Cartão Bloqueado' },
  '6': { approved: false, code: '99', message: 'Time Out', timeout: true },
  '7': { approved: false, code: '77', message: 'Cartão Cancelado' },
  '8': { approved: false, code: '70', message: 'Problemas com o Cartão de Crédito' },
};

/** mulberry32: a small seeded generator, so last digit 9 is reproducible. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function digits(n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(randomInt(10));
  return s;
}

interface SaleRow {
  payment_id: string;
  merchant_order_id: string;
  amount_cents: number;
  installments: number;
  brand: string;
  status: number;
  return_code: string;
  return_message: string;
  tid: string;
  proof_of_sale: string;
  authorization_code: string | null;
  captured_cents: number;
}

function toPayment(r: SaleRow): AcquirerPayment {
  return {
    paymentId: r.payment_id,
    merchantOrderId: r.merchant_order_id,
    status: r.status,
    returnCode: r.return_code,
    returnMessage: r.return_message,
    tid: r.tid,
    proofOfSale: r.proof_of_sale,
    authorizationCode: r.authorization_code,
    amountCents: Number(r.amount_cents),
    capturedAmountCents: Number(r.captured_cents),
    installments: r.installments,
    brand: r.brand,
  };
}

const SALE_COLUMNS =
  'payment_id, merchant_order_id, amount_cents, installments, brand, status, return_code, return_message, tid, proof_of_sale, authorization_code, captured_cents';

export function sandboxAcquirer(db: Queryable, opts: SandboxOptions = {}): AcquirerPort {
  const [lo, hi] = Array.isArray(opts.latencyMs) ? opts.latencyMs : [opts.latencyMs ?? 0, opts.latencyMs ?? 0];
  const timeoutMs = opts.timeoutMs ?? 0;
  const random = seeded(opts.seed ?? 1);
  const latency = async () => {
    if (hi <= 0) return;
    await sleep(lo + Math.random() * Math.max(0, hi - lo));
  };
  const reject = (status: number, code: string, message: string) => new AcquirerRejectedError(status, [{ code, message }]);
  // A token's card never changes once stored: its brand and last digits are read from the table once.
  const cards = new Map<string, { brand: string; last4: string }>();
  const cardOf = async (token: string) => {
    let card = cards.get(token);
    if (!card) {
      card = (await db.query<{ brand: string; last4: string }>('SELECT brand, last4 FROM acquirer_sandbox_cards WHERE token = $1', [token]))
        .rows[0];
      if (card) {
        if (cards.size >= 10_000) cards.clear();
        cards.set(token, card);
      }
    }
    return card;
  };
  const load = async (paymentId: string): Promise<AcquirerPayment | null> => {
    if (!/^[0-9a-f-]{36}$/i.test(paymentId)) return null;
    const { rows } = await db.query<SaleRow>(`SELECT ${SALE_COLUMNS} FROM acquirer_sandbox_sales WHERE payment_id = $1`, [paymentId]);
    return rows[0] ? toPayment(rows[0]) : null;
  };

  return {
    name: 'sandbox',

    async tokenizeCard(input: TokenizeCardInput) {
      await latency();
      const number = input.cardNumber.replace(/\D+/g, '');
      if (number.length < 13 || number.length > 19 || !isLuhnValid(number)) throw reject(400, '213', 'Credit Card Number is invalid');
      if (!/^(0[1-9]|1[0-2])\/20\d{2}$/.test(input.expirationDate)) throw reject(400, '126', 'Credit Card Expiration Date is invalid');
      const token = randomUUID();
      await db.query('INSERT INTO acquirer_sandbox_cards (token, brand, last4, expiration) VALUES ($1, $2, $3, $4)', [
        token,
        input.brand,
        number.slice(-4),
        input.expirationDate,
      ]);
      return { cardToken: token };
    },

    async createSale(input: SaleInput) {
      await latency();
      if (!/^[A-Za-z0-9]{1,50}$/.test(input.merchantOrderId)) throw reject(400, '111', 'MerchantOrderId is invalid');
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw reject(400, '108', 'Amount must be greater than zero');
      if (!Number.isInteger(input.installments) || input.installments < 1)
        throw reject(400, '112', 'Installments must be greater than zero');
      const tokenOk = /^[0-9a-f-]{36}$/i.test(input.card.cardToken);
      const card = tokenOk ? await cardOf(input.card.cardToken) : undefined;
      if (!card) throw reject(400, '213', 'Credit Card Token not found');
      const last = card.last4.slice(-1);
      let outcome: Outcome = BY_LAST_DIGIT[last] ?? { approved: true };
      if (last === '9') outcome = random() < 0.5 ? { approved: true } : { approved: false, code: '99', message: 'Time Out', timeout: true };
      if (
        outcome.approved &&
        input.installments > 1 &&
        Math.min(...splitInstallments(input.amountCents, input.installments)) < MIN_INSTALLMENT_CENTS
      ) {
        outcome = { approved: false, code: 'EE', message: 'Valor mínimo da parcela R$5,00' };
      }
      const status = outcome.approved
        ? input.capture
          ? ACQUIRER_STATUS.PaymentConfirmed
          : ACQUIRER_STATUS.Authorized
        : ACQUIRER_STATUS.Denied;
      const code = outcome.approved ? (input.capture ? '6' : '4') : outcome.code!;
      const message = outcome.approved ? 'Operation Successful' : outcome.message!;
      const { rows } = await db.query<SaleRow>(
        `INSERT INTO acquirer_sandbox_sales
           (payment_id, merchant_order_id, amount_cents, installments, capture, card_token, brand, status, return_code, return_message,
            tid, proof_of_sale, authorization_code, captured_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${SALE_COLUMNS}`,
        [
          randomUUID(),
          input.merchantOrderId,
          input.amountCents,
          input.installments,
          input.capture,
          input.card.cardToken,
          card.brand,
          status,
          code,
          message,
          digits(20),
          digits(6),
          outcome.approved ? digits(6) : null,
          status === ACQUIRER_STATUS.PaymentConfirmed ? input.amountCents : 0,
        ],
      );
      if (outcome.timeout) {
        // The sale exists at the acquirer, but the answer never arrives: the caller must reconcile.
        if (timeoutMs > 0) await sleep(timeoutMs);
        throw new AcquirerUnavailableError('timeout');
      }
      return toPayment(rows[0]!);
    },

    async capture(paymentId: string, amountCents?: number): Promise<AcquirerOperationResult> {
      await latency();
      const sale = await load(paymentId);
      if (!sale) throw reject(404, '307', 'Transaction not found');
      const amount = amountCents ?? sale.amountCents;
      if (sale.status !== ACQUIRER_STATUS.Authorized || amount <= 0 || amount > sale.amountCents) {
        throw reject(400, '308', 'Transaction not available to capture');
      }
      const { rows } = await db.query<SaleRow>(
        `UPDATE acquirer_sandbox_sales SET status = 2, return_code = '6', return_message = 'Operation Successful', captured_cents = $2, updated_at = now()
          WHERE payment_id = $1 AND status = 1 RETURNING ${SALE_COLUMNS}`,
        [paymentId, amount],
      );
      if (!rows[0]) throw reject(400, '308', 'Transaction not available to capture');
      return {
        status: ACQUIRER_STATUS.PaymentConfirmed,
        returnCode: '6',
        returnMessage: 'Operation Successful',
        reasonCode: 0,
        tid: rows[0].tid,
      };
    },

    async void(paymentId: string, amountCents?: number): Promise<AcquirerOperationResult> {
      await latency();
      const sale = await load(paymentId);
      if (!sale) throw reject(404, '307', 'Transaction not found');
      const voidable = sale.status === ACQUIRER_STATUS.Authorized || sale.status === ACQUIRER_STATUS.PaymentConfirmed;
      // Partial voids only for captured sales (PAYMENTS.md).
      const partialOk = amountCents === undefined || amountCents === sale.amountCents || sale.status === ACQUIRER_STATUS.PaymentConfirmed;
      if (!voidable || !partialOk) throw reject(400, '309', 'Transaction not available to void');
      const { rows } = await db.query<SaleRow>(
        `UPDATE acquirer_sandbox_sales SET status = 10, return_code = '9', return_message = 'Operation Successful',
                voided_cents = $2, updated_at = now()
          WHERE payment_id = $1 AND status IN (1, 2) RETURNING ${SALE_COLUMNS}`,
        [paymentId, amountCents ?? sale.amountCents],
      );
      if (!rows[0]) throw reject(400, '309', 'Transaction not available to void');
      return { status: ACQUIRER_STATUS.Voided, returnCode: '9', returnMessage: 'Operation Successful', reasonCode: 0, tid: rows[0].tid };
    },

    async getPayment(paymentId: string) {
      await latency();
      return load(paymentId);
    },

    async findByMerchantOrderId(merchantOrderId: string) {
      await latency();
      const { rows } = await db.query<{ payment_id: string }>(
        `SELECT payment_id FROM acquirer_sandbox_sales
          WHERE merchant_order_id = $1 AND received_at > now() - interval '3 months' ORDER BY received_at, payment_id`,
        [merchantOrderId],
      );
      return rows.map((r) => r.payment_id);
    },
  };
}

const TEST_PREFIX: Record<CardBrand, string> = { Visa: '402400715376', Master: '555566667777', Amex: '37828224631' };

/**
 * A Luhn-valid test number of the brand that ends in the given digit (the sandbox's outcome digit):
 * 0, 1, 4 approve; 2 -> 05; 3 -> 57; 5 -> 78; 6 -> timeout (99); 7 -> 77; 8 -> 70; 9 random.
 */
export function sandboxTestCard(lastDigit: number, brand: CardBrand = 'Visa'): string {
  const length = brand === 'Amex' ? 15 : 16;
  const body = TEST_PREFIX[brand].padEnd(length - 2, '0');
  for (let d = 0; d <= 9; d++) {
    const candidate = `${body}${d}${lastDigit}`;
    if (isLuhnValid(candidate)) return candidate;
  }
  throw new Error('unreachable: one digit always completes the Luhn sum');
}
