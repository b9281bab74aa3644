import { randomBytes } from 'node:crypto';
import type { SavedCardWire } from '@gm/contracts/billing';
import { acquirerExpiry, detectBrand, displayCardNumber, maskedCardNumber, normaliseHolderName, parseExpiry } from '@gm/domain/card';
import type { Locale } from '@gm/domain/locale';
import { AcquirerRejectedError } from '../../adapters/acquirer/port';
import type { Queryable } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { recordEvent } from './audit';
import type { BillingBooking, BillingHotel } from './context';

/**
 * Saved cards: the card form's number goes to the acquirer's tokenisation and nowhere else; the row
 * keeps the acquirer's token, the brand and the masked and display numbers. The CVV is not needed to
 * tokenise and is dropped here (the guest's immediate payment sends it with the sale instead).
 */

export interface CardForm {
  cardFirstName: string;
  cardLastName: string;
  cardNumber: string;
  cardExpiryMonth: string;
  cardExpiryYear: string;
}

export interface SavedCardRow {
  id: number;
  tag: string;
  gateway: string;
  gateway_token: string;
  brand: string;
  masked_number: string;
  display_number: string;
}

export type CardSource = 'staff' | 'standalone' | 'checkin';

function wire(row: SavedCardRow): SavedCardWire {
  return { tagJwt: row.tag, data: { brand: row.brand, masked_number: row.masked_number, display_number: row.display_number } };
}

export function holderOf(form: Pick<CardForm, 'cardFirstName' | 'cardLastName'>): string {
  return normaliseHolderName(`${form.cardFirstName} ${form.cardLastName}`);
}

/** Tokenises at the acquirer and keeps the token; refusals and timeouts are safe to retry (nothing charged). */
export async function tokenizeAndSave(
  deps: AppDeps,
  hotel: BillingHotel,
  booking: BillingBooking,
  form: CardForm,
  source: CardSource,
  userId: number | null,
  note: Record<string, string | undefined> = {},
): Promise<SavedCardRow> {
  const number = form.cardNumber.replace(/\D+/g, '');
  const brand = detectBrand(number);
  const expiry = parseExpiry(form.cardExpiryMonth, form.cardExpiryYear);
  // The contract already validated both; this guards direct callers.
  if (!brand || !expiry) throw new AppError('billing.card_rejected');
  const holder = holderOf(form);
  const acquirer = deps.ports.acquirer;
  let cardToken: string;
  try {
    ({ cardToken } = await acquirer.tokenizeCard({
      customerName: holder,
      cardNumber: number,
      holder,
      expirationDate: acquirerExpiry(expiry),
      brand,
    }));
  } catch (error) {
    if (error instanceof AcquirerRejectedError) throw new AppError('billing.card_rejected');
    throw new AppError('billing.acquirer_unavailable');
  }
  const tag = `c${randomBytes(24).toString('base64url')}`;
  const { rows } = await deps.db.query<SavedCardRow>(
    `INSERT INTO saved_cards (institution_id, booking_id, tag, gateway, gateway_token, brand, masked_number, display_number, source, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING id, tag, gateway, gateway_token, brand, masked_number, display_number`,
    [
      hotel.id,
      booking.id,
      tag,
      acquirer.name,
      cardToken,
      brand,
      maskedCardNumber(number),
      displayCardNumber(number, brand),
      source,
      userId,
    ],
  );
  const row = rows[0]!;
  const details: Record<string, unknown> = { source, brand, masked: row.masked_number };
  for (const [k, v] of Object.entries(note)) if (v) details[k] = v;
  await recordEvent(deps.db, {
    institutionId: hotel.id,
    bookingId: booking.id,
    invoiceId: null,
    kind: 'card.saved',
    details,
    actorUserId: userId,
  });
  return row;
}

/** CreatePaymentMethodService / CreateStandalonePaymentMethodService reply. */
export function savedCardReply(row: SavedCardRow, locale: Locale) {
  return { status: 1 as const, ...wire(row), message: translate('billing.card_saved', locale) };
}

/** ListPaymentMethodsService: the booking's cards usable with the configured acquirer, newest first. */
export async function listCards(deps: AppDeps, hotel: BillingHotel, booking: BillingBooking): Promise<SavedCardWire[]> {
  const { rows } = await deps.db.query<SavedCardRow>(
    `SELECT id, tag, gateway, gateway_token, brand, masked_number, display_number FROM saved_cards
      WHERE institution_id = $1 AND booking_id = $2 AND gateway = $3 AND removed_at IS NULL ORDER BY id DESC LIMIT 50`,
    [hotel.id, booking.id, deps.ports.acquirer.name],
  );
  return rows.map(wire);
}

/** The booking's card by its tagJwt; refuses another booking's or hotel's card as "select a payment method". */
export async function cardByTag(
  db: Queryable,
  hotel: BillingHotel,
  bookingId: number,
  tag: string,
  gateway: string,
): Promise<SavedCardRow> {
  const { rows } = await db.query<SavedCardRow>(
    `SELECT id, tag, gateway, gateway_token, brand, masked_number, display_number FROM saved_cards
      WHERE tag = $1 AND institution_id = $2 AND booking_id = $3 AND removed_at IS NULL`,
    [tag, hotel.id, bookingId],
  );
  const row = rows[0];
  if (!row || row.gateway !== gateway) throw new AppError('billing.card_required');
  return row;
}
