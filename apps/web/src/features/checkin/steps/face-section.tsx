import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ImageUpload } from '../../../ui/image-upload';
import { uploadFace } from '../api';
import { Notice } from '../notice';
import { discardUpload } from '../upload-slot';
import { errorText, useGuest, useUploadLabels, warnCameraNeeded } from '../use-guest';
import { dispatch, setData } from '../wizard-store';

/**
 * Face photo (spec section 2), optional, on the documents screen (docs/decisions/0038-shorter-guest-wizard.md):
 * the front camera, with the file picker as the fallback. Removing it also clears the signature (spec section 4),
 * which the guest then signs again.
 */
export function FaceSection() {
  const { t, data, token, personId } = useGuest();
  const labels = useUploadLabels();
  const [signatureCleared, setSignatureCleared] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-labelledby="face-title">
      <Title order={2} size="h5" id="face-title" mt="sm">
        {t('checkin.steps.face')}
      </Title>
      <Text>{t('checkin.face.intro')}</Text>
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
            const reply = await uploadFace(token, { CODPESRES: personId, image });
            setData({ facialToken: reply.key });
            setSignatureCleared(false);
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
