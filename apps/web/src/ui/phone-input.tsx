import { defaultPhoneCountry, readPhone } from '@gm/domain/phones';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { useEffect, useMemo, useState } from 'react';
import { phoneCountryOptions } from './phone-countries';

export interface PhoneValue {
  /** What to store: E.164, or +54 and the national digits for an Argentine hotel (spec section 5). '' when invalid. */
  value: string;
  valid: boolean;
  /** What the guest typed (empty means no phone). */
  raw: string;
}

interface Props {
  label: string;
  countryLabel: string;
  /** 'Please enter a valid phone number' (spec section 5), shown once the field is left. */
  invalidMessage: string;
  /** The stored number (E.164) or ''. */
  value: string;
  onChange: (phone: PhoneValue) => void;
  /** The `country` query parameter; BR otherwise. */
  defaultCountry?: string | null;
  /** The hotel's country (the Argentine rule). */
  institutionCountry?: string | null;
  /** Language of the country names. */
  locale: string;
  required?: boolean;
  serverError?: string | null;
}

/** A phone by country: the country (preferred BR, US, AR, ES first) and the number, checked for that country. */
export function PhoneInput({
  label,
  countryLabel,
  invalidMessage,
  value,
  onChange,
  defaultCountry,
  institutionCountry,
  locale,
  required,
  serverError,
}: Props) {
  const parsed = value ? parsePhoneNumberFromString(value) : undefined;
  const [country, setCountry] = useState<string>(() => parsed?.country ?? defaultPhoneCountry(defaultCountry));
  const [text, setText] = useState(() => (parsed ? parsed.formatNational() : ''));
  const [touched, setTouched] = useState(false);

  // A number filled in from outside (a returning guest's profile) replaces what is shown.
  useEffect(() => {
    if (!value) return;
    const p = parsePhoneNumberFromString(value);
    if (!p) return;
    const current = readPhone(text, { defaultCountry: country, institutionCountry });
    if (current.valid && (current.value === value || current.e164 === value)) return;
    if (p.country) setCountry(p.country);
    setText(p.formatNational());
  }, [value]);

  const options = useMemo(() => phoneCountryOptions(locale), [locale]);

  const emit = (nextText: string, nextCountry: string) => {
    const r = readPhone(nextText, { defaultCountry: nextCountry, institutionCountry });
    onChange({ value: r.valid ? r.value! : '', valid: r.valid, raw: nextText.trim() });
  };

  const reading = readPhone(text, { defaultCountry: country, institutionCountry });
  const invalid = touched && text.trim() !== '' && !reading.valid;
  const missing = touched && required && text.trim() === '';

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NativeSelect
        label={countryLabel}
        data={options}
        value={country}
        onChange={(e) => {
          setCountry(e.currentTarget.value);
          emit(text, e.currentTarget.value);
        }}
        w={128}
        style={{ flexShrink: 0 }}
      />
      <TextInput
        label={label}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required={required}
        style={{ flex: 1 }}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          emit(e.currentTarget.value, country);
        }}
        onBlur={() => setTouched(true)}
        error={invalid || missing ? invalidMessage : (serverError ?? undefined)}
      />
    </Group>
  );
}
