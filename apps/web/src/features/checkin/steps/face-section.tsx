import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ImageUpload } from '../../../ui/image-upload';
import { uploadFace } from '../api';
import { type FaceConsentState, fetchFaceConsent, saveFaceConsent } from '../face-api';
import { Notice } from '../notice';
import { discardUpload } from '../upload-slot';
import { errorText, showFailure, useGuest, useUploadLabels, warnCameraNeeded } from '../use-guest';
import { dispatch, setData } from '../wizard-store';

/** The hotel offers the kiosk's facial booking search (flag HASBUSCAFACIAL = S). */
function facialSearchOffered(context: Record<string, unknown> | null | undefined): boolean {
  return String(context?.HASBUSCAFACIAL ?? '').toUpperCase() === 'S';
}

/**
 * Face photo (spec section 2), optional, on the documents screen (docs/decisions/0038-shorter-guest-wizard.md):
 * the front camera, with the file picker as the fallback. Removing it also clears the signature (spec section 4),
 * which the guest then signs again. Where the hotel offers the kiosk's facial search, an unticked consent box comes
 * first (docs/decisions/0068-facial-booking-search.md): the photo is indexed only while it is ticked.
 */
export function FaceSection() {
  const { t, data, token, personId, context } = useGuest();
  const labels = useUploadLabels();
  const [signatureCleared, setSignatureCleared] = useState(false);
  const offered = facialSearchOffered(context as Record<string, unknown> | null);
  const [consent, setConsent] = useState<FaceConsentState | null>(null);
  // The box follows the guest's tick at once; the server's answer then confirms (or undoes) it.
  const [pending, setPending] = useState<boolean | null>(null);
  const [noFace, setNoFace] = useState(false);

  useEffect(() => {
    if (!offered || !token || !personId) return;
    let live = true;
    fetchFaceConsent(token, personId).then(
      (c) => live && setConsent(c),
      () => live && setConsent(null),
    );
    return () => {
      live = false;
    };
  }, [offered, token, personId]);

  const consented = consent?.consentido === 'S';
  const toggleConsent = async (next: boolean) => {
    if (pending !== null) return;
    setPending(next);
    try {
      setConsent(await saveFaceConsent(token, personId, next ? 'S' : 'N'));
    } catch (error) {
      showFailure(error);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="face-title">
      <Title order={2} size="h5" id="face-title" mt="sm">
        {t('checkin.steps.face')}
      </Title>
      <Text>{t('checkin.face.intro')}</Text>
      {offered && consent?.habilitado === 'S' && (
        <Stack gap={4} data-testid="face-consent">
          <Checkbox
            size="md"
            checked={pending ?? consented}
            aria-busy={pending !== null}
            onChange={(e) => void toggleConsent(e.currentTarget.checked)}
            label={t('checkin.face.consentLabel')}
            description={consent.texto}
            styles={{ body: { alignItems: 'flex-start' }, input: { minWidth: 24, minHeight: 24 } }}
          />
          {consented && data.facialToken && consent.indexado !== 'S' && (
            <Notice tone="info">{t(noFace ? 'checkin.face.noFace' : 'checkin.face.retake')}</Notice>
          )}
          {consented && consent.indexado === 'S' && <Text size="sm">{t('checkin.face.indexed')}</Text>}
        </Stack>
      )}
      <ImageUpload
        label={t('checkin.face.photo')}
        description={t('checkin.face.hint')}
        facing="user"
        hasImage={!!data.facialToken}
        labels={labels}
        testId="face"
        onCameraUnavailable={warnCameraNeeded}
        onUpload={async (image) => {
          try {
            const reply = await uploadFace(token, { CODPESRES: personId, image, index: consented });
            setData({ facialToken: reply.key });
            setSignatureCleared(false);
            if (consented) setConsent((c) => (c ? { ...c, indexado: reply.indexed ? 'S' : 'N' } : c));
            setNoFace(consented && !reply.indexed);
            return null;
          } catch (error) {
            throw new Error(errorText(error));
          }
        }}
        onRemove={async () => {
          const key = data.facialToken;
          if (!key) return;
          try {
            await discardUpload(token, key);
          } catch (error) {
            throw new Error(errorText(error));
          }
          const hadSignature = !!data.chaveImgAssinatura;
          dispatch({ type: 'remove-upload', slot: 'face' });
          setSignatureCleared(hadSignature);
        }}
      />
      {signatureCleared && <Notice tone="warning">{t('checkin.face.signatureCleared')}</Notice>}
    </Stack>
  );
}
