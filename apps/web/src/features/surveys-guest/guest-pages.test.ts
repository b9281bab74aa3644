import { describe, expect, it } from 'vitest';
import { guestRouteFor } from '../../guest/routes';
import { guestPages } from './guest-pages';
import en from './i18n/en.json';
import es from './i18n/es.json';
import pt from './i18n/pt.json';

const at = (bundle: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('the review pages', () => {
  it('answers the five paths, each rendered by the server from its link, with a title in pt, en and es', () => {
    expect(guestPages.map((p) => p.path)).toEqual([
      '/reviewstay',
      '/reviewstay-santa-clara',
      '/reviewstay-dm',
      '/reviewstay-hotel',
      '/follow-up',
    ]);
    for (const page of guestPages) {
      // From the link's token (docs/decisions/0046-review-server-render.md): no `renders` filter, the server decides.
      expect(page.ssr, page.name).not.toBeNull();
      expect(page.ssr?.renders, page.name).toBeUndefined();
      const key = page.titleKey ?? '';
      for (const bundle of [pt, en, es]) expect(typeof at(bundle, key), key).toBe('string');
    }
    expect(guestRouteFor('/ReviewStay-DM/')?.name).toBe('ReviewStayDm-Public');
  });

  it('loads the one review page on each', async () => {
    const pages = await Promise.all(guestPages.map((p) => p.page()));
    for (const Page of pages) expect(Page.name).toBe('ReviewPage');
  }, 20_000);
});
