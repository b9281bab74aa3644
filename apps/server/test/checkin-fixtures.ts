import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../src/db/pool';
import { call } from './harness';
import { HOTEL_TODAY } from './hotel-day';

/** Test data for the check-in tests: bookings with persons, tokens, generated images and multipart bodies. */

let seq = 0;

export interface BookingSpec {
  voucher?: string;
  /** Days from today (UTC date of the database). */
  checkIn?: number;
  checkOut?: number;
  status?: 'R' | 'I' | 'O' | 'C';
  cancelled?: boolean;
  deadlineHoursFromNow?: number | null;
  persons?: { name: string; email?: string | null }[];
}

export async function createBooking(
  db: Db,
  codIns: number,
  spec: BookingSpec = {},
): Promise<{ id: number; voucher: string; persons: number[] }> {
  const voucher = spec.voucher ?? `VC-${Date.now().toString(36)}-${++seq}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO bookings (institution_id, voucher, status, check_in, check_out, cancelled_at, webcheckin_deadline, room_type, daily_rate_cents)
     VALUES ($1, $2, $3, ${HOTEL_TODAY} + $4::int, ${HOTEL_TODAY} + $5::int, CASE WHEN $6 THEN now() END,
             CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(hours => $7::int) END, 'Standard', 35000) RETURNING id`,
    [
      codIns,
      voucher,
      spec.status ?? 'R',
      spec.checkIn ?? 1,
      spec.checkOut ?? 3,
      spec.cancelled ?? false,
      spec.deadlineHoursFromNow ?? null,
    ],
  );
  const id = Number(rows[0]!.id);
  const persons: number[] = [];
  for (const [i, p] of (spec.persons ?? [{ name: 'Ana Souza' }]).entries()) {
    const r = await db.query<{ id: number }>(
      `INSERT INTO booking_persons (booking_id, institution_id, position, name, email) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [id, codIns, i, p.name, p.email ?? null],
    );
    persons.push(Number(r.rows[0]!.id));
  }
  return { id, voucher, persons };
}

export async function contextToken(app: FastifyInstance, h = 'hotel-demo'): Promise<string> {
  const r = await call(app, '/jwt/brokerJson/core/ContextoService', { parametros: { attributes: { h } } });
  return (r.json() as { contextIns: { jwtContexto: string } }).contextIns.jwtContexto;
}

export async function bookingToken(
  app: FastifyInstance,
  voucher: string,
  nome: string,
  h = 'hotel-demo',
): Promise<{ token: string; CODPESRES: number; CODRES: number }> {
  const r = await call(app, '/booking/token', { voucher, nome, h });
  if (r.statusCode !== 200) throw new Error(`booking token refused: ${r.body}`);
  return r.json();
}

/**
 * A photo-like JPEG of the given size: coarse random blocks (structure that survives downscaling, like the
 * shapes of a document) plus fine grain (detail that keeps the file as heavy as a camera photo).
 */
export async function noiseJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let x = 12345;
  const rnd = () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return (x >> 16) & 0xff;
  };
  const block = Math.max(8, Math.floor(Math.min(width, height) / 24));
  const cols = Math.ceil(width / block) + 1;
  const coarse = Array.from({ length: cols * (Math.ceil(height / block) + 1) * 3 }, rnd);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const c = (Math.floor(py / block) * cols + Math.floor(px / block)) * 3;
      const i = (py * width + px) * 3;
      for (let ch = 0; ch < 3; ch++) raw[i + ch] = Math.round(coarse[c + ch]! * 0.6 + rnd() * 0.4);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

export async function noisePng(width: number, height: number): Promise<Buffer> {
  const jpeg = await noiseJpeg(width, height);
  return sharp(jpeg).png().toBuffer();
}

export async function uniformJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 240 } } })
    .jpeg()
    .toBuffer();
}

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----gmtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename) head += `; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), p.data ?? Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(
  app: FastifyInstance,
  url: string,
  token: string | null,
  data: Buffer,
  fields: Record<string, string> = {},
  filename = 'photo.jpg',
) {
  const { body, contentType } = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'image', filename, contentType: 'image/jpeg', data },
  ]);
  return app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

let cpfSeq = 100_000_000;
/** A fresh valid CPF (check digits computed), different on every call. */
export function newCpf(): string {
  const base = String(++cpfSeq + Math.floor(Math.random() * 1000) * 100_000)
    .padStart(9, '0')
    .slice(-9);
  const digit = (s: string) => {
    let sum = 0;
    for (let i = 0; i < s.length; i++) sum += Number(s[i]) * (s.length + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base);
  return `${base}${d1}${digit(`${base}${d1}`)}`;
}

/**
 * Sends the same refused request in pt, en and es: each reply carries the code and the message of that language
 * (the English one differs from the Portuguese source).
 */
export async function expectRefusalInEachLanguage(
  send: (locale: string) => Promise<{ statusCode: number; json: () => { code: string; message: string; status: number } }>,
  code: string,
  params: Record<string, string | number> = {},
): Promise<void> {
  const { translate } = await import('../src/platform/messages');
  const seen: Record<string, string> = {};
  for (const locale of ['pt', 'en', 'es'] as const) {
    const r = await send(locale);
    const body = r.json();
    if (body.code !== code) throw new Error(`${locale}: expected ${code}, got ${JSON.stringify(body)}`);
    if (body.status !== 0 || body.message !== translate(code, locale, params)) throw new Error(`${locale}: message ${body.message}`);
    seen[locale] = body.message;
  }
  if (seen.en === seen.pt) throw new Error(`${code}: the English message is the Portuguese one`);
}
