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

let incoming: Locale | null = null;

/** The language a change is loading (changeLanguage), until it is in force; null when none is under way. */
export function setIncomingLanguage(lng: Locale | null): void {
  incoming = lng;
}

/**
 * Registers a feature's bundle and loads it in the current language (await it in the page loader), and also in
 * the language a change is loading: a page opened meanwhile would otherwise render the new language's raw keys.
 */
export async function loadFeatureBundle(bundle: FeatureBundle): Promise<void> {
  registered.add(bundle);
  const current = getLanguage() ?? DEFAULT_LOCALE;
  const next = incoming;
  await Promise.all([addTo(bundle, current), ...(next && next !== current ? [addTo(bundle, next)] : [])]);
}

/** Loads every registered feature bundle in a language before the app switches to it. */
export async function loadFeatureBundlesFor(lng: Locale): Promise<void> {
  await Promise.all([...registered].map((b) => addTo(b, lng)));
}

/** A loader that fetches something (a page, a screen) together with the feature's translations, e.g. a route's `page`. */
export function withFeatureBundle<T>(bundle: FeatureBundle, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadFeatureBundle(bundle)]).then(([loaded]) => loaded);
}
