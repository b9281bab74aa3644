import { confirmFaceSearch, faceConsent, faceSearch, setFaceConsent } from '@gm/contracts/checkin/face-services';
import type { InputOf, OutputOf } from '@gm/contracts/contract';
import { call } from '../../lib/api/client';

/** The opt-in facial booking search's calls (docs/decisions/0068-facial-booking-search.md). */
const bearer = (token: string) => ({ auth: { bearer: token } });

export type FaceConsentState = OutputOf<typeof faceConsent>;
export type FaceCandidates = OutputOf<typeof faceSearch>;
export type FaceConfirmInput = InputOf<typeof confirmFaceSearch>;

export const faceConsentKey = (token: string, person: number) => ['checkin', 'face-consent', token, person] as const;

/** The booking person's consent state and the text to show (booking token). */
export const fetchFaceConsent = (token: string, CODPESRES: number): Promise<FaceConsentState> =>
  call(faceConsent, { CODPESRES }, bearer(token));
export const saveFaceConsent = (token: string, CODPESRES: number, consentir: 'S' | 'N'): Promise<FaceConsentState> =>
  call(setFaceConsent, { CODPESRES, consentir }, bearer(token));
/** The kiosk's search (the hotel's context token): opaque tickets only. */
export const searchFace = (contextToken: string, imagem: string): Promise<FaceCandidates> =>
  call(faceSearch, { imagem }, bearer(contextToken));
export const confirmFace = (contextToken: string, input: FaceConfirmInput) => call(confirmFaceSearch, input, bearer(contextToken));

/** A picture as base64 (no data: prefix), as BuscaFacialService takes it. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
