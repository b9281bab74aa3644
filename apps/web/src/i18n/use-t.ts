import i18next, { type TOptions } from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import { getWording, subscribeWording } from './i18n';

export type Translate = (key: string, options?: TOptions) => string;

// The language i18next shows, as a store React can read: components re-render when it changes (the same event
// react-i18next bound by default; its hook and context are not needed for that, and not worth their weight in
// the guest's first load: docs/decisions/0015-guest-entry.md).
function subscribeLanguage(listener: () => void): () => void {
  i18next.on('languageChanged', listener);
  return () => i18next.off('languageChanged', listener);
}

function getLanguage(): string {
  return i18next.language;
}

/** `t` with the hotel/hospital wording applied; re-renders on language or wording change. */
export function useT(): { t: Translate; language: string } {
  const language = useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  const wording = useSyncExternalStore(subscribeWording, getWording, getWording);
  const translate = useCallback<Translate>((key, options) => i18next.t(key, { lng: language, context: wording, ...options }) as string, [language, wording]);
  return { t: translate, language };
}
