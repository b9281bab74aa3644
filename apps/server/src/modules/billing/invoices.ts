import type { InvoiceItemWire, InvoiceWire, ListFaturaReply } from '@gm/contracts/billing';
import { maskDocument } from '@gm/domain/documents';
import { formatDate } from '@gm/domain/format';
import { type InvoiceLastStatus, type InvoiceView, invoiceView } from '@gm/domain/invoice-state';
import type { Locale } from '@gm/domain/locale';
import { amountDueCents, centsToReais, installmentOptions } from '@gm/domain/money';
import { returnCodeMessage } from '@gm/domain/return-codes';
import type pg from 'pg';
import { type Db, type Queryable, withTransaction } from '../../db/pool';
import { type AuditScope, recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { recordEvent } from './audit';
import type { BillingBooking, BillingHotel } from './context';

/** Invoices (faturas) and their items: rules and SQL. Money in cents inside, decimal reais on the wire. */

export interface InvoiceRow {
  id: number;
  institution_id: number;
  booking_id: number;
  operation_code: number | null;
  description: string;
  total_cents: number;
  paid_cents: number;
  charged_at: Date | null;
  direct_charge: boolean | null;
  last_status: InvoiceLastStatus | null;
  last_failure_status: string | null;
  last_failure_code: string | null;
  cancelled_at: Date | null;
  duplicated_to: number | null;
  /** An attempt, capture or void waits for the acquirer. */
  processing: boolean;
  item_count: number;
}

interface ItemRow {
  id: number;
  invoice_id: number;
  description: string;
  quantity: number;
  unit_cents: number;
  included_at: Date;
  removed_at: Date | null;
}

/** InvoiceRow's fields: the invoice's columns, then what is computed for it. */
const COMPUTED: Partial<Record<keyof InvoiceRow, string>> = {
  processing: `EXISTS (SELECT 1 FROM payment_attempts a WHERE a.invoice_id = i.id AND (a.state IN ('pending', 'unknown') OR a.pending_op IS NOT NULL))`,
  item_count: `(SELECT count(*) FROM invoice_items it WHERE it.invoice_id = i.id AND it.removed_at IS NULL)::int`,
};
export const INVOICE_FIELDS: readonly (keyof InvoiceRow)[] = [
  'id',
  'institution_id',
  'booking_id',
  'operation_code',
  'description',
  'total_cents',
  'paid_cents',
  'charged_at',
  'direct_charge',
  'last_status',
  'last_failure_status',
  'last_failure_code',
  'cancelled_at',
  'duplicated_to',
  'processing',
  'item_count',
];
export const INVOICE_COLUMNS = INVOICE_FIELDS.map((f) => (COMPUTED[f] ? `${COMPUTED[f]} AS ${f}` : `i.${f}`)).join(', ');

export function viewOf(row: InvoiceRow): InvoiceView {
  return invoiceView({
    lastStatus: row.last_status,
    chargedAt: row.charged_at,
    directCharge: row.direct_charge,
    cancelledAt: row.cancelled_at,
    processing: row.processing,
    totalCents: Number(row.total_cents),
    itemCount: row.item_count,
  });
}

/** Locks the booking's invoice row for a short check-and-write (never across an acquirer call). */
export async function lockInvoice(client: pg.PoolClient, institutionId: number, bookingId: number, invoiceId: number): Promise<InvoiceRow> {
  const { rows } = await client.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = $1 AND i.institution_id = $2 AND i.booking_id = $3 FOR UPDATE OF i`,
    [invoiceId, institutionId, bookingId],
  );
  if (!rows[0]) throw new AppError('billing.invoice_not_found', { httpStatus: 404 });
  return rows[0];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function itemWire(it: ItemRow, index: number): InvoiceItemWire {
  return {
    codCab: Number(it.invoice_id),
    codIte: Number(it.id),
    numero: String(index + 1).padStart(2, '0'),
    descricao: it.description,
    qtd: it.quantity,
    vlrUnit: centsToReais(Number(it.unit_cents)),
    vlrTotal: centsToReais(it.quantity * Number(it.unit_cents)),
    dhInclusao: it.included_at.toISOString(),
    dhRemocao: iso(it.removed_at),
  };
}

function invoiceWire(row: InvoiceRow, items: ItemRow[], hotel: BillingHotel, locale: Locale): InvoiceWire {
  const view = viewOf(row);
  const total = Number(row.total_cents);
  const paid = Number(row.paid_cents);
  const due = amountDueCents(total, paid);
  const failed = row.last_status === 'failure';
  return {
    codCab: Number(row.id),
    id: Number(row.id),
    codRes: Number(row.booking_id),
    codTop: row.operation_code,
    descricao: row.description,
    itensCobranca: items.map(itemWire),
    vlrTotal: centsToReais(total),
    vlrPago: centsToReais(paid),
    vlrEmAberto: centsToReais(due),
    dhCobranca: iso(row.charged_at),
    dhCancelamento: iso(row.cancelled_at),
    isCobrancaDireta: row.direct_charge === null ? null : row.direct_charge ? 'S' : 'N',
    eveUltStatus: row.last_status,
    eveStatusPagFail: row.last_failure_status,
    evePagFailLr: row.last_failure_code,
    failure: failed
      ? {
          failureLrCode: row.last_failure_code,
          error: row.last_failure_status ?? 'declined',
          message: failureMessage(row.last_failure_status, row.last_failure_code, locale),
        }
      : null,
    novoCodCabDuplicado: row.duplicated_to === null ? null : Number(row.duplicated_to),
    estado: view.state,
    somenteLeitura: view.readOnly,
    carimbo: view.stamp,
    processando: row.processing,
    acoes: view.actions,
    parcelas: due > 0 ? installmentOptions(due, hotel.maxInstallments) : [],
  };
}

/** The message of a failed payment: the return code's, or why there was none. */
function failureMessage(reason: string | null, code: string | null, locale: Locale): string {
  if (reason === 'no_sale') return translate('billing.payment_no_sale', locale);
  if (reason === 'rejected' || !code) return translate('billing.acquirer_rejected', locale);
  return returnCodeMessage(code, locale, { operation: 'sale' });
}

async function itemsOf(db: Queryable, institutionId: number, invoiceIds: number[]): Promise<Map<number, ItemRow[]>> {
  const map = new Map<number, ItemRow[]>();
  if (!invoiceIds.length) return map;
  const { rows } = await db.query<ItemRow>(
    `SELECT id, invoice_id, description, quantity, unit_cents, included_at, removed_at FROM invoice_items
      WHERE institution_id = $1 AND invoice_id = ANY($2::bigint[]) AND removed_at IS NULL ORDER BY invoice_id, id`,
    [institutionId, invoiceIds],
  );
  for (const r of rows) {
    const list = map.get(Number(r.invoice_id)) ?? [];
    list.push(r);
    map.set(Number(r.invoice_id), list);
  }
  return map;
}

/** One invoice as the wire shows it (after a write). */
export async function invoiceById(db: Queryable, hotel: BillingHotel, invoiceId: number, locale: Locale): Promise<InvoiceWire> {
  const { rows } = await db.query<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = $1 AND i.institution_id = $2`, [
    invoiceId,
    hotel.id,
  ]);
  if (!rows[0]) throw new AppError('billing.invoice_not_found', { httpStatus: 404 });
  const items = await itemsOf(db, hotel.id, [invoiceId]);
  return invoiceWire(rows[0], items.get(invoiceId) ?? [], hotel, locale);
}

