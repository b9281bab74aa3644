import type { FeatureBundle } from '../../../i18n/feature-bundles';

/** The in-app notifications' words (the bell's popover and /dashboard/notifications/list), loaded with either. */
export const staffNoticesBundle: FeatureBundle = {
  pt: () => import('./staff/pt.json'),
  en: () => import('./staff/en.json'),
  es: () => import('./staff/es.json'),
};
