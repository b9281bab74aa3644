import { wordedCatalogue } from '../../platform/messages';
import { defineModule } from '../../platform/module';
import { documentRoutes } from './document-routes';
import { documentServices } from './document-services';
import { faceMessages } from './face-messages';
import { FACE_RETENTION_JOB, faceRetentionJob } from './face-search';
import { faceServices } from './face-services';
import { grantMessages } from './grant-messages';
import { grantServices } from './grant-services';
import { IDENTITY_CODE_JOB, mailIdentityCode } from './identity';
import { checkinMessages } from './messages';
import { placeholderMessages } from './placeholder-messages';
import { placeholderServices } from './placeholder-services';
import { postalCodeRoutes } from './postal';
import { checkinServices } from './services';

const grantCatalogue = wordedCatalogue(grantMessages);
const placeholderCatalogue = wordedCatalogue(placeholderMessages);
const faceCatalogue = wordedCatalogue(faceMessages);

/**
 * The guest's web check-in and check-out and the staff's person screens: guest profiles, booking tokens, uploads and
 * their signed links (stored by documents), postal codes, preferences.
 */
export const checkinModule = defineModule({
  name: 'checkin',
  services: [...checkinServices, ...documentServices, ...grantServices, ...placeholderServices, ...faceServices],
  routes: [postalCodeRoutes, documentRoutes],
  jobs: { [IDENTITY_CODE_JOB]: mailIdentityCode, [FACE_RETENTION_JOB]: faceRetentionJob },
  messages: { ...checkinMessages.messages, ...grantCatalogue.messages, ...placeholderCatalogue.messages, ...faceCatalogue.messages },
  hospitalKeys: {
    ...checkinMessages.hospitalKeys,
    ...grantCatalogue.hospitalKeys,
    ...placeholderCatalogue.hospitalKeys,
    ...faceCatalogue.hospitalKeys,
  },
  owns: [
    'guests',
    'guest_merges',
    'identity_challenges',
    'document_reveals',
    'booking_preferences',
    'checkout_confirmations',
    'postal_code_cache',
    'booking_access_grants',
    'face_consents',
    'face_index',
  ],
});
