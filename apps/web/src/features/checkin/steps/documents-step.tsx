import { Checkbox, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { UploadSlot } from '../upload-slot';
import { useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, getCheckin, setExtras } from '../wizard-store';
import { FaceSection } from './face-section';
import { type TermsHandle, TermsSection } from './terms-section';

/**
 * Documents (spec section 5: at least one document, unless the guest ticks that they will present it at the
 * reception): the front and the back of an identity document or passport. The face photo and the terms with the
 * signature share the screen (docs/decisions/0038-shorter-guest-wizard.md): continuing saves the drawn signature.
 */
export function DocumentsStep() {
  const { t, data, extras } = useGuest();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const terms = useRef<TermsHandle>(null);
  const ok = !!data.chaveImgDocumento || extras.ackDocument;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        const current = getCheckin();
        const docOk = !!current.machine.data.chaveImgDocumento || current.extras.ackDocument;
        if (!docOk) {
          setError(t('checkin.documents.required'));
          return;
        }
        setBusy(true);
        void (terms.current?.commit() ?? Promise.resolve(true))
          .then((signed) => {
            if (signed) dispatch({ type: 'next' });
          })
          .finally(() => setBusy(false));
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
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
        />
        {error && !ok && (
          <Text size="sm" c="var(--mantine-color-error)" role="status">
            {error}
          </Text>
        )}
        <FaceSection />
        <TermsSection handle={terms} />
      </Stack>
      <StepActions loading={busy} />
    </form>
  );
}
