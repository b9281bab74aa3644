import { type Locale, normaliseLocale } from '@gm/domain/locale';

/**
 * The app's translation engine: what the screens use of i18next (nested keys, {{name}} interpolation, a
 * context suffix for the hospital wording, bundles merged as features load, a language-change event) in
 * a few hundred bytes instead of ~16 KB gzip of the guest's first load (docs/decisions/0015-guest-entry.md).
 *
 * - `translate('a.b.c', { context: 'hospital', name: 'X' })` reads `a.b.c_hospital`, then `a.b.c`;
 *   a missing key answers the key itself (the i18n test keeps every key present in pt, en and es) and is reported
 *   once on the console (`[i18n] missing translation: <key>`), which fails a browser test.
 * - `{{name}}` takes options.name; an option that is not given leaves the placeholder as written.
 * - Values are not HTML-escaped: React escapes what it renders.
 */
export interface Tree {
  [key: string]: string | Tree;
}

export type TranslateOptions = { context?: string; lng?: string } & Record<string, unknown>;

const resources = new Map<Locale, Tree>();
let language: Locale | undefined;
const listeners = new Set<() => void>();

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null;

function merge(target: Tree, source: Tree): Tree {
  for (const [k, v] of Object.entries(source)) {
    const current = target[k];
    target[k] = isTree(v) ? merge(isTree(current) ? current : {}, v) : v;
  }
  return target;
}

/** Adds (deep-merges, later values win) translations for a language. */
export function addBundle(lng: Locale, tree: Record<string, unknown>): void {
  resources.set(lng, merge(resources.get(lng) ?? {}, tree as Tree));
}

export function hasBundle(lng: Locale): boolean {
  return resources.has(lng);
}

export function getLanguage(): Locale | undefined {
  return language;
}

export function setLanguage(lng: Locale): void {
  if (lng === language) return;
  language = lng;
  for (const l of [...listeners]) l();
}

/** Called after every language change (React reads the language through useSyncExternalStore). */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const treeOf = (options: TranslateOptions): Tree | undefined => {
  const lng = normaliseLocale(options.lng) ?? language;
  return lng ? resources.get(lng) : undefined;
};

/** Whether the loaded words have this key: for labels of codes other modules may add (the code is then shown). */
export function hasTranslation(key: string, options: TranslateOptions = {}): boolean {
  return lookup(treeOf(options), key) !== undefined;
}

// A key missing from the loaded words is reported once on the console, where the browser tests look for it: a
// screen that shows "checkin.camera.needed" has used words its feature bundle had not loaded (or never had).
const reported = new Set<string>();
function reportMissing(key: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`[i18n] missing translation: ${key}`);
}

export function translate(key: string, options: TranslateOptions = {}): string {
  const tree = treeOf(options);
  const text = (options.context ? lookup(tree, `${key}_${options.context}`) : undefined) ?? lookup(tree, key);
  if (text === undefined) {
    if (tree) reportMissing(key);
    return key;
  }
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? match : String(value);
  });
}
