import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { foreignContent, processImage } from '../src/modules/documents/images';
import { bookingToken, createBooking, noiseJpeg, noisePng, uniformJpeg, upload } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';
import { pendingJobs } from './jobs-helpers';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gm-uploads-'));
const env = await createTestEnv({ config: { dataDir } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const hotel = env.demo.hotel;
const DOCS = '/documentosUploader';

function storedFiles(): string[] {
  const root = path.join(dataDir, 'blobs');
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: string[] = [];
    try {
      entries = readdirSync(d);
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(root);
  return out;
}

async function blobCount(): Promise<number> {
  return (await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM blobs')).rows[0]!.n;
}

const b = await createBooking(env.db, hotel, { persons: [{ name: 'Sara Campos' }, { name: 'Davi Campos' }] });
const { token } = await bookingToken(env.app, b.voucher, 'Sara Campos');
const photo = await noiseJpeg(1200, 900);

describe('POST /documentosUploader', () => {
  it('stores a re-encoded JPEG, encrypted at rest, and replies its key and a signed URL', async () => {
    const r = await upload(env.app, `${DOCS}?validate=true`, token, photo);
    expect(r.statusCode).toBe(200);
    const reply = r.json();
    expect(reply).toMatchObject({ status: 1, tipo: 'persondoc', width: 1200, height: 900 });
    expect(reply.chave).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(reply.url).toMatch(new RegExp(`^/image/persondoc/${reply.chave}\\.jpg\\?e=\\d+&v=g${b.id}\\.${b.persons[0]}&s=`));
    const file = storedFiles().find((f) => f.endsWith(reply.chave))!;
    const sealed = readFileSync(file);
    expect(sealed.subarray(0, 4).toString()).toBe('GMB2');
    const img = await env.app.inject({ method: 'GET', url: reply.url });
    expect(img.statusCode).toBe(200);
    // No stretch of the served JPEG appears in the stored file.
    for (const at of [0, 1000, Math.floor(img.rawPayload.length / 2)])
      expect(sealed.includes(img.rawPayload.subarray(at, at + 32))).toBe(false);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(img.rawPayload).metadata()).format).toBe('jpeg');
    const { rows } = await env.db.query('SELECT kind, booking_id, encrypted, store, attached_at FROM blobs WHERE key = $1', [reply.chave]);
    expect(rows[0]).toMatchObject({ kind: 'persondoc', booking_id: b.id, encrypted: true, store: 'fs', attached_at: null });
  });

  it('applies the orientation and strips EXIF (GPS included)', async () => {
    const tagged = await sharp(photo)
      .withExif({ IFD0: { Artist: 'SECRET-ARTIST-MARKER' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const inMeta = await sharp(tagged).metadata();
    expect(inMeta.orientation).toBe(6);
    expect(inMeta.exif?.includes('SECRET-ARTIST-MARKER')).toBe(true);
    const r = await upload(env.app, DOCS, token, tagged);
    expect(r.json()).toMatchObject({ width: 900, height: 1200 });
    const img = await env.app.inject({ method: 'GET', url: r.json().url });
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(img.rawPayload.includes(Buffer.from('SECRET-ARTIST-MARKER'))).toBe(false);
  });

  it('re-encodes at quality 50 above 1 MB, else 90; shrinks to 2560 px', async () => {
    const big = await noiseJpeg(3000, 2000, 95);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const heavy = await processImage(big, { kind: 'persondoc', validate: true });
    expect(heavy).toMatchObject({ quality: 50, width: 2560, height: 1707 });
    const light = await processImage(photo, { kind: 'persondoc', validate: false });
    expect(light.quality).toBe(90);
  });

  it('accepts PNG and a drawn signature (flattened on white)', async () => {
    const png = await upload(env.app, DOCS, token, await noisePng(500, 400), {}, 'doc.png');
    expect(png.statusCode).toBe(200);
    const signature = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="600" height="200"><path d="M10 150 C 100 10, 200 190, 590 40" stroke="black" stroke-width="6" fill="none"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const s = await upload(env.app, `${DOCS}?tipo=personsign`, token, signature, {}, 'sign.png');
    expect(s.json()).toMatchObject({ status: 1, tipo: 'personsign' });
  });

  const bad: [string, () => Promise<Buffer>, string, number, string][] = [
    ['a text file', async () => Buffer.from('hello, this is not an image'), 'documents.not_image', 415, ''],
    ['a PDF named .jpg', async () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'documents.not_image', 415, ''],
    ['an oversized file', async () => Buffer.concat([photo, Buffer.alloc(16 * 1024 * 1024)]), 'documents.too_large', 413, ''],
    [
      'a JPEG with a ZIP appended (polyglot)',
      async () => Buffer.concat([photo, Buffer.from('PK\x03\x04\x14\x00\x00\x00evil.php', 'latin1')]),
      'documents.polyglot',
      422,
      '',
    ],
    [
      'a JPEG carrying PHP in a comment (polyglot)',
      async () =>
        sharp(photo)
          .jpeg()
          .withExif({ IFD0: { ImageDescription: '<?php system($_GET["c"]); ?>' } })
          .toBuffer(),
      'documents.polyglot',
      422,
      '',
    ],
    ['a truncated JPEG', async () => photo.subarray(0, Math.floor(photo.length / 2)), 'documents.corrupt', 422, ''],
    [
      'a JPEG header over garbage',
      async () => Buffer.concat([photo.subarray(0, 20), Buffer.alloc(50_000, 0x41)]),
      'documents.corrupt',
      422,
      '',
    ],
    ['a blank photo with validate=true', async () => uniformJpeg(1200, 900), 'documents.blank', 422, '?validate=true'],
    ['a tiny photo with validate=true', async () => noiseJpeg(160, 120), 'documents.too_small', 422, '?validate=true'],
    [
      'an empty signature',
      async () =>
        sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
          .png()
          .toBuffer(),
      'documents.blank_signature',
      422,
      '?tipo=personsign',
    ],
  ];
  it.each(bad)('refuses %s with a clear message and stores nothing', async (_name, make, code, status, query) => {
    const beforeRows = await blobCount();
    const beforeFiles = storedFiles().length;
    const r = await upload(env.app, `${DOCS}${query}`, token, await make());
    expect(r.statusCode).toBe(status);
    expect(r.json()).toMatchObject({ status: 0, code });
    expect(r.json().message.length).toBeGreaterThan(10);
    expect(await blobCount()).toBe(beforeRows);
    expect(storedFiles().length).toBe(beforeFiles);
  });

  it('does not take ordinary photos for polyglots (compressed pixels are not searched for markup)', async () => {
    const sizes = [
      [900, 600],
      [640, 480],
      [1000, 700],
      [1280, 720],
      [777, 555],
      [1024, 768],
      [500, 500],
      [1600, 1200],
    ];
    for (const [w, h] of sizes) {
      for (const q of [60, 90]) {
        const jpeg = await noiseJpeg(w!, h!, q);
        expect(foreignContent(jpeg, 'jpeg'), `${w}x${h} q${q}`).toBeNull();
        const png = await sharp(jpeg).png({ compressionLevel: 1 }).toBuffer();
        expect(foreignContent(png, 'png'), `${w}x${h} png`).toBeNull();
        const webp = await sharp(jpeg).webp({ quality: q }).toBuffer();
        expect(foreignContent(webp, 'webp'), `${w}x${h} webp`).toBeNull();
      }
    }
    // A motion-photo style trailer (binary video data after the JPEG) is allowed.
    expect(
      foreignContent(Buffer.concat([photo, Buffer.from('\x00\x00\x00\x18ftypmp42', 'latin1'), Buffer.alloc(100_000, 7)]), 'jpeg'),
    ).toBeNull();
  });

  it('messages are translated', async () => {
    const r = await upload(env.app, `${DOCS}?locale=en`, token, Buffer.from('nope'));
    expect(r.json().message).toBe('The file is not a JPEG, PNG or WebP image.');
    const es = await upload(env.app, `${DOCS}?locale=es`, token, Buffer.from('nope'));
    expect(es.json().message).toBe('El archivo enviado no es una imagen JPEG, PNG o WebP.');
  });

  it('a tiny photo is accepted without validate', async () => {
    expect((await upload(env.app, DOCS, token, await noiseJpeg(160, 120))).statusCode).toBe(200);
  });

  it('only the guest of an open booking or staff of the hotel may upload', async () => {
    const before = await blobCount();
    expect((await upload(env.app, DOCS, null, photo)).statusCode).toBe(401);
    const ctx = (await call(env.app, '/legacy/token?h=hotel-demo')).json().token;
    expect((await upload(env.app, DOCS, ctx, photo)).statusCode).toBe(403);
    const closed = await createBooking(env.db, hotel, { persons: [{ name: 'Tina Rocha' }] });
    const ct = (await bookingToken(env.app, closed.voucher, 'Tina Rocha')).token;
    await env.db.query(`UPDATE bookings SET status = 'I' WHERE id = $1`, [closed.id]);
    expect((await upload(env.app, DOCS, ct, photo)).json().code).toBe('checkin.invalid_stage');
    const otherPerson = await upload(env.app, `${DOCS}?CODPESRES=${closed.persons[0]}`, token, photo);
    expect(otherPerson.statusCode).toBe(404);
    const none = (await signIn(env.app, 'hospede@demo.test')).token;
    expect((await upload(env.app, `${DOCS}?CODRES=${b.id}`, none, photo)).statusCode).toBe(403);
    const admin = (await signIn(env.app, 'admin@demo.test')).token;
    const pousada = (await call(env.app, '/broker/auth/ChangeContextIns', { _attributes: { codIns: env.demo.pousada } }, admin)).json()
      .token;
    expect((await upload(env.app, `${DOCS}?CODRES=${b.id}`, pousada, photo)).statusCode).toBe(404);
    expect(await blobCount()).toBe(before);
    const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
    expect((await upload(env.app, DOCS, reception, photo)).statusCode).toBe(400);
    const staff = await upload(env.app, DOCS, reception, photo, { CODRES: String(b.id), CODPESRES: String(b.persons[1]) });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().url).toContain('&v=u');
  });
});

describe('POST /faceUploader', () => {
  it('stores the face photo; indexing it needs the facial search and a consent (face-search.test.ts)', async () => {
    const r = await upload(env.app, '/faceUploader?tryToIndexFaces=S', token, photo);
    expect(r.json()).toMatchObject({ status: 0, code: 'checkin.face_search_off' });
    const n = await upload(env.app, '/faceUploader?tryToIndexFaces=N', token, photo);
    expect(n.json().indexarFace).toBe('N');
    expect((await upload(env.app, '/faceUploader', token, await uniformJpeg(800, 600))).json().code).toBe('documents.blank');
    expect((await upload(env.app, '/faceUploader?tryToIndexFaces=X', token, photo)).statusCode).toBe(400);
  });
});

describe('RemoverImagemService and the orphan purge', () => {
  it('removes an unused upload of the booking at once; refuses another booking', async () => {
    const key = (await upload(env.app, DOCS, token, photo)).json().chave;
    const other = await createBooking(env.db, hotel, { persons: [{ name: 'Ugo Reis' }] });
    const ot = (await bookingToken(env.app, other.voucher, 'Ugo Reis')).token;
    expect((await call(env.app, '/jwt/brokerJson/checkin/RemoverImagemService', { chave: key }, ot)).statusCode).toBe(404);
    const r = await call(env.app, '/jwt/brokerJson/checkin/RemoverImagemService', { chave: key }, token);
    expect(r.json().status).toBe(1);
    expect(storedFiles().some((f) => f.endsWith(key))).toBe(false);
    expect((await env.db.query('SELECT deleted_at FROM blobs WHERE key = $1', [key])).rows[0]!.deleted_at).not.toBeNull();
  });

  it('purges uploads no check-in used after 24 hours', async () => {
    const { purgeOrphans } = await import('../src/modules/documents/blobs');
    const key = (await upload(env.app, DOCS, token, photo)).json().chave;
    await env.db.query(`UPDATE blobs SET created_at = now() - interval '25 hours' WHERE key = $1`, [key]);
    expect(await purgeOrphans(env.deps)).toBeGreaterThanOrEqual(1);
    expect(storedFiles().some((f) => f.endsWith(key))).toBe(false);
    expect(await pendingJobs(env.db, ['documents.purge-orphans'])).toBe(1);
  });
});

describe('the plain routes never answer 5xx to hostile input', () => {
  it('uploads, images, terms, postal codes and locations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), fc.string({ maxLength: 80 }), fc.boolean(), async (bytes, text, signed) => {
        const auth = signed ? token : null;
        const q = encodeURIComponent(text);
        const responses = [
          await upload(env.app, `${DOCS}?validate=${q}&tipo=${q}&CODRES=${q}`, auth, Buffer.from(bytes)),
          await upload(
            env.app,
            `/faceUploader?tryToIndexFaces=${q}`,
            auth,
            Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(bytes)]),
          ),
          await env.app.inject({
            method: 'POST',
            url: DOCS,
            payload: Buffer.from(bytes),
            headers: { 'content-type': `multipart/form-data; boundary=${q}`, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
          }),
          await env.app.inject({ method: 'GET', url: `/image/persondoc/${q}.jpg?e=${q}&v=${q}&s=${q}` }),
          await env.app.inject({ method: 'GET', url: `/ViewTermoJuridico/${q}?e=1&v=u1&s=${q}` }),
          await call(env.app, `/viacep/${q}`, { Pais: text }, auth),
          await env.app.inject({
            method: 'GET',
            url: `/countries/${q}/regions/${q}/cities?offset=${q}&languageCode=${q}`,
            headers: auth ? { authorization: `Bearer ${auth}` } : {},
          }),
        ];
        for (const [i, r] of responses.entries()) {
          if (r.statusCode >= 500) throw new Error(`route ${i} ${JSON.stringify(text)}: ${r.statusCode}: ${r.body.slice(0, 200)}`);
          expect(r.body).not.toMatch(/\n\s+at .+:\d+:\d+|node_modules|SELECT .* FROM/);
        }
      }),
      { numRuns: 30, seed: 4242 },
    );
  });
});
