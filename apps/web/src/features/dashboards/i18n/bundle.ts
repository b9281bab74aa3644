import type { FeatureBundle } from '../../../i18n/feature-bundles';

/** The dashboards' words, loaded with their pages (the drawer's labels stay in the app's catalogue). */
export const dashboardsBundle: FeatureBundle = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};
