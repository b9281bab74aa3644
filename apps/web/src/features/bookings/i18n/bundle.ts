import type { FeatureBundle } from '../../../i18n/feature-bundles';

/** The bookings feature's translations, loaded with its pages and components (never on guest pages). */
export const bookingsBundle: FeatureBundle = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};
