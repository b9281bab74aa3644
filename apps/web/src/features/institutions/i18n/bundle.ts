import type { FeatureBundle } from '../../../i18n/feature-bundles';

/**
 * The mail outbox's words, loaded with its page: the guest's first load does not carry them. Its title stays in
 * the app's catalogue (the route's document title is read before the page loads).
 */
export const institutionsBundle: FeatureBundle = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};
