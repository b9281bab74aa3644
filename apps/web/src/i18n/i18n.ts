import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale, normaliseLocale } from '@gm/domain/locale';
import { addBundle, getLanguage, setLanguage, type TranslateOptions, translate } from './engine';
import { loadFeatureBundlesFor, setIncomingLanguage } from './feature-bundles';

export { hasTranslation } from './engine';

export type Wording = 'hospital' | undefined;

// Each language is its own chunk: a page loads only the language it shows.
const bundles: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};

/**
 * The browser's saved choice: a cookie, so the server renders the guest pages in it too
 * (docs/decisions/0017-guest-server-render.md).
 */
function storedLocale(): Locale | null {
  const m = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie);
  return m ? normaliseLocale(m[1]) : null;
}

/** The `locale` query parameter (pt_BR -> pt) wins, then the saved choice, then pt. */
export function initialLocale(search: string = window.location.search): Locale {
  return normaliseLocale(new URLSearchParams(search).get('locale')) ?? storedLocale() ?? DEFAULT_LOCALE;
}

const coreLoaded = new Set<Locale>();
type Loaders = Record<Locale, () => Promise<{ default: Record<string, unknown> }>>;
const entryWords: Loaders[] = [];

/**
 * Words an entry loads with the app-wide ones: the back office adds its shell's, sign-in's and screens' own
 * (app/i18n), which the guest pages never show, so they do not weigh on the guest's first load.
 */
export function addEntryWords(loaders: Loaders): void {
  entryWords.push(loaders);
}

/** A language's app-wide words (the features' own bundles merge into the same tree, before or after). */
export async function loadBundle(lng: Locale): Promise<void> {
  if (coreLoaded.has(lng)) return;
  const mods = await Promise.all([bundles[lng](), ...entryWords.map((l) => l[lng]())]);
  for (const mod of mods) addBundle(lng, mod.default);
  coreLoaded.add(lng);
}

function applyDocumentLanguage(lng: Locale): void {
  document.documentElement.lang = lng === 'pt' ? 'pt-BR' : lng;
  document.title = translate('app.meta.title');
}

export async function initI18n(lng: Locale = initialLocale()): Promise<void> {
  // The language is known before its words arrive, so page loaders started meanwhile fetch the right bundles.
  setLanguage(lng);
  await loadBundle(lng);
  applyDocumentLanguage(lng);
}

export async function changeLanguage(value: string): Promise<void> {
  const lng = normaliseLocale(value);
  if (!lng || lng === getLanguage()) return;
  setIncomingLanguage(lng);
  try {
    await Promise.all([loadBundle(lng), loadFeatureBundlesFor(lng)]);
  } finally {
    setIncomingLanguage(null);
  }
  setLanguage(lng);
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read by the server render; no need for the Cookie Store API
  document.cookie = `${LOCALE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
  applyDocumentLanguage(lng);
}

export function currentLocale(): Locale {
  return getLanguage() ?? DEFAULT_LOCALE;
}

// Hotel or hospital wording (spec section 1): a translation context set from the institution flag, so
// components never branch on it. Keys with a `_hospital` variant use it; others fall back.
let wording: Wording;
const wordingListeners = new Set<() => void>();

export function setWording(next: Wording): void {
  if (next === wording) return;
  wording = next;
  for (const l of wordingListeners) l();
}

export function getWording(): Wording {
  return wording;
}

export function subscribeWording(listener: () => void): () => void {
  wordingListeners.add(listener);
  return () => wordingListeners.delete(listener);
}

/** Translation outside React (toasts from the API client) with the current wording. */
export function tx(key: string, options: TranslateOptions = {}): string {
  return translate(key, { context: wording, ...options });
}
