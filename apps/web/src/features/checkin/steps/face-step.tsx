import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ImageUpload } from '../../../ui/image-upload';
import { uploadFace } from '../api';
import { Notice } from '../notice';
import { discardUpload } from '../upload-slot';
import { errorText, useGuest, useUploadLabels, warnCameraNeeded } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, setData } from '../wizard-store';

/**
 * Face photo (spec section 2): the front camera, with the file picker as the fallback. Removing it also clears
 * the signature (spec section 4), which the guest then signs again.
 */
export function FaceStep() {
  const { t, data, token, personId } = useGuest();
  const labels = useUploadLabels();
  const [signatureCleared, setSignatureCleared] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'next' });
      }}
    >
      <Stack gap="sm">
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
      <StepActions />
    </form>
  );
}
