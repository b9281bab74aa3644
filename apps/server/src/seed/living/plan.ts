import { addDays, daysBetween } from '@gm/domain/bookings';
import type { PaymentCondition } from '@gm/domain/payment-outcome';
import { type Person, randomPerson } from './people';
import type { Rng } from './random';

/**
 * The stays of a demo property, planned in memory (no database): 18 months of history and 2 months ahead, with
 * seasonality, weekday patterns, lead times, lengths of stay, party sizes and origins of a hotel or a hospital, and
 * what happened to each stay by today (status, web check-in, PMS registration, invoice). The story: the PMS history
 * goes back 18 months; the guest platform (web check-in, online payment) went live GUEST_PLATFORM_DAYS ago, so only
 * stays since then have completed web check-ins and invoices.
 */

export const HISTORY_DAYS = 548;
export const AHEAD_DAYS = 61;
export const GUEST_PLATFORM_DAYS = 180;

export type PropertyKind = 'hotel' | 'hospital';
export type InvoiceState = 'open' | 'paid' | 'reserved' | 'cancelled' | 'failure';
export type RegistrationState = 'pending' | 'registered' | 'error';

export interface RegistrationPlan {
  state: RegistrationState;
  releasedAt: Date;
  consultedAt: Date | null;
  error: string | null;
}

export interface CheckinPlan {
  at: Date;
  /** Index of the document front image; whether the back was sent; index of the signature image. */
  front: number;
  back: boolean;
  signature: number;
  registration: RegistrationPlan | null;
}

export interface PersonPlan {
  person: Person;
  position: number;
  checkin: CheckinPlan | null;
  /** The guest account whose own booking this is (hospede@demo.test). */
  userId: number | null;
}

export interface InvoicePlan {
  description: string;
  items: { description: string; quantity: number; unitCents: number }[];
  createdAt: Date;
  state: InvoiceState;
  /** When it was paid, reserved, failed or cancelled. */
  at: Date | null;
  installments: number;
  source: 'staff' | 'guest';
  cardLast4: string;
  brand: 'Visa' | 'Master';
}

export interface StayPlan {
  kind: PropertyKind;
  voucher: string;
  status: 'R' | 'I' | 'O' | 'C';
  checkIn: string;
  checkOut: string;
  createdAt: Date;
  updatedAt: Date;
  origin: string;
  creationType: 'S' | 'M';
  synced: boolean;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  cancelledAt: Date | null;
  dailyRateCents: number | null;
  roomType: string;
  persons: PersonPlan[];
  invoice: InvoicePlan | null;
  /** Who pays the stay (decision 0081): guest, courtesy, or invoiced to a company, agency or health plan. */
  paymentCondition: PaymentCondition;
}

/** Instants of a day in the property's time zone. */
export interface Clock {
  now: Date;
  today: string;
  /** The instant of `minutes` after midnight of the local day `iso`. */
  at(iso: string, minutes: number): Date;
}

