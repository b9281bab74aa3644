import type { ComponentType } from 'react';
import { type FeatureBundle, withFeatureBundle } from '../../../i18n/feature-bundles';

/** The kiosk's words (docs/decisions/0064-kiosk.md): loaded with /checkin-totem only. */
export const checkinKioskBundle: FeatureBundle = {
  pt: () => import('../i18n/kiosk/pt.json'),
  en: () => import('../i18n/kiosk/en.json'),
  es: () => import('../i18n/kiosk/es.json'),
};

/**
 * The kiosk page with its words (its guest page definition stays a line in the guest entry). The kiosk offers the
 * facial booking search (decision 0068) where the hotel has HASBUSCAFACIAL = S: registered here, so the web check-in
 * never loads it.
 */
export function loadKioskPage(): Promise<ComponentType> {
  return withFeatureBundle(checkinKioskBundle, () =>
    Promise.all([import('./kiosk-page'), import('../face-search-loader'), import('../facial-search-slot')]).then(([page, face, slot]) => {
      slot.registerFacialSearch(face.loadFaceSearch);
      return page.KioskPage;
    }),
  )();
}
