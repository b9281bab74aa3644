import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/pool';
import {
  type ConversationTopic,
  MESSAGE_TOPICS,
  type MessageEvent,
  type MessageTopic,
  type MessagingBatch,
  type MessagingEvent,
  type MessagingPort,
  MessagingRefused,
  NOTIFICATION_TOPICS,
  type StatusEvent,
} from './port';

/**
 * Meta's WhatsApp Business Cloud API (https://developers.facebook.com/docs/whatsapp/cloud-api), docs/messaging.md.
 * The Cloud API pushes: the app's webhook (field `messages`) receives the guests' messages (`value.messages[]`) and
 * the statuses of what the hotel's number sent (`value.statuses[]`, sent/delivered/read/failed). There is no call
 * that lists past messages, so this client keeps each verified delivery's events in PostgreSQL (whatsapp_inbox,
 * by phone number id) and `fetch` reads them after the cursor. What it needs: WHATSAPP_TOKEN (a system user's
 * access token with whatsapp_business_messaging), WHATSAPP_APP_SECRET (to check X-Hub-Signature-256),
 * WHATSAPP_VERIFY_TOKEN (the webhook's subscription check) and each hotel's phone number id.
 *
 * Privacy: a message's text never leaves `parseWebhook`: the topic (keywords) and a wa.me link's code ("ref
 * ABC123" in the prefilled text) are read from it, then it is dropped; nothing is logged.
 *
 * The assistant that sends through the number says what each message is in the send's `biz_opaque_callback_data`,
 * which the Cloud API echoes on its statuses: `gm=1&topic=checkin-link&template=checkin_link_v2&voucher=AB12&reply=wamid...`.
 * A status without it counts as a conversation message on topic `other`.
 */
export interface CloudApiSettings {
  apiUrl: string;
  token: string;
  appSecret: string;
  verifyToken: string;
  timeoutMs?: number;
}

interface CloudMessage {
  from?: string;
  id?: string;
  timestamp?: string;
  type?: string;
  text?: { body?: string };
  button?: { text?: string };
  interactive?: { button_reply?: { title?: string }; list_reply?: { title?: string } };
  context?: { id?: string };
}
interface CloudStatus {
  id?: string;
  status?: string;
  timestamp?: string;
  recipient_id?: string;
  biz_opaque_callback_data?: string;
  errors?: { code?: number; title?: string }[];
}
interface CloudWebhook {
  object?: string;
  entry?: {
    changes?: {
      field?: string;
      value?: { metadata?: { phone_number_id?: string }; messages?: CloudMessage[]; statuses?: CloudStatus[] };
    }[];
  }[];
}

const KEYWORDS: [ConversationTopic, RegExp][] = [
  ['booking', /reserva|booking|reservation|cancel|voucher|pagamento|payment|pago|tarifa|di[aá]ria|rate/i],
  ['times', /hor[aá]rio|check-?in|check-?out|que horas|what time|early|late|hora/i],
  ['directions', /endere[cç]o|direcci[oó]n|address|como chegar|c[oó]mo llegar|localiza|ubicaci|location|aeroporto|aeropuerto|airport/i],
  [
    'services',
    /caf[eé]|breakfast|desayuno|wi-?fi|piscina|pool|estacionamento|parking|toalha|towel|restaurante|restaurant|spa|lavanderia|laundry/i,
  ],
];

/** The topic a guest's text is about (keywords in pt, en, es); the text itself is not kept. */
export function topicOf(text: string): ConversationTopic {
  for (const [topic, re] of KEYWORDS) if (re.test(text)) return topic;
  return 'other';
}

