import { type Locale, normaliseLocale } from '@gm/domain/locale';
import { useT } from '../../i18n/use-t';

/** The reader's language as the questionnaire engine takes it (its texts are 'pt;;;en;;;es'). */
export function useLocale(): Locale {
  return normaliseLocale(useT().language) ?? 'pt';
}
