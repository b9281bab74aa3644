import { describe, expect, it } from 'vitest';
import { type Catalogue, catalogueFindings } from '../../../e2e/support/words';
import { modules } from '../src/modules';
import { allMessages } from '../src/platform/messages';
import { registerModuleCatalogues } from '../src/platform/module';

// What app.ts does: every module's catalogue, beside the platform's own.
registerModuleCatalogues(modules);

// Issue 13, "Words in the right language": the server's refusals and mails, like the web's catalogue
// (apps/web/src/i18n/words.test.ts), are each in their own language.
describe('server messages in the right language', () => {
  it('has every pt, en and es text (hospital wording too) in its own language', () => {
    const catalogue: Catalogue = { pt: new Map(), en: new Map(), es: new Map() };
    for (const [key, m] of allMessages()) {
      for (const [k, variant] of [[key, m] as const, ...(m.hospital ? [[`${key}#hospital`, m.hospital] as const] : [])]) {
        for (const lng of ['pt', 'en', 'es'] as const) catalogue[lng].set(k, variant[lng]);
      }
    }
    expect(catalogue.pt.size).toBeGreaterThan(100);
    expect(catalogueFindings(catalogue)).toEqual([]);
  });
});