/**
 * ListFaturaService: the booking's invoices, cancelled ones hidden. With invoiceId, that invoice even
 * when cancelled (a screen polling it then follows novoCodCabDuplicado).
 */
export async function listInvoices(
  db: Db,
  hotel: BillingHotel,
  booking: BillingBooking,
  invoiceId: number | undefined,
  locale: Locale,
): Promise<ListFaturaReply> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices i
      WHERE i.institution_id = $1 AND i.booking_id = $2 AND (($3::bigint IS NULL AND i.cancelled_at IS NULL) OR i.id = $3)
      ORDER BY i.id`,
    [hotel.id, booking.id, invoiceId ?? null],
  );
  if (invoiceId !== undefined && !rows.length) throw new AppError('billing.invoice_not_found', { httpStatus: 404 });
  const items = await itemsOf(
    db,
    hotel.id,
    rows.map((r) => Number(r.id)),
  );
  const faturas = rows.map((r) => invoiceWire(r, items.get(Number(r.id)) ?? [], hotel, locale));
  return {
    status: 1,
    faturas,
    ...(invoiceId !== undefined ? { fatura: faturas[0] } : {}),
    info: {
      date: formatDate(new Date(), hotel.timeZone),
      checkIn: formatDate(booking.checkIn),
      checkOut: formatDate(booking.checkOut),
      guestName: booking.guestName,
      doc: maskDocument(booking.doc),
      timeZone: hotel.timeZone,
    },
    maxParcelas: hotel.maxInstallments,
    mostrarParcelas: hotel.maxInstallments > 1,
  };
}

/** HandleFaturaService create: a new invoice with a description (spec: nothing happens without one). */
export async function createInvoice(
  db: Db,
  hotel: BillingHotel,
  booking: BillingBooking,
  userId: number | null,
  description: string,
  locale: Locale,
  audit: AuditScope | null = null,
) {
  const id = await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO invoices (institution_id, booking_id, description, created_by) VALUES ($1, $2, $3, $4) RETURNING id',
      [hotel.id, booking.id, description, userId],
    );
    const invoiceId = Number(rows[0]!.id);
    await recordEvent(tx, { institutionId: hotel.id, bookingId: booking.id, invoiceId, kind: 'invoice.created', actorUserId: userId });
    if (audit)
      await recordAudit(tx, audit, {
        action: 'invoice.create',
        target: { type: 'invoice', id: invoiceId, label: description },
        after: { description, booking: booking.id },
      });
    return invoiceId;
  });
  const fatura = await invoiceById(db, hotel, id, locale);
  return { status: 1 as const, codCab: id, fatura, message: translate('billing.invoice_created', locale) };
}

/** HandleFaturaService cancel: only an invoice with no last status and nothing in flight (spec section 4). */
export async function removeInvoice(
  db: Db,
  hotel: BillingHotel,
  booking: BillingBooking,
  userId: number | null,
  input: { codCab: number; dhCancelamento: string; codTop?: number | null },
  locale: Locale,
  audit: AuditScope | null = null,
) {
  await withTransaction(db, async (tx) => {
    const inv = await lockInvoice(tx, hotel.id, booking.id, input.codCab);
    if (inv.cancelled_at) throw new AppError('billing.invoice_cancelled');
    if (input.codTop !== undefined && input.codTop !== null && inv.operation_code !== null && input.codTop !== inv.operation_code) {
      throw new AppError('billing.invoice_not_found', { httpStatus: 404 });
    }
    if (!viewOf(inv).actions.remove) throw new AppError(inv.processing ? 'billing.invoice_processing' : 'billing.invoice_has_status');
    await tx.query(
      `UPDATE invoices SET cancelled_at = now(), cancellation_date = $2, cancelled_by = $3, operation_code = COALESCE(operation_code, $4), updated_at = now()
        WHERE id = $1`,
      [inv.id, input.dhCancelamento, userId, input.codTop ?? null],
    );
    await recordEvent(tx, {
      institutionId: hotel.id,
      bookingId: booking.id,
      invoiceId: Number(inv.id),
      kind: 'invoice.cancelled',
      actorUserId: userId,
    });
    if (audit)
      await recordAudit(tx, audit, {
        action: 'invoice.cancel',
        target: { type: 'invoice', id: Number(inv.id), label: inv.description },
        before: { cancelled: false },
        after: { cancelled: true, cancellationDate: input.dhCancelamento, booking: booking.id },
      });
  });
  return { status: 1 as const, codCab: input.codCab, message: translate('billing.invoice_removed', locale) };
}

/**
 * After a reservation is voided the invoice is closed and copied (same description and items) so it
 * can be charged again; the old one points at the copy (novoCodCabDuplicado).
 */
export async function duplicateInvoice(tx: pg.PoolClient, inv: InvoiceRow, userId: number | null): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO invoices (institution_id, booking_id, operation_code, description, total_cents, duplicated_from, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [inv.institution_id, inv.booking_id, inv.operation_code, inv.description, inv.total_cents, inv.id, userId],
  );
  const copy = Number(rows[0]!.id);
  await tx.query(
    `INSERT INTO invoice_items (invoice_id, institution_id, description, quantity, unit_cents, included_at, created_by)
     SELECT $2, institution_id, description, quantity, unit_cents, included_at, $3 FROM invoice_items
      WHERE invoice_id = $1 AND removed_at IS NULL ORDER BY id`,
    [inv.id, copy, userId],
  );
  await tx.query(
    `UPDATE invoices SET cancelled_at = now(), cancellation_date = (SELECT (now() AT TIME ZONE i.time_zone)::date FROM institutions i WHERE i.id = invoices.institution_id), cancelled_by = $2, duplicated_to = $3, updated_at = now() WHERE id = $1`,
    [inv.id, userId, copy],
  );
  return copy;
}
