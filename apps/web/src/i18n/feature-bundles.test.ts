import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLanguage, setLanguage, translate } from './engine';
import { type FeatureBundle, loadFeatureBundle } from './feature-bundles';
import { changeLanguage } from './i18n';

const words = (tree: Record<string, unknown>) => async () => ({ default: tree });

describe('feature bundles and a language change', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a page whose words load while the language changes has them in the new language', async () => {
    vi.stubGlobal('document', { cookie: '', documentElement: { lang: '' }, title: '' });
    setLanguage('pt');
    // A screen opened earlier, whose English words are slow: the change is still loading when the next page opens.
    let releaseEn: (() => void) | undefined;
    const slow: FeatureBundle = {
      pt: words({ slow: { a: 'Lento' } }),
      en: () =>
        new Promise((resolve) => {
          releaseEn = () => resolve({ default: { slow: { a: 'Slow' } } });
        }),
      es: words({ slow: { a: 'Lento' } }),
    };
    await loadFeatureBundle(slow);
    const change = changeLanguage('en');
    await vi.waitFor(() => expect(releaseEn).toBeTypeOf('function'));
    const page = loadFeatureBundle({
      pt: words({ page: { title: 'Título' } }),
      en: words({ page: { title: 'Title' } }),
      es: words({ page: { title: 'Título' } }),
    });
    releaseEn?.();
    await Promise.all([change, page]);
    expect(getLanguage()).toBe('en');
    expect(translate('slow.a')).toBe('Slow');
    expect(translate('page.title')).toBe('Title');
  });
});
