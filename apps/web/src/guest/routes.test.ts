import { GUEST_PATHS } from '@gm/domain/guest-pages';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../app/routes';
import { guestRoutes } from './routes';

describe('the two route tables', () => {
  it("gives the guest entry exactly the guest's public screens, each once", () => {
    expect(guestRoutes.map((r) => r.path).sort()).toEqual([...GUEST_PATHS].sort());
    for (const r of guestRoutes) {
      expect(r.public, r.name).toBe(true);
      expect(r.name.endsWith('-Public'), r.name).toBe(true);
      expect(r.titleKey, r.name).toBeTruthy();
    }
  });
  it('leaves them out of the back office (one implementation of each guest page)', () => {
    const names = new Set(guestRoutes.map((r) => r.name));
    for (const r of appRoutes) {
      expect(GUEST_PATHS as readonly string[], r.path).not.toContain(r.path);
      expect(names.has(r.name), r.name).toBe(false);
    }
  });
});