/** The code of a wa.me link of the hotel in a prefilled text ("... ref ABC123"). */
export function linkCodeOf(text: string): string | null {
  const m = /\bref[:\s#-]*([A-Za-z0-9]{4,12})\b/i.exec(text);
  return m ? m[1]!.toUpperCase() : null;
}

const at = (seconds: string | undefined) => new Date(Number(seconds) * 1000);
const validTime = (d: Date) => !Number.isNaN(d.getTime()) && d.getTime() > 0;
const digits = (s: string | undefined) => (s && /^[0-9]{8,15}$/.test(s) ? s : null);

function callbackData(raw: string | undefined): Pick<MessageEvent, 'kind' | 'topic' | 'template' | 'voucher' | 'replyTo'> {
  const p = new URLSearchParams(raw && raw.length <= 512 ? raw : '');
  const topic = MESSAGE_TOPICS.includes(p.get('topic') as MessageTopic) && p.get('gm') === '1' ? (p.get('topic') as MessageTopic) : 'other';
  const kind = (NOTIFICATION_TOPICS as readonly string[]).includes(topic) ? 'notification' : 'conversation';
  const clip = (k: string, n: number) => p.get(k)?.slice(0, n) || null;
  return { kind, topic, template: clip('template', 120), voucher: clip('voucher', 60), replyTo: clip('reply', 200) };
}

/** A webhook delivery's events by phone number id; bodies are read for topic and link code, then dropped. */
export function parseWebhook(body: CloudWebhook): Map<string, MessagingEvent[]> {
  const out = new Map<string, MessagingEvent[]>();
  if (body.object !== 'whatsapp_business_account') return out;
  for (const entry of body.entry ?? [])
    for (const change of entry.changes ?? []) {
      const v = change.value;
      const number = v?.metadata?.phone_number_id;
      if (change.field !== 'messages' || !v || !number || !/^[0-9]{1,30}$/.test(number)) continue;
      const events = out.get(number) ?? [];
      for (const m of v.messages ?? []) {
        const when = at(m.timestamp);
        if (!m.id || !validTime(when)) continue;
        const text = m.text?.body ?? m.button?.text ?? m.interactive?.button_reply?.title ?? m.interactive?.list_reply?.title ?? '';
        events.push({
          type: 'message',
          id: m.id.slice(0, 200),
          direction: 'in',
          kind: 'conversation',
          topic: topicOf(text),
          template: null,
          phone: digits(m.from),
          voucher: null,
          at: when,
          replyTo: m.context?.id?.slice(0, 200) ?? null,
          linkCode: linkCodeOf(text),
        });
      }
      for (const s of v.statuses ?? []) {
        const when = at(s.timestamp);
        if (!s.id || !validTime(when) || !['sent', 'delivered', 'read', 'failed'].includes(s.status ?? '')) continue;
        // The message itself (an upsert: its first status creates it), then the status.
        events.push({
          type: 'message',
          id: s.id.slice(0, 200),
          direction: 'out',
          ...callbackData(s.biz_opaque_callback_data),
          phone: digits(s.recipient_id),
          at: when,
          linkCode: null,
        });
        const e = s.errors?.[0];
        events.push({
          type: 'status',
          id: s.id.slice(0, 200),
          status: s.status as StatusEvent['status'],
          at: when,
          error: s.status === 'failed' ? `${e?.code ?? ''} ${e?.title ?? ''}`.trim().slice(0, 200) || null : null,
        });
      }
      out.set(number, events);
    }
  return out;
}

/** X-Hub-Signature-256: `sha256=` and the HMAC-SHA256 of the raw body with the app secret. */
export function validSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', appSecret).update(rawBody).digest('hex'));
  const given = Buffer.from(header.slice(7));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const reviveEvent = (e: MessagingEvent): MessagingEvent => ({ ...e, at: new Date(e.at) }) as MessagingEvent;
const INBOX_PAGE = 200;

export function cloudApiClient(db: Db, s: CloudApiSettings): MessagingPort {
  const base = s.apiUrl.replace(/\/$/, '');
  return {
    source: 'whatsapp-cloud-api',
    async describe(ref, signal) {
      if (!/^[0-9]{1,30}$/.test(ref)) throw new MessagingRefused('a WhatsApp phone number id is digits');
      const res = await fetch(`${base}/${ref}?fields=display_phone_number,verified_name`, {
        headers: { accept: 'application/json', authorization: `Bearer ${s.token}` },
        signal: AbortSignal.any([signal, AbortSignal.timeout(s.timeoutMs ?? 15_000)]),
      });
      if (res.status === 400 || res.status === 401 || res.status === 403 || res.status === 404) {
        const body = (await res.json().catch(() => ({}))) as { error?: { code?: number } };
        throw new MessagingRefused(`the Cloud API refused phone number ${ref} (${res.status}, code ${body.error?.code ?? '?'})`);
      }
      if (!res.ok) throw new Error(`the Cloud API answered ${res.status}`);
      const body = (await res.json()) as { display_phone_number?: string; verified_name?: string };
      const phone = `+${(body.display_phone_number ?? '').replace(/\D/g, '')}`;
      if (!/^\+[1-9][0-9]{6,14}$/.test(phone)) throw new Error('the Cloud API gave no display number');
      return { displayPhone: phone, verifiedName: body.verified_name ?? null };
    },
    async fetch(ref, cursor, signal): Promise<MessagingBatch> {
      signal.throwIfAborted();
      const after = cursor && /^[0-9]{1,18}$/.test(cursor) ? cursor : '0';
      const { rows } = await db.query<{ id: string; events: MessagingEvent[] }>(
        'SELECT id, events FROM whatsapp_inbox WHERE phone_number_id = $1 AND id > $2 ORDER BY id LIMIT $3',
        [ref, after, INBOX_PAGE],
      );
      const next = rows.length ? rows[rows.length - 1]!.id : after;
      // What was read a week ago is not needed again.
      await db.query(`DELETE FROM whatsapp_inbox WHERE phone_number_id = $1 AND id <= $2 AND received_at < now() - interval '7 days'`, [
        ref,
        next,
      ]);
      return { events: rows.flatMap((r) => r.events.map(reviveEvent)), cursor: next, more: rows.length === INBOX_PAGE };
    },
    verifySubscription(query) {
      return query['hub.mode'] === 'subscribe' && query['hub.verify_token'] === s.verifyToken && typeof query['hub.challenge'] === 'string'
        ? query['hub.challenge'].slice(0, 200)
        : null;
    },
    async receive(rawBody, signature) {
      if (!validSignature(rawBody, signature, s.appSecret)) return false;
      let body: CloudWebhook;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as CloudWebhook;
      } catch {
        return false;
      }
      for (const [number, events] of parseWebhook(body))
        if (events.length)
          await db.query('INSERT INTO whatsapp_inbox (phone_number_id, events) VALUES ($1, $2)', [number, JSON.stringify(events)]);
      return true;
    },
  };
}
