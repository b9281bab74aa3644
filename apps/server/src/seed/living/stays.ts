import type { BlobKind } from '@gm/contracts/checkin';
import { searchTextOf } from '@gm/domain/bookings';
import type { Db } from '../../db/pool';
import { type AttachedImage, storeAttachedImages, termsFor } from '../../modules/documents/public';
import { settingsOf } from '../../modules/institutions/public';
import type { DemoContext } from './context';
import { drawDemoImages } from './images';
import { clockFor, type InvoicePlan, planOwnStays, planStays, type StayPlan } from './plan';
import type { Rng } from './random';
import { dropIndexes, insertRows, nextId, restoreIndexes, syncSequence } from './write';

/**
 * The stays generator: bookings (reservas / atendimentos) with their persons, completed web check-ins with document
 * images and signatures (sealed through the documents module), accepted terms, PMS registrations, guest profiles,
 * the activity log, and the hotel's invoices with their cards, payment attempts and audit trail.
 */

const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
];

/** A version-4-shaped UUID drawn from the demo's stream (the demo stays the same from one run to the next). */
function uuidFrom(r: Rng): string {
  const hex = Array.from({ length: 32 }, () => r.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[r.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

interface Property {
  institutionId: number;
  stays: StayPlan[];
}

export async function seedStays(ctx: DemoContext): Promise<Record<string, number>> {
  const { tx, ids, rng } = ctx;
  const settings = {
    hotel: await settingsOf(tx as unknown as Db, ids.hotel),
    hospital: await settingsOf(tx as unknown as Db, ids.hospital),
  };
  const props: Property[] = (['hotel', 'hospital'] as const).map((kind) => {
    const s = settings[kind];
    const clock = clockFor(s.timeZone, ctx.now, ctx.todayIn(s.timeZone));
    const own = planOwnStays(kind, rng.fork(`${kind}/own`), clock, ids.guest, ctx.guestEmail, ctx.guestName);
    const stays = [...planStays(kind, rng.fork(kind), clock), ...own].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return { institutionId: ids[kind], stays };
  });
  const images = await drawDemoImages(rng.fork('images'));
  const ua = rng.fork('agents');

  // Ids chosen here, in creation order across both properties (as a live system numbers them).
  const all = props
    .flatMap((p) => p.stays.map((s) => ({ p, s })))
    .sort((a, b) => a.s.createdAt.getTime() - b.s.createdAt.getTime() || a.p.institutionId - b.p.institutionId);
  let bookingId = await nextId(tx, 'bookings');
  let personId = await nextId(tx, 'booking_persons');
  let guestId = await nextId(tx, 'guests');
  const bookingRows: unknown[][] = [];
  const personRows: unknown[][] = [];
  const guestRows: unknown[][] = [];
  const eventRows: unknown[][] = [];
  const termRows: unknown[][] = [];
  const registrationRows: unknown[][] = [];
  const uploads: (AttachedImage & { slot: 'sign' | 'front' | 'back' })[] = [];
  const invoices: { ins: number; booking: number; inv: InvoicePlan; persons: number }[] = [];
  const counts: Record<string, number> = {};
  const bump = (k: string, n = 1) => {
    counts[k] = (counts[k] ?? 0) + n;
  };

  for (const { p, s } of all) {
    const id = bookingId++;
    const kind = s.kind;
    bump(`${kind}.bookings`);
    bump(`${kind}.status.${s.status}`);
    bookingRows.push([
      id,
      p.institutionId,
      s.status,
      s.voucher,
      s.checkIn,
      s.checkOut,
      s.createdAt,
      s.updatedAt,
      s.origin,
      s.origin,
      s.creationType,
      s.synced,
      s.checkedInAt,
      s.checkedOutAt,
      s.cancelledAt,
      s.dailyRateCents,
      s.roomType,
      searchTextOf(
        s.voucher,
        s.persons.map((pp) => ({ name: pp.person.name, email: pp.person.email, doc: pp.person.doc })),
      ),
      s.paymentCondition,
    ]);
    eventRows.push([p.institutionId, id, 'created', { VOUCHER: s.voucher }, s.createdAt]);
    if (s.checkedInAt) eventRows.push([p.institutionId, id, 'checked_in', { DHSAIDAPREV: s.checkOut }, s.checkedInAt]);
    if (s.checkedOutAt) eventRows.push([p.institutionId, id, 'checked_out', { DHSAIDAPREV: s.checkOut }, s.checkedOutAt]);
    if (s.cancelledAt) eventRows.push([p.institutionId, id, 'cancelled', { VOUCHER: s.voucher }, s.cancelledAt]);
    for (const pp of s.persons) {
      const pid = personId++;
      const x = pp.person;
      const c = pp.checkin;
      let gid: number | null = null;
      if (c || pp.userId) {
        gid = guestId++;
        guestRows.push([
          gid,
          p.institutionId,
          pp.userId,
          x.name,
          x.sex,
          x.email,
          x.mobile,
          x.profession,
          x.nationality,
          x.nationalityName,
          x.birthDate,
          x.passport,
          x.cpf,
          x.address.country,
          x.address.state,
          x.address.city,
          x.address.cityId,
          x.address.zip,
          x.address.district,
          x.address.street,
          x.address.number,
          c?.at ?? s.createdAt,
        ]);
      }
      personRows.push([
        pid,
        id,
        p.institutionId,
        pp.position,
        x.name,
        x.email,
        x.phone,
        x.doc,
        gid,
        c ? 'D' : 'P',
        c?.at ?? null,
        c ? x.name : null,
        c ? x.email : null,
        c ? x.phone : null,
        c ? x.doc : null,
        s.createdAt,
      ]);
      if (!c) continue;
      bump(`${kind}.checkins_completed`);
      const owner = { institutionId: p.institutionId, bookingId: id, personId: pid, at: c.at };
      uploads.push({ ...owner, kind: 'personsign' as BlobKind, image: images.signatures[c.signature]!, slot: 'sign' });
      uploads.push({ ...owner, kind: 'persondoc' as BlobKind, image: images.fronts[c.front]!, slot: 'front' });
      if (c.back) uploads.push({ ...owner, kind: 'persondoc' as BlobKind, image: images.back, slot: 'back' });
      const terms = termsFor(settings[kind], 'pt');
      termRows.push([
        p.institutionId,
        pid,
        terms.descrTermo,
        terms.texto,
        c.at,
        `177.${ua.int(0, 255)}.${ua.int(0, 255)}.${ua.int(1, 254)}`,
        ua.pick(USER_AGENTS),
      ]);
      if (c.registration) {
        const r = c.registration;
        bump(`${kind}.registrations.${r.state}`);
        registrationRows.push([
          p.institutionId,
          pid,
          r.state,
          r.releasedAt,
          r.consultedAt,
          r.error,
          r.state === 'registered' ? `FNRH-${pid}` : null,
          r.state !== 'pending' && s.status === 'O',
          r.releasedAt,
        ]);
      }
    }
    if (s.invoice) {
      invoices.push({ ins: p.institutionId, booking: id, inv: s.invoice, persons: s.persons.length });
      bump(`${kind}.invoices.${s.invoice.state}`);
    }
  }

  // A bulk load: the secondary indexes are built once afterwards rather than row by row.
  const dropped = await dropIndexes(tx, ['bookings', 'booking_persons']);
  await insertRows(
    tx,
    'bookings',
    [
      ['id', 'bigint'],
      ['institution_id', 'int'],
      ['status', 'text'],
      ['voucher', 'text'],
      ['check_in', 'date'],
      ['check_out', 'date'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
      ['origin', 'text'],
      ['final_origin', 'text'],
      ['creation_type', 'text'],
      ['synced', 'boolean'],
      ['checked_in_at', 'timestamptz'],
      ['checked_out_at', 'timestamptz'],
      ['cancelled_at', 'timestamptz'],
      ['daily_rate_cents', 'int'],
      ['room_type', 'text'],
      ['search_text', 'text'],
      ['payment_condition', 'text'],
    ],
    bookingRows,
  );
  await insertRows(
    tx,
    'guests',
    [
      ['id', 'bigint'],
      ['institution_id', 'int'],
      ['user_id', 'int'],
      ['full_name', 'text'],
      ['sex', 'text'],
      ['email', 'text'],
      ['mobile', 'text'],
      ['profession', 'text'],
      ['nationality', 'text'],
      ['nationality_name', 'text'],
      ['birth_date', 'date'],
      ['travel_document', 'text'],
      ['cpf', 'text'],
      ['country', 'text'],
      ['state', 'text'],
      ['city', 'text'],
      ['city_id', 'text'],
      ['zip', 'text'],
      ['district', 'text'],
      ['address', 'text'],
      ['address_number', 'text'],
      ['created_at', 'timestamptz'],
    ],
    guestRows,
  );
  await insertRows(
    tx,
    'booking_persons',
    [
      ['id', 'bigint'],
      ['booking_id', 'bigint'],
      ['institution_id', 'int'],
      ['position', 'smallint'],
      ['name', 'text'],
      ['email', 'text'],
      ['phone', 'text'],
      ['doc', 'text'],
      ['guest_id', 'bigint'],
      ['webcheckin_status', 'text'],
      ['webcheckin_at', 'timestamptz'],
      ['webcheck_name', 'text'],
      ['webcheck_email', 'text'],
      ['webcheck_phone', 'text'],
      ['webcheck_doc', 'text'],
      ['created_at', 'timestamptz'],
    ],
    personRows,
  );

  await restoreIndexes(tx, dropped);
  // The images are sealed and stored like uploads while the rest is written (the blob store and the database work
  // side by side), then named on their persons and on the accepted terms.
  const storing = storeAttachedImages(tx, ctx.ports, uploads).then((k) => {
    ctx.storedKeys.push(...k);
    return k;
  });
  const writing = (async () => {
    await insertRows(
      tx,
      'accepted_terms',
      [
        ['institution_id', 'int'],
        ['booking_person_id', 'bigint'],
        ['term_description', 'text'],
        ['term_body', 'text'],
        ['accepted_at', 'timestamptz'],
        ['ip', 'text'],
        ['user_agent', 'text'],
      ],
      termRows,
    );
    await insertRows(
      tx,
      'pms_registrations',
      [
        ['institution_id', 'int'],
        ['booking_person_id', 'bigint'],
        ['state', 'text'],
        ['released_at', 'timestamptz'],
        ['consulted_at', 'timestamptz'],
        ['error_details', 'text'],
        ['external_id', 'text'],
        ['synced', 'boolean'],
        ['created_at', 'timestamptz'],
      ],
      registrationRows,
    );
    await insertRows(
      tx,
      'booking_events',
      [
        ['institution_id', 'int'],
        ['booking_id', 'bigint'],
        ['kind', 'text'],
        ['details', 'jsonb'],
        ['at', 'timestamptz'],
      ],
      eventRows,
    );
    await seedInvoices(ctx, invoices);
  })();
  const [stored, written] = await Promise.allSettled([storing, writing]);
  if (written.status === 'rejected') throw written.reason;
  if (stored.status === 'rejected') throw stored.reason;
  const keys = stored.value;
  const byPerson = new Map<number, { sign?: string; front?: string; back?: string }>();
  uploads.forEach((u, i) => {
    const e = byPerson.get(u.personId) ?? {};
    e[u.slot] = keys[i]!;
    byPerson.set(u.personId, e);
  });
  const persons = [...byPerson.keys()];
  await tx.query(
    `UPDATE booking_persons bp SET signature_key = x.sign, doc_front_key = x.front, doc_back_key = x.back
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) AS x(id, sign, front, back) WHERE bp.id = x.id`,
    [
      persons,
      persons.map((p) => byPerson.get(p)!.sign),
      persons.map((p) => byPerson.get(p)!.front),
      persons.map((p) => byPerson.get(p)!.back ?? null),
    ],
  );
  await tx.query(
    `UPDATE accepted_terms t SET signature_key = bp.signature_key FROM booking_persons bp
      WHERE bp.id = t.booking_person_id AND t.signature_key IS NULL AND bp.signature_key IS NOT NULL`,
  );
  for (const t of ['bookings', 'booking_persons', 'guests']) await syncSequence(tx, t);
  counts.images = keys.length;
  counts.imageBytes = uploads.reduce((n, u) => n + u.image.data.length, 0);
  return counts;
}

/** The hotel's invoices: items, and for paid, reserved and failed ones the card, the attempt and the audit trail. */
async function seedInvoices(ctx: DemoContext, list: { ins: number; booking: number; inv: InvoicePlan; persons: number }[]): Promise<void> {
  const { tx, rng } = ctx;
  const r = rng.fork('payments');
  let invoiceId = await nextId(tx, 'invoices');
  let cardId = await nextId(tx, 'saved_cards');
  let attemptId = await nextId(tx, 'payment_attempts');
  const invoiceRows: unknown[][] = [];
  const itemRows: unknown[][] = [];
  const cardRows: unknown[][] = [];
  const attemptRows: unknown[][] = [];
  const eventRows: unknown[][] = [];
  const sandboxCards: unknown[][] = [];
  const sandboxSales: unknown[][] = [];
  const captureDays = ctx.captureWindowDays;
  for (const { ins, booking, inv } of list) {
    const id = invoiceId++;
    const total = inv.items.reduce((s, it) => s + it.quantity * it.unitCents, 0);
    const paid = inv.state === 'paid';
    const reserved = inv.state === 'reserved';
    const charged = paid || reserved;
    invoiceRows.push([
      id,
      ins,
      booking,
      inv.description,
      Math.max(0, total),
      paid ? total : 0,
      charged ? inv.at : null,
      charged ? paid : null,
      paid ? 'paid' : reserved ? 'in_analysis' : inv.state === 'failure' ? 'failure' : null,
      inv.state === 'failure' ? 'declined' : null,
      inv.state === 'failure' ? '57' : null,
      inv.state === 'cancelled' ? inv.at : null,
      inv.state === 'cancelled' && inv.at ? inv.at.toISOString().slice(0, 10) : null,
      inv.createdAt,
      inv.at ?? inv.createdAt,
    ]);
    for (const it of inv.items) itemRows.push([id, ins, it.description, it.quantity, it.unitCents, inv.createdAt]);
    eventRows.push([ins, booking, id, null, 'invoice.created', null, null, {}, inv.createdAt]);
    if (inv.state === 'cancelled') eventRows.push([ins, booking, id, null, 'invoice.cancelled', null, null, {}, inv.at]);
    if (!charged && inv.state !== 'failure') continue;
    const at = inv.at!;
    const card = cardId++;
    const token = uuidFrom(r);
    const masked = `************${inv.cardLast4}`;
    cardRows.push([
      card,
      ins,
      booking,
      `demo-${uuidFrom(r)}`,
      'sandbox',
      token,
      inv.brand,
      masked,
      `**** **** **** ${inv.cardLast4}`,
      inv.source === 'guest' ? 'checkin' : 'staff',
      at,
    ]);
    sandboxCards.push([token, inv.brand, inv.cardLast4, `${String(r.int(1, 12)).padStart(2, '0')}/20${r.int(27, 32)}`, at]);
    eventRows.push([
      ins,
      booking,
      null,
      null,
      'card.saved',
      null,
      null,
      { source: inv.source === 'guest' ? 'checkin' : 'staff', brand: inv.brand, masked },
      at,
    ]);
    const attempt = attemptId++;
    const state = paid ? 'paid' : reserved ? 'authorised' : 'failed';
    const status = paid ? 2 : reserved ? 1 : 3;
    const code = paid ? '6' : reserved ? '4' : '57';
    const message = paid || reserved ? 'Operation Successful' : 'Cartão Expirado';
    const paymentId = uuidFrom(r);
    const order = `DEMO${attempt}${r.int(1000, 9999)}`;
    const tid = String(r.int(10_000_000, 99_999_999)).repeat(2) + String(r.int(1000, 9999));
    const proof = String(r.int(100_000, 999_999));
    const auth = state === 'failed' ? null : String(r.int(100_000, 999_999));
    const installments = reserved ? 1 : inv.installments;
    attemptRows.push([
      attempt,
      ins,
      id,
      booking,
      reserved ? 'reserve' : 'charge',
      `demo-${order}`,
      order,
      order,
      Math.max(1, total),
      installments,
      card,
      'sandbox',
      state,
      paymentId,
      tid,
      proof,
      auth,
      status,
      code,
      message,
      state === 'failed' ? 'declined' : null,
      paid ? total : 0,
      reserved ? new Date(at.getTime() + captureDays * 86_400_000) : null,
      inv.source,
      at,
    ]);
    sandboxSales.push([
      paymentId,
      order,
      Math.max(1, total),
      installments,
      !reserved,
      token,
      inv.brand,
      status,
      code,
      message,
      tid,
      proof,
      auth,
      paid ? total : 0,
      at,
    ]);
    eventRows.push([
      ins,
      booking,
      id,
      attempt,
      `attempt.${state}`,
      state,
      code,
      { origin: inv.source, status, paymentId, amountCents: total, capturedCents: paid ? total : 0 },
      at,
    ]);
  }
  await insertRows(
    tx,
    'invoices',
    [
      ['id', 'bigint'],
      ['institution_id', 'int'],
      ['booking_id', 'bigint'],
      ['description', 'text'],
      ['total_cents', 'bigint'],
      ['paid_cents', 'bigint'],
      ['charged_at', 'timestamptz'],
      ['direct_charge', 'boolean'],
      ['last_status', 'text'],
      ['last_failure_status', 'text'],
      ['last_failure_code', 'text'],
      ['cancelled_at', 'timestamptz'],
      ['cancellation_date', 'date'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    invoiceRows,
  );
  await insertRows(
    tx,
    'invoice_items',
    [
      ['invoice_id', 'bigint'],
      ['institution_id', 'int'],
      ['description', 'text'],
      ['quantity', 'int'],
      ['unit_cents', 'bigint'],
      ['included_at', 'timestamptz'],
    ],
    itemRows,
  );
  await insertRows(
    tx,
    'acquirer_sandbox_cards',
    [
      ['token', 'uuid'],
      ['brand', 'text'],
      ['last4', 'text'],
      ['expiration', 'text'],
      ['created_at', 'timestamptz'],
    ],
    sandboxCards,
  );
  await insertRows(
    tx,
    'saved_cards',
    [
      ['id', 'bigint'],
      ['institution_id', 'int'],
      ['booking_id', 'bigint'],
      ['tag', 'text'],
      ['gateway', 'text'],
      ['gateway_token', 'text'],
      ['brand', 'text'],
      ['masked_number', 'text'],
      ['display_number', 'text'],
      ['source', 'text'],
      ['created_at', 'timestamptz'],
    ],
    cardRows,
  );
  await insertRows(
    tx,
    'payment_attempts',
    [
      ['id', 'bigint'],
      ['institution_id', 'int'],
      ['invoice_id', 'bigint'],
      ['booking_id', 'bigint'],
      ['operation', 'text'],
      ['idempotency_key', 'text'],
      ['request_hash', 'text'],
      ['merchant_order_id', 'text'],
      ['amount_cents', 'bigint'],
      ['installments', 'smallint'],
      ['saved_card_id', 'bigint'],
      ['gateway', 'text'],
      ['state', 'text'],
      ['payment_id', 'text'],
      ['tid', 'text'],
      ['proof_of_sale', 'text'],
      ['authorization_code', 'text'],
      ['acquirer_status', 'smallint'],
      ['return_code', 'text'],
      ['return_message', 'text'],
      ['failure_reason', 'text'],
      ['captured_cents', 'bigint'],
      ['capture_deadline', 'timestamptz'],
      ['source', 'text'],
      ['created_at', 'timestamptz'],
    ],
    attemptRows,
  );
  await insertRows(
    tx,
    'acquirer_sandbox_sales',
    [
      ['payment_id', 'uuid'],
      ['merchant_order_id', 'text'],
      ['amount_cents', 'bigint'],
      ['installments', 'smallint'],
      ['capture', 'boolean'],
      ['card_token', 'uuid'],
      ['brand', 'text'],
      ['status', 'smallint'],
      ['return_code', 'text'],
      ['return_message', 'text'],
      ['tid', 'text'],
      ['proof_of_sale', 'text'],
      ['authorization_code', 'text'],
      ['captured_cents', 'bigint'],
      ['received_at', 'timestamptz'],
    ],
    sandboxSales,
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
    eventRows,
  );
  for (const t of ['invoices', 'saved_cards', 'payment_attempts']) await syncSequence(tx, t);
}
