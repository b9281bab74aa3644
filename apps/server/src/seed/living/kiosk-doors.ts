import { addDays } from '@gm/domain/bookings';
import { type PaymentCondition, paymentStepOutcome } from '@gm/domain/payment-outcome';
import type { DemoContext } from './context';
import type { Rng } from './random';
import { insertRows, nextId, syncSequence } from './write';

/**
 * The demo's lobby kiosks and door keys (issue 17's totem and door-lock dashboards, decision 0073), made from the
 * stays the stays generator wrote, so every figure ties to a booking that arrived:
 * - kiosks: two at Hotel Demo (each with its PIN pad), one at Hospital Demo (no PIN pad: it takes no payment at
 *   check-in). Their tokens are random and unknown: staff make a kiosk of their own to open one.
 * - sessions: a share of each day's arrivals (growing from 15 % to 35 % over the 18 months, as guests learn the
 *   kiosk; three in four of those who still owe, as the kiosk is where they pay) starts at a kiosk on the arrival
 *   day; most check in (the session ends when the booking was checked in), some are sent to the desk, some give up
 *   or leave it idle at a step; a few walk-ups never find their booking.
 *   The booking is found by typed voucher or the pre-arrival e-mail's QR code (by face only where the hotel has the
 *   face search on).
 * - payments (the hotel, where payment is part of check-in): a kiosk session of a booking whose invoice was still
 *   open pays it on the PIN pad, sometimes after a decline (codes 51, 57) or a timeout; the approval pays the
 *   invoice as billing's terminal outcome does (paid, direct charge, a terminal.approved payment event). A guest
 *   whose first try fails gives up at the kiosk now and then (the invoice stays open for the desk), and the last
 *   90 days always show one: by chance alone, 17 of 22 seeded days had none in 120 days.
 * - keys (the hotel): most stays that arrived get a key, encoded at the kiosk after a kiosk check-in or at the desk;
 *   the lock server's usual failures (about 1 in 20; room 314's lock fails often) are retried at the desk; a few
 *   requests are refused (payment due, before arrival, no room named yet). Every request and attempt is logged as
 *   door_lock_operations logs it.
 */

const HISTORY_DAYS = 548;
const MINUTE = 60_000;
const FLOORS = 6;
const ROOMS_PER_FLOOR = 18;
const FAULTY_ROOM = '314';
/** The PIN pad's first answer to a guest's card. */
const FIRST_TRY = [
  ['approved', 72],
  ['declined', 17],
  ['timeout', 6],
  ['cancelled', 5],
] as const;
/** How often a guest whose first try failed gives up at the kiosk (and pays at the desk later). */
const GIVE_UP = 0.3;
/** The days before today in which the hotel's kiosk shows at least one payment given up (a quiet spell could lack one). */
const RECENT_FAILURE_DAYS = 90;

interface Stay {
  id: number;
  check_in: string;
  check_out: string;
  status: string;
  checked_in_at: Date | null;
  invoice_id: number | null;
  due: number;
  brand: string | null;
  payment_condition: PaymentCondition;
  /** A live invoice with a total: else the stay had no defined value at the kiosk. */
  valued: boolean;
}

interface Hotel {
  id: number;
  time_zone: string;
  flags: Record<string, unknown>;
}

/** The instant of a local wall-clock time in the hotel's zone (the zone's offset on that day, computed by PostgreSQL). */
async function localInstants(ctx: DemoContext, tz: string, days: string[]): Promise<Map<string, number>> {
  const { rows } = await ctx.tx.query<{ day: string; at: Date }>(
    `SELECT d AS day, (d::date::timestamp AT TIME ZONE $1) AS at FROM unnest($2::text[]) d`,
    [tz, days],
  );
  return new Map(rows.map((r) => [r.day, r.at.getTime()]));
}

function roomFor(rng: Rng): string {
  return `${rng.int(1, FLOORS)}${String(rng.int(1, ROOMS_PER_FLOOR)).padStart(2, '0')}`;
}

