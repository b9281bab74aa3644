import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredFaces } from '../src/modules/checkin/face-search';
import { forgetSettings } from '../src/modules/institutions/public';
import { bookingToken, contextToken, createBooking, uniformJpeg, upload } from './checkin-fixtures';
import { call, createTestEnv } from './harness';
import { HOTEL_TODAY } from './hotel-day';

/**
 * The opt-in facial booking search (docs/decisions/0068-facial-booking-search.md) with the sandbox face engine:
 * consent before any index, deletion on withdrawal and after the stay, a match that opens nothing without the
 * second factor, and no match across hotels.
 */
const env = await createTestEnv();
const hotel = env.demo.hotel;
const pousada = env.demo.pousada;
const BROKER = '/jwt/brokerJson/checkin';
const CONSENT = `${BROKER}/ConsentimentoFacialService`;
const READ = `${BROKER}/ConsultaConsentimentoFacialService`;
const SEARCH = `${BROKER}/BuscaFacialService`;
const CONFIRM = `${BROKER}/ConfirmaBuscaFacialService`;
const REMOVE = '/jwt/brokerJson/checkin/RemoverImagemService';

async function setFlags(codIns: number, flags: Record<string, unknown>): Promise<void> {
  await env.db.query('UPDATE institutions SET flags = flags || $2::jsonb WHERE id = $1', [codIns, JSON.stringify(flags)]);
  forgetSettings(env.db, codIns);
}

async function indexRows(personId: number): Promise<number> {
  const { rows } = await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM face_index WHERE booking_person_id = $1', [personId]);
  return rows[0]!.n;
}

