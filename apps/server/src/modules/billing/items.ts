import type { Locale } from '@gm/domain/locale';
import { reaisToCents } from '@gm/domain/money';
import type pg from 'pg';
import { type Db, withTransaction } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { recordEvent } from './audit';
import type { BillingBooking, BillingHotel } from './context';
import { type InvoiceRow, invoiceById, lockInvoice, viewOf } from './invoices';

/** Invoice items (HandleItemFaturaService): saved only while the invoice's items are editable. */

/** Keeps total_cents equal to the sum of the live items; refuses a negative total (discount lines). */
async function recomputeTotal(tx: pg.PoolClient, invoiceId: number): Promise<void> {
  const { rows } = await tx.query<{ total: number }>(
    'SELECT COALESCE(sum(quantity::bigint * unit_cents), 0)::bigint AS total FROM invoice_items WHERE invoice_id = $1 AND removed_at IS NULL',
    [invoiceId],
  );
  const total = Number(rows[0]!.total);
  if (total < 0) throw new AppError('billing.total_negative');
  await tx.query('UPDATE invoices SET total_cents = $2, updated_at = now() WHERE id = $1', [invoiceId, total]);
}

function assertEditable(inv: InvoiceRow): void {
  if (inv.cancelled_at) throw new AppError('billing.invoice_cancelled');
  if (!viewOf(inv).actions.editItems) throw new AppError(inv.processing ? 'billing.invoice_processing' : 'billing.invoice_read_only');
}

export interface ItemInput {
  codCab: number;
  codIte?: number;
  qtd: number;
  vlrUnit: number | string;
  descricao: string;
}

async function itemReply(db: Db, hotel: BillingHotel, invoiceId: number, itemId: number, key: string, locale: Locale) {
  const fatura = await invoiceById(db, hotel, invoiceId, locale);
  return {
    status: 1 as const,
    codCab: invoiceId,
    codIte: itemId,
    vlrTotal: fatura.vlrTotal,
    itensCobranca: fatura.itensCobranca,
    fatura,
    message: translate(key, locale),
  };
}

/** HandleItemFaturaService add/update: description, quantity 1..9999 and a non-zero value (spec section 5). */
export async function saveItem(
  db: Db,
  hotel: BillingHotel,
  booking: BillingBooking,
  userId: number | null,
  input: ItemInput,
  locale: Locale,
) {
  const unitCents = reaisToCents(input.vlrUnit)!;
  const itemId = await withTransaction(db, async (tx) => {
    const inv = await lockInvoice(tx, hotel.id, booking.id, input.codCab);
    assertEditable(inv);
    let id: number;
    if (input.codIte !== undefined) {
      const { rows } = await tx.query<{ id: number }>(
        `UPDATE invoice_items SET description = $3, quantity = $4, unit_cents = $5, updated_at = now()
          WHERE id = $1 AND invoice_id = $2 AND removed_at IS NULL RETURNING id`,
        [input.codIte, inv.id, input.descricao, input.qtd, unitCents],
      );
      if (!rows[0]) throw new AppError('billing.item_not_found', { httpStatus: 404 });
      id = Number(rows[0].id);
    } else {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO invoice_items (invoice_id, institution_id, description, quantity, unit_cents, created_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [inv.id, hotel.id, input.descricao, input.qtd, unitCents, userId],
      );
      id = Number(rows[0]!.id);
    }
    await recomputeTotal(tx, Number(inv.id));
    await recordEvent(tx, {
      institutionId: hotel.id,
      bookingId: booking.id,
      invoiceId: Number(inv.id),
      kind: input.codIte !== undefined ? 'item.updated' : 'item.added',
      details: { codIte: id, qtd: input.qtd, unitCents },
      actorUserId: userId,
    });
    return id;
  });
  return itemReply(db, hotel, input.codCab, itemId, 'billing.item_saved', locale);
}

/** HandleItemFaturaService remove: the item gets its removal stamp (dhRemocao) and is hidden. */
export async function removeItem(
  db: Db,
  hotel: BillingHotel,
  booking: BillingBooking,
  userId: number | null,
  input: { codCab: number; codIte: number },
  locale: Locale,
) {
  await withTransaction(db, async (tx) => {
    const inv = await lockInvoice(tx, hotel.id, booking.id, input.codCab);
    assertEditable(inv);
    const { rowCount } = await tx.query(
      'UPDATE invoice_items SET removed_at = now(), updated_at = now() WHERE id = $1 AND invoice_id = $2 AND removed_at IS NULL',
      [input.codIte, inv.id],
    );
    if (!rowCount) throw new AppError('billing.item_not_found', { httpStatus: 404 });
    await recomputeTotal(tx, Number(inv.id));
    await recordEvent(tx, {
      institutionId: hotel.id,
      bookingId: booking.id,
      invoiceId: Number(inv.id),
      kind: 'item.removed',
      details: { codIte: input.codIte },
      actorUserId: userId,
    });
  });
  return itemReply(db, hotel, input.codCab, input.codIte, 'billing.item_removed', locale);
}
