import type { WizardData } from '@gm/domain/wizard';
import { tx } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { notify, notifyError } from '../../lib/notify';
import type { ImageUploadLabels } from '../../ui/image-upload';
import type { SignaturePadLabels } from '../../ui/signature-pad';
import { bookingTokenOf, currentPersonId, useCheckin } from './wizard-store';

/** What a step of the current guest reads: the store, the booking token, the booking person. */
export function useGuest() {
  const s = useCheckin();
  const { t, language } = useT();
  return {
    s,
    data: s.machine.data as WizardData,
    extras: s.extras,
    flags: s.machine.flags as Record<string, unknown>,
    context: s.context,
    token: bookingTokenOf(s) ?? '',
    personId: currentPersonId(s) ?? 0,
    t,
    language,
  };
}

/** The text a guest reads for a failed call: the server's message, or 'Ocorreu um erro interno: {error}'. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.readable) return error.message;
  return tx('common.errors.internal', { error: error instanceof Error ? error.message : String(error) });
}

/** Spec section 8: the failure as a toast (silent ones, like an expired session, were already told). */
export function showFailure(error: unknown): void {
  notifyError(error);
}

/** Spec section 8 "Camera error": a camera is needed; the picker stays as the fallback. */
export function warnCameraNeeded(): void {
  notify('warning', tx('checkin.camera.needed'));
}

export function useUploadLabels(): ImageUploadLabels {
  const { t } = useT();
  return {
    take: t('checkin.upload.take'),
    choose: t('checkin.upload.choose'),
    remove: t('checkin.upload.remove'),
    uploaded: t('checkin.upload.uploaded'),
    uploading: t('checkin.upload.uploading'),
    camera: {
      video: t('checkin.camera.video'),
      capture: t('checkin.camera.capture'),
      switchCamera: t('checkin.camera.switch'),
      close: t('checkin.camera.close'),
    },
  };
}

export function useSignatureLabels(): SignaturePadLabels {
  const { t } = useT();
  return {
    canvas: t('checkin.terms.signatureArea'),
    hint: t('checkin.terms.signatureHint'),
    clear: t('checkin.terms.clear'),
    save: t('checkin.terms.saveSignature'),
    empty: t('checkin.terms.signatureEmpty'),
  };
}
