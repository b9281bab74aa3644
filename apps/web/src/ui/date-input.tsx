import { brFromIso, readDateInput, todayIn } from '@gm/domain/dates';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  /** ISO date (YYYY-MM-DD) or '' */
  value: string;
  onChange: (iso: string) => void;
  /** Shown when a complete date was not a real date and the field was cleared. */
  invalidMessage: string;
  /** Extra check of a complete date (e.g. a plausible birth date); returns an error message or null. */
  check?: (iso: string) => string | null;
  timeZone?: string;
  serverError?: string | null;
};

/**
 * A typed date with the mask ##/##/#### (spec section 5): DD/MM/YYYY, or DD/MM/YY expanded when the field is
 * left; a complete date that does not exist is cleared with a message. The value travels as ISO.
 */
export function DateInput({ value, onChange, invalidMessage, check, timeZone, serverError, onBlur, ...rest }: Props) {
  const [text, setText] = useState(() => brFromIso(value));
  const [error, setError] = useState<string | null>(null);

  // Follows outside changes (a profile filled in by the identification step).
  useEffect(() => {
    setText((current) =>
      readDateInput(current.replace(/\D+/g, ''), todayIn(timeZone)).iso === (value || null) ? current : brFromIso(value),
    );
  }, [value, timeZone]);

  const apply = (raw: string, complete: boolean) => {
    // While typing only the digits count (DD/MM/YY expands when the field is left, so 19.. and 20.. years can be typed).
    const r = readDateInput(complete ? raw : raw.replace(/\D+/g, ''), todayIn(timeZone), { complete });
    setText(r.text);
    if (r.cleared) {
      setError(invalidMessage);
      onChange('');
      return;
    }
    const extra = r.iso && check ? check(r.iso) : null;
    setError(extra);
    onChange(r.iso && !extra ? r.iso : '');
  };

  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/AAAA"
      maxLength={10}
      {...rest}
      value={text}
      onChange={(e) => apply(e.currentTarget.value, false)}
      onBlur={(e) => {
        if (text) apply(text, true);
        onBlur?.(e);
      }}
      error={error ?? serverError ?? undefined}
    />
  );
}
