import type { Message } from '../../platform/messages';

export const locationMessages: Record<string, Message> = {
  'locations.country_not_found': { pt: 'País não encontrado.', en: 'Country not found.', es: 'País no encontrado.' },
  'locations.region_not_found': {
    pt: 'Estado ou região não encontrado.',
    en: 'State or region not found.',
    es: 'Estado o región no encontrado.',
  },
};
