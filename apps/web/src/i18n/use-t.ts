import { useCallback, useSyncExternalStore } from 'react';
import { getLanguage, onLanguageChange, type TranslateOptions, translate } from './engine';
import { getWording, subscribeWording } from './i18n';

export type Translate = (key: string, options?: TranslateOptions) => string;

const languageOf = () => getLanguage() ?? 'pt';

/** `t` with the hotel/hospital wording applied; re-renders on language or wording change. */
export function useT(): { t: Translate; language: string } {
  const language = useSyncExternalStore(onLanguageChange, languageOf, languageOf);
  const wording = useSyncExternalStore(subscribeWording, getWording, getWording);
  const t = useCallback<Translate>((key, options) => translate(key, { lng: language, context: wording, ...options }), [language, wording]);
  return { t, language };
}
