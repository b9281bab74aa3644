import type { FeatureBundle } from '../../i18n/feature-bundles';

/** The widget menu's words: loaded with its pages only, never with /checkin or the back office. */
export const widgetBundle: FeatureBundle = {
  pt: () => import('./i18n/pt.json'),
  en: () => import('./i18n/en.json'),
  es: () => import('./i18n/es.json'),
};
