import { PREFERRED_PHONE_COUNTRIES } from '@gm/domain/phones';
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/max';

function countryNames(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/**
 * The phone field's country list: the preferred BR, US, AR and ES first (spec section 5), a separator, then every
 * other country by name in the interface language, each with its calling code.
 */
export function phoneCountryOptions(locale: string): { value: string; label: string; disabled?: boolean }[] {
  const name = countryNames(locale);
  const entry = (c: CountryCode) => ({ value: c, label: `${name(c)} (+${getCountryCallingCode(c)})` });
  const preferred = (PREFERRED_PHONE_COUNTRIES as readonly string[]).map((c) => entry(c as CountryCode));
  const rest = getCountries()
    .filter((c) => !(PREFERRED_PHONE_COUNTRIES as readonly string[]).includes(c))
    .map(entry)
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return [...preferred, { value: '', label: '──────────', disabled: true }, ...rest];
}
