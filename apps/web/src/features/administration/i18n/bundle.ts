import type { FeatureBundle } from '../../../i18n/feature-bundles';

/**
 * The administration screens' words (emulate, audit trail), loaded with their pages. Their titles and drawer labels
 * stay in the app's catalogue (shell.nav.*: the route's document title is read before the page loads), as do the
 * emulation banner's words (the shell shows it on every screen).
 */
export const administrationBundle: FeatureBundle = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};
