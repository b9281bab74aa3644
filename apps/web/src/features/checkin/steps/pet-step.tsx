import { Stack, Text } from '@mantine/core';
import { ImageUpload } from '../../../ui/image-upload';
import { uploadDocument } from '../api';
import { discardUpload } from '../upload-slot';
import { errorText, useGuest, useUploadLabels, warnCameraNeeded } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, getCheckin, setData, setExtras } from '../wizard-store';

/** Pet documents (HASSTEPDOCPET = S): up to six images (front, back and four more pages). */
const MAX_PET_IMAGES = 6;

export function PetStep() {
  const { t, extras, token, personId } = useGuest();
  const labels = useUploadLabels();
  const keys = extras.petKeys;

  const store = (next: string[], previews = getCheckin().extras.previews) => {
    setExtras({ petKeys: next, previews });
    setData({ chaveImgDocumentoPet: next[0] });
  };

  const slots = keys.length < MAX_PET_IMAGES ? [...keys, null] : keys;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'next' });
      }}
    >
      <Stack gap="sm">
        <Text>{t('checkin.pet.intro', { max: MAX_PET_IMAGES })}</Text>
        {slots.map((key, i) => (
          <ImageUpload
            key={key ?? `new-${i}`}
            label={t('checkin.pet.image', { n: i + 1 })}
            facing="environment"
            hasImage={!!key}
            previewUrl={key ? extras.previews[key] : null}
            labels={labels}
            testId={`pet-${i + 1}`}
            onCameraUnavailable={warnCameraNeeded}
            onUpload={async (image) => {
              try {
                const reply = await uploadDocument(token, { kind: 'persondocpet', CODPESRES: personId, image });
                const current = getCheckin().extras;
                store(
                  [...current.petKeys, reply.key].slice(0, MAX_PET_IMAGES),
                  reply.url ? { ...current.previews, [reply.key]: reply.url } : current.previews,
                );
                return reply.url;
              } catch (error) {
                throw new Error(errorText(error));
              }
            }}
            onRemove={async () => {
              if (!key) return;
              try {
                await discardUpload(token, key);
              } catch (error) {
                throw new Error(errorText(error));
              }
              store(getCheckin().extras.petKeys.filter((k) => k !== key));
            }}
          />
        ))}
      </Stack>
      <StepActions />
    </form>
  );
}
