import { formatMoney } from '@gm/domain/format';
import { reaisToCents } from '@gm/domain/money';
import { TextInput, type TextInputProps } from '@mantine/core';
import { type ComponentPropsWithoutRef, useEffect, useState } from 'react';

/** Decimal reais on the wire (12.5) to cents, without float drift. */
export function reaisOnWireToCents(reais: number): number {
  return Math.round(reais * 100);
}

type MoneyProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> &
  ({ cents: number; reais?: never } | { reais: number; cents?: never });

/** An amount as 'R$ 1.234,56' (spec sections 5 and 9), through the domain formatter. */
export function Money({ cents, reais, ...rest }: MoneyProps) {
  const value = cents ?? reaisOnWireToCents(reais ?? 0);
  return <span {...rest}>{formatMoney(value)}</span>;
}

/** The amount part of 'R$ 1.234,56' for an input ('1.234,56'). */
function moneyInputText(cents: number | null): string {
  return cents === null ? '' : formatMoney(cents).replace('R$ ', '');
}

type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'leftSection'> & {
  /** Cents, or null while empty or not an amount. */
  value: number | null;
  onChange: (cents: number | null) => void;
  /** Allow a negative amount (a discount line). */
  allowNegative?: boolean;
};

/**
 * An amount typed with comma decimals and dot thousands ('1.234,56'); the R$ prefix sits beside the
 * field. Shown formatted once the field loses focus.
 */
export function MoneyInput({ value, onChange, allowNegative = false, onBlur, ...rest }: MoneyInputProps) {
  const [text, setText] = useState(() => moneyInputText(value));
  // Follows a value set from outside (a row being edited, a reset) without fighting the typing.
  useEffect(() => {
    setText((current) => (reaisToCents(current) === value ? current : moneyInputText(value)));
  }, [value]);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      leftSection={<span aria-hidden="true">R$</span>}
      value={text}
      onChange={(e) => {
        const allowed = allowNegative ? /[^\d.,-]/g : /[^\d.,]/g;
        const next = e.currentTarget.value.replace(allowed, '').slice(0, 16);
        setText(next);
        onChange(reaisToCents(next));
      }}
      onBlur={(e) => {
        const cents = reaisToCents(text);
        if (cents !== null) setText(moneyInputText(cents));
        onBlur?.(e);
      }}
    />
  );
}
