import type { Queryable } from '../../db/pool';

/**
 * What the hotel's notification mails read of a payment (the notifications module, through public.ts): the
 * invoice, its items and the attempt's outcome. Never card data: no number, brand digits, token or CVV.
 */
export interface PaymentNotice {
  attemptId: number;
  bookingId: number;
  invoiceId: number;
  operation: 'charge' | 'reserve';
  state: string;
  amountCents: number;
  capturedCents: number;
  installments: number;
  /** The acquirer's return code and message of a declined payment; the failure reason otherwise. */
  returnCode: string | null;
  returnMessage: string | null;
  failureReason: string | null;
  source: 'staff' | 'guest';
  /** ISO instant of the attempt's last change. */
  at: string;
  invoice: {
    description: string;
    totalCents: number;
    paidCents: number;
    status: string | null;
    items: { description: string; quantity: number; unitCents: number }[];
  };
}

/** One payment attempt of the hotel with its invoice, or null. */
export async function paymentNotice(db: Queryable, institutionId: number, attemptId: number): Promise<PaymentNotice | null> {
  const { rows } = await db.query<{
    id: number;
    booking_id: number;
    invoice_id: number;
    operation: PaymentNotice['operation'];
    state: string;
    amount_cents: string;
    captured_cents: string;
    installments: number;
    return_code: string | null;
    return_message: string | null;
    failure_reason: string | null;
    source: PaymentNotice['source'];
    at: Date;
    description: string;
    total_cents: string;
    paid_cents: string;
    last_status: string | null;
    items: { description: string; quantity: number; unit_cents: number }[];
  }>(
    `SELECT a.id, a.booking_id, a.invoice_id, a.operation, a.state, a.amount_cents, a.captured_cents, a.installments, a.return_code,
            a.return_message, a.failure_reason, a.source, a.updated_at AS at, i.description, i.total_cents, i.paid_cents, i.last_status,
            coalesce((SELECT json_agg(json_build_object('description', it.description, 'quantity', it.quantity, 'unit_cents', it.unit_cents)
                                      ORDER BY it.id)
                        FROM invoice_items it WHERE it.invoice_id = i.id AND it.removed_at IS NULL), '[]'::json) AS items
       FROM payment_attempts a JOIN invoices i ON i.id = a.invoice_id
      WHERE a.id = $1 AND a.institution_id = $2`,
    [attemptId, institutionId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    attemptId: Number(r.id),
    bookingId: Number(r.booking_id),
    invoiceId: Number(r.invoice_id),
    operation: r.operation,
    state: r.state,
    amountCents: Number(r.amount_cents),
    capturedCents: Number(r.captured_cents),
    installments: r.installments,
    returnCode: r.return_code,
    returnMessage: r.return_message,
    failureReason: r.failure_reason,
    source: r.source,
    at: r.at.toISOString(),
    invoice: {
      description: r.description,
      totalCents: Number(r.total_cents),
      paidCents: Number(r.paid_cents),
      status: r.last_status,
      items: r.items.map((it) => ({ description: it.description, quantity: it.quantity, unitCents: Number(it.unit_cents) })),
    },
  };
}
