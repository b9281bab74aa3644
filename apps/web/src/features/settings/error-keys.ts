import type { ErrorKeys } from '../../lib/forms';

/** The settings schema's issue messages (@gm/contracts/institutions/settings) -> this feature's words. */
export const SETTINGS_ERROR_KEYS: ErrorKeys = {
  invalid_cnpj: 'settings.errors.cnpj',
  low_contrast: 'settings.errors.contrast',
  invalid_colour: 'settings.errors.colour',
  invalid_time_zone: 'settings.errors.timeZone',
  invalid_cep: 'settings.errors.cep',
  invalid_postal_code: 'settings.errors.postalCode',
  invalid_country: 'settings.errors.country',
  invalid_flag: 'settings.errors.flag',
  invalid_letters: 'settings.errors.letters',
  invalid_number: 'settings.errors.number',
  too_small_number: 'settings.errors.number',
  too_big_number: 'settings.errors.number',
};
