import type { MapBookingItem } from '@gm/contracts/bookings';
import { addDays, daysBetween, parseStayDate } from '@gm/domain/bookings';

/**
 * The reservations timeline's layout (pure): each booking is a bar from the middle of its arrival day to the middle of
 * its departure day (a guest leaving and another arriving the same day share the day, as on a hotel's room chart),
 * bars of one room type are packed into as few rows (lanes) as do not overlap, and room types are groups, the bookings
 * without one last. Positions are in days from the window's first day.
 */

export const TIMELINE_WINDOWS = [14, 21, 31] as const;
export type TimelineWindow = (typeof TIMELINE_WINDOWS)[number];
export const DEFAULT_WINDOW: TimelineWindow = 14;
/** Previous / next move the window by a week. */
export const TIMELINE_STEP_DAYS = 7;

export interface TimelineBar {
  booking: MapBookingItem;
  lane: number;
  /** Days from the window's start, clipped to [0, days]. */
  start: number;
  end: number;
  /** The stay began before the window / goes on after it. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

export interface TimelineGroup {
  /** The room type; null for bookings without one. */
  roomType: string | null;
  lanes: number;
  bars: TimelineBar[];
}

/** A stay's span in days from `from`: arrival to departure at mid-day; a same-day stay takes most of its day. */
function spanOf(b: MapBookingItem, from: string): { start: number; end: number } | null {
  const checkIn = parseStayDate(b.DTRESERVA);
  const checkOut = parseStayDate(b.DHSAIDAPREV);
  if (!checkIn || !checkOut) return null;
  const a = daysBetween(from, checkIn);
  const d = daysBetween(from, checkOut);
  return d > a ? { start: a + 0.5, end: d + 0.5 } : { start: a + 0.15, end: a + 0.85 };
}

/** Packs bars into lanes: each takes the first lane whose last bar ends before it starts. */
function pack(spans: { booking: MapBookingItem; start: number; end: number }[], days: number): { bars: TimelineBar[]; lanes: number } {
  const laneEnds: number[] = [];
  const bars: TimelineBar[] = [];
  const sorted = [...spans].sort((x, y) => x.start - y.start || x.end - y.end || x.booking.CODRES - y.booking.CODRES);
  for (const s of sorted) {
    let lane = laneEnds.findIndex((end) => end <= s.start);
    if (lane < 0) lane = laneEnds.push(s.end) - 1;
    else laneEnds[lane] = s.end;
    bars.push({
      booking: s.booking,
      lane,
      start: Math.max(0, s.start),
      end: Math.min(days, s.end),
      clippedStart: s.start < 0,
      clippedEnd: s.end > days,
    });
  }
  return { bars, lanes: laneEnds.length };
}

export function layoutTimeline(bookings: readonly MapBookingItem[], from: string, days: number): TimelineGroup[] {
  const byType = new Map<string | null, { booking: MapBookingItem; start: number; end: number }[]>();
  for (const b of bookings) {
    const span = spanOf(b, from);
    // Outside the window (the server's window is inclusive of the departure day, which has no night to show).
    if (!span || span.end <= 0 || span.start >= days) continue;
    const type = b.tipoUHEstadia?.trim() || null;
    if (!byType.has(type)) byType.set(type, []);
    byType.get(type)!.push({ booking: b, ...span });
  }
  const types = [...byType.keys()].sort((x, y) => (x === null ? 1 : y === null ? -1 : x.localeCompare(y, 'pt')));
  return types.map((roomType) => ({ roomType, ...pack(byType.get(roomType)!, days) }));
}

/** The window the address names (?from=YYYY-MM-DD&days=14), else the default: from yesterday, two weeks. */
export function windowOf(params: URLSearchParams, today: string): { from: string; days: TimelineWindow } {
  const raw = params.get('from') ?? '';
  const from = /^\d{4}-\d{2}-\d{2}$/.test(raw) && parseStayDate(raw) === raw ? raw : defaultStart(today);
  const n = Number(params.get('days'));
  const days = (TIMELINE_WINDOWS as readonly number[]).includes(n) ? (n as TimelineWindow) : DEFAULT_WINDOW;
  return { from, days };
}

/** The default first day: yesterday, so the late departures of the morning still show. */
export function defaultStart(today: string): string {
  return addDays(today, -1);
}
