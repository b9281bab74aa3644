import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signPath, verifyPath } from '../src/modules/documents/signing';
import { bookingToken, createBooking, newCpf, noiseJpeg, upload } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gm-images-'));
const env = await createTestEnv({ config: { dataDir } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const hotel = env.demo.hotel;
const IMAGENS = '/jwt/brokerJson/checkin/ImagensWebCheckinService';
const photo = await noiseJpeg(900, 600);

/** A booking whose main guest finished the web check-in with a document, its back, a signature and the terms. */
async function checkedIn(name: string) {
  const b = await createBooking(env.db, hotel, { persons: [{ name }, { name: `${name.split(' ')[0]} Junior` }] });
  const { token } = await bookingToken(env.app, b.voucher, name);
  await call(
    env.app,
    '/jwt/broker/core/CriarUsuarioService',
    {
      criarUsu: {
        CODPESRES: b.persons[0],
        nomeCompleto: name,
        cpf: newCpf(),
        email: `${newCpf()}@img.test`,
        celular: '(11) 98765-4321',
        nacionalidade: 'BR',
        dataNasc: '01/01/1980',
        pais: 'BR',
        estado: 'SP',
        cidadeId: '3550308',
        cep: '01001-000',
        endereco: 'Praça da Sé',
      },
    },
    token,
  );
  const key = async (tipo: string) => {
    const u = await upload(env.app, `/documentosUploader?tipo=${tipo}`, token, photo);
    if (u.statusCode !== 200) throw new Error(u.body);
    return u.json().chave as string;
  };
  const doc = await key('persondoc');
  const sign = await key('personsign');
  const r = await call(
    env.app,
    '/jwt/brokerJson/checkin/FinalizarWebCheckinService',
    {
      CODPESRES: b.persons[0],
      documentos: { chaveImgDocumento: doc },
      termos: { aceite: true, chaveImgAssinatura: sign },
    },
    token,
  );
  if (r.statusCode !== 200) throw new Error(r.body);
  return { ...b, token, doc, sign };
}

const a = await checkedIn('Amanda Farias');
const other = await checkedIn('Bernardo Quintas');
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const admin = (await signIn(env.app, 'admin@demo.test')).token;
const pousadaAdmin = (await call(env.app, '/broker/auth/ChangeContextIns', { _attributes: { codIns: env.demo.pousada } }, admin)).json()
  .token as string;

async function logCount(): Promise<number> {
  return (await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM image_access_log')).rows[0]!.n;
}

describe('ImagensWebCheckinService: signed URLs', () => {
  it('staff of the hotel get signed URLs of every image and accepted term, which open and are logged', async () => {
    const r = await call(env.app, IMAGENS, { CODRES: a.id }, reception);
    expect(r.statusCode).toBe(200);
    const main = r.json().pessoas[0];
    expect(main.imagens.documento).toMatch(new RegExp(`^/image/persondoc/${a.doc}\\.jpg\\?e=\\d+&v=u\\d+\\.[0-9a-f-]{36}&s=`));
    expect(main.imagens.documentoVerso).toBeNull();
    expect(main.aceiteTermosJuridicos[0]).toMatchObject({
      CHAVEIMGASSINATURA: a.sign,
      descrTermo: 'Termo de responsabilidade e consentimento',
    });
    expect(main.aceiteTermosJuridicos[0].dhAceite).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const before = await logCount();
    const img = await env.app.inject({ method: 'GET', url: main.imagens.documento });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-disposition']).toMatch(/^inline/);
    const dl = await env.app.inject({ method: 'GET', url: `${main.imagens.documento}&m=true` });
    expect(dl.headers['content-disposition']).toMatch(/^attachment/);
    const term = await env.app.inject({ method: 'GET', url: main.aceiteTermosJuridicos[0].url });
    expect(term.statusCode).toBe(200);
    expect(term.headers['content-type']).toMatch(/text\/html/);
    expect(term.body).toContain('Amanda Farias');
    expect(term.body).toContain(`/image/personsign/${a.sign}.jpg?`);
    expect(await logCount()).toBe(before + 3);
    const { rows } = await env.db.query(
      'SELECT object_kind, object_ref, viewer_kind, viewer_user_id, download, booking_id FROM image_access_log ORDER BY id DESC LIMIT 3',
    );
    expect(rows.map((x) => x.object_kind).sort()).toEqual(['persondoc', 'persondoc', 'term']);
    expect(rows.find((x) => x.download)).toMatchObject({ object_ref: a.doc, viewer_kind: 'user', booking_id: a.id });
  });

  it("the booking's guest gets URLs of their own person; another booking's guest is refused", async () => {
    const mine = await call(env.app, IMAGENS, {}, a.token);
    expect(mine.json().pessoas.map((p: { CODPESRES: number }) => p.CODPESRES)).toEqual([a.persons[0], a.persons[1]]);
    const url = mine.json().pessoas[0].imagens.documento;
    expect(url).toContain(`v=g${a.id}.${a.persons[0]}`);
    expect((await env.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await call(env.app, IMAGENS, { CODRES: a.id }, other.token)).statusCode).toBe(403);
    // A person token of the companion sees only the companion.
    const companion = (await call(env.app, '/person/token', { CODPESRES: a.persons[1] }, a.token)).json().token;
    const narrowed = await call(env.app, IMAGENS, {}, companion);
    expect(narrowed.json().pessoas.map((p: { CODPESRES: number }) => p.CODPESRES)).toEqual([a.persons[1]]);
  });

  it("another hotel's staff, a user without the permission and anonymous callers are refused", async () => {
    expect((await call(env.app, IMAGENS, { CODRES: a.id }, pousadaAdmin)).statusCode).toBe(404);
    const hospede = (await signIn(env.app, 'hospede@demo.test')).token;
    expect((await call(env.app, IMAGENS, { CODRES: a.id }, hospede)).statusCode).toBe(403);
    expect((await call(env.app, IMAGENS, { CODRES: a.id })).statusCode).toBe(401);
    expect((await call(env.app, IMAGENS, {}, reception)).statusCode).toBe(400);
  });
});

describe('GET /image/{kind}/{key}.jpg and /ViewTermoJuridico/{id}', () => {
  it('refuses anonymous (unsigned), tampered, re-targeted and expired URLs, logging nothing', async () => {
    const before = await logCount();
    const bare = await env.app.inject({ method: 'GET', url: `/image/persondoc/${a.doc}.jpg` });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'documents.link_invalid', message: 'Link de imagem inválido.' });
    const signed = signPath(env.deps.config.jwtSecret, `/image/persondoc/${a.doc}.jpg`, {
      kind: 'guest',
      bookingId: a.id,
      personId: a.persons[0]!,
    });
    expect((await env.app.inject({ method: 'GET', url: signed })).statusCode).toBe(200);
    const tampered = signed.replace(/s=(.)/, (_m, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
    expect((await env.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    // The same signature on another booking's image.
    const retarget = signed.replace(a.doc, other.doc);
    expect((await env.app.inject({ method: 'GET', url: retarget })).statusCode).toBe(403);
    // A guest URL validly signed for booking A cannot open booking B's image.
    const crossGuest = signPath(env.deps.config.jwtSecret, `/image/persondoc/${other.doc}.jpg`, {
      kind: 'guest',
      bookingId: a.id,
      personId: a.persons[0]!,
    });
    expect((await env.app.inject({ method: 'GET', url: crossGuest })).statusCode).toBe(404);
    const expired = signPath(
      env.deps.config.jwtSecret,
      `/image/persondoc/${a.doc}.jpg`,
      { kind: 'user', userId: 1, sessionId: '00000000-0000-4000-8000-000000000001' },
      Date.now() - 3600_000,
    );
    const exp = await env.app.inject({ method: 'GET', url: `${expired}&locale=en` });
    expect(exp.statusCode).toBe(403);
    expect(exp.json()).toMatchObject({ code: 'documents.link_expired', message: 'The image link has expired. Open the page again.' });
    const wrongKind = signPath(env.deps.config.jwtSecret, `/image/personsign/${a.doc}.jpg`, {
      kind: 'user',
      userId: 1,
      sessionId: '00000000-0000-4000-8000-000000000001',
    });
    expect((await env.app.inject({ method: 'GET', url: wrongKind })).statusCode).toBe(404);
    expect((await env.app.inject({ method: 'GET', url: `/image/personface/${a.doc}.jpg` })).statusCode).toBe(404);
    const termUnsigned = await env.app.inject({ method: 'GET', url: '/ViewTermoJuridico/1' });
    expect(termUnsigned.statusCode).toBe(403);
    // One successful view above (the freshly signed guest URL), nothing for the refusals.
    expect(await logCount()).toBe(before + 1);
  });

  it('verifies signatures offline: expiry and viewer are bound', () => {
    const secret = env.deps.config.jwtSecret;
    const url = signPath(
      secret,
      '/image/persondoc/x.jpg',
      { kind: 'user', userId: 7, sessionId: '00000000-0000-4000-8000-000000000001' },
      1_000_000_000_000,
    );
    const q = Object.fromEntries(new URL(`http://x${url}`).searchParams);
    expect(verifyPath(secret, '/image/persondoc/x.jpg', q, 1_000_000_000_000)).toEqual({
      ok: true,
      viewer: { kind: 'user', userId: 7, sessionId: '00000000-0000-4000-8000-000000000001' },
    });
    expect(verifyPath(secret, '/image/persondoc/x.jpg', q, 1_000_000_000_000 + 16 * 60_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyPath(secret, '/image/persondoc/x.jpg', { ...q, v: 'u8.00000000-0000-4000-8000-000000000001' }, 1_000_000_000_000)).toEqual(
      { ok: false, reason: 'invalid' },
    );
  });

  it('never logs image bytes or CPF: the log holds only references', async () => {
    const { rows } = await env.db.query('SELECT * FROM image_access_log');
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/\d{11}/);
    expect(Object.keys(rows[0]!)).not.toContain('data');
  });
});
