import type { MapBookingItem } from '@gm/contracts/bookings';
import { addDays, formatStayDate } from '@gm/domain/bookings';
import { describe, expect, it } from 'vitest';
import { layoutTimeline, windowOf } from './timeline-layout';

const FROM = '2026-03-01';
let seq = 0;
function stay(arrive: number, leave: number, roomType: string | null = null, status: MapBookingItem['STATUS'] = 'R'): MapBookingItem {
  seq += 1;
  return {
    CODRES: seq,
    STATUS: status,
    VOUCHER: `V${seq}`,
    DTRESERVA: formatStayDate(addDays(FROM, arrive)),
    DHSAIDAPREV: formatStayDate(addDays(FROM, leave)),
    NOME: `Hóspede ${seq}`,
    qtdPessoas: 2,
    qtdWebCheckinRealizados: 1,
    tipoUHEstadia: roomType,
  };
}

describe('the timeline layout', () => {
  it('spans arrival to departure at mid-day and clips at the window', () => {
    const [g] = layoutTimeline([stay(2, 5), stay(-3, 1), stay(12, 20), stay(4, 4)], FROM, 14);
    const at = (i: number) => g!.bars.find((b) => b.booking.CODRES === seq - 3 + i)!;
    expect(at(0)).toMatchObject({ start: 2.5, end: 5.5, clippedStart: false, clippedEnd: false });
    expect(at(1)).toMatchObject({ start: 0, end: 1.5, clippedStart: true, clippedEnd: false });
    expect(at(2)).toMatchObject({ start: 12.5, end: 14, clippedStart: false, clippedEnd: true });
    // A same-day stay (day use) still shows inside its day.
    expect(at(3)).toMatchObject({ start: 4.15, end: 4.85 });
  });

  it('packs stays that do not overlap into one lane; a departure and an arrival share the day', () => {
    const [g] = layoutTimeline([stay(0, 3), stay(3, 5), stay(1, 4), stay(5, 9)], FROM, 14);
    expect(g!.lanes).toBe(2);
    expect(g!.bars.map((b) => [b.booking.DTRESERVA.slice(0, 2), b.lane])).toEqual([
      ['01', 0],
      ['02', 1],
      ['04', 0],
      ['06', 0],
    ]);
  });

  it('groups by room type, alphabetically, the stays without one last; leaves out stays outside the window', () => {
    const groups = layoutTimeline(
      [stay(1, 2, 'Suíte'), stay(1, 2), stay(1, 2, 'Duplo'), stay(1, 2, ' '), stay(20, 22, 'Triplo'), stay(-5, -1, 'Triplo')],
      FROM,
      14,
    );
    expect(groups.map((g) => [g.roomType, g.bars.length])).toEqual([
      ['Duplo', 1],
      ['Suíte', 1],
      [null, 2],
    ]);
  });

  it('lays out a month of a 100-room hotel in a few milliseconds, in about as many lanes as rooms', () => {
    const types = ['Standard', 'Luxo', 'Suíte', 'Família'];
    const bookings: MapBookingItem[] = [];
    // 100 rooms, stays of 1-3 nights back to back over 31 days (about 1,600 bookings).
    for (let room = 0; room < 100; room++) {
      for (let d = -2 + (room % 3); d < 31; ) {
        const nights = 1 + ((((room * 7 + d * 3) % 3) + 3) % 3);
        bookings.push(stay(d, d + nights, types[room % 4]!));
        d += nights;
      }
    }
    const t0 = performance.now();
    const groups = layoutTimeline(bookings, FROM, 31);
    const ms = performance.now() - t0;
    expect(bookings.length).toBeGreaterThan(1200);
    expect(groups.reduce((n, g) => n + g.lanes, 0)).toBeLessThanOrEqual(100);
    expect(ms).toBeLessThan(100);
  });
});

describe('the window in the address', () => {
  it('reads from and days, else starts yesterday for two weeks', () => {
    expect(windowOf(new URLSearchParams('from=2026-05-10&days=31'), '2026-03-01')).toEqual({ from: '2026-05-10', days: 31 });
    expect(windowOf(new URLSearchParams(''), '2026-03-01')).toEqual({ from: '2026-02-28', days: 14 });
    expect(windowOf(new URLSearchParams('from=2026-02-31&days=90'), '2026-03-01')).toEqual({ from: '2026-02-28', days: 14 });
    expect(windowOf(new URLSearchParams('from=10/05/2026&days=21'), '2026-03-01')).toEqual({ from: '2026-02-28', days: 21 });
  });
});
