/** The new-hotel form's lists from the browser's own data (Intl): time zones and currencies, each with its name. */

export interface Choice {
  value: string;
  label: string;
}

/** Every IANA time zone the browser knows, by region; `current` is kept even when the browser lists it by another name. */
export function timeZoneOptions(current: string): Choice[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes(current) || !current ? zones : [current, ...zones];
  return all.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }));
}

/** Every ISO 4217 currency the browser knows, as "BRL · Real brasileiro" in the user's language. */
export function currencyOptions(language: string, current: string): Choice[] {
  const names = new Intl.DisplayNames([language], { type: 'currency' });
  const codes = Intl.supportedValuesOf('currency');
  const all = codes.includes(current) || !current ? codes : [current, ...codes];
  return all.map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }));
}
