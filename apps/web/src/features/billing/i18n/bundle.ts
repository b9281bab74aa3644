import type { FeatureBundle } from '../../../i18n/feature-bundles';

/** The billing feature's translations, loaded with the Cobrança tab, the card modal and /payment. */
export const billingBundle: FeatureBundle = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};
