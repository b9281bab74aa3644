import type { FeatureBundle } from '../../../i18n/feature-bundles';

/** The notification settings' words, loaded with the page (its title is the drawer entry's, in the app catalogue). */
export const notificationsBundle: FeatureBundle = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};
