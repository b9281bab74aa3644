import { defineContract } from '../contract';
import {
  faceConfirmInput,
  faceConfirmReply,
  faceConsentInput,
  faceConsentQuery,
  faceConsentReply,
  faceSearchInput,
  faceSearchReply,
} from './face-inputs';

/** The opt-in facial booking search (docs/decisions/0068-facial-booking-search.md). */
const FACE_PATHS = ['/jwt/brokerJson/checkin'];

/** The booking person's consent state and the text to show (booking token). */
export const faceConsent = defineContract({
  name: 'ConsultaConsentimentoFacialService',
  basePaths: FACE_PATHS,
  access: 'guest',
  needsInstitution: true,
  input: faceConsentQuery,
  output: faceConsentReply,
});

/** Gives (S) or withdraws (N) the consent; withdrawing deletes the face index at once. */
export const setFaceConsent = defineContract({
  name: 'ConsentimentoFacialService',
  basePaths: FACE_PATHS,
  access: 'guest',
  needsInstitution: true,
  writes: true,
  input: faceConsentInput,
  output: faceConsentReply,
});

/** The kiosk's search by a face (the hotel's context token): opaque tickets, never the guest's data. */
export const faceSearch = defineContract({
  name: 'BuscaFacialService',
  basePaths: FACE_PATHS,
  access: 'guest',
  needsInstitution: true,
  input: faceSearchInput,
  output: faceSearchReply,
});

/** A ticket and the second factor (first name or voucher) for the booking token, as the manual search gives. */
export const confirmFaceSearch = defineContract({
  name: 'ConfirmaBuscaFacialService',
  basePaths: FACE_PATHS,
  access: 'guest',
  needsInstitution: true,
  rateLimit: 'auth',
  input: faceConfirmInput,
  output: faceConfirmReply,
});