export async function seedKioskAndDoors(ctx: DemoContext): Promise<Record<string, number>> {
  const { tx, rng } = ctx;
  const counts = { kiosks: 0, sessions: 0, payments: 0, keys: 0, operations: 0 };
  const { rows: hotels } = await tx.query<Hotel>('SELECT id, time_zone, flags FROM institutions WHERE id = ANY($1) ORDER BY id', [
    [ctx.ids.hotel, ctx.ids.hospital],
  ]);
  let deviceId = await nextId(tx, 'kiosk_devices');
  let sessionId = await nextId(tx, 'kiosk_sessions');
  let paymentId = await nextId(tx, 'terminal_payments');
  let jobId = await nextId(tx, 'door_encode_jobs');
  const devices: unknown[][] = [];
  const sessions: unknown[][] = [];
  const payments: unknown[][] = [];
  const paidInvoices: unknown[][] = [];
  const paymentEvents: unknown[][] = [];
  const jobs: unknown[][] = [];
  const rooms: unknown[][] = [];
  const operations: unknown[][] = [];
  const since = new Date(ctx.now.getTime() - (HISTORY_DAYS + 40) * 86_400_000);
  // Nothing happens after the demo's now.
  const latest = () => ctx.now.getTime() - rng.int(2, 30) * MINUTE;

  for (const hotel of hotels) {
    const isHotel = hotel.id === ctx.ids.hotel;
    const payAtCheckin = String(hotel.flags?.TSYCFGHASPAYMENT ?? '') === 'S';
    const faceOn = String(hotel.flags?.HASBUSCAFACIAL ?? '').toUpperCase() === 'S';
    const today = ctx.todayIn(hotel.time_zone);
    const kiosks = isHotel
      ? [
          { id: deviceId++, name: 'Totem do saguão', terminal: payAtCheckin ? 'PINPAD-01' : null, weight: 65 },
          { id: deviceId++, name: 'Totem da entrada', terminal: payAtCheckin ? 'PINPAD-02' : null, weight: 35 },
        ]
      : [{ id: deviceId++, name: 'Totem da recepção', terminal: payAtCheckin ? 'PINPAD-01' : null, weight: 100 }];
    for (const k of kiosks) {
      const token = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
      devices.push([k.id, hotel.id, k.name, `demo-${hotel.id}-${k.id}-${token}`, k.terminal, ctx.ids.admin, since, ctx.now]);
      counts.kiosks++;
    }
    const pickKiosk = () => rng.weighted(kiosks.map((k) => [k, k.weight] as const));

    // The stays that arrived (in house or gone), with the first invoice still open and what it owes.
    const { rows: stays } = await tx.query<Stay>(
      `SELECT b.id, to_char(b.check_in, 'YYYY-MM-DD') AS check_in, to_char(b.check_out, 'YYYY-MM-DD') AS check_out, b.status, b.checked_in_at, i.id AS invoice_id,
              coalesce(i.total_cents - i.paid_cents, 0) AS due,
              (SELECT c.brand FROM saved_cards c WHERE c.booking_id = b.id LIMIT 1) AS brand, b.payment_condition,
              EXISTS (SELECT 1 FROM invoices v WHERE v.booking_id = b.id AND v.cancelled_at IS NULL AND v.total_cents > 0) AS valued
         FROM bookings b
         LEFT JOIN LATERAL (SELECT i.* FROM invoices i WHERE i.booking_id = b.id AND i.cancelled_at IS NULL
                              AND i.total_cents > i.paid_cents AND i.last_status IS NULL
                            ORDER BY i.id LIMIT 1) i ON true
        WHERE b.institution_id = $1 AND b.status IN ('I', 'O') AND b.check_in >= $2::date - $3::int AND b.check_in <= $2::date
        ORDER BY b.check_in, b.id`,
      [hotel.id, today, HISTORY_DAYS],
    );
    const days = [...new Set(stays.map((s) => s.check_in))];
    const midnight = await localInstants(ctx, hotel.time_zone, days);
    const firstDay = days[0] ?? today;
    const span = Math.max(1, Date.parse(today) - Date.parse(firstDay));
    const hours = isHotel ? ([13, 22] as const) : ([6, 12] as const);
    const stepsOf: readonly (readonly [string, number])[] = payAtCheckin
      ? ([
          ['search', 1],
          ['verify', 3],
          ['documents', 5],
          ['summary', 9],
          ['payment', 10],
          ['checkin', 11],
        ] as const)
      : ([
          ['search', 1],
          ['verify', 3],
          ['documents', 5],
          ['summary', 9],
          ['checkin', 10],
        ] as const);
    const roomOf = new Map<number, string>();
    const payStep = stepsOf.find((x) => x[0] === 'payment');
    const recentFrom = addDays(today, -RECENT_FAILURE_DAYS);
    let failedLately = false;

    const session = (
      kiosk: number,
      start: number,
      step: readonly [string, number],
      search: string | null,
      outcome: string,
      end: number,
    ) => {
      const row = [
        sessionId++,
        hotel.id,
        kiosk,
        uuidOf(rng),
        new Date(start),
        new Date(end),
        step[0],
        step[1],
        search,
        outcome,
        new Date(end),
        null, // the payment step's outcome, set below when the session reached it (decision 0081)
      ];
      sessions.push(row);
      counts.sessions++;
      return row;
    };

    for (const s of stays) {
      const dayStart = midnight.get(s.check_in)!;
      const learned = (Date.parse(s.check_in) - Date.parse(firstDay)) / span;
      // Guests who still owe are the kiosk's keenest users (the pre-arrival mail offers to pay there).
      const owes = payAtCheckin && !!s.invoice_id && Number(s.due) > 0;
      const usesKiosk = rng.chance(owes ? 0.75 : 0.15 + 0.2 * learned);
      let keyAtKiosk: number | null = null;
      if (usesKiosk) {
        const kiosk = pickKiosk();
        const search = faceOn && rng.chance(0.15) ? 'face' : rng.chance(0.3 + 0.15 * learned) ? 'qr' : 'voucher';
        let outcome: string = rng.weighted([
          ['completed', 78],
          ['blocked', 7],
          ['abandoned', 10],
          ['idle', 5],
        ] as const);
        const minutes = Math.min(25, Math.max(2, 3 + rng.next() * 3 + rng.poisson(1.5)));
        const planned = dayStart + rng.int(hours[0] * 60, hours[1] * 60) * MINUTE;
        // A completed session ends when the booking was checked in (when the stays generator recorded it that day).
        const checkedIn = s.checked_in_at?.getTime() ?? null;
        let reached =
          outcome === 'completed' || outcome === 'blocked'
            ? stepsOf[stepsOf.length - 1]!
            : rng.weighted(stepsOf.map((st, i) => [st, [25, 10, 35, 5, 15, 10][i] ?? 10] as const));
        // Giving up on the payment step below keeps this true: the guest still got there.
        const reachedPayment = !!payStep && stepsOf.indexOf(payStep) <= stepsOf.indexOf(reached);
        // The session takes the money on the PIN pad: an invoice still open, of a stay that arrived before today (today's
        // stay open), once the guest gets to the payment step.
        const paysHere = reachedPayment && owes && !!kiosk.terminal && s.check_in < today;
        let first = paysHere ? rng.weighted(FIRST_TRY) : null;
        if (paysHere && reached !== payStep) {
          // A guest whose card is declined or left on the PIN pad gives up there now and then; the hotel's last
          // RECENT_FAILURE_DAYS show one such guest all the same (the payment dashboards' "failed").
          const owed = !failedLately && s.check_in >= recentFrom;
          if (owed) first = 'declined';
          if (first !== 'approved' && (owed || rng.chance(GIVE_UP))) {
            outcome = 'abandoned';
            reached = payStep!;
          }
        }
        if (paysHere && reached === payStep && s.check_in >= recentFrom) failedLately = true;
        const end = Math.min(
          outcome === 'completed' && checkedIn && checkedIn > dayStart && checkedIn < dayStart + 86_400_000 ? checkedIn : planned,
          latest(),
        );
        const start = end - minutes * MINUTE;
        // The guest typed a name and voucher that found the booking unless the session stopped at the search.
        const row = session(
          kiosk.id,
          start,
          reached,
          reached[0] === 'search' ? null : search,
          outcome,
          end + (outcome === 'idle' ? 75_000 : 0),
        );
        // What the payment step showed, by the rule the kiosk's step follows (the step reads whether the booking has a
        // value and what is due); a due amount tried on the PIN pad is overwritten below by the terminal's outcome (one
        // still due today and not tried counts none).
        if (reachedPayment) {
          const shown = paymentStepOutcome(s.payment_condition, s.valued ? [{ totalCents: 1, dueCents: Number(s.due) }] : []);
          row[11] = shown === 'due' ? null : shown;
        }
        // Today's open invoices stay open (the billing screens show each state today).
        if (paysHere && first) {
          const due = Number(s.due);
          const brand = s.brand ?? rng.pick(['visa', 'mastercard', 'elo']);
          let at = start + (minutes - 2) * MINUTE;
          // A decline or a payment left on the PIN pad first, now and then. A session given up on the payment screen
          // paid nothing; one that went on to check-in paid in the end.
          const onPayment = reached === payStep;
          const tries = onPayment
            ? [first === 'approved' ? rng.pick(['declined', 'cancelled'] as const) : first]
            : first === 'approved'
              ? ['approved']
              : [first, 'approved'];
          for (const state of tries) {
            const reason = state === 'declined' ? rng.pick(['51', '51', '57', '05']) : state === 'timeout' ? 'no_card' : null;
            const auth = state === 'approved' ? String(rng.int(100_000, 999_999)) : null;
            const finished = at + rng.int(12, 45) * 1000;
            const pid = paymentId++;
            payments.push([
              pid,
              hotel.id,
              s.id,
              s.invoice_id,
              kiosk.id,
              due,
              `demo-tx-${pid}`,
              state,
              reason,
              auth,
              state === 'approved' || state === 'declined' ? brand : null,
              new Date(at),
              new Date(finished),
            ]);
            paymentEvents.push([
              hotel.id,
              s.id,
              s.invoice_id,
              null,
              `terminal.${state}`,
              state === 'approved' ? 'paid' : state,
              reason,
              { terminalPaymentId: pid, amountCents: due, authorizationCode: auth, brand },
              new Date(finished),
            ]);
            if (state === 'approved') paidInvoices.push([s.invoice_id, due, new Date(finished)]);
            row[11] = state === 'approved' ? 'approved' : 'failed';
            counts.payments++;
            at = finished + rng.int(20, 60) * 1000;
          }
        }
        if (isHotel && outcome === 'completed') keyAtKiosk = end - rng.int(20, 60) * 1000;
      }
      if (!isHotel) continue;

      // The door key: at the kiosk after a kiosk check-in, else at the desk when the guest checked in.
      if (keyAtKiosk === null && !rng.chance(0.88)) continue;
      const room = roomOf.get(s.id) ?? (rng.chance(0.04) ? FAULTY_ROOM : roomFor(rng));
      roomOf.set(s.id, room);
      const deskAt = Math.min(s.checked_in_at?.getTime() ?? dayStart + rng.int(hours[0] * 60, hours[1] * 60) * MINUTE, latest());
      const namedAt = keyAtKiosk !== null ? keyAtKiosk - 3 * 3_600_000 : deskAt - 60_000;
      rooms.push([s.id, hotel.id, room, ctx.ids.reception, new Date(namedAt)]);
      let recordings = 0;
      const refuse = (at: number, device: string, reason: string, named: string | null) => {
        operations.push([
          hotel.id,
          s.id,
          null,
          named,
          'encode_request',
          'refused',
          reason,
          null,
          device === 'desk' ? ctx.ids.reception : null,
          device,
          new Date(at),
        ]);
        counts.operations++;
      };
      const encode = (at: number, device: string, cards: number, forceOk: boolean) => {
        const lockError = room === FAULTY_ROOM ? 0.3 : 0.025;
        const result = forceOk
          ? 'done'
          : rng.weighted([
              ['done', 1 - lockError - 0.03],
              ['lock_error', lockError],
              ['timeout', 0.02],
              ['room_unknown', 0.005],
              ['max_recordings', 0.005],
            ] as const);
        const id = jobId++;
        const attempts = result === 'timeout' ? 3 : 1;
        const took = result === 'timeout' ? 3 * 15_000 : rng.int(1800, 3600);
        const done = result === 'done';
        if (done) recordings += cards;
        jobs.push([
          id,
          hotel.id,
          s.id,
          room,
          cards,
          s.check_in,
          s.check_out,
          done ? 'done' : 'failed',
          done ? null : result,
          done ? recordings : null,
          attempts,
          'sandbox',
          device === 'desk' ? ctx.ids.reception : null,
          device,
          new Date(at),
          new Date(at + took),
        ]);
        operations.push([
          hotel.id,
          s.id,
          id,
          room,
          'encode_request',
          'accepted',
          null,
          null,
          device === 'desk' ? ctx.ids.reception : null,
          device,
          new Date(at),
        ]);
        for (let a = 1; a <= attempts; a++) {
          const last = a === attempts;
          const ok = done && last;
          operations.push([
            hotel.id,
            s.id,
            id,
            room,
            'encode',
            ok ? 'done' : last ? 'failed' : 'retry',
            ok ? null : result === 'timeout' ? (last ? 'timeout' : 'unreachable') : result,
            result === 'timeout' ? 15_000 : took,
            null,
            'sandbox',
            new Date(at + (result === 'timeout' ? a * 15_000 : took)),
          ]);
        }
        counts.keys++;
        counts.operations += 1 + attempts;
        return done;
      };
      if (keyAtKiosk !== null) {
        // Now and then the kiosk asked before the payment showed as settled (refused, then asked again).
        if (payAtCheckin && rng.chance(0.03)) refuse(keyAtKiosk - 90_000, 'kiosk', 'doorLock.unpaid', room);
        const ok = encode(keyAtKiosk, 'kiosk', rng.chance(0.6) ? 1 : 2, false);
        // A key that failed at the kiosk is made at the desk a few minutes later.
        if (!ok) encode(keyAtKiosk + rng.int(4, 20) * MINUTE, 'desk', 1, room !== FAULTY_ROOM);
      } else {
        if (rng.chance(0.02))
          refuse(deskAt - rng.int(2, 10) * MINUTE, 'desk', rng.pick(['doorLock.entry_not_today', 'doorLock.no_room']), null);
        const ok = encode(
          deskAt,
          'desk',
          rng.weighted([
            [1, 45],
            [2, 45],
            [3, 10],
          ] as const),
          false,
        );
        if (!ok) encode(deskAt + rng.int(3, 15) * MINUTE, 'desk', 1, room !== FAULTY_ROOM);
      }
      // A lost card: a new one days later at the desk, or on the guest's phone (refused unless checked in).
      const lost = deskAt + rng.int(1, 3) * 86_400_000;
      if (s.status === 'O' && s.check_out > s.check_in && lost < Date.parse(`${s.check_out}T12:00:00Z`) && lost < latest())
        encode(lost, 'desk', 1, false);
      const early = deskAt - rng.int(1, 8) * 3_600_000;
      if (rng.chance(0.01)) refuse(early, 'web', 'doorLock.not_checked_in', room);
    }

    // Walk-ups that never found a booking (no stay: wrong hotel, a booking made elsewhere, a name typo).
    for (const day of days) {
      if (!rng.chance(0.12)) continue;
      const start = Math.min(midnight.get(day)! + rng.int(hours[0] * 60, hours[1] * 60) * MINUTE, latest() - 10 * MINUTE);
      const kiosk = pickKiosk();
      const outcome = rng.chance(0.7) ? 'abandoned' : 'idle';
      const step = rng.chance(0.2) ? (['start', 0] as const) : (['search', 1] as const);
      session(kiosk.id, start, step, null, outcome, start + rng.int(1, 4) * MINUTE + (outcome === 'idle' ? 75_000 : 0));
    }
  }

  await insertRows(
    tx,
    'kiosk_devices',
    [
      ['id', 'bigint'],
      ['institution_id', 'int'],
      ['name', 'text'],
      ['token_hash', 'text'],
      ['terminal_id', 'text'],
      ['created_by', 'int'],
      ['created_at', 'timestamptz'],
      ['last_seen_at', 'timestamptz'],
    ],
    devices,
  );
  await insertRows(
    tx,
    'kiosk_sessions',
    [
      ['id', 'bigint'],
      ['institution_id', 'int'],
      ['device_id', 'bigint'],
      ['session_key', 'uuid'],
      ['started_at', 'timestamptz'],
      ['last_at', 'timestamptz'],
      ['step', 'text'],
      ['step_index', 'smallint'],
      ['search', 'text'],
      ['outcome', 'text'],
      ['ended_at', 'timestamptz'],
      ['payment_outcome', 'text'],
    ],
    sessions,
  );
  await insertRows(
    tx,
    'terminal_payments',
    [
      ['id', 'bigint'],
      ['institution_id', 'int'],
      ['booking_id', 'bigint'],
      ['invoice_id', 'bigint'],
      ['device_id', 'bigint'],
      ['amount_cents', 'bigint'],
      ['transaction_id', 'text'],
      ['state', 'text'],
      ['reason', 'text'],
      ['authorization_code', 'text'],
      ['brand', 'text'],
      ['created_at', 'timestamptz'],
      ['finished_at', 'timestamptz'],
    ],
    payments,
  );
  // An approval pays the invoice (billing's applyTerminalOutcome, at the payment's time).
  if (paidInvoices.length)
    await tx.query(
      `UPDATE invoices i SET paid_cents = i.paid_cents + p.amount, charged_at = p.at, direct_charge = true,
              last_status = CASE WHEN i.paid_cents + p.amount >= i.total_cents THEN 'paid' ELSE 'partially_paid' END,
              last_failure_status = NULL, last_failure_code = NULL, updated_at = p.at
         FROM unnest($1::bigint[], $2::bigint[], $3::timestamptz[]) AS p(id, amount, at) WHERE i.id = p.id`,
      [paidInvoices.map((p) => p[0]), paidInvoices.map((p) => p[1]), paidInvoices.map((p) => (p[2] as Date).toISOString())],
    );
  await insertRows(
    tx,
    'payment_events',
    [
      ['institution_id', 'int'],
      ['booking_id', 'bigint'],
      ['invoice_id', 'bigint'],
      ['attempt_id', 'bigint'],
      ['kind', 'text'],
      ['state', 'text'],
      ['return_code', 'text'],
      ['details', 'jsonb'],
      ['at', 'timestamptz'],
    ],
    paymentEvents,
  );
  await insertRows(
    tx,
    'door_booking_rooms',
    [
      ['booking_id', 'bigint'],
      ['institution_id', 'int'],
      ['room', 'text'],
      ['set_by', 'int'],
      ['set_at', 'timestamptz'],
    ],
    rooms,
  );
  await insertRows(
    tx,
    'door_encode_jobs',
    [
      ['id', 'bigint'],
      ['institution_id', 'int'],
      ['booking_id', 'bigint'],
      ['room', 'text'],
      ['cards', 'smallint'],
      ['valid_from', 'date'],
      ['valid_until', 'date'],
      ['state', 'text'],
      ['reason', 'text'],
      ['recordings', 'int'],
      ['attempts', 'smallint'],
      ['taken_by', 'text'],
      ['requested_by', 'int'],
      ['device', 'text'],
      ['created_at', 'timestamptz'],
      ['finished_at', 'timestamptz'],
    ],
    jobs,
  );
  await insertRows(
    tx,
    'door_lock_operations',
    [
      ['institution_id', 'int'],
      ['booking_id', 'bigint'],
      ['job_id', 'bigint'],
      ['room', 'text'],
      ['operation', 'text'],
      ['result', 'text'],
      ['reason', 'text'],
      ['duration_ms', 'int'],
      ['user_id', 'int'],
      ['device', 'text'],
      ['created_at', 'timestamptz'],
    ],
    operations,
  );
  for (const table of ['kiosk_devices', 'kiosk_sessions', 'terminal_payments', 'door_encode_jobs']) await syncSequence(tx, table);
  return counts;
}

function uuidOf(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[rng.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