/** A photo-like JPEG of its own per seed (the sandbox engine tells photos apart, not faces). */
async function photo(seed: number, width = 640, height = 800): Promise<Buffer> {
  let x = seed * 7919 + 17;
  const rnd = () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return (x >> 16) & 0xff;
  };
  const raw = Buffer.alloc(width * height * 3);
  const block = 40;
  const cols = Math.ceil(width / block);
  const coarse = Array.from({ length: cols * Math.ceil(height / block) * 3 }, rnd);
  for (let i = 0, p = 0; p < width * height; p++) {
    const c = (Math.floor(Math.floor(p / width) / block) * cols + Math.floor((p % width) / block)) * 3;
    for (let ch = 0; ch < 3; ch++) raw[i++] = Math.round(coarse[c + ch]! * 0.7 + rnd() * 0.3);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

const face = await photo(1);
const otherFace = await photo(2);
const b64 = (b: Buffer) => b.toString('base64');

// A booking arriving today, its guest token, and the kiosk's context token.
const booking = await createBooking(env.db, hotel, {
  checkIn: 0,
  checkOut: 2,
  persons: [{ name: 'Sara Campos' }, { name: 'Davi Campos' }],
});
const sara = booking.persons[0]!;
const davi = booking.persons[1]!;
const guest = (await bookingToken(env.app, booking.voucher, 'Sara Campos')).token;

/** A kiosk's search from an address of its own (two context tokens issued in one second are the same text). */
function searchFrom(address: string, image: Buffer, kiosk: string) {
  return env.app.inject({
    method: 'POST',
    url: SEARCH,
    payload: { imagem: b64(image) },
    headers: { authorization: `Bearer ${kiosk}` },
    remoteAddress: address,
  });
}

let kiosks = 0;
/** A search from a kiosk of its own each time (its own address), so the per-kiosk limit is the last test's alone. */
async function search(image: Buffer, kiosk?: string, h = 'hotel-demo') {
  kiosks++;
  return searchFrom(`127.0.${Math.floor(kiosks / 200) + 1}.${(kiosks % 200) + 1}`, image, kiosk ?? (await contextToken(env.app, h)));
}

describe('facial search switched off', () => {
  it('refuses consent, indexing and search while the hotel does not offer it', async () => {
    const read = await call(env.app, READ, { CODPESRES: sara }, guest);
    expect(read.json()).toMatchObject({ status: 1, habilitado: 'N', consentido: 'N', indexado: 'N' });
    expect(read.json().texto).toContain('Hotel');
    const c = await call(env.app, CONSENT, { CODPESRES: sara, consentir: 'S' }, guest);
    expect(c.json().code).toBe('checkin.face_search_off');
    const u = await upload(env.app, `/faceUploader?tryToIndexFaces=S&CODPESRES=${sara}`, guest, face);
    expect(u.statusCode).toBe(400);
    expect(u.json().code).toBe('checkin.face_search_off');
    expect((await search(face)).json().code).toBe('checkin.face_search_off');
    expect(await indexRows(sara)).toBe(0);
  });
});

describe('consent rules', () => {
  beforeAll(() => setFlags(hotel, { HASBUSCAFACIAL: 'S' }));

  it('never indexes a guest who did not consent', async () => {
    const u = await upload(env.app, `/faceUploader?tryToIndexFaces=S&CODPESRES=${davi}`, guest, face);
    expect(u.statusCode).toBe(400);
    expect(u.json().code).toBe('checkin.face_consent_required');
    // Without tryToIndexFaces the photo is a document as before, and nothing is indexed.
    const plain = await upload(env.app, `/faceUploader?CODPESRES=${davi}`, guest, face);
    expect(plain.json()).toMatchObject({ status: 1, indexarFace: 'N' });
    expect(await indexRows(davi)).toBe(0);
    expect((await search(face)).json()).toEqual({ status: 1, candidatos: [] });
  });

  it('keeps the consent text, language and date, and indexes only an embedding, sealed', async () => {
    const c = await call(env.app, CONSENT, { CODPESRES: sara, consentir: 'S' }, guest, { 'accept-language': 'en' });
    expect(c.statusCode).toBe(200);
    expect(c.json()).toMatchObject({ status: 1, habilitado: 'S', consentido: 'S', indexado: 'N' });
    const { rows } = await env.db.query('SELECT term_text, locale, given_at, revoked_at FROM face_consents WHERE booking_person_id = $1', [
      sara,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].term_text).toBe(c.json().texto);
    expect(rows[0].revoked_at).toBeNull();
    expect(new Date(c.json().data).getTime()).toBe(new Date(rows[0].given_at).getTime());
    const u = await upload(env.app, `/faceUploader?tryToIndexFaces=S&CODPESRES=${sara}`, guest, face);
    expect(u.json()).toMatchObject({ status: 1, indexarFace: 'S' });
    const idx = await env.db.query<{ embedding: Buffer; engine: string }>(
      'SELECT embedding, engine FROM face_index WHERE booking_person_id = $1',
      [sara],
    );
    expect(idx.rows).toHaveLength(1);
    expect(idx.rows[0]!.engine).toBe('sandbox-v1');
    expect(idx.rows[0]!.embedding.subarray(0, 4).toString()).toBe('GMB2');
    // 256 floats sealed (header, nonce, tag): no room for a photo.
    expect(idx.rows[0]!.embedding.length).toBeLessThan(1100);
    expect((await call(env.app, READ, { CODPESRES: sara }, guest)).json()).toMatchObject({ consentido: 'S', indexado: 'S' });
  });

  it('a match proposes an opaque ticket; the booking opens only with the first name or the voucher', async () => {
    const kiosk = await contextToken(env.app);
    const found = await search(face, kiosk);
    expect(found.statusCode).toBe(200);
    expect(found.json().candidatos).toHaveLength(1);
    const body = found.body;
    for (const secret of ['Sara', 'Campos', booking.voucher, 'CODRES', 'bpr']) expect(body).not.toContain(secret);
    const ticket = found.json().candidatos[0].ticket as string;
    // Nothing without the second factor.
    const none = await call(env.app, CONFIRM, { ticket }, kiosk);
    expect(none.statusCode).toBe(400);
    const wrong = await call(env.app, CONFIRM, { ticket, nome: 'Davi' }, kiosk);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('checkin.face_second_factor');
    const ok = await call(env.app, CONFIRM, { ticket, nome: 'sara' }, kiosk);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 1, CODRES: booking.id, CODPESRES: sara, codIns: hotel });
    const details = await call(env.app, '/jwt/broker/core/DetalhesReservaWebCheckinService', { CODRES: booking.id }, ok.json().token);
    expect(details.statusCode).toBe(200);
    const again = (await search(face, await contextToken(env.app))).json().candidatos[0].ticket;
    const byVoucher = await call(env.app, CONFIRM, { ticket: again, voucher: booking.voucher.toLowerCase() }, kiosk);
    expect(byVoucher.json()).toMatchObject({ status: 1, CODRES: booking.id });
  });

  it('a ticket takes three wrong tries, and a forged or foreign ticket none', async () => {
    const kiosk = await contextToken(env.app);
    const ticket = (await search(face, kiosk)).json().candidatos[0].ticket as string;
    for (let i = 0; i < 3; i++) expect((await call(env.app, CONFIRM, { ticket, nome: 'Nope' }, kiosk)).statusCode).toBe(403);
    const spent = await call(env.app, CONFIRM, { ticket, nome: 'Sara' }, kiosk);
    expect(spent.json().code).toBe('checkin.face_ticket_invalid');
    const fresh = (await search(face, kiosk)).json().candidatos[0].ticket as string;
    const bytes = Buffer.from(fresh, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect((await call(env.app, CONFIRM, { ticket: bytes.toString('base64url'), nome: 'Sara' }, kiosk)).json().code).toBe(
      'checkin.face_ticket_invalid',
    );
    const forged = Buffer.from(JSON.stringify({ ins: hotel, bpr: davi, exp: Date.now() + 60_000 })).toString('base64url');
    expect((await call(env.app, CONFIRM, { ticket: forged, nome: 'Davi' }, kiosk)).json().code).toBe('checkin.face_ticket_invalid');
    // The hotel's ticket at another hotel's kiosk.
    await setFlags(pousada, { HASBUSCAFACIAL: 'S' });
    const other = await contextToken(env.app, 'pousada-parceira');
    expect((await call(env.app, CONFIRM, { ticket: fresh, nome: 'Sara' }, other)).json().code).toBe('checkin.face_ticket_invalid');
  });

  it("another hotel's kiosk never matches this hotel's guests; a different face matches no one", async () => {
    await setFlags(pousada, { HASBUSCAFACIAL: 'S' });
    expect((await search(face, undefined, 'pousada-parceira')).json()).toEqual({ status: 1, candidatos: [] });
    expect((await search(otherFace)).json()).toEqual({ status: 1, candidatos: [] });
  });

  it('proposes only stays that cover today', async () => {
    const later = await createBooking(env.db, hotel, { checkIn: 5, checkOut: 7, persons: [{ name: 'Lia Prado' }] });
    const token = (await bookingToken(env.app, later.voucher, 'Lia Prado')).token;
    const later3 = await photo(3, 600, 800);
    await call(env.app, CONSENT, { CODPESRES: later.persons[0], consentir: 'S' }, token);
    expect((await upload(env.app, `/faceUploader?tryToIndexFaces=S&CODPESRES=${later.persons[0]}`, token, later3)).json().indexarFace).toBe(
      'S',
    );
    expect((await search(later3)).json().candidatos).toHaveLength(0);
    await env.db.query(`UPDATE bookings SET check_in = ${HOTEL_TODAY} WHERE id = $1`, [later.id]);
    expect((await search(later3)).json().candidatos).toHaveLength(1);
  });

  it('removing the face photo deletes the embedding made from it, and the next photo is indexed', async () => {
    const r = await upload(env.app, `/faceUploader?tryToIndexFaces=S&CODPESRES=${sara}`, guest, face);
    expect(r.json().indexarFace).toBe('S');
    const removed = await call(env.app, `${REMOVE}`, { chave: r.json().facialToken }, guest);
    expect(removed.json()).toMatchObject({ status: 1 });
    expect(await indexRows(sara)).toBe(0);
    expect((await search(face)).json().candidatos).toHaveLength(0);
    expect((await upload(env.app, `/faceUploader?tryToIndexFaces=S&CODPESRES=${sara}`, guest, face)).json().indexarFace).toBe('S');
    expect(await indexRows(sara)).toBe(1);
  });

  it('withdrawing the consent deletes the index at once', async () => {
    const c = await call(env.app, CONSENT, { CODPESRES: sara, consentir: 'N' }, guest);
    expect(c.json()).toMatchObject({ consentido: 'N', indexado: 'N', data: null });
    expect(await indexRows(sara)).toBe(0);
    expect((await search(face)).json().candidatos).toHaveLength(0);
    const { rows } = await env.db.query('SELECT revoked_at FROM face_consents WHERE booking_person_id = $1', [sara]);
    expect(rows[0].revoked_at).not.toBeNull();
    // No consent, no index: a new photo with tryToIndexFaces=S is refused again.
    expect((await upload(env.app, `/faceUploader?tryToIndexFaces=S&CODPESRES=${sara}`, guest, face)).statusCode).toBe(400);
  });

  it('deletes the index at check-out plus the hotel retention days (the job)', async () => {
    const stay = await createBooking(env.db, hotel, { checkIn: 0, checkOut: 1, persons: [{ name: 'Rui Lopes' }] });
    const token = (await bookingToken(env.app, stay.voucher, 'Rui Lopes')).token;
    const person = stay.persons[0]!;
    await call(env.app, CONSENT, { CODPESRES: person, consentir: 'S' }, token);
    await upload(env.app, `/faceUploader?tryToIndexFaces=S&CODPESRES=${person}`, token, await photo(4, 500, 700));
    expect(await indexRows(person)).toBe(1);
    await purgeExpiredFaces(env.db);
    expect(await indexRows(person)).toBe(1);
    await env.db.query(`UPDATE bookings SET status = 'O', checked_out_at = now() - interval '2 days' WHERE id = $1`, [stay.id]);
    await setFlags(hotel, { DIASRETENCAOFACIAL: 3 });
    await purgeExpiredFaces(env.db);
    expect(await indexRows(person)).toBe(1);
    await setFlags(hotel, { DIASRETENCAOFACIAL: 1 });
    expect(await purgeExpiredFaces(env.db)).toBeGreaterThanOrEqual(1);
    expect(await indexRows(person)).toBe(0);
    // The consent record stays as proof (text and date); only the biometric data goes.
    const { rows } = await env.db.query('SELECT count(*)::int AS n FROM face_consents WHERE booking_person_id = $1', [person]);
    expect(rows[0].n).toBe(1);
  });

  it('the retention sweep (one SQL statement): no-shows and cancellations end a stay too, each hotel its own days, no index without a live consent', async () => {
    await setFlags(hotel, { DIASRETENCAOFACIAL: 2 });
    await setFlags(pousada, { HASBUSCAFACIAL: 'S', DIASRETENCAOFACIAL: 10 });
    let seed = 40;
    /** A guest of `codIns` arriving today, with consent and an indexed face. */
    const enrolled = async (codIns: number, h: string, name: string) => {
      const stay = await createBooking(env.db, codIns, { checkIn: 0, checkOut: 1, persons: [{ name }] });
      const token = (await bookingToken(env.app, stay.voucher, name, h)).token;
      const person = stay.persons[0]!;
      expect((await call(env.app, CONSENT, { CODPESRES: person, consentir: 'S' }, token)).statusCode).toBe(200);
      const u = await upload(env.app, `/faceUploader?tryToIndexFaces=S&CODPESRES=${person}`, token, await photo(seed++, 500, 700));
      expect(u.json().indexarFace, u.body).toBe('S');
      return { stay, person };
    };
    const noShow = await enrolled(hotel, 'hotel-demo', 'Nina Ausente');
    const cancelled = await enrolled(hotel, 'hotel-demo', 'Caio Cancelado');
    const hotelOut = await enrolled(hotel, 'hotel-demo', 'Otto Saída');
    const pousadaOut = await enrolled(pousada, 'pousada-parceira', 'Paula Pousada');
    const withdrawn = await enrolled(hotel, 'hotel-demo', 'Vera Retirada');
    await env.db.query(`UPDATE bookings SET status = 'C', cancelled_at = now() WHERE id = $1`, [cancelled.stay.id]);
    await env.db.query(`UPDATE bookings SET status = 'O', checked_out_at = now() WHERE id = ANY($1)`, [
      [hotelOut.stay.id, pousadaOut.stay.id],
    ]);
    // A consent no longer live (its own withdrawal deletes the index in the same transaction; this is the backstop).
    await env.db.query('UPDATE face_consents SET revoked_at = now() WHERE booking_person_id = $1', [withdrawn.person]);
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() + days * day);
    const alive = async () => {
      const list = { noShow, cancelled, hotelOut, pousadaOut, withdrawn };
      const left: string[] = [];
      for (const [k, v] of Object.entries(list)) if ((await indexRows(v.person)) > 0) left.push(k);
      return left;
    };
    // Now: only the index without a live consent goes.
    await purgeExpiredFaces(env.db, at(0));
    expect(await alive()).toEqual(['noShow', 'cancelled', 'hotelOut', 'pousadaOut']);
    // Two days and an hour later: the hotel's cancelled and checked-out stays are past their 2 days; the no-show
    // (departure tomorrow, never checked out) ended the day after its departure; the pousada keeps 10 days.
    await purgeExpiredFaces(env.db, at(2.05));
    expect(await alive()).toEqual(['noShow', 'pousadaOut']);
    await purgeExpiredFaces(env.db, at(4.5));
    expect(await alive()).toEqual(['pousadaOut']);
    await purgeExpiredFaces(env.db, at(10.05));
    expect(await alive()).toEqual([]);
    // The consent records stay as the proof of consent (text and date); no biometric data is left.
    const { rows } = await env.db.query('SELECT count(*)::int AS n FROM face_consents WHERE booking_person_id = ANY($1)', [
      [noShow.person, cancelled.person, hotelOut.person, pousadaOut.person, withdrawn.person],
    ]);
    expect(rows[0].n).toBe(5);
  });

  it('refuses bad input on its field, and limits searches per kiosk', async () => {
    const kiosk = await contextToken(env.app);
    const short = await call(env.app, SEARCH, { imagem: 'abc' }, kiosk);
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('imagem');
    const notImage = await searchFrom('127.0.0.3', Buffer.alloc(400, 7), kiosk);
    expect(notImage.json().code).toBe('checkin.face_bad_image');
    const flat = await searchFrom('127.0.0.3', await uniformJpeg(400, 400), kiosk);
    expect(flat.statusCode).toBe(400);
    expect((await call(env.app, CONSENT, { CODPESRES: sara, consentir: 'X' }, guest)).statusCode).toBe(400);
    expect((await call(env.app, CONFIRM, { ticket: 'x', nome: 'Sara' }, kiosk)).json().code).toBe('checkin.face_ticket_invalid');
    // No token, or a booking token of another booking's person.
    expect((await call(env.app, SEARCH, { imagem: b64(face) })).statusCode).toBe(401);
    expect((await call(env.app, READ, { CODPESRES: 999_999 }, guest)).statusCode).toBe(404);
    // Six searches a minute per kiosk: the unreadable and the flat photo counted.
    for (let i = 0; i < 4; i++) expect((await searchFrom('127.0.0.3', otherFace, kiosk)).statusCode).toBe(200);
    const limited = await searchFrom('127.0.0.3', otherFace, kiosk);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('checkin.face_rate_limited');
    // Another kiosk (another address) is not held.
    const elsewhere = await searchFrom('127.0.0.4', otherFace, kiosk);
    expect(elsewhere.statusCode).toBe(200);
  });
});
