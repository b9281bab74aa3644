import {
  type ConversationTopic,
  type LinkChannel,
  type MessagingBatch,
  type MessagingEvent,
  type MessagingPort,
  MessagingRefused,
  type NotificationTopic,
} from './port';

/**
 * The messaging sandbox: a faithful stand-in for a hotel's WhatsApp number run by a messaging assistant. Each number
 * (its reference) has its own history, the same on every call: each day's traffic is drawn from a random stream
 * seeded by the reference and the day, so a later fetch finds exactly what an earlier one found plus what happened
 * since. A day has the assistant's notifications (check-in link, pre-arrival, key, survey) with WhatsApp's statuses
 * (about 3 % fail, 96 % of the rest are delivered within a minute, about 78 % of those read within hours), guests'
 * questions by topic (about 90 % answered by the assistant within minutes, some by staff hours later, the rest
 * unanswered), replies to notifications, and the wa.me links the hotel mails and publishes (about 38 % clicked, two
 * thirds of those opening a conversation). Volume varies per number (0.6 to 1.6 times a mid-size hotel's). A
 * reference starting with 'fail' answers like an outage, one starting with 'unknown' like a number the provider
 * does not know (the tests' failures on demand).
 */
const DAY = 86_400_000;
const MIN = 60_000;
/** How far back a first fetch (cursor = null) reaches: the provider's retention; the demo shows 18 months. */
export const SANDBOX_HISTORY_DAYS = 550;
/** A day's events happen up to this long after it (late reads, clicks days later). */
const LAG_DAYS = 4;

const NOTIFICATION_RATE: Record<NotificationTopic, number> = { 'checkin-link': 5, 'pre-arrival': 4.5, key: 3.5, survey: 4 };
const TEMPLATE: Record<NotificationTopic, string> = {
  'checkin-link': 'checkin_link_v2',
  'pre-arrival': 'pre_arrival_info',
  key: 'digital_key_ready',
  survey: 'post_stay_survey',
};
/** What a guest who answers a notification asks about. */
const REPLY_TOPIC: Record<NotificationTopic, ConversationTopic> = {
  'checkin-link': 'booking',
  'pre-arrival': 'times',
  key: 'services',
  survey: 'other',
};
const TOPIC_WEIGHTS: [ConversationTopic, number][] = [
  ['booking', 0.25],
  ['services', 0.3],
  ['times', 0.2],
  ['directions', 0.15],
  ['other', 0.1],
];
const CHANNEL_WEIGHTS: [LinkChannel, number][] = [
  ['confirmation-mail', 0.35],
  ['checkin-mail', 0.3],
  ['survey-mail', 0.1],
  ['website', 0.15],
  ['signature', 0.1],
];
const AREAS = ['11', '21', '31', '41', '48', '51', '61', '71', '81', '19'];

/** mulberry32 over an FNV-1a hash of the key: a small, fast, seedable stream. */
export function stream(key: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function poisson(r: () => number, mean: number): number {
  const l = Math.exp(-mean);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= r();
  } while (p > l);
  return k - 1;
}

function weighted<T>(r: () => number, list: [T, number][]): T {
  let x = r();
  for (const [v, w] of list) {
    x -= w;
    if (x < 0) return v;
  }
  return list[list.length - 1]![0];
}

/** A Brazilian mobile on WhatsApp (wa_id: digits with the country code). */
function guestPhone(r: () => number): string {
  const area = AREAS[Math.floor(r() * AREAS.length)]!;
  let n = `9${6 + Math.floor(r() * 4)}`;
  for (let i = 0; i < 7; i++) n += Math.floor(r() * 10);
  return `55${area}${n}`;
}

/** The number's own volume, from 0.6 to 1.6 times a mid-size hotel's. */
const scaleOf = (ref: string) => 0.6 + stream(`scale|${ref}`)();

/**
 * One day's traffic of a number, always the same (events may fall up to LAG_DAYS after the day). `dayStart` is a
 * UTC midnight; messages are sent between 11:00 and 23:00 UTC (08:00 to 20:00 in Brazil).
 */
