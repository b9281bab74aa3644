import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES, normaliseLocale } from '@gm/domain/locale';
import i18next, { type TOptions } from 'i18next';
import { loadFeatureBundlesFor } from './feature-bundles';

export type Wording = 'hospital' | undefined;

const STORAGE_KEY = 'gm.locale';

// Each language is its own chunk: a page loads only the language it shows.
const bundles: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};

function storedLocale(): Locale | null {
  try {
    return normaliseLocale(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

/** The `locale` query parameter (pt_BR -> pt) wins, then the saved choice, then pt. */
export function initialLocale(search: string = window.location.search): Locale {
  return normaliseLocale(new URLSearchParams(search).get('locale')) ?? storedLocale() ?? DEFAULT_LOCALE;
}

async function loadBundle(lng: Locale): Promise<void> {
  if (i18next.hasResourceBundle(lng, 'translation')) return;
  const mod = await bundles[lng]();
  i18next.addResourceBundle(lng, 'translation', mod.default, true, true);
}

function applyDocumentLanguage(lng: Locale): void {
  document.documentElement.lang = lng === 'pt' ? 'pt-BR' : lng;
  document.title = i18next.t('app.meta.title');
}

export async function initI18n(lng: Locale = initialLocale()): Promise<void> {
  await i18next.init({
    lng,
    supportedLngs: [...SUPPORTED_LOCALES],
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadBundle(lng);
  applyDocumentLanguage(lng);
}

export async function changeLanguage(value: string): Promise<void> {
  const lng = normaliseLocale(value);
  if (!lng || lng === i18next.language) return;
  await Promise.all([loadBundle(lng), loadFeatureBundlesFor(lng)]);
  await i18next.changeLanguage(lng);
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  applyDocumentLanguage(lng);
}

export function currentLocale(): Locale {
  return normaliseLocale(i18next.language) ?? DEFAULT_LOCALE;
}

// Hotel or hospital wording (spec section 1): an i18next context set from the institution flag, so
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
export function tx(key: string, options: TOptions = {}): string {
  return i18next.t(key, { context: wording, ...options }) as string;
}
