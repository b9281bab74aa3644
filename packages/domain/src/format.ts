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
