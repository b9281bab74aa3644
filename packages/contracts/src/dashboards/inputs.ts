import { z } from 'zod';
import { stayDate } from '../bookings';

/**
 * The online check-in's steps in order, as the detailed fill names where a guest stopped: the first one missing
 * (`personal` = never started; `done` = every step given but not confirmed). Decision 0077.
 */
export const FILL_STEPS = ['personal', 'contact', 'document', 'signature', 'done'] as const;
export type FillStep = (typeof FILL_STEPS)[number];

/** Periodicity of a dashboard's series (spec: D Diária, S Semanal, M Mensal) and its SQL date_trunc unit. */
export const PERIODICITY = { D: 'day', S: 'week', M: 'month' } as const;
export type Periodicity = keyof typeof PERIODICITY;

/** The series a dashboard draws never exceed this many points: a longer period is drawn by a coarser unit. */
export const MAX_SERIES_POINTS = 1000;

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The spec's filter defaults: the period starts 5 days ago and ends today (UTC day when the caller sends none). */
export function defaultPeriod(now = Date.now()): { start: string; end: string } {
  return { start: isoDay(now - 5 * DAY), end: isoDay(now) };
}

/**
 * The period filters every dashboard query takes: DHINCLUSAOINI / DHINCLUSAOFIN (dd/mm/yyyy or yyyy-mm-dd, out as
 * yyyy-mm-dd), TIPOPERIODO, and paging for the lists. The end may not precede the start and the period is at most
 * `maxDays` long. The engine's own filters (comparison, hotels) are not here: the engine reads them first. `extra`
 * adds a family's own filters (the review dashboards' traveller type).
 */
export function periodParams<E extends z.ZodRawShape = Record<never, never>>(maxDays = 366, pageSize = 100, extra?: E) {
  return z
    .object({
      ...(extra as E),
      DHINCLUSAOINI: stayDate.optional(),
      DHINCLUSAOFIN: stayDate.optional(),
      TIPOPERIODO: z.enum(['D', 'S', 'M']).default('D'),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
      limit: z.coerce.number().int().min(1).max(100_000).default(pageSize),
    })
    .transform((p) => {
      const d = defaultPeriod();
      const given = p as { DHINCLUSAOINI?: string; DHINCLUSAOFIN?: string };
      return { ...p, DHINCLUSAOINI: given.DHINCLUSAOINI ?? d.start, DHINCLUSAOFIN: given.DHINCLUSAOFIN ?? d.end };
    })
    .refine((p) => p.DHINCLUSAOFIN >= p.DHINCLUSAOINI, { path: ['DHINCLUSAOFIN'], message: 'end_before_start' })
    .refine((p) => Date.parse(p.DHINCLUSAOFIN) - Date.parse(p.DHINCLUSAOINI) <= maxDays * DAY, {
      path: ['DHINCLUSAOFIN'],
      message: 'period_too_long',
    });
}

/**
 * The engine's filters, read before the query's own parameters: the comparison (N none, P the previous period of
 * the same length, A the same period a year before) and the hotels side by side (network users; only hotels where
 * the caller holds the query's permission are kept, the others are ignored).
 */
export const engineFilters = z.object({
  COMPARACAO: z.enum(['N', 'P', 'A']).default('N'),
  CODINS: z.array(z.coerce.number().int().positive()).max(50).optional(),
});
export type EngineFilters = z.infer<typeof engineFilters>;

/** The period compared with [start, end]: the previous one of the same length, or the same dates a year before. */
export function comparedPeriod(start: string, end: string, kind: 'P' | 'A'): { start: string; end: string } {
  if (kind === 'A') {
    const back = (iso: string) => {
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      // 29 February goes to 28 February.
      const day = Math.min(d, new Date(Date.UTC(y - 1, m, 0)).getUTCDate());
      return `${y - 1}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    };
    return { start: back(start), end: back(end) };
  }
  const s = Date.parse(start);
  const days = Math.round((Date.parse(end) - s) / DAY) + 1;
  return { start: isoDay(s - days * DAY), end: isoDay(s - DAY) };
}

/** The unit a series is drawn by: the periodicity asked, coarsened while the period would exceed the points. */
export function seriesUnit(start: string, end: string, periodicity: Periodicity): 'day' | 'week' | 'month' {
  const days = Math.round((Date.parse(end) - Date.parse(start)) / DAY) + 1;
  if (periodicity === 'D' && days <= MAX_SERIES_POINTS) return 'day';
  if (periodicity !== 'M' && days / 7 <= MAX_SERIES_POINTS) return 'week';
  return 'month';
}

/** A period query's parameters once parsed (periodParams' output). */
export interface PeriodParams {
  DHINCLUSAOINI: string;
  DHINCLUSAOFIN: string;
  TIPOPERIODO: Periodicity;
  offset: number;
  limit: number;
}

/** The SQL parameters of a period listing: $1 the hotel, $2 and $3 the period, $4 and $5 the page. */
export const pageArgs = (institutionId: number, p: PeriodParams) => [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN, p.offset, p.limit];

/** The SQL parameters of a period series: $1 the hotel, $2 and $3 the period, $4 the bucket (seriesUnit), $5 and $6 the page. */
export const seriesArgs = (institutionId: number, p: PeriodParams) => [
  institutionId,
  p.DHINCLUSAOINI,
  p.DHINCLUSAOFIN,
  seriesUnit(p.DHINCLUSAOINI, p.DHINCLUSAOFIN, p.TIPOPERIODO),
  p.offset,
  p.limit,
];

/** A ratio as the spec's percentage with 4 decimals (0.666667 = 66.6667 %); 0 when there is nothing to divide. */
export function ratio(part: number, whole: number): number {
  return whole ? Math.round((part / whole) * 1_000_000) / 1_000_000 : 0;
}

const threshold = z.coerce.number().min(-100).max(100_000);

/** A family's goals (spec section 9: m1..m6, two thresholds per goal, the first not above the second). */
export const thresholdsInput = z
  .object({ family: z.enum(['check-in', 'nps']), m1: threshold, m2: threshold, m3: threshold, m4: threshold, m5: threshold, m6: threshold })
  .refine((t) => t.m1 <= t.m2, { path: ['m2'], message: 'threshold_order' })
  .refine((t) => t.m3 <= t.m4, { path: ['m4'], message: 'threshold_order' })
  .refine((t) => t.m5 <= t.m6, { path: ['m6'], message: 'threshold_order' });
export type ThresholdsInput = z.infer<typeof thresholdsInput>;

/** The product's goals for a hotel that set none. */
export const DEFAULT_THRESHOLDS: Record<'check-in' | 'nps', Omit<ThresholdsInput, 'family'>> = {
  'check-in': { m1: 30, m2: 60, m3: 30, m4: 60, m5: 70, m6: 90 },
  nps: { m1: 0, m2: 50, m3: 20, m4: 40, m5: 50, m6: 70 },
};
