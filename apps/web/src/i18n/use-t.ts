import type { TOptions } from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getWording, subscribeWording } from './i18n';

export type Translate = (key: string, options?: TOptions) => string;

/** `t` with the hotel/hospital wording applied; re-renders on language or wording change. */
export function useT(): { t: Translate; language: string } {
  const { t, i18n } = useTranslation();
  const wording = useSyncExternalStore(subscribeWording, getWording, getWording);
  const translate = useCallback<Translate>((key, options) => t(key, { context: wording, ...options }) as string, [t, wording]);
  return { t: translate, language: i18n.language };
}
