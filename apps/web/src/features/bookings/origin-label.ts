import type { Translate } from '../../i18n/use-t';

/**
 * The origins a hotel is offered by default (bookings module's DEFAULT_ORIGINS) and the health plans' "Particular"
 * are stored in Portuguese: each is shown in the interface language. Brand names (Booking.com, WhatsApp, Unimed) and
 * the hotel's own origins are shown as typed.
 */
const KNOWN: Record<string, string> = {
  Balcão: 'desk',
  Telefone: 'phone',
  'E-mail': 'email',
  Site: 'site',
  Agência: 'agency',
  Particular: 'private',
};

/** An origin in the interface language ('' when none). */
export function originLabel(origin: string | null | undefined, t: Translate): string {
  if (!origin) return '';
  const key = Object.hasOwn(KNOWN, origin) ? KNOWN[origin] : undefined;
  return key ? t(`bookings.origins.${key}`) : origin;
}
