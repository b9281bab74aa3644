import type { QueryColumn } from '@gm/contracts/dashboards/replies';
import { formatDate, formatDateTime, formatMoney, roundTo } from '@gm/domain/format';

type Cell = string | number | boolean | null | undefined;

const localeOf = (language: string) => (language === 'en' ? 'en-US' : language === 'es' ? 'es-ES' : 'pt-BR');

/**
 * A cell as the dashboards show it (spec section 9): dates dd/mm/yyyy in the hotel's time zone, money R$ 1.234,56,
 * percentages with `percentDigits` decimals (the spec's 4 where it asks; 1 on the cards), numbers grouped.
 */
export function formatCell(value: Cell, column: Pick<QueryColumn, 'type'>, language: string, timeZone: string, percentDigits = 1): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value !== 'number') {
    if (column.type === 'date') return formatDate(String(value), timeZone);
    if (column.type === 'datetime') return formatDateTime(String(value), timeZone);
    return String(value);
  }
  if (column.type === 'money') return formatMoney(value);
  // The percentage filter (spec section 9): rounded to the decimals asked first, half away from zero on the decimal
  // text, so the figure shown is the one the rounding rule gives (Intl alone rounds the binary value).
  if (column.type === 'percent')
    return (roundTo(value * 100, percentDigits) / 100).toLocaleString(localeOf(language), {
      style: 'percent',
      minimumFractionDigits: percentDigits,
      maximumFractionDigits: percentDigits,
    });
  return value.toLocaleString(localeOf(language), { maximumFractionDigits: 2 });
}
