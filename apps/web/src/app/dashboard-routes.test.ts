import { DASHBOARDS } from '@gm/contracts/dashboards/catalogue';
import { describe, expect, it } from 'vitest';
import { findRoute, isBlockedPath } from './route-match';

describe('the dashboards routes', () => {
  it('open every section of the catalogue; tripadvisor and booking are always blocked', () => {
    for (const d of DASHBOARDS) {
      const route = findRoute(`/dashboard/${d.family}/${d.section}`);
      expect(route?.permission, d.name).toEqual(d.permission);
      expect(isBlockedPath(`/dashboard/${d.family}/${d.section}`)).toBe(false);
    }
    expect(isBlockedPath('/dashboard/tripadvisor/summary')).toBe(true);
    expect(isBlockedPath('/dashboard/tripadvisor/reviews')).toBe(true);
    expect(isBlockedPath('/dashboard/booking/summary')).toBe(true);
    expect(isBlockedPath('/dashboard/booking/list')).toBe(true);
  });
});
