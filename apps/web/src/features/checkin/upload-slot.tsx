import type { ImageKind } from '@gm/contracts/checkin';
import type { WizardField } from '@gm/domain/wizard';
import { ApiError } from '../../lib/api/http';
import { ImageUpload } from '../../ui/image-upload';
import { removeImage, uploadDocument } from './api';
import { errorText, useGuest, useUploadLabels, warnCameraNeeded } from './use-guest';
import { dispatch, getCheckin, setData, setExtras } from './wizard-store';

/** Removing these clears keys through the machine (spec section 4: document, back side). */
const MACHINE_SLOTS: Partial<Record<WizardField, 'document' | 'back'>> = { chaveImgDocumento: 'document', chaveImgDocumentoVerso: 'back' };

/** Deletes an upload that no completed check-in uses; one already gone is fine. */
export async function discardUpload(token: string, key: string): Promise<void> {
  try {
    await removeImage(token, key);
  } catch (error) {
    if (!(error instanceof ApiError && error.http === 404)) throw error;
  }
}

interface Props {
  kind: ImageKind;
  field: WizardField;
  label: string;
  description?: string;
  required?: boolean;
  testId: string;
}

/** A document picture of the current guest stored in the wizard's data under `field`. */
export function UploadSlot({ kind, field, label, description, required, testId }: Props) {
  const { data, extras, token, personId } = useGuest();
  const labels = useUploadLabels();
  const key = data[field];
  return (
    <ImageUpload
      label={label}
      description={description}
      required={required}
      facing="environment"
      hasImage={!!key}
      previewUrl={key ? extras.previews[key] : null}
      labels={labels}
      testId={testId}
      onCameraUnavailable={warnCameraNeeded}
      onUpload={async (image) => {
        try {
          const reply = await uploadDocument(token, { kind, CODPESRES: personId, image });
          setData({ [field]: reply.key });
          if (reply.url) setExtras({ previews: { ...getCheckin().extras.previews, [reply.key]: reply.url } });
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
        const slot = MACHINE_SLOTS[field];
        if (slot) dispatch({ type: 'remove-upload', slot });
        else setData({ [field]: undefined });
      }}
    />
  );
}
