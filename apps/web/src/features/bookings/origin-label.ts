import type { Translate } from '../../i18n/use-t';

/**
 * The PMS keeps a booking's origin (ORIGEM) as the hotel typed it, in Portuguese; the screens show the common ones
 * in the user's language (issue 13) and leave channel names (Booking.com, WhatsApp, Unimed) as they are.
 */
const ORIGIN_KEYS: Record<string, string> = {
  balcão: 'bookings.origins.desk',
  balcao: 'bookings.origins.desk',
  telefone: 'bookings.origins.phone',
  'e-mail': 'bookings.origins.email',
  email: 'bookings.origins.email',
  site: 'bookings.origins.website',
  agência: 'bookings.origins.agency',
  agencia: 'bookings.origins.agency',
  particular: 'bookings.origins.private',
};

export function originLabel(t: Translate, origin: string | null | undefined): string {
  if (!origin) return '';
  const key = ORIGIN_KEYS[origin.trim().toLowerCase()];
  return key ? t(key) : origin;
}
