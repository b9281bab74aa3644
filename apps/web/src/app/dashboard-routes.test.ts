import { DASHBOARDS } from '@gm/contracts/dashboards/catalogue';
import { describe, expect, it } from 'vitest';
import { findRoute, isBlockedPath } from './route-match';

describe('the dashboards routes', () => {
  it('open every section of the catalogue; tripadvisor and booking are always blocked', () => {
    for (const d of DASHBOARDS) {
      // The review sites' dashboards have a {type} level: /dashboard/{family}/{type}/{section}.
      for (const path of d.types
        ? d.types.map((ty) => `/dashboard/${d.family}/${ty}/${d.section}`)
        : [`/dashboard/${d.family}/${d.section}`]) {
        const route = findRoute(path);
        // The route opens for any of its permissions (tagpanel: DASH tagpanel or roi); the board's is one of them.
        expect([route?.permission].flat(), d.name).toContainEqual(d.permission);
        expect(isBlockedPath(path)).toBe(false);
      }
    }
    // Without its {type}, a review-site path is no route (the router answers "page not found").
    expect(findRoute('/dashboard/tripadvisor2/summary')).toBeNull();
    expect(isBlockedPath('/dashboard/tripadvisor/summary')).toBe(true);
    expect(isBlockedPath('/dashboard/tripadvisor/reviews')).toBe(true);
    expect(isBlockedPath('/dashboard/booking/summary')).toBe(true);
    expect(isBlockedPath('/dashboard/booking/list')).toBe(true);
  });
});
