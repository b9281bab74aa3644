import type { ConversationTopic, LinkChannel, MessagingEvent, NotificationTopic } from '../../adapters/messaging/port';
import { sandboxDisplayPhone } from '../../adapters/messaging/sandbox';
import { ingestEvents } from '../../modules/messaging/public';
import type { DemoContext } from './context';
import type { Rng } from './random';

/**
 * The demo hotel's WhatsApp traffic of the last 18 months (issue 17's taglaura and auto-wpp dashboards), built from
 * its stays so every message belongs to a real booking of the demo: the messaging assistant's four notifications on
 * each stay's milestones (check-in link when booked or a week before, pre-arrival the day before, the digital key
 * on arrival, the survey the day after departure), WhatsApp's statuses (guests without WhatsApp fail), guests'
 * replies and questions with the assistant's answers, and the wa.me links of the confirmation, check-in and survey
 * mails plus the website's and the mail signature's, with clicks and the conversations they opened. Written through
 * the messaging module's ingestion, as the quarter-hourly job writes the port's events. The hotel's number is set
 * up with its cursor at now, so the running demo keeps receiving the sandbox's traffic. The hospital has none.
 */
const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const REF = 'demo-hotel-whatsapp';

const REPLY_TOPIC: Record<NotificationTopic, ConversationTopic> = {
  'checkin-link': 'booking',
  'pre-arrival': 'times',
  key: 'services',
  survey: 'other',
};
const TEMPLATE: Record<NotificationTopic, string> = {
  'checkin-link': 'checkin_link_v2',
  'pre-arrival': 'pre_arrival_info',
  key: 'digital_key_ready',
  survey: 'post_stay_survey',
};
const TOPICS: readonly (readonly [ConversationTopic, number])[] = [
  ['booking', 25],
  ['services', 30],
  ['times', 20],
  ['directions', 15],
  ['other', 10],
];

interface Stay {
  id: number;
  voucher: string;
  check_in: string;
  check_out: string;
  created_at: Date;
  status: string;
  phone: string | null;
}

/** A UTC instant on a hotel day (yyyy-mm-dd) at a local hour (the demo hotel is at UTC-3). */
const on = (day: string, localHour: number) => Date.parse(`${day}T00:00:00Z`) + (localHour + 3) * HOUR;

