import { GUEST_PATHS, RENDERED_WITHOUT_LINK_GUEST_PATHS, SERVER_RENDERED_GUEST_PATHS, SURVEY_GUEST_PATHS } from '@gm/domain/guest-pages';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../app/routes';
import { guestRouteFor, guestRoutes } from './routes';

describe('the two route tables', () => {
  it("gives the guest entry exactly the guest's public screens, each once", () => {
    expect(guestRoutes.map((r) => r.path).sort()).toEqual([...GUEST_PATHS].sort());
    expect(new Set(guestRoutes.map((r) => r.name)).size).toBe(guestRoutes.length);
    for (const r of guestRoutes) {
      expect(r.public, r.name).toBe(true);
      expect(r.name.endsWith('-Public'), r.name).toBe(true);
      expect(r.titleKey, r.name).toBeTruthy();
    }
  });
  it("holds the server's list of rendered pages (it reads only @gm/domain) equal to the pages defined with ssr", () => {
    expect(
      guestRoutes
        .filter((r) => r.ssr)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...SERVER_RENDERED_GUEST_PATHS].sort());
    expect(guestRouteFor('/Checkin/')?.name).toBe('Checkin-Public');
    expect(guestRouteFor('/home/index')).toBeNull();
    // Each page rendered without a link is one the server renders; the review pages are, from their token (0046).
    for (const path of RENDERED_WITHOUT_LINK_GUEST_PATHS) expect(SERVER_RENDERED_GUEST_PATHS).toContain(path);
    for (const path of SURVEY_GUEST_PATHS) expect(RENDERED_WITHOUT_LINK_GUEST_PATHS).toContain(path);
  });
  it('leaves them out of the back office (one implementation of each guest page)', () => {
    const names = new Set(guestRoutes.map((r) => r.name));
    for (const r of appRoutes) {
      expect(GUEST_PATHS as readonly string[], r.path).not.toContain(r.path);
      expect(names.has(r.name), r.name).toBe(false);
    }
  });
  it('loads each page with its translations and, when it reads server state, the query client', async () => {
    const selectIns = guestRoutes.find((r) => r.path === '/select-ins')!;
    // withQueryClient's wrapper around the page (the guest's first load does not carry TanStack Query).
    expect((await selectIns.page()).name).toBe('WithQueryClient');
    // /payment's first screen reads none: its booking's part brings the client (0042-payment-server-render.md).
    expect((await guestRoutes.find((r) => r.path === '/payment')!.page()).name).toBe('PaymentPage');
    const checkin = await guestRoutes.find((r) => r.path === '/checkin')!.page();
    expect(checkin.name).toBe('CheckinPage');
  });
});
