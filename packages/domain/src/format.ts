/** Money and date formatting shared by server and web (spec sections 3, 5 and 9). */

/** 'R$ 1.234,56' from integer cents: comma decimals, dot thousands, two decimals. */
export function formatMoney(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const dec = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}R$ ${units},${dec}`;
}

function partsIn(date: Date, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(f.formatToParts(date).map((x) => [x.type, x.value]));
  return p as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
}

/** DD/MM/YYYY of an instant in the hotel's time zone; '-' when empty (spec section 3). */
export function formatDate(value: Date | string | null | undefined, timeZone = 'America/Sao_Paulo'): string {
  if (!value) return '-';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '-';
  const p = partsIn(date, timeZone);
  return `${p.day}/${p.month}/${p.year}`;
}

/** DD/MM/YYYY HH:mm in the hotel's time zone; '-' when empty. */
export function formatDateTime(value: Date | string | null | undefined, timeZone = 'America/Sao_Paulo'): string {
  if (!value) return '-';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '-';
  const p = partsIn(date, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** Decimals of a percentage unless a screen asks for others (spec section 9). */
export const PERCENT_DECIMALS = 4;

/**
 * The percentage filter of spec section 9: a number rounded to `decimals` places, half away from zero, on its decimal
 * text (1.005 to 2 places is 1.01: the binary 1.00499... is not what anyone typed or stored).
 */
export function roundTo(value: number, decimals = PERCENT_DECIMALS): number {
  if (!Number.isFinite(value)) return value;
  const d = Math.max(0, Math.min(20, Math.trunc(decimals)));
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(shift(Math.abs(value), d));
  return sign * shift(shifted, -d);
}

/** value x 10^by, done on the decimal text (also for numbers JavaScript writes with an exponent, 1e-7). */
function shift(value: number, by: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + by}`);
}
