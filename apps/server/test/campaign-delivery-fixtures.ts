import { todayIn } from '@gm/domain/dates';
import { SMTPServer } from 'smtp-server';
import { type Db, withTransaction } from '../src/db/pool';
import { recordConsent, refreshBookingProfiles } from '../src/modules/profiles/public';
import { insertStay } from './crm-fixtures';

/** Campaign delivery's tests (campaign-delivery*.test.ts): guests with consent, a segment, a template, a campaign. */

export const today = todayIn('America/Sao_Paulo');

export interface Guest {
  name: string;
  email: string;
  /** true opted in, false opted out, null never asked. */
  consent: boolean | null;
  checkIn?: number;
}

/** One stay per guest, all with the booking origin `origin` (the segment selects on it); returns profile ids by e-mail. */
export async function makeGuests(db: Db, hotel: number, origin: string, guests: Guest[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const g of guests) {
    const s = await insertStay(db, hotel, { checkIn: g.checkIn ?? 10, status: 'R', origin, persons: [{ name: g.name, email: g.email }] });
    await withTransaction(db, (tx) => refreshBookingProfiles(tx, hotel, s.bookingId, today));
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM guest_profiles WHERE institution_id = $1 AND emails @> ARRAY[$2]`, [
      hotel,
      g.email.toLowerCase(),
    ]);
    const id = Number(rows[0]!.id);
    ids.set(g.email, id);
    if (g.consent !== null) {
      await recordConsent(db, hotel, id, { channel: 'email', granted: true, source: 'webcheckin', at: new Date(Date.now() - 60_000) });
      if (!g.consent) await recordConsent(db, hotel, id, { channel: 'email', granted: false, source: 'guest' });
    }
  }
  return ids;
}

export async function makeSegment(db: Db, hotel: number, origin: string): Promise<number> {
  const filter = { combinator: 'and', rules: [{ field: 'bookingOrigin', op: 'has', value: origin }] };
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO crm_segments (institution_id, name, filter) VALUES ($1, $2, $3) RETURNING id`,
    [hotel, `Seg ${origin}`, JSON.stringify(filter)],
  );
  return Number(rows[0]!.id);
}

export const TEMPLATE_HTML =
  '<!doctype html><html><body><p>Olá {{guest.name}} ({{guest.firstName}}), {{hotel.name}} espera você de {{stay.checkIn}} a {{stay.checkOut}}.</p>' +
  '<p><a href="{{checkin.link}}">Fazer check-in</a> <a href="https://example.com/offer?a=1&amp;b=2">Oferta</a></p>' +
  '<p><a href="{{unsubscribe.link}}">Descadastrar</a></p></body></html>';

export async function makeTemplate(
  db: Db,
  hotel: number,
  html = TEMPLATE_HTML,
  subject = 'Oferta para {{guest.firstName}}',
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO campaign_templates (institution_id, name, type, subject, msg_from, design, output_html)
     VALUES ($1, 'Entrega', 1, $2, 'Hotel Demo', '{}'::jsonb, $3) RETURNING id`,
    [hotel, subject, html],
  );
  return Number(rows[0]!.id);
}

export async function makeCampaign(
  db: Db,
  hotel: number,
  segmentId: number,
  templateId: number,
  opts: { kind?: 'now' | 'recurring'; status?: string; name?: string } = {},
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO campaigns (institution_id, name, segment_id, template_id, sender_name, schedule_kind, recurrence, status, next_run_at)
     VALUES ($1, $2, $3, $4, 'Hotel Demo Ofertas', $5, $6, $7, now() - interval '1 second') RETURNING id`,
    [
      hotel,
      opts.name ?? 'Campanha de entrega',
      segmentId,
      templateId,
      opts.kind ?? 'now',
      opts.kind === 'recurring' ? 'weekly' : null,
      opts.status ?? 'scheduled',
    ],
  );
  return Number(rows[0]!.id);
}

export interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP peer; `delayMs` holds each message's DATA before accepting (a slow relay, for the kill test). */
export async function startPeer(opts: { delayMs?: number; reject?: (to: string) => boolean } = {}) {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, done) {
      if (opts.reject?.(address.address)) {
        const err = Object.assign(new Error('5.1.1 User unknown'), { responseCode: 550 });
        return done(err);
      }
      done();
    },
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        const accept = () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        };
        if (opts.delayMs) setTimeout(accept, opts.delayMs);
        else accept();
      });
    },
  });
  // A client killed mid-message resets its connection: expected here.
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const port = (smtp.server.address() as { port: number }).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A received message's unfolded headers (lower-case names) and its decoded HTML part. */
export function parseMail(raw: string): { headers: Record<string, string>; html: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  const body = rest.join('\n\n');
  const part = (type: string) => {
    const m = new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)(?:\\r?\\n--|$)`, 'i').exec(body);
    if (!m) return '';
    const header = m[0].slice(0, m[0].indexOf(m[1]!));
    const content = m[1]!;
    if (/quoted-printable/i.test(header))
      return Buffer.from(
        content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
    if (/base64/i.test(header)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
    return content;
  };
  return { headers, html: part('text/html'), text: part('text/plain') };
}
