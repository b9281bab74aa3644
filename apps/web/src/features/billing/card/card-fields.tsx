import type { CardError } from '@gm/domain/card';
import { cvvLength } from '@gm/domain/card';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import type { FieldError } from '../../../lib/api/http';
import { EmailInput } from '../../../ui/email-input';
import { randomCardBackground } from './card-backgrounds';
import {
  applyInput,
  asCardError,
  brandOf,
  type CardErrors,
  type CardField,
  type CardFormValues,
  EMPTY_CARD,
  fieldOfPath,
  toPayload,
  validateCard,
  validateField,
} from './card-form';
import { CardPreview } from './card-preview';

const FALLBACK: Record<CardField, CardError> = {
  number: 'number_invalid',
  name: 'name_required',
  expiry: 'expiry_invalid',
  cvv: 'cvv_invalid',
  email: 'email_invalid',
  cpf: 'cpf_invalid',
};

/**
 * The card form's state. The number and CVV live only here, in the open form: they are sent to the
 * tokenisation call and cleared; nothing puts them in a store, the query cache or a log.
 */
/** The payer's e-mail and CPF the guest already gave (the check-in wizard): filled in and not asked again. */
export interface KnownPayer {
  email?: string | null;
  cpf?: string | null;
}

function knownValues(known: KnownPayer | undefined): { values: CardFormValues; given: Partial<Record<'email' | 'cpf', true>> } {
  let values = EMPTY_CARD;
  if (known?.email) values = applyInput(values, 'email', known.email);
  if (known?.cpf) values = applyInput(values, 'cpf', known.cpf);
  const given: Partial<Record<'email' | 'cpf', true>> = {};
  // Only a value this form would accept is kept out of sight; anything else is asked as before.
  for (const field of ['email', 'cpf'] as const) if (values[field] && !validateField(values, field, true)) given[field] = true;
  return { values: { ...EMPTY_CARD, email: given.email ? values.email : '', cpf: given.cpf ? values.cpf : '' }, given };
}

export function useCardForm(personal: boolean, known?: KnownPayer) {
  const [initial] = useState(() => knownValues(personal ? known : undefined));
  const [values, setValues] = useState<CardFormValues>(initial.values);
  const [errors, setErrors] = useState<CardErrors>({});
  // A new background each time the form opens (spec section 9).
  const [background] = useState(() => randomCardBackground());
  const [cvvFocused, setCvvFocused] = useState(false);

  const showError = (field: CardField, err: CardError | null) =>
    setErrors((e) => {
      const { [field]: _drop, ...rest } = e;
      return err ? { ...rest, [field]: err } : rest;
    });

  const change = (field: CardField, raw: string) => {
    const next = applyInput(values, field, raw);
    setValues(next);
    // A field already showing an error is checked again as the user corrects it.
    if (errors[field]) showError(field, validateField(next, field, personal));
  };

  /** Leaving a filled field checks it. */
  const blur = (field: CardField) => {
    if (field === 'cvv') setCvvFocused(false);
    if (values[field].trim() !== '') showError(field, validateField(values, field, personal));
  };

  /** Checks every field; true when the card may be sent. */
  const check = useCallback((): boolean => {
    const found = validateCard(values, personal);
    setErrors(found);
    return Object.keys(found).length === 0;
  }, [values, personal]);

  /** Field errors of a 400 reply, on their fields. */
  const serverErrors = useCallback((list: FieldError[]): boolean => {
    const found: CardErrors = {};
    for (const e of list) {
      const field = fieldOfPath(e.path);
      if (field) found[field] = asCardError(e.message) ?? FALLBACK[field];
    }
    if (Object.keys(found).length) setErrors((prev) => ({ ...prev, ...found }));
    return Object.keys(found).length > 0;
  }, []);

  /** After a submit: the CVV is typed again for another try; after success everything goes. */
  const clearSecrets = useCallback(
    (all: boolean) => {
      setValues((v) => (all ? initial.values : { ...v, cvv: '' }));
    },
    [initial],
  );

  return {
    values,
    errors,
    /** The e-mail and CPF already given: sent with the card, not shown as fields (unless the server refuses them). */
    given: initial.given,
    background,
    cvvFocused,
    setCvvFocused,
    change,
    blur,
    check,
    serverErrors,
    clearSecrets,
    payload: () => toPayload(values, personal),
  };
}

export type CardForm = ReturnType<typeof useCardForm>;

/** The card preview and the card fields (number, name, expiry, CVV; e-mail and CPF in personal mode). */
export function CardFields({ form, personal, disabled }: { form: CardForm; personal: boolean; disabled?: boolean }) {
  const { t } = useT();
  const { values, errors } = form;
  const err = (field: CardField) => (errors[field] ? t(`billing.card.errors.${errors[field]}`) : undefined);
  const cvvLen = cvvLength(brandOf(values));
  return (
    <Stack gap="md">
      <CardPreview
        number={values.number}
        name={values.name}
        expiry={values.expiry}
        cvvLength={cvvLen}
        cvvTyped={values.cvv.length}
        flipped={form.cvvFocused}
        background={form.background}
      />
      <TextInput
        label={t('billing.card.number')}
        value={values.number}
        onChange={(e) => form.change('number', e.currentTarget.value)}
        onBlur={() => form.blur('number')}
        error={err('number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        withAsterisk
        disabled={disabled}
      />
      <TextInput
        label={t('billing.card.name')}
        value={values.name}
        onChange={(e) => form.change('name', e.currentTarget.value)}
        onBlur={() => form.blur('name')}
        error={err('name')}
        autoComplete="cc-name"
        withAsterisk
        disabled={disabled}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label={t('billing.card.expiry')}
          value={values.expiry}
          onChange={(e) => form.change('expiry', e.currentTarget.value)}
          onBlur={() => form.blur('expiry')}
          error={err('expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('billing.card.previewExpiryPlaceholder')}
          withAsterisk
          disabled={disabled}
        />
        <TextInput
          label={t('billing.card.cvv')}
          description={t('billing.card.cvvHint', { digits: cvvLen })}
          value={values.cvv}
          onChange={(e) => form.change('cvv', e.currentTarget.value)}
          onFocus={() => form.setCvvFocused(true)}
          onBlur={() => form.blur('cvv')}
          error={err('cvv')}
          inputMode="numeric"
          autoComplete="cc-csc"
          type="password"
          withAsterisk
          disabled={disabled}
        />
      </SimpleGrid>
      {personal && (
        <>
          {(!form.given.email || errors.email) && (
            <EmailInput
              label={t('billing.card.email')}
              value={values.email}
              onChange={(v) => form.change('email', v)}
              onBlur={() => form.blur('email')}
              serverError={err('email')}
              withAsterisk
              disabled={disabled}
            />
          )}
          {(!form.given.cpf || errors.cpf) && (
            <TextInput
              label={t('billing.card.cpf')}
              value={values.cpf}
              onChange={(e) => form.change('cpf', e.currentTarget.value)}
              onBlur={() => form.blur('cpf')}
              error={err('cpf')}
              inputMode="numeric"
              placeholder="000.000.000-00"
              withAsterisk
              disabled={disabled}
            />
          )}
        </>
      )}
    </Stack>
  );
}
