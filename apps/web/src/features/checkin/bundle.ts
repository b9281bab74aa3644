import type { FeatureBundle } from '../../i18n/feature-bundles';

/** The check-in's translations: loaded with its pages, never with the back office (and vice versa). */
export const checkinBundle: FeatureBundle = {
  pt: () => import('./i18n/pt.json'),
  en: () => import('./i18n/en.json'),
  es: () => import('./i18n/es.json'),
};