/** The offset of a time zone at an instant, in minutes (UTC+x). */
function offsetMinutes(format: Intl.DateTimeFormat, instant: Date): number {
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((local - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

export function clockFor(timeZone: string, now: Date, today: string): Clock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  // One offset per local day and hour (a change of offset happens on the hour).
  const offsets = new Map<number, number>();
  return {
    now,
    today,
    at(iso, minutes) {
      const guess = new Date(`${iso}T00:00:00Z`).getTime() + minutes * 60_000;
      const hour = Math.floor(guess / 3_600_000);
      let offset = offsets.get(hour);
      if (offset === undefined) {
        offset = offsetMinutes(format, new Date(guess));
        offsets.set(hour, offset);
      }
      return new Date(guess - offset * 60_000);
    },
  };
}

const HOTEL = {
  arrivalsPerDay: 6,
  month: [1.35, 1.2, 0.9, 0.9, 0.85, 0.95, 1.3, 0.9, 0.95, 1.0, 1.0, 1.25],
  weekday: [0.8, 1.05, 0.95, 0.9, 0.95, 1.35, 1.0],
  nights: [
    [1, 28],
    [2, 30],
    [3, 18],
    [4, 9],
    [5, 6],
    [6, 3],
    [7, 4],
    [10, 1.5],
    [14, 0.5],
  ] as const,
  party: [
    [1, 30],
    [2, 44],
    [3, 12],
    [4, 10],
    [5, 4],
  ] as const,
  origins: [
    ['Booking.com', 33],
    ['Expedia', 9],
    ['Site', 17],
    ['Balcão', 5],
    ['Telefone', 7],
    ['WhatsApp', 11],
    ['Agência', 6],
    ['Decolar', 5],
    ['Airbnb', 3],
    ['E-mail', 4],
  ] as const,
  cancelled: 0.09,
};

const HOSPITAL = {
  arrivalsPerDay: 4.5,
  month: [0.85, 0.9, 1.0, 1.05, 1.2, 1.25, 1.25, 1.15, 1.0, 0.95, 0.95, 0.85],
  weekday: [0.45, 1.15, 1.15, 1.1, 1.1, 1.05, 0.6],
  nights: [
    [0, 45],
    [1, 15],
    [2, 12],
    [3, 9],
    [4, 6],
    [5, 4],
    [7, 4],
    [10, 3],
    [15, 1.5],
    [21, 0.5],
  ] as const,
  party: [
    [1, 55],
    [2, 40],
    [3, 5],
  ] as const,
  origins: [
    ['Unimed', 30],
    ['Particular', 15],
    ['Bradesco Saúde', 12],
    ['Amil', 12],
    ['SulAmérica', 10],
    ['Hapvida', 8],
    ['Porto Seguro Saúde', 5],
    ['Cassi', 5],
  ] as const,
  cancelled: 0.06,
};

/** Origins whose guests pay the hotel directly (the others prepaid at the channel: invoices only for extras). */
const DIRECT = new Set(['Site', 'Balcão', 'Telefone', 'WhatsApp', 'E-mail', 'Agência']);
const STAFF_MADE = new Set(['Balcão', 'Telefone', 'WhatsApp', 'E-mail']);
const REGISTRATION_ERRORS = [
  'FNRH: CPF divergente da base da Receita Federal',
  'PMS: quarto ainda não atribuído à reserva',
  'Tempo esgotado na comunicação com o PMS',
  'FNRH: data de nascimento incompatível com o documento',
];
const MINUTE = 60_000;

const minDate = (a: Date, b: Date) => (a < b ? a : b);
const maxDate = (a: Date, b: Date) => (a > b ? a : b);
const later = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MINUTE);

function voucherOf(kind: PropertyKind, origin: string, seq: number, checkIn: string, rng: Rng): string {
  if (kind === 'hospital') return `AT${checkIn.slice(0, 4)}-${String(seq).padStart(6, '0')}`;
  if (origin === 'Booking.com') return String(3_000_000_000 + rng.int(0, 999_999_999));
  if (origin === 'Expedia') return `EXP-${rng.int(10_000_000, 99_999_999)}`;
  if (origin === 'Decolar') return `DEC${rng.int(1_000_000, 9_999_999)}`;
  if (origin === 'Airbnb') return `HM${rng.int(10_000_000, 99_999_999)}`;
  return `RES${String(seq).padStart(7, '0')}`;
}

function roomOf(kind: PropertyKind, party: number, nights: number, rng: Rng): { roomType: string; rate: number | null } {
  if (kind === 'hospital') {
    if (nights === 0) return { roomType: 'Hospital-dia', rate: null };
    return {
      roomType: rng.weighted([
        ['Apartamento', 55],
        ['Enfermaria', 35],
        ['UTI', 10],
      ] as const),
      rate: null,
    };
  }
  if (party >= 3) return { roomType: 'Família', rate: 52_000 };
  return rng.weighted([
    [{ roomType: 'Standard', rate: 32_000 }, 50],
    [{ roomType: 'Luxo', rate: 42_000 }, 35],
    [{ roomType: 'Suíte Master', rate: 65_000 }, 15],
  ] as const);
}

/**
 * The share of a hospital's atendimentos that are elective, scheduled 3 to 11 weeks ahead. Without them the
 * exponential lead (mean 10 days) left the hospital's furthest arrival 17 to 24 days ahead on 7 of the 22 days
 * from 21 November to 12 December 2026 the demo was seeded on; with them, 45 to 61 days on each of 26 days.
 */
const ELECTIVE_SHARE = 0.12;

/** Lead time in days between the booking and the arrival. */
function leadDays(kind: PropertyKind, origin: string, rng: Rng): number {
  if (kind === 'hospital') return rng.chance(0.55) ? 0 : Math.min(90, Math.floor(-Math.log(1 - rng.next()) * 10));
  if (origin === 'Balcão') return rng.chance(0.7) ? 0 : rng.int(1, 3);
  return Math.min(200, Math.floor(-Math.log(1 - rng.next()) * 22));
}

function plannedStatus(checkIn: string, checkOut: string, today: string, rng: Rng): 'R' | 'I' | 'O' {
  if (checkOut < today) return 'O';
  if (checkIn > today) return 'R';
  if (checkIn < today) return checkOut === today && rng.chance(0.4) ? 'O' : 'I';
  // Arriving today (a day visit leaves today too).
  if (!rng.chance(0.4)) return 'R';
  return checkOut === today && rng.chance(0.3) ? 'O' : 'I';
}

function registrationFor(status: StayPlan['status'], checkIn: string, c: Clock, at: Date, rng: Rng): RegistrationPlan | null {
  const state: RegistrationState | null =
    status === 'O'
      ? rng.weighted([
          ['registered', 95],
          ['error', 3],
          [null, 2],
        ] as const)
      : status === 'I'
        ? rng.weighted([
            ['registered', 65],
            ['pending', 20],
            ['error', 10],
            [null, 5],
          ] as const)
        : checkIn === c.today
          ? rng.weighted([
              ['pending', 45],
              ['registered', 15],
              ['error', 5],
              [null, 35],
            ] as const)
          : rng.weighted([
              ['pending', 20],
              [null, 80],
            ] as const);
  if (!state) return null;
  const releasedAt = minDate(later(at, rng.int(1, 40)), c.now);
  const consultedAt = state === 'pending' ? null : minDate(later(releasedAt, rng.int(1, 12)), c.now);
  return { state, releasedAt, consultedAt, error: state === 'error' ? rng.pick(REGISTRATION_ERRORS) : null };
}

function invoiceFor(stay: StayPlan, nights: number, c: Clock, rng: Rng, force?: InvoiceState): InvoicePlan | null {
  const direct = DIRECT.has(stay.origin);
  if (!force && !rng.chance(direct ? 0.85 : 0.25)) return null;
  const items: InvoicePlan['items'] = [];
  if (direct) {
    items.push({ description: `Diária - ${stay.roomType}`, quantity: Math.max(1, nights), unitCents: stay.dailyRateCents ?? 32_000 });
    if (rng.chance(0.3)) items.push({ description: 'Estacionamento', quantity: Math.max(1, nights), unitCents: 3_500 });
    if (rng.chance(0.15)) items.push({ description: 'Desconto tarifa direta', quantity: 1, unitCents: -rng.int(2, 6) * 1_000 });
  } else {
    items.push({
      description: rng.pick(['Frigobar', 'Restaurante', 'Room service', 'Lavanderia']),
      quantity: rng.int(1, 3),
      unitCents: rng.int(18, 95) * 100,
    });
  }
  const createdAt = minDate(later(stay.createdAt, rng.int(5, 180)), c.now);
  const past = stay.status === 'O';
  const state: InvoiceState = force
    ? force
    : stay.status === 'C'
      ? 'cancelled'
      : past
        ? rng.weighted([
            ['paid', 93],
            ['cancelled', 3],
            ['open', 4],
          ] as const)
        : stay.status === 'I'
          ? rng.weighted([
              ['paid', 35],
              ['reserved', 40],
              ['open', 25],
            ] as const)
          : daysBetween(c.today, stay.checkIn) <= 7
            ? rng.weighted([
                ['reserved', 35],
                ['paid', 15],
                ['open', 45],
                ['failure', 5],
              ] as const)
            : rng.weighted([
                ['paid', 20],
                ['open', 75],
                ['failure', 5],
              ] as const);
  const by =
    state === 'cancelled' && stay.cancelledAt
      ? stay.cancelledAt
      : past
        ? (stay.checkedOutAt ?? c.now)
        : minDate(later(createdAt, rng.int(10, 2 * 24 * 60)), c.now);
  let at = state === 'open' ? null : maxDate(by, createdAt);
  // A card is pre-authorised in the last days before or during the stay (the acquirer keeps it for a few weeks only).
  if (state === 'reserved') {
    const recent = later(c.now, -rng.int(60, 4 * 24 * 60));
    at = maxDate(recent, createdAt);
  }
  return {
    description: direct ? 'Hospedagem' : 'Consumo',
    items,
    createdAt,
    state,
    at,
    installments: rng.weighted([
      [1, 60],
      [2, 15],
      [3, 15],
      [6, 10],
    ] as const),
    source: rng.chance(0.55) ? 'guest' : 'staff',
    // Sandbox cards: last digit 0, 1 or 4 approve; 3 is an expired card (the failures).
    cardLast4: state === 'failure' ? `${rng.int(100, 999)}3` : `${rng.int(100, 999)}${rng.pick(['0', '1', '4'])}`,
    brand: rng.chance(0.6) ? 'Visa' : 'Master',
  };
}

/** One property's stays, in creation order. */
export function planStays(kind: PropertyKind, rng: Rng, c: Clock): StayPlan[] {
  const p = kind === 'hotel' ? HOTEL : HOSPITAL;
  const stays: StayPlan[] = [];
  // Returning guests (the CRM's profiles, issue 15): a share of the arrivals is someone who came before, drawn from
  // a separate stream so the rest of the plan stays as it was.
  const returning = rng.fork('returning');
  // Payment conditions (decision 0081) from a stream of their own too.
  const conditions = rng.fork('conditions');
  // A hospital's elective care (surgery, exams) booked weeks ahead, from a stream of its own as well.
  const elective = rng.fork('elective');
  const regulars: Person[] = [];
  for (let offset = -HISTORY_DAYS; offset <= AHEAD_DAYS; offset++) {
    const day = addDays(c.today, offset);
    const date = new Date(`${day}T12:00:00Z`);
    const growth = 1 + (0.08 * offset) / 365;
    const mean = p.arrivalsPerDay * p.month[date.getUTCMonth()]! * p.weekday[date.getUTCDay()]! * growth;
    const n = rng.poisson(mean);
    for (let i = 0; i < n; i++) {
      const origin = rng.weighted(p.origins);
      const usual = leadDays(kind, origin, rng);
      const lead = kind === 'hospital' && elective.chance(ELECTIVE_SHARE) ? elective.int(21, 75) : usual;
      const createdDay = addDays(day, -lead);
      const createdAt = c.at(createdDay, lead === 0 ? rng.int(6 * 60, 13 * 60) : rng.int(7 * 60, 23 * 60));
      // Not booked yet: the future thins out as a real calendar does.
      if (createdAt > c.now) continue;
      let nights = rng.weighted(p.nights);
      const month = date.getUTCMonth();
      if (kind === 'hotel' && (month === 0 || month === 6) && rng.chance(0.3)) nights += rng.int(1, 3);
      const checkOut = addDays(day, nights);
      const party = rng.weighted(p.party);
      const { roomType, rate } = roomOf(kind, party, nights, rng);
      const high = month === 0 || month === 6 || month === 11;
      const cancelled = rng.chance(p.cancelled * (origin === 'Booking.com' ? 1.5 : 1));
      const status = cancelled ? 'C' : plannedStatus(day, checkOut, c.today, rng);
      const arrival = c.at(day, kind === 'hospital' ? rng.int(6 * 60, 20 * 60) : rng.int(13 * 60, 22 * 60));
      const checkedInAt = status === 'I' || status === 'O' ? minDate(arrival, later(c.now, -rng.int(5, 90))) : null;
      const departure = c.at(checkOut, kind === 'hospital' ? rng.int(9 * 60, 18 * 60) : rng.int(8 * 60, 12 * 60));
      const checkedOutAt =
        status === 'O' && checkedInAt
          ? new Date(Math.max(checkedInAt.getTime() + 30 * MINUTE, minDate(departure, later(c.now, -rng.int(5, 60))).getTime()))
          : null;
      const cancelEnd = minDate(c.at(day, 12 * 60), c.now);
      const cancelledAt = cancelled
        ? new Date(createdAt.getTime() + rng.next() * Math.max(0, cancelEnd.getTime() - createdAt.getTime()))
        : null;
      const back = regulars.length > 20 && returning.chance(kind === 'hotel' ? 0.18 : 0.3);
      const main = back ? returning.pick(regulars) : randomPerson(rng, c.today, { foreign: kind === 'hotel' && rng.chance(0.04) });
      if (!back && regulars.length < 600) regulars.push(main);
      const persons: PersonPlan[] = [{ person: main, position: 0, checkin: null, userId: null }];
      for (let k = 1; k < party; k++) {
        const child = kind === 'hotel' && party >= 3 && k >= 2;
        const family = rng.chance(0.6);
        const surname = main.name.split(' ').slice(1).join(' ');
        persons.push({
          person: randomPerson(rng, c.today, { age: child ? [3, 15] : [20, 75], ...(family ? { lastName: surname } : {}) }),
          position: k,
          checkin: null,
          userId: null,
        });
      }
      const stay: StayPlan = {
        kind,
        voucher: '',
        status,
        checkIn: day,
        checkOut,
        createdAt,
        updatedAt: [createdAt, checkedInAt, checkedOutAt, cancelledAt].reduce<Date>((m, d) => (d && d > m ? d : m), createdAt),
        origin,
        creationType: kind === 'hotel' && !STAFF_MADE.has(origin) ? 'S' : 'M',
        synced: day < c.today ? rng.chance(0.98) : rng.chance(0.6),
        checkedInAt,
        checkedOutAt,
        cancelledAt,
        dailyRateCents: rate === null ? null : Math.round((rate * (high ? 1.25 : 1)) / 100) * 100,
        roomType,
        persons,
        invoice: null,
        paymentCondition: conditionOf(kind, origin, conditions),
      };
      planGuestPlatform(stay, nights, c, rng);
      stays.push(stay);
    }
  }
  stays.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  stays.forEach((s, i) => {
    s.voucher = voucherOf(kind, s.origin, i + 1, s.checkIn, rng);
  });
  ensureShape(stays, c, rng);
  return stays;
}

/**
 * What the demo must always show, whatever today's draws gave: each PMS registration state among the current stays'
 * completed check-ins, and at the hotel each invoice state (a quiet day could otherwise lack one).
 */
function ensureShape(stays: StayPlan[], c: Clock, rng: Rng): void {
  // Arrivals and departures today: a quiet day gets the next bookings moved to today, or stays shortened to end today.
  const live = stays.filter((s) => s.status !== 'C');
  const arrivals = live.filter((s) => s.checkIn === c.today && (s.status === 'R' || s.status === 'I')).length;
  const ahead = live.filter((s) => s.status === 'R' && s.checkIn > c.today).sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  for (const s of ahead.slice(0, Math.max(0, 3 - arrivals))) {
    const nights = daysBetween(s.checkIn, s.checkOut);
    s.checkIn = c.today;
    s.checkOut = addDays(c.today, nights);
  }
  const departures = live.filter((s) => (s.status === 'I' && s.checkOut <= c.today) || (s.status === 'O' && s.checkOut === c.today)).length;
  const staying = live.filter((s) => s.status === 'I' && s.checkIn < c.today && s.checkOut > addDays(c.today, 1));
  for (const s of staying.slice(0, Math.max(0, 2 - departures))) s.checkOut = c.today;
  const done = stays.flatMap((s) => s.persons.filter((p) => p.checkin).map((p) => ({ s, p })));
  const current = done.filter((x) => x.s.status === 'I' || x.s.status === 'R');
  for (const state of ['pending', 'error', 'registered'] as const) {
    if (current.some((x) => x.p.checkin!.registration?.state === state)) continue;
    const pick = current.find((x) => !x.p.checkin!.registration) ?? current.find((x) => x.p.checkin!.registration?.state === 'registered');
    if (!pick) continue;
    const releasedAt = minDate(later(pick.p.checkin!.at, 5), c.now);
    pick.p.checkin!.registration = {
      state,
      releasedAt,
      consultedAt: state === 'pending' ? null : minDate(later(releasedAt, 2), c.now),
      error: state === 'error' ? REGISTRATION_ERRORS[0]! : null,
    };
  }
  if (stays[0]?.kind !== 'hotel') return;
  const wanted: [InvoiceState, (s: StayPlan) => boolean][] = [
    ['open', (s) => s.status === 'R'],
    ['paid', (s) => s.status === 'O'],
    ['reserved', (s) => s.status === 'I' || (s.status === 'R' && daysBetween(c.today, s.checkIn) <= 7)],
    ['cancelled', (s) => s.status === 'O'],
    ['failure', (s) => s.status === 'R'],
  ];
  for (const [state, fits] of wanted) {
    if (stays.some((s) => s.invoice?.state === state)) continue;
    const stay = stays.findLast(
      (s) => fits(s) && s.paymentCondition === 'guest' && (!s.invoice || s.invoice.state === 'open' || s.invoice.state === 'paid'),
    );
    if (stay) stay.invoice = invoiceFor(stay, daysBetween(stay.checkIn, stay.checkOut), c, rng, state);
  }
  // Today's arrivals show the kiosk's and the web's payment outcomes: a courtesy and an invoiced one among them (a later
  // step of the demo may check them in at the desk).
  for (const condition of ['courtesy', 'invoiced'] as const) {
    const today = stays.filter((s) => (s.status === 'R' || s.status === 'I') && s.checkIn === c.today);
    if (today.some((s) => s.paymentCondition === condition)) continue;
    // One without an invoice, else one whose invoice state another stay also shows (the billing screens keep theirs).
    const shown = (state: InvoiceState) => stays.filter((s) => s.invoice?.state === state).length;
    const stay =
      today.findLast((s) => s.paymentCondition === 'guest' && !s.invoice) ??
      today.findLast((s) => s.paymentCondition === 'guest' && !!s.invoice && shown(s.invoice.state) > 1);
    if (!stay) continue;
    stay.paymentCondition = condition;
    stay.invoice = null;
  }
}

/**
 * Who pays (decision 0081). The hotel: agencies' corporate bookings are often invoiced to the agency, a few stays are
 * invoiced to a company and a few are courtesies. The hospital: a health plan (convênio) is the invoiced case;
 * private patients pay, now and then a courtesy.
 */
function conditionOf(kind: PropertyKind, origin: string, rng: Rng): PaymentCondition {
  if (rng.chance(kind === 'hotel' ? 0.03 : 0.02)) return 'courtesy';
  if (kind === 'hospital') return origin === 'Particular' ? 'guest' : 'invoiced';
  return rng.chance(origin === 'Agência' ? 0.4 : 0.04) ? 'invoiced' : 'guest';
}

/** Web check-ins, PMS registrations and invoices of a stay since the guest platform went live. */
function planGuestPlatform(stay: StayPlan, nights: number, c: Clock, rng: Rng): void {
  const since = addDays(c.today, -GUEST_PLATFORM_DAYS);
  if (stay.checkIn < since) return;
  const ahead = daysBetween(c.today, stay.checkIn);
  if (stay.status !== 'C') {
    // About 4 guests in 10 complete the web check-in before arriving (fewer while the stay is still weeks away).
    const pMain = ahead > 3 ? 0.2 : stay.kind === 'hospital' ? 0.45 : 0.42;
    const deadline = minDate(c.at(stay.checkIn, 12 * 60), c.now);
    let mainDone = false;
    for (const pp of stay.persons) {
      const done: boolean = pp.position === 0 ? rng.chance(pMain) : mainDone && rng.chance(0.5);
      if (pp.position === 0) mainDone = done;
      if (!done || deadline <= stay.createdAt) continue;
      const at = new Date(stay.createdAt.getTime() + (0.3 + 0.7 * rng.next()) * (deadline.getTime() - stay.createdAt.getTime()));
      pp.checkin = {
        at,
        front: rng.int(0, 1),
        back: rng.chance(0.45),
        signature: rng.int(0, 3),
        registration: registrationFor(stay.status, stay.checkIn, c, at, rng),
      };
    }
  }
  if (stay.kind === 'hotel' && (stay.status !== 'C' || rng.chance(0.4))) stay.invoice = invoiceFor(stay, nights, c, rng);
  // A courtesy or invoiced stay is never charged to the guest: no guest invoice.
  if (stay.paymentCondition !== 'guest') stay.invoice = null;
}

/** The demo guest's own stays (hospede@demo.test): two past and two ahead at the hotel, one past atendimento. */
export function planOwnStays(kind: PropertyKind, rng: Rng, c: Clock, userId: number, email: string, name: string): StayPlan[] {
  const me = { ...randomPerson(rng, c.today, { age: [30, 45] }), name, email };
  const spans: [number, number, StayPlan['status']][] =
    kind === 'hotel'
      ? [
          [-150, 3, 'O'],
          [-40, 2, 'O'],
          [12, 3, 'R'],
          [45, 4, 'R'],
        ]
      : [[-90, 0, 'O']];
  return spans.map(([offset, nights, status], i) => {
    const checkIn = addDays(c.today, offset);
    const checkOut = addDays(checkIn, nights);
    const createdAt = c.at(addDays(checkIn, -30), 10 * 60 + i);
    const checkedInAt = status === 'O' ? c.at(checkIn, 15 * 60) : null;
    const checkedOutAt = status === 'O' ? c.at(checkOut, kind === 'hotel' ? 11 * 60 : 17 * 60) : null;
    const companion = kind === 'hotel' && i % 2 === 0 ? randomPerson(rng, c.today, { lastName: 'Demo' }) : null;
    const stay: StayPlan = {
      kind,
      voucher: kind === 'hotel' ? `DEMO-HOSPEDE-${i + 1}` : `AT-DEMO-HOSPEDE-${i + 1}`,
      status,
      checkIn,
      checkOut,
      createdAt,
      updatedAt: checkedOutAt ?? createdAt,
      origin: kind === 'hotel' ? 'Site' : 'Particular',
      creationType: 'M',
      synced: status === 'O',
      checkedInAt,
      checkedOutAt,
      cancelledAt: null,
      dailyRateCents: kind === 'hotel' ? 42_000 : null,
      roomType: kind === 'hotel' ? 'Luxo' : 'Hospital-dia',
      persons: [
        { person: me, position: 0, checkin: null, userId },
        ...(companion ? [{ person: companion, position: 1, checkin: null, userId: null }] : []),
      ],
      invoice: null,
      paymentCondition: 'guest',
    };
    if (status === 'O') {
      const at = c.at(addDays(checkIn, -1), 20 * 60);
      stay.persons[0]!.checkin = {
        at,
        front: 0,
        back: true,
        signature: 0,
        registration: { state: 'registered', releasedAt: later(at, 3), consultedAt: later(at, 5), error: null },
      };
    }
    if (kind === 'hotel' && offset > -GUEST_PLATFORM_DAYS) {
      stay.invoice = {
        description: 'Hospedagem',
        items: [{ description: 'Diária - Luxo', quantity: nights, unitCents: 42_000 }],
        createdAt: later(createdAt, 30),
        state: status === 'O' ? 'paid' : 'open',
        at: status === 'O' ? c.at(checkIn, 15 * 60 + 30) : null,
        installments: 1,
        source: 'guest',
        cardLast4: '1111',
        brand: 'Visa',
      };
    }
    return stay;
  });
}
