import { Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { UploadSlot } from '../upload-slot';
import { useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, setExtras } from '../wizard-store';

/**
 * Documents (spec section 5: at least one document, unless the guest ticks that they will present it at the
 * reception): the front and the back of an identity document or passport.
 */
export function DocumentsStep() {
  const { t, data, extras } = useGuest();
  const [error, setError] = useState<string | null>(null);
  const ok = !!data.chaveImgDocumento || extras.ackDocument;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!ok) {
          setError(t('checkin.documents.required'));
          return;
        }
        dispatch({ type: 'next' });
      }}
    >
      <Stack gap="sm">
        <Text>{t('checkin.documents.intro')}</Text>
        <UploadSlot
          kind="persondoc"
          field="chaveImgDocumento"
          label={t('checkin.documents.front')}
          description={t('checkin.documents.frontHint')}
          required
          testId="doc-front"
        />
        <UploadSlot
          kind="persondoc"
          field="chaveImgDocumentoVerso"
          label={t('checkin.documents.back')}
          description={t('checkin.documents.backHint')}
          testId="doc-back"
        />
        <Checkbox
          checked={extras.ackDocument}
          onChange={(e) => {
            setExtras({ ackDocument: e.currentTarget.checked });
            setError(null);
          }}
          label={t('checkin.documents.atReception')}
        />
        {error && !ok && (
          <Text size="sm" c="var(--mantine-color-error)" role="status">
            {error}
          </Text>
        )}
      </Stack>
      <StepActions />
    </form>
  );
}
