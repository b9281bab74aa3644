import { hasCardHolderField } from '@gm/domain/wizard';
import { Checkbox, Stack, Text } from '@mantine/core';
import { UploadSlot } from '../upload-slot';
import { useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, setExtras } from '../wizard-store';

/**
 * Authorisation documents (spec section 5): a minor travelling without the father or the mother needs the
 * guardians' original authorisation term; paying with a third party's card needs the cardholder's term. A photo
 * now, or the original at the reception.
 */
export function AuthorizationStep() {
  const { t, extras, flags } = useGuest();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'next' });
      }}
    >
      <Stack gap="sm">
        <Text>{t('checkin.authorization.intro')}</Text>
        <UploadSlot
          kind="persondocauth"
          field="chaveImgAutorizacao"
          label={t('checkin.authorization.minor')}
          description={t('checkin.authorization.minorHint')}
          testId="auth-minor"
        />
        {hasCardHolderField(flags) && (
          <UploadSlot
            kind="persondocauthcard"
            field="chaveImgAutorizacaoCartao"
            label={t('checkin.authorization.card')}
            description={t('checkin.authorization.cardHint')}
            testId="auth-card"
          />
        )}
        <Checkbox
          checked={extras.ackAuthorization}
          onChange={(e) => setExtras({ ackAuthorization: e.currentTarget.checked })}
          label={t('checkin.authorization.atReception')}
        />
      </Stack>
      <StepActions />
    </form>
  );
}
