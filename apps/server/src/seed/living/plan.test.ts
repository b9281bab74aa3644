import { addDays } from '@gm/domain/bookings';
import { isValidCpf } from '@gm/domain/validators';
import { describe, expect, it, vi } from 'vitest';
import { cpfCheckDigits, randomCpf } from './people';
import { AHEAD_DAYS, clockFor, HISTORY_DAYS, planStays } from './plan';
import { createRng } from './random';

const TZ = 'America/Sao_Paulo';
// A fixed instant: 25 Nov 2026, 15:00 in São Paulo.
const now = new Date('2026-11-25T18:00:00Z');
const clock = clockFor(TZ, now, '2026-11-25');

// Planning a property takes about a second on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

describe('the living demo plan', () => {
  it('is the same for the same seed and day, and another for another seed', () => {
    const a = planStays('hotel', createRng('seed-a'), clock);
    const b = planStays('hotel', createRng('seed-a'), clock);
    const c = planStays('hotel', createRng('seed-b'), clock);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
  });

  it('spans 18 months back and 2 ahead with a few thousand stays, none booked after now', () => {
    for (const kind of ['hotel', 'hospital'] as const) {
      const stays = planStays(kind, createRng(kind), clock);
      expect(stays.length).toBeGreaterThan(2000);
      expect(stays.length).toBeLessThan(6000);
      const first = stays.map((s) => s.checkIn).sort()[0]!;
      expect(first <= addDays('2026-11-25', -HISTORY_DAYS + 7)).toBe(true);
      expect(stays.every((s) => s.checkIn <= addDays('2026-11-25', AHEAD_DAYS))).toBe(true);
      expect(stays.every((s) => s.createdAt <= now && s.checkOut >= s.checkIn)).toBe(true);
      expect(new Set(stays.map((s) => s.voucher)).size).toBe(stays.length);
    }
  });

  it('has the seasons a Brazilian hotel has: January and July busier than May', () => {
    const stays = planStays('hotel', createRng('season'), clock);
    const inMonth = (m: string) => stays.filter((s) => s.checkIn.slice(5, 7) === m && s.checkIn < '2026-11-01').length;
    expect(inMonth('01')).toBeGreaterThan(inMonth('05') * 1.3);
    expect(inMonth('07')).toBeGreaterThan(inMonth('05') * 1.3);
  });

  it('always has arrivals, departures, each registration state and each invoice state today', () => {
    // Several days, as the demo is seeded on whatever day it first starts.
    for (const day of ['2026-11-25', '2027-02-14', '2027-05-03', '2027-08-22']) {
      const at = new Date(`${day}T14:00:00Z`);
      const c = clockFor(TZ, at, day);
      for (const kind of ['hotel', 'hospital'] as const) {
        const stays = planStays(kind, createRng(`gm-living-demo-v1/stays/${kind}`), c);
        const live = stays.filter((s) => s.status !== 'C');
        expect(live.filter((s) => s.checkIn === day && s.status !== 'O').length, `${kind} ${day} arrivals`).toBeGreaterThan(0);
        expect(live.filter((s) => s.status === 'I').length, `${kind} ${day} in house`).toBeGreaterThan(0);
        expect(live.filter((s) => s.checkOut === day && s.status !== 'R').length, `${kind} ${day} departures`).toBeGreaterThan(0);
        const states = new Set(stays.flatMap((s) => s.persons.map((p) => p.checkin?.registration?.state)));
        for (const st of ['pending', 'registered', 'error']) expect(states.has(st as never), `${kind} ${day} ${st}`).toBe(true);
        if (kind === 'hotel') {
          const inv = new Set(stays.map((s) => s.invoice?.state));
          for (const st of ['open', 'paid', 'reserved', 'cancelled', 'failure']) expect(inv.has(st as never), `${day} ${st}`).toBe(true);
        }
      }
    }
  });

  it('gives every Brazilian a valid CPF', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    const rng = createRng('cpf');
    for (let i = 0; i < 2000; i++) expect(isValidCpf(randomCpf(rng))).toBe(true);
    const stays = planStays('hospital', createRng('people'), clock);
    const people = stays.flatMap((s) => s.persons.map((p) => p.person));
    expect(people.filter((p) => p.cpf).every((p) => isValidCpf(p.cpf) && isValidCpf(p.doc))).toBe(true);
  });
});
