import { DEFAULT_LOCALE, type Locale } from '@gm/domain/locale';
import { addBundle, getLanguage } from './engine';

/**
 * A feature's own translations (features/<domain>/i18n/{pt,en,es}.json), loaded with the feature's
 * pages so the guest's check-in never downloads back-office wording. Keys keep the app-wide shape
 * <feature>.<area>.<element>, and the i18n test checks them like the app's own files.
 */
export type FeatureBundle = Record<Locale, () => Promise<{ default: Record<string, unknown> }>>;

const registered = new Set<FeatureBundle>();
const loaded = new WeakMap<FeatureBundle, Set<Locale>>();

async function addTo(bundle: FeatureBundle, lng: Locale): Promise<void> {
  const done = loaded.get(bundle) ?? new Set<Locale>();
  if (done.has(lng)) return;
  const mod = await bundle[lng]();
  addBundle(lng, mod.default);
  done.add(lng);
  loaded.set(bundle, done);
}

/** Registers a feature's bundle and loads it in the current language (await it in the page loader). */
export async function loadFeatureBundle(bundle: FeatureBundle): Promise<void> {
  registered.add(bundle);
  await addTo(bundle, getLanguage() ?? DEFAULT_LOCALE);
}

/** Loads every registered feature bundle in a language before the app switches to it. */
export async function loadFeatureBundlesFor(lng: Locale): Promise<void> {
  await Promise.all([...registered].map((b) => addTo(b, lng)));
}

/** A loader that fetches something (a page, a screen) together with the feature's translations, e.g. a route's `page`. */
export function withFeatureBundle<T>(bundle: FeatureBundle, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadFeatureBundle(bundle)]).then(([loaded]) => loaded);
}
