import type { PaymentCondition } from '@gm/domain/payment-outcome';
import type { PmsAnswer, PmsBooking, PmsGuest, PmsPort, PmsReleaseAnswer } from './port';

/**
 * A PMS that behaves like the real ones, for development, demos and tests:
 * - asynchronous: release answers pending; the registration resolves resolveAfterMs later;
 * - sometimes slow: every call waits latencyMs, and slowMs when the guest's name contains LENTO;
 * - deterministic failures: a name or document containing ERRO, or a document ending in errorDigit,
 *   resolves to error with details; a name containing OFFLINE makes the PMS unreachable (the call throws).
 * It keeps no memory: the registration id carries the release instant and the outcome, so any server
 * process can consult it.
 *
 * Its bookings are a deterministic function of the hotel and the day: for each day from yesterday to
 * bookingDays ahead, zero to two arrivals (vouchers PMS-<hotel>-<yyyymmdd>-<n>), one to three guests, an
 * OTA or direct origin, a room type and rate, about one in twelve cancelled, and a few percent courtesy (1 in 32)
 * or invoiced to a company or agency (2 in 32; docs/decisions/0081-payment-outcomes.md). Asked again the same
 * day it answers the same bookings, so an import is idempotent; the cursor is the day it was asked.
 */
export interface SandboxPmsOptions {
  latencyMs?: number;
  slowMs?: number;
  resolveAfterMs?: number;
  /** A document whose last digit is this one is rejected; null turns the rule off. */
  errorDigit?: string | null;
  now?: () => number;
  /** How many days ahead the sandbox PMS holds bookings (default 14). */
  bookingDays?: number;
}

const PREFIX = 'sbx';

type Outcome = 'ok' | 'doc' | 'marker';

const DETAILS: Record<Exclude<Outcome, 'ok'>, string> = {
  doc: 'PMS recusou o cadastro: documento do hóspede inválido ou já vinculado a outra estadia.',
  marker: 'PMS recusou o cadastro: dados do hóspede com erro (nome ou documento marcado ERRO).',
};

function outcomeOf(guest: PmsGuest, errorDigit: string | null): Outcome {
  const name = guest.name.toUpperCase();
  const doc = (guest.doc ?? '').toUpperCase();
  if (name.includes('ERRO') || doc.includes('ERRO')) return 'marker';
  const digits = doc.replace(/\D/g, '');
  if (errorDigit && digits?.endsWith(errorDigit)) return 'doc';
  return 'ok';
}

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Lívia',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
];
const LAST = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Duarte',
  'Esteves',
  'Ferraz',
  'Gomes',
  'Hilário',
  'Lacerda',
  'Moura',
  'Nogueira',
  'Pacheco',
  'Queiroz',
  'Rocha',
];
const ORIGINS = ['Booking.com', 'Expedia', 'Site do hotel', 'Telefone', 'Agência'];
const ROOMS: [string, number][] = [
  ['Standard', 32000],
  ['Luxo', 45000],
  ['Suíte', 68000],
];

/** A small deterministic hash (FNV-1a) of the inputs, for reproducible sandbox data. */
function hash(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Who pays the stay: 1 in 32 courtesy, 2 in 32 invoiced, the rest the guest. */
function conditionOf(h: number): PaymentCondition {
  const c = (h >>> 20) % 32;
  return c === 0 ? 'courtesy' : c <= 2 ? 'invoiced' : 'guest';
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The bookings the sandbox PMS holds for a hotel on the day `nowMs` falls in. */
export function sandboxPmsBookings(institutionId: number, nowMs: number, days = 14): PmsBooking[] {
  const DAY = 86_400_000;
  const today = nowMs - (nowMs % DAY);
  const out: PmsBooking[] = [];
  for (let d = -1; d <= days; d++) {
    const day = today + d * DAY;
    const stamp = isoDay(day).replaceAll('-', '');
    const arrivals = hash(institutionId, stamp) % 3;
    for (let n = 1; n <= arrivals; n++) {
      const h = hash(institutionId, stamp, n);
      const nights = 1 + (h % 4);
      const [roomType, rate] = ROOMS[h % ROOMS.length]!;
      const guests = 1 + ((h >>> 4) % 3);
      const family = LAST[(h >>> 8) % LAST.length]!;
      out.push({
        voucher: `PMS-${institutionId}-${stamp}-${n}`,
        checkIn: isoDay(day),
        checkOut: isoDay(day + nights * DAY),
        origin: ORIGINS[(h >>> 12) % ORIGINS.length]!,
        finalOrigin: null,
        cancelled: (h >>> 16) % 12 === 0,
        dailyRateCents: rate,
        roomType,
        paymentCondition: conditionOf(h),
        persons: Array.from({ length: guests }, (_, i) => {
          const first = FIRST[(h >>> (i * 3 + 2)) % FIRST.length]!;
          return {
            name: `${first} ${family}`,
            email:
              i === 0
                ? `${first
                    .normalize('NFD')
                    .replace(/[^a-zA-Z]/g, '')
                    .toLowerCase()}.${family.toLowerCase()}.${stamp}${n}@pms.example`
                : null,
            phone: null,
            doc: null,
          };
        }),
      });
    }
  }
  return out;
}

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

export function createSandboxPms(opts: SandboxPmsOptions = {}): PmsPort {
  const latencyMs = opts.latencyMs ?? 150;
  const slowMs = opts.slowMs ?? 4000;
  const resolveAfterMs = opts.resolveAfterMs ?? 3000;
  const errorDigit = opts.errorDigit === undefined ? '0' : opts.errorDigit;
  const now = opts.now ?? Date.now;
  const bookingDays = opts.bookingDays ?? 14;

  return {
    async release(guest): Promise<PmsReleaseAnswer> {
      const upper = guest.name.toUpperCase();
      await sleep(upper.includes('LENTO') ? slowMs : latencyMs);
      if (upper.includes('OFFLINE')) throw new Error('PMS sandbox: unreachable (OFFLINE marker)');
      const outcome = outcomeOf(guest, errorDigit);
      const externalId = `${PREFIX}-${now().toString(36)}-${outcome}-${guest.institutionId}-${guest.personId}`;
      return { externalId, state: 'pending' };
    },

    async consult({ externalId }): Promise<PmsAnswer> {
      await sleep(latencyMs);
      const m = /^sbx-([0-9a-z]+)-(ok|doc|marker)-\d+-\d+$/.exec(externalId);
      if (!m) return { state: 'error', errorDetails: 'Registro não encontrado no PMS.' };
      const releasedAt = parseInt(m[1]!, 36);
      if (now() - releasedAt < resolveAfterMs) return { state: 'pending' };
      const outcome = m[2] as Outcome;
      return outcome === 'ok' ? { state: 'registered' } : { state: 'error', errorDetails: DETAILS[outcome] };
    },

    async listBookings({ institutionId }) {
      await sleep(latencyMs);
      const at = now();
      return { bookings: sandboxPmsBookings(institutionId, at, bookingDays), cursor: isoDay(at) };
    },
  };
}
