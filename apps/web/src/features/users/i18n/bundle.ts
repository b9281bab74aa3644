import type { FeatureBundle } from '../../../i18n/feature-bundles';

/** Users administration's words, loaded with its page (the title and the drawer label stay in the app's catalogue). */
export const usersBundle: FeatureBundle = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};