export function sandboxDay(ref: string, dayStart: number): MessagingEvent[] {
  const day = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  const r = stream(`${ref}|${day}`);
  const scale = scaleOf(ref);
  const events: MessagingEvent[] = [];
  let seq = 0;
  const id = () => `wamid.SBX${ref.slice(0, 12)}.${day}.${seq++}`;
  const daytime = () => dayStart + 11 * 3_600_000 + Math.floor(r() * 12 * 3_600_000);

  /** Statuses of an outbound message sent at `at`. */
  const statuses = (mid: string, at: number, readShare: number) => {
    events.push({ type: 'status', id: mid, status: 'sent', at: new Date(at + 1000), error: null });
    if (r() < 0.03) {
      events.push({ type: 'status', id: mid, status: 'failed', at: new Date(at + 2000), error: '131026 Message undeliverable' });
      return;
    }
    if (r() >= 0.96) return;
    const delivered = at + 2000 + Math.floor(r() * 58_000);
    events.push({ type: 'status', id: mid, status: 'delivered', at: new Date(delivered), error: null });
    if (r() < readShare) {
      const read = delivered + MIN + Math.floor(r() ** 2 * 18 * 3_600_000);
      events.push({ type: 'status', id: mid, status: 'read', at: new Date(read), error: null });
    }
  };

  /** A guest's message at `at` and, most often, the answer. */
  const question = (at: number, phone: string, topic: ConversationTopic, replyTo: string | null, linkCode: string | null) => {
    const qid = id();
    events.push({
      type: 'message',
      id: qid,
      direction: 'in',
      kind: 'conversation',
      topic,
      template: null,
      phone,
      voucher: null,
      at: new Date(at),
      replyTo,
      linkCode,
    });
    const x = r();
    const unanswered = topic === 'other' ? 0.2 : 0.06;
    if (x < unanswered) return;
    // The assistant answers in seconds to minutes; what it hands to staff is answered hours later.
    const delay = x < unanswered + 0.05 ? 10 * MIN + Math.floor(r() * 4 * 3_600_000) : 5000 + Math.floor(r() ** 2 * 3 * MIN);
    const aid = id();
    events.push({
      type: 'message',
      id: aid,
      direction: 'out',
      kind: 'conversation',
      topic,
      template: null,
      phone,
      voucher: null,
      at: new Date(at + delay),
      replyTo: qid,
      linkCode: null,
    });
    statuses(aid, at + delay, 0.97);
  };

  for (const topic of Object.keys(NOTIFICATION_RATE) as NotificationTopic[]) {
    const count = poisson(r, NOTIFICATION_RATE[topic] * scale);
    for (let i = 0; i < count; i++) {
      const at = daytime();
      const phone = guestPhone(r);
      const mid = id();
      events.push({
        type: 'message',
        id: mid,
        direction: 'out',
        kind: 'notification',
        topic,
        template: TEMPLATE[topic],
        phone,
        voucher: null,
        at: new Date(at),
        replyTo: null,
        linkCode: null,
      });
      statuses(mid, at, topic === 'survey' ? 0.62 : 0.82);
      if (r() < 0.12) question(at + 2 * MIN + Math.floor(r() * 5 * 3_600_000), phone, REPLY_TOPIC[topic], mid, null);
    }
  }

  const asked = poisson(r, 6 * scale);
  for (let i = 0; i < asked; i++) question(daytime(), guestPhone(r), weighted(r, TOPIC_WEIGHTS), null, null);

  const links = poisson(r, 4 * scale);
  for (let i = 0; i < links; i++) {
    const at = daytime();
    const code = `W${((dayStart / DAY) * 64 + i).toString(36).toUpperCase().padStart(5, '0')}`;
    const channel = weighted(r, CHANNEL_WEIGHTS);
    const mailed = channel.endsWith('-mail');
    const phone = guestPhone(r);
    events.push({ type: 'link', code, channel, voucher: null, phone: mailed ? phone : null, at: new Date(at) });
    if (r() >= 0.38) continue;
    const clicks = 1 + Math.floor(r() ** 2 * 3);
    let click = at + 5 * MIN + Math.floor(r() ** 2 * 3 * DAY);
    for (let c = 0; c < clicks; c++) {
      events.push({ type: 'click', code, at: new Date(click) });
      if (c === 0 && r() < 0.66) question(click + 10_000 + Math.floor(r() * 110_000), phone, weighted(r, TOPIC_WEIGHTS), null, code);
      click += MIN + Math.floor(r() * 6 * 3_600_000);
    }
  }
  return events;
}

export function sandboxDisplayPhone(ref: string): string {
  const r = stream(`number|${ref}`);
  let n = '+55489';
  for (let i = 0; i < 8; i++) n += Math.floor(r() * 10);
  return n;
}

export function createSandboxMessaging(opts: { now?: () => Date } = {}): MessagingPort {
  const now = opts.now ?? (() => new Date());
  const refuse = (ref: string) => {
    if (ref.startsWith('fail')) throw new Error('messaging sandbox: service unavailable (503)');
    if (ref.startsWith('unknown')) throw new MessagingRefused(`messaging sandbox: unknown number ${ref}`);
  };
  return {
    source: 'sandbox',
    async describe(ref, signal) {
      signal.throwIfAborted();
      refuse(ref);
      return { displayPhone: sandboxDisplayPhone(ref), verifiedName: null };
    },
    async fetch(ref, cursor, signal): Promise<MessagingBatch> {
      signal.throwIfAborted();
      refuse(ref);
      const end = now().getTime();
      const parsed = cursor ? Date.parse(cursor) : Number.NaN;
      const from = Number.isNaN(parsed) ? end - SANDBOX_HISTORY_DAYS * DAY : parsed;
      const events: MessagingEvent[] = [];
      for (let d = Math.floor(from / DAY) * DAY - LAG_DAYS * DAY; d <= end; d += DAY)
        for (const e of sandboxDay(ref, d)) if (e.at.getTime() > from && e.at.getTime() <= end) events.push(e);
      events.sort((a, b) => a.at.getTime() - b.at.getTime());
      return { events, cursor: new Date(end).toISOString(), more: false };
    },
    verifySubscription: () => null,
    receive: async () => false,
  };
}
