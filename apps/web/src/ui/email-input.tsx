import { isValidEmail } from '@gm/domain/validators';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../i18n/use-t';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  /** A server error for this field. */
  serverError?: string | null;
};

/** E-mail field: pattern check on blur, 'Please enter a valid email address.' (spec section 5). */
export function EmailInput({ value, onChange, serverError, onBlur, ...rest }: Props) {
  const { t } = useT();
  const [touched, setTouched] = useState(false);
  const invalid = touched && value.trim() !== '' && !isValidEmail(value);
  return (
    <TextInput
      type="email"
      autoComplete="email"
      inputMode="email"
      {...rest}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e) => {
        setTouched(true);
        onBlur?.(e);
      }}
      error={invalid ? t('ui.inputErrors.email') : (serverError ?? undefined)}
    />
  );
}
