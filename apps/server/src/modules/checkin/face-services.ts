import * as contract from '@gm/contracts/checkin/face-services';
import { type AnyService, defineService } from '../../platform/registry';
import { confirmFaceSearch, readFaceConsent, searchByFace, setFaceConsent } from './face-search';

/** The opt-in facial booking search (docs/decisions/0068-facial-booking-search.md). */
const consulta = defineService(contract.faceConsent, {
  summary:
    "The booking person's consent to the facial search (CODPESRES; booking token): whether the hotel offers it, the consent text to show, when it was given, whether the face is indexed.",
  sample: () => ({ CODPESRES: 1 }),
  handler: (ctx, input) => readFaceConsent(ctx, input.CODPESRES),
});

const consentir = defineService(contract.setFaceConsent, {
  summary:
    'Gives (consentir=S: the text shown, the language, instant, IP and device are kept) or withdraws (N: the face index is deleted at once) the consent to the facial booking search. Refused when the hotel does not offer it.',
  sample: () => ({ CODPESRES: 1, consentir: 'S' }),
  handler: (ctx, input) => setFaceConsent(ctx, input.CODPESRES, input.consentir),
});

const buscar = defineService(contract.faceSearch, {
  summary:
    "The kiosk's booking search by a face photo (imagem, base64 JPEG/PNG; the hotel's context token): up to 3 opaque tickets of consenting guests whose stay covers today, never their data; 6 searches a minute per kiosk.",
  sample: () => ({ imagem: 'A'.repeat(200) }),
  handler: (ctx, input) => searchByFace(ctx, input.imagem),
});

const confirmar = defineService(contract.confirmFaceSearch, {
  summary:
    "A search ticket and the second factor (nome = the guest's first name, or voucher): the booking token, as the manual search gives; 3 tries per ticket.",
  sample: () => ({ ticket: 'x.y', nome: 'Leakcheck' }),
  handler: (ctx, input) => confirmFaceSearch(ctx, input),
});

export const faceServices: AnyService[] = [consulta, consentir, buscar, confirmar];
