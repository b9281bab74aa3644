import { loadFeatureBundle } from '../../i18n/feature-bundles';
import { checkinFaceBundle, checkinStepsBundle } from './bundle';
import type { FacialSearchLoader } from './facial-search-slot';

/**
 * The kiosk's facial search screen with its words (the camera's are the steps'), for facial-search-slot.ts: the kiosk calls
 * `registerFacialSearch(loadFaceSearch)`; the search step then offers it where the hotel has HASBUSCAFACIAL = S.
 */
export const loadFaceSearch: FacialSearchLoader = () =>
  Promise.all([loadFeatureBundle(checkinFaceBundle), loadFeatureBundle(checkinStepsBundle), import('./face-search')]).then(
    ([, , m]) => m.FaceSearch,
  );
