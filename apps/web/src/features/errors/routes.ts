import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  {
    name: 'Error-Public',
    path: '/error/:type',
    public: true,
    titleKey: 'errors.page.title',
    page: () => import('./error-page').then((m) => m.ErrorPage),
  },
];
