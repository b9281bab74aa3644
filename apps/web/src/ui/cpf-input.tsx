import { isValidCpf, maskCpf, onlyDigits } from '@gm/domain/validators';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange: (masked: string) => void;
  /** 'CPF inválido' (spec section 5), shown once 11 digits are typed or the field is left. */
  invalidMessage: string;
  serverError?: string | null;
};

/** CPF with the mask ###.###.###-## and the check digits (spec section 5, BRAZIL.md). */
export function CpfInput({ value, onChange, invalidMessage, serverError, onBlur, ...rest }: Props) {
  const [touched, setTouched] = useState(false);
  const digits = onlyDigits(value);
  const invalid = (touched || digits.length === 11) && digits.length > 0 && !isValidCpf(digits);
  return (
    <TextInput
      inputMode="numeric"
      data-keyboard="cpf"
      autoComplete="off"
      placeholder="000.000.000-00"
      maxLength={14}
      {...rest}
      value={value}
      onChange={(e) => onChange(maskCpf(e.currentTarget.value))}
      onBlur={(e) => {
        setTouched(true);
        onBlur?.(e);
      }}
      error={invalid ? invalidMessage : (serverError ?? undefined)}
    />
  );
}
