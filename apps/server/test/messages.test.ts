import { describe, expect, it } from 'vitest';
import { modules } from '../src/modules';
import { allMessages } from '../src/platform/messages';
import { registerModuleCatalogues } from '../src/platform/module';

// What app.ts does: every module's catalogue, beside the platform's own.
registerModuleCatalogues(modules);

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server messages', () => {
  const entries = allMessages();
  it('are registered', () => {
    expect(entries.length).toBeGreaterThan(20);
  });
  it.each(entries.map(([k, m]) => [k, m] as const))('%s has pt, en and es with the same placeholders', (_key, m) => {
    for (const variant of [m, ...(m.hospital ? [m.hospital] : [])]) {
      for (const lang of ['pt', 'en', 'es'] as const) expect(variant[lang]?.trim().length).toBeGreaterThan(0);
      expect(placeholders(variant.en)).toEqual(placeholders(variant.pt));
      expect(placeholders(variant.es)).toEqual(placeholders(variant.pt));
    }
  });
});
