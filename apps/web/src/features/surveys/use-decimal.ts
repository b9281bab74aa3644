import { useT } from '../../i18n/use-t';

const INTL: Record<string, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es' };

/** Numbers with at most one decimal in the reader's language (3,5 in Portuguese and Spanish, 3.5 in English). */
export function useDecimal(): (n: number, digits?: number) => string {
  const { language } = useT();
  return (n, digits = 1) => n.toLocaleString(INTL[language] ?? language, { minimumFractionDigits: 0, maximumFractionDigits: digits });
}
