import { Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { UploadSlot } from '../upload-slot';
import { useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { answersOf, dispatch, getCheckin, setExtras } from '../wizard-store';

/**
 * Authorisation documents (spec section 5), shown only to a guest who needs a term
 * (docs/decisions/0038-shorter-guest-wizard.md): a minor lodged without the father or the mother needs the
 * guardians' original authorisation term; paying with a third party's card needs the cardholder's term. Each
 * term is checked here, before the guest goes on: a photo now, or the tick that the original will be presented at
 * the reception (the identity document's tick never waives a term).
 */
export function AuthorizationStep() {
  const { t, data, extras, s } = useGuest();
  const [error, setError] = useState<string | null>(null);
  const needs = answersOf(s);
  const missing = () => {
    const c = getCheckin();
    const need = answersOf(c);
    const d = c.machine.data;
    if (c.extras.ackAuthorization) return null;
    if (need.minorTerm && !d.chaveImgAutorizacao) return t('checkin.authorization.minorRequired');
    if (need.cardTerm && !d.chaveImgAutorizacaoCartao) return t('checkin.authorization.cardRequired');
    return null;
  };
  const shown = error && missing();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = missing();
        setError(problem);
        if (!problem) dispatch({ type: 'next' });
      }}
    >
      <Stack gap="sm">
        <Text>{t('checkin.authorization.intro')}</Text>
        {(needs.minorTerm || data.chaveImgAutorizacao) && (
          <UploadSlot
            kind="persondocauth"
            field="chaveImgAutorizacao"
            label={t('checkin.authorization.minor')}
            description={t('checkin.authorization.minorHint')}
            required={needs.minorTerm && !extras.ackAuthorization}
            testId="auth-minor"
          />
        )}
        {(needs.cardTerm || data.chaveImgAutorizacaoCartao) && (
          <UploadSlot
            kind="persondocauthcard"
            field="chaveImgAutorizacaoCartao"
            label={t('checkin.authorization.card')}
            description={t('checkin.authorization.cardHint')}
            required={needs.cardTerm && !extras.ackAuthorization}
            testId="auth-card"
          />
        )}
        <Checkbox
          checked={extras.ackAuthorization}
          onChange={(e) => {
            setExtras({ ackAuthorization: e.currentTarget.checked });
            setError(null);
          }}
          label={t('checkin.authorization.atReception')}
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
        />
        {shown && (
          <Text size="sm" c="var(--mantine-color-error)" role="status" data-testid="authorization-error">
            {shown}
          </Text>
        )}
      </Stack>
      <StepActions />
    </form>
  );
}