export async function seedMessaging(ctx: DemoContext): Promise<Record<string, number>> {
  const { rng } = ctx;
  const now = ctx.now.getTime();
  const since = now - 548 * DAY;
  const { rows: stays } = await ctx.tx.query<Stay>(
    `SELECT b.id, b.voucher, to_char(b.check_in, 'YYYY-MM-DD') AS check_in, to_char(b.check_out, 'YYYY-MM-DD') AS check_out,
            b.created_at, b.status,
            (SELECT coalesce(bp.webcheck_phone, bp.phone) FROM booking_persons bp WHERE bp.booking_id = b.id AND bp.position = 0) AS phone
       FROM bookings b WHERE b.institution_id = $1 AND b.status <> 'C' ORDER BY b.check_in, b.id`,
    [ctx.ids.hotel],
  );
  const events: MessagingEvent[] = [];
  let seq = 0;
  const id = () => `wamid.DEMO${(seq++).toString(36).toUpperCase().padStart(7, '0')}`;
  const keep = (at: number) => at > since && at <= now;

  const statuses = (mid: string, at: number, readShare: number, hasWhatsapp: boolean) => {
    events.push({ type: 'status', id: mid, status: 'sent', at: new Date(at + 1000), error: null });
    if (!hasWhatsapp || rng.chance(0.02)) {
      events.push({ type: 'status', id: mid, status: 'failed', at: new Date(at + 2000), error: '131026 Message undeliverable' });
      return;
    }
    if (!rng.chance(0.97)) return;
    const delivered = at + 2000 + rng.int(0, 58_000);
    if (delivered > now) return;
    events.push({ type: 'status', id: mid, status: 'delivered', at: new Date(delivered), error: null });
    if (rng.chance(readShare)) {
      const read = delivered + MIN + Math.floor(rng.next() ** 2 * 16 * HOUR);
      if (read <= now) events.push({ type: 'status', id: mid, status: 'read', at: new Date(read), error: null });
    }
  };

  /** A guest's message and, most often, the assistant's (or later a person's) answer. */
  const question = (
    at: number,
    phone: string,
    voucher: string | null,
    topic: ConversationTopic,
    replyTo: string | null,
    linkCode: string | null,
  ) => {
    if (!keep(at)) return;
    const qid = id();
    events.push({
      type: 'message',
      id: qid,
      direction: 'in',
      kind: 'conversation',
      topic,
      template: null,
      phone,
      voucher,
      at: new Date(at),
      replyTo,
      linkCode,
    });
    const x = rng.next();
    const unanswered = topic === 'other' ? 0.18 : 0.05;
    if (x < unanswered) return;
    const delay = x < unanswered + 0.05 ? 10 * MIN + rng.int(0, 4 * HOUR) : 5000 + Math.floor(rng.next() ** 2 * 3 * MIN);
    if (at + delay > now) return;
    const aid = id();
    events.push({
      type: 'message',
      id: aid,
      direction: 'out',
      kind: 'conversation',
      topic,
      template: null,
      phone,
      voucher,
      at: new Date(at + delay),
      replyTo: qid,
      linkCode: null,
    });
    statuses(aid, at + delay, 0.96, true);
  };

  const notify = (topic: NotificationTopic, at: number, phone: string, voucher: string, hasWhatsapp: boolean) => {
    if (!keep(at)) return;
    const mid = id();
    events.push({
      type: 'message',
      id: mid,
      direction: 'out',
      kind: 'notification',
      topic,
      template: TEMPLATE[topic],
      phone,
      voucher,
      at: new Date(at),
      replyTo: null,
      linkCode: null,
    });
    statuses(mid, at, topic === 'survey' ? 0.6 : 0.82, hasWhatsapp);
    if (hasWhatsapp && rng.chance(0.12)) question(at + 2 * MIN + rng.int(0, 5 * HOUR), phone, null, REPLY_TOPIC[topic], mid, null);
  };

  let linkSeq = 0;
  /** A wa.me link put somewhere at `at`: clicked about a third of the time, two thirds of the clicks open a conversation. */
  const link = (channel: LinkChannel, at: number, phone: string | null, voucher: string | null, r: Rng) => {
    if (!keep(at)) return;
    const code = `D${(linkSeq++).toString(36).toUpperCase().padStart(6, '0')}`;
    events.push({ type: 'link', code, channel, voucher, phone, at: new Date(at) });
    const clickShare = channel === 'checkin-mail' ? 0.34 : channel === 'confirmation-mail' ? 0.3 : channel === 'website' ? 0.45 : 0.2;
    if (!r.chance(clickShare)) return;
    let click = at + 5 * MIN + Math.floor(r.next() ** 2 * 3 * DAY);
    const clicks = 1 + Math.floor(r.next() ** 2 * 3);
    for (let c = 0; c < clicks && click <= now; c++) {
      events.push({ type: 'click', code, at: new Date(click) });
      if (c === 0 && r.chance(0.66))
        question(click + 10_000 + r.int(0, 110_000), phone ?? visitorPhone(r), voucher, r.weighted(TOPICS), null, code);
      click += MIN + r.int(0, 6 * HOUR);
    }
  };

  // The hotel's day, as the product counts arrivals (UTC's is a day ahead from 21:00 in São Paulo).
  const zone = await ctx.tx.query<{ time_zone: string }>('SELECT time_zone FROM institutions WHERE id = $1', [ctx.ids.hotel]);
  const today = ctx.todayIn(zone.rows[0]!.time_zone);
  for (const s of stays) {
    // The demo keeps phones as typed ('+55 11 9…'); WhatsApp's id is the digits with the country code.
    const phone = (s.phone ?? '').replace(/\D/g, '');
    if (!/^[1-9][0-9]{9,14}$/.test(phone)) continue;
    const hasWhatsapp = rng.chance(0.92);
    const booked = s.created_at.getTime();
    const arrival = on(s.check_in, 0);
    const linkAt = Math.max(booked + 10 * MIN, arrival - 7 * DAY + 10 * HOUR);
    link('confirmation-mail', booked + 2 * MIN, phone, s.voucher, rng);
    notify('checkin-link', linkAt, phone, s.voucher, hasWhatsapp);
    if (rng.chance(0.8)) link('checkin-mail', linkAt, phone, s.voucher, rng);
    notify('pre-arrival', on(s.check_in, -9) + rng.int(0, 2 * HOUR), phone, s.voucher, hasWhatsapp);
    if (s.check_in <= today) notify('key', on(s.check_in, 14) + rng.int(0, 3 * HOUR), phone, s.voucher, hasWhatsapp);
    if (s.check_out < today) {
      const surveyAt = on(s.check_out, 34) + rng.int(0, 2 * HOUR);
      notify('survey', surveyAt, phone, s.voucher, hasWhatsapp);
      if (rng.chance(0.5)) link('survey-mail', surveyAt + MIN, phone, s.voucher, rng);
    }
    // Questions during the stay and the days before it.
    if (hasWhatsapp && rng.chance(0.35))
      for (let k = rng.int(1, 2); k > 0; k--) {
        const span = Math.max(1, (on(s.check_out, 12) - arrival) / DAY + 5);
        question(arrival - 5 * DAY + Math.floor(rng.next() * span * DAY) + 8 * HOUR, phone, null, rng.weighted(TOPICS), null, null);
      }
  }
  // The website's button and the staff's mail signature: links without a booking, and the visitors they bring.
  for (let day = Math.floor(since / DAY) * DAY; day <= now; day += DAY) {
    for (let k = rng.poisson(0.9); k > 0; k--) link('website', day + 12 * HOUR + rng.int(0, 10 * HOUR), null, null, rng);
    for (let k = rng.poisson(0.3); k > 0; k--) link('signature', day + 12 * HOUR + rng.int(0, 9 * HOUR), null, null, rng);
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());

  await ctx.tx.query(
    `INSERT INTO messaging_accounts (institution_id, external_ref, display_phone, cursor, last_synced_at, last_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [ctx.ids.hotel, REF, sandboxDisplayPhone(REF), ctx.now.toISOString(), ctx.now],
  );
  const counts = await ingestEvents(ctx.tx, ctx.ids.hotel, events);
  return { events: counts.events, messages: counts.messages, stays: stays.length };
}

/** A visitor of the website writing from a Brazilian mobile. */
function visitorPhone(r: Rng): string {
  let n = `55${r.pick(['11', '21', '31', '41', '48', '51'])}9${r.int(6, 9)}`;
  for (let i = 0; i < 7; i++) n += r.int(0, 9);
  return n;
}
