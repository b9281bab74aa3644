import type { FeatureBundle } from '../../../i18n/feature-bundles';

/** The screens' help texts, loaded when a help modal first opens (never with a page). */
export const helpBundle: FeatureBundle = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};
