import type { DashboardFilters } from './api';

const DAY = 86_400_000;
const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * A dashboard's first filters (spec section 9: the period starts 5 days ago and ends today, periodicity D); the
 * forecast screens look ahead (today and the next 7 days); the comparative screens open compared with the previous
 * period.
 */
export function initialFilters(today: string, opts: { ahead?: boolean; compare?: boolean } = {}): DashboardFilters {
  return {
    DHINCLUSAOINI: opts.ahead ? today : shift(today, -5),
    DHINCLUSAOFIN: opts.ahead ? shift(today, 7) : today,
    TIPOPERIODO: 'D',
    COMPARACAO: opts.compare ? 'P' : 'N',
  };
}

/** The relative change of a figure against the compared one (null when there is nothing to compare with). */
export function changeOf(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}
