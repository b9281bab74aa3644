import type { FeatureBundle } from '../../../i18n/feature-bundles';

/**
 * The error page's words, loaded with it: neither entry's first load carries them (the guest's /checkin budget).
 * What the error boundary says (errors.page.internalTitle, chunk, reload) and the document title stay in the app's
 * catalogue: they must be there when nothing else loads.
 */
export const errorsBundle: FeatureBundle = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};
