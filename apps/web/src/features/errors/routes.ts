import { withFeatureBundle } from '../../i18n/feature-bundles';
import type { AppRoute } from '../../lib/route-types';
import { errorsBundle } from './i18n/bundle';

export const routes: AppRoute[] = [
  {
    name: 'Error-Public',
    path: '/error/:type',
    public: true,
    inShellWhenSignedIn: true,
    titleKey: 'errors.page.title',
    page: withFeatureBundle(errorsBundle, () => import('./error-page').then((m) => m.ErrorPage)),
  },
];
