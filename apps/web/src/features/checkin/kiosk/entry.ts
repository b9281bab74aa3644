import type { ComponentType } from 'react';
import { type FeatureBundle, withFeatureBundle } from '../../../i18n/feature-bundles';

/** The kiosk's words (docs/decisions/0064-kiosk.md): loaded with /checkin-totem only. */
export const checkinKioskBundle: FeatureBundle = {
  pt: () => import('../i18n/kiosk/pt.json'),
  en: () => import('../i18n/kiosk/en.json'),
  es: () => import('../i18n/kiosk/es.json'),
};

/** The kiosk page with its words (its guest page definition stays a line in the guest entry). */
export function loadKioskPage(): Promise<ComponentType> {
  return withFeatureBundle(checkinKioskBundle, () => import('./kiosk-page').then((m) => m.KioskPage))();
}
