import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createInstitution } from '../src/seed/factories';
import { bookingToken, createBooking, expectRefusalInEachLanguage, newCpf, noiseJpeg, upload } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gm-completion-'));
const env = await createTestEnv({ config: { dataDir } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const hotel = env.demo.hotel;
const CRIAR = '/jwt/broker/core/CriarUsuarioService';
const FINALIZAR = '/jwt/brokerJson/checkin/FinalizarWebCheckinService';
const photo = await noiseJpeg(1000, 700);
const minorBirth = `01/01/${new Date().getUTCFullYear() - 9}`;

const mainData = {
  nomeCompleto: 'Helena Castro',
  cpf: '52998224725',
  email: 'helena@castro.test',
  celular: '(21) 99876-5432',
  nacionalidade: 'BR',
  dataNasc: '12/08/1979',
  pais: 'BR',
  estado: 'RJ',
  cidadeId: '3304557',
  cep: '22021-001',
  endereco: 'Avenida Atlântica',
  nroEndereco: '1702',
  bairro: 'Copacabana',
};

async function key(token: string, tipo = 'persondoc', extra = ''): Promise<string> {
  const r = await upload(env.app, `/documentosUploader?tipo=${tipo}${extra}`, token, photo);
  if (r.statusCode !== 200) throw new Error(r.body);
  return r.json().chave;
}

async function openWithMain(persons = [{ name: 'Helena Castro' }, { name: 'Igor Castro' }], codIns = hotel, h = 'hotel-demo') {
  const b = await createBooking(env.db, codIns, { persons });
  const t = await bookingToken(env.app, b.voucher, persons[0]!.name, h);
  const created = await call(
    env.app,
    CRIAR,
    { criarUsu: { CODPESRES: b.persons[0], ...mainData, nomeCompleto: persons[0]!.name, cpf: newCpf(), email: `${newCpf()}@castro.test` } },
    t.token,
  );
  if (created.statusCode !== 200) throw new Error(created.body);
  return { ...b, token: t.token };
}

async function done(personId: number): Promise<string> {
  return (await env.db.query<{ s: string }>('SELECT webcheckin_status AS s FROM booking_persons WHERE id = $1', [personId])).rows[0]!.s;
}

describe('FinalizarWebCheckinService', () => {
  it('completes the main guest: images attached, terms stored with signature, instant, IP and device; staff see it at once', async () => {
    const b = await openWithMain();
    const doc = await key(b.token);
    const back = await key(b.token);
    const sign = await key(b.token, 'personsign');
    const events: { type: string; id?: number | string }[] = [];
    const stop = env.deps.events.subscribe(hotel, (e) => events.push(e));
    const r = await call(
      env.app,
      FINALIZAR,
      {
        CODPESRES: b.persons[0],
        documentos: { chaveImgDocumento: doc, chaveImgDocumentoVerso: back },
        termos: { aceite: 'S', chaveImgAssinatura: sign },
      },
      b.token,
      { 'user-agent': 'Mozilla/5.0 (iPhone) TestPhone' },
    );
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      status: 1,
      message: 'Check-in online concluído com sucesso!',
      pendentes: 1,
      wizardAction: 'SELECT_PERSON',
    });
    await new Promise((res) => setTimeout(res, 150));
    stop();
    expect(events).toContainEqual({ institutionId: hotel, type: 'webcheckin.changed', id: b.id });
    const { rows } = await env.db.query(
      'SELECT webcheckin_status, webcheckin_at, doc_front_key, doc_back_key, signature_key FROM booking_persons WHERE id = $1',
      [b.persons[0]],
    );
    expect(rows[0]).toMatchObject({ webcheckin_status: 'D', doc_front_key: doc, doc_back_key: back, signature_key: sign });
    expect(rows[0]!.webcheckin_at).not.toBeNull();
    const terms = await env.db.query(
      'SELECT signature_key, term_description, term_body, ip, user_agent FROM accepted_terms WHERE booking_person_id = $1',
      [b.persons[0]],
    );
    expect(terms.rows[0]).toMatchObject({
      signature_key: sign,
      term_description: 'Termo de responsabilidade e consentimento',
      user_agent: 'Mozilla/5.0 (iPhone) TestPhone',
    });
    expect(terms.rows[0]!.term_body).toContain('Hotel Demo');
    expect(terms.rows[0]!.ip).toBeTruthy();
    const attached = await env.db.query('SELECT count(*)::int AS n FROM blobs WHERE booking_person_id = $1 AND attached_at IS NOT NULL', [
      b.persons[0],
    ]);
    expect(attached.rows[0]!.n).toBe(3);
    // The bookings module's staff details show the web check-in done with the accepted term.
    const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
    const details = await call(env.app, '/jwt/broker/core/DetalhesReservaService', { CODRES: b.id }, reception);
    const person = details.json().reserva.pessoasReserva.find((p: { CODPESRES: number }) => p.CODPESRES === b.persons[0]);
    expect(person.WEBCHECKCHAVEIMGDOCUMENTO).toBe(doc);
    expect(person.aceiteTermosJuridicos).toHaveLength(1);
    // Done is done: the guest cannot finish twice.
    const again = await call(
      env.app,
      FINALIZAR,
      { CODPESRES: b.persons[0], termos: { aceite: true }, apresentarNaRecepcao: true },
      b.token,
    );
    expect(again.json().code).toBe('checkin.person_done');
  });

  it.each([
    [
      'terms not agreed',
      { termos: { aceite: 'N' }, apresentarNaRecepcao: true },
      'checkin.terms_required',
      'É preciso concordar com os termos para continuar.',
    ],
    [
      'no document and no acknowledgement',
      { termos: { aceite: true, chaveImgAssinatura: 'SIGN' } },
      'checkin.document_required',
      'Envie pelo menos um documento ou marque que vai apresentá-lo na recepção.',
    ],
    [
      'no signature and no acknowledgement',
      { documentos: { chaveImgDocumento: 'DOC' }, termos: { aceite: true } },
      'checkin.signature_required',
      'Assine os termos ou marque que vai assiná-los na recepção.',
    ],
  ])('refuses %s (nothing changes)', async (_n, body, code, message) => {
    const b = await openWithMain();
    const doc = await key(b.token);
    const sign = await key(b.token, 'personsign');
    const payload = JSON.parse(JSON.stringify(body).replace('"SIGN"', JSON.stringify(sign)).replace('"DOC"', JSON.stringify(doc)));
    const r = await call(env.app, FINALIZAR, { CODPESRES: b.persons[0], ...payload }, b.token);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ code, message });
    await expectRefusalInEachLanguage(
      (l) => call(env.app, `${FINALIZAR}?locale=${l}`, { CODPESRES: b.persons[0], ...payload }, b.token),
      code,
    );
    expect(await done(b.persons[0]!)).toBe('P');
    expect(
      (await env.db.query('SELECT count(*)::int AS n FROM accepted_terms WHERE booking_person_id = $1', [b.persons[0]])).rows[0]!.n,
    ).toBe(0);
  });

  it('the present-at-reception acknowledgement replaces the document and the signature', async () => {
    const b = await openWithMain();
    const r = await call(env.app, FINALIZAR, { CODPESRES: b.persons[0], termos: { aceite: true }, apresentarNaRecepcao: 'S' }, b.token);
    expect(r.statusCode).toBe(200);
    const { rows } = await env.db.query('SELECT present_at_reception FROM booking_persons WHERE id = $1', [b.persons[0]]);
    expect(rows[0]!.present_at_reception).toBe(true);
  });

  it("refuses incomplete data: the main guest's address, a companion's document (pt/en/es)", async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Joana Pires' }, { name: 'Kauã Pires' }] });
    const t = (await bookingToken(env.app, b.voucher, 'Joana Pires')).token;
    await call(
      env.app,
      CRIAR,
      { criarUsu: { CODPESRES: b.persons[0], nomeCompleto: 'Joana Pires', nacionalidade: 'BR', dataNasc: '01/01/1980', cpf: newCpf() } },
      t,
    );
    await expectRefusalInEachLanguage(
      (l) =>
        call(env.app, `${FINALIZAR}?locale=${l}`, { CODPESRES: b.persons[0], termos: { aceite: true }, apresentarNaRecepcao: true }, t),
      'checkin.person_data_required',
    );
    const main = await call(env.app, FINALIZAR, { CODPESRES: b.persons[0], termos: { aceite: true }, apresentarNaRecepcao: true }, t);
    expect(main.json().code).toBe('checkin.person_data_required');
    expect(main.json().errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['email', 'celular', 'endereco']));
    await call(
      env.app,
      CRIAR,
      { criarUsu: { CODPESRES: b.persons[1], nomeCompleto: 'Kauã Pires', nacionalidade: 'BR', dataNasc: '01/01/1990' } },
      t,
    );
    for (const [locale, text] of [
      ['pt', 'Preencha todos os dados do acompanhante'],
      ['en', "Fill in all of the companion's data"],
      ['es', 'Complete todos los datos del acompañante'],
    ]) {
      const r = await call(
        env.app,
        `${FINALIZAR}?locale=${locale}`,
        { CODPESRES: b.persons[1], termos: { aceite: true }, apresentarNaRecepcao: true },
        t,
      );
      expect(r.json().message).toContain(text);
      expect(r.json().errors).toEqual([{ path: 'cpf', message: 'required' }]);
    }
    const unlinked = await createBooking(env.db, hotel, { persons: [{ name: 'Lara Pires' }, { name: 'Mauro Pires' }] });
    const ut = (await bookingToken(env.app, unlinked.voucher, 'Lara Pires')).token;
    expect(
      (await call(env.app, FINALIZAR, { CODPESRES: unlinked.persons[1], termos: { aceite: true }, apresentarNaRecepcao: true }, ut)).json()
        .code,
    ).toBe('checkin.companion_data_required');
  });

  it("a minor companion without a parent's kinship needs the authorisation term (upload or acknowledgement)", async () => {
    const b = await openWithMain([{ name: 'Nair Souto' }, { name: 'Otavio Souto' }, { name: 'Pietra Souto' }]);
    const minorData = { nacionalidade: 'BR', dataNasc: minorBirth, cpf: newCpf() };
    await call(
      env.app,
      CRIAR,
      { criarUsu: { CODPESRES: b.persons[1], nomeCompleto: 'Otavio Souto', ...minorData, grauParentesco: 'T' } },
      b.token,
    );
    const doc = await key(b.token);
    const sign = await key(b.token, 'personsign');
    const base = { CODPESRES: b.persons[1], documentos: { chaveImgDocumento: doc }, termos: { aceite: true, chaveImgAssinatura: sign } };
    for (const [locale, text] of [
      ['pt', 'Menores de idade'],
      ['en', 'Minors without'],
      ['es', 'Los menores'],
    ]) {
      const r = await call(env.app, `${FINALIZAR}?locale=${locale}`, base, b.token);
      expect(r.json().code).toBe('checkin.minor_needs_term');
      expect(r.json().message.startsWith(text)).toBe(true);
    }
    // The document's (or signature's) acknowledgement never waives the term; the term's own one does.
    expect((await call(env.app, FINALIZAR, { ...base, apresentarNaRecepcao: true }, b.token)).json().code).toBe('checkin.minor_needs_term');
    const auth = await key(b.token, 'persondocauth');
    const before = await call(env.app, '/jwt/broker/core/DetalhesPessoaService', { CODPESRES: b.persons[1] }, b.token);
    expect(before.json().pessoa.nomeCompleto).toBe('Otavio Souto');
    const ok = await call(env.app, FINALIZAR, { ...base, documentos: { chaveImgDocumento: doc, chaveImgAutorizacao: auth } }, b.token);
    expect(ok.statusCode).toBe(200);
    // Once done, a companion's profile is no longer shown to the booking's other guests (staff still see it).
    expect((await call(env.app, '/jwt/broker/core/DetalhesPessoaService', { CODPESRES: b.persons[1] }, b.token)).statusCode).toBe(404);
    expect((await call(env.app, '/jwt/broker/core/DetalhesPessoaService', { CODPESRES: b.persons[0] }, b.token)).statusCode).toBe(200);
    // With the mother on the booking (kinship M) no term is needed.
    await call(
      env.app,
      CRIAR,
      {
        criarUsu: {
          CODPESRES: b.persons[2],
          nomeCompleto: 'Pietra Souto',
          nacionalidade: 'BR',
          dataNasc: minorBirth,
          cpf: newCpf(),
          grauParentesco: 'M',
        },
      },
      b.token,
    );
    const doc2 = await key(b.token);
    const sign2 = await key(b.token, 'personsign');
    const child = await call(
      env.app,
      FINALIZAR,
      { CODPESRES: b.persons[2], documentos: { chaveImgDocumento: doc2 }, termos: { aceite: true, chaveImgAssinatura: sign2 } },
      b.token,
    );
    expect(child.json()).toMatchObject({ status: 1, pendentes: 1 });
  });

  it('a third-party card needs the cardholder term when the hotel asks the card holder (flag G)', async () => {
    const b = await openWithMain([{ name: 'Quésia Melo' }]);
    await call(
      env.app,
      '/jwt/broker/core/alterarPessoaService',
      {
        alterarPessoa: {
          codPes: (await env.db.query('SELECT guest_id FROM booking_persons WHERE id = $1', [b.persons[0]])).rows[0]!.guest_id,
          titularCartao: 'T',
        },
      },
      b.token,
    );
    const doc = await key(b.token);
    const sign = await key(b.token, 'personsign');
    const base = { CODPESRES: b.persons[0], documentos: { chaveImgDocumento: doc }, termos: { aceite: true, chaveImgAssinatura: sign } };
    await expectRefusalInEachLanguage((l) => call(env.app, `${FINALIZAR}?locale=${l}`, base, b.token), 'checkin.third_party_card_term');
    const r = await call(env.app, `${FINALIZAR}?locale=en`, base, b.token);
    expect(r.json()).toMatchObject({ code: 'checkin.third_party_card_term' });
    expect(r.json().message).toMatch(/^A third party's card requires/);
    expect((await call(env.app, FINALIZAR, { ...base, apresentarNaRecepcao: true }, b.token)).json().code).toBe(
      'checkin.third_party_card_term',
    );
    const card = await key(b.token, 'persondocauthcard');
    expect(
      (await call(env.app, FINALIZAR, { ...base, documentos: { chaveImgDocumento: doc, chaveImgAutorizacaoCartao: card } }, b.token))
        .statusCode,
    ).toBe(200);
    // A hotel without G does not ask.
    const plain = await createInstitution(env.db, {
      name: 'Hotel Sem Cartão',
      flags: { ISCHECKINSIMPLIFICADO: '' },
      linkCode: 'hotel-sem-cartao',
    });
    const pb = await openWithMain([{ name: 'Rafa Melo' }], plain, 'hotel-sem-cartao');
    const gid = (await env.db.query('SELECT guest_id FROM booking_persons WHERE id = $1', [pb.persons[0]])).rows[0]!.guest_id;
    await call(env.app, '/jwt/broker/core/alterarPessoaService', { alterarPessoa: { codPes: gid, titularCartao: 'T' } }, pb.token);
    expect(
      (await call(env.app, FINALIZAR, { CODPESRES: pb.persons[0], termos: { aceite: true }, apresentarNaRecepcao: true }, pb.token))
        .statusCode,
    ).toBe(200);
  });

  it('refuses images of another booking, of the wrong kind or unknown', async () => {
    const b = await openWithMain([{ name: 'Sofia Lins' }]);
    const other = await openWithMain([{ name: 'Tomé Lins' }]);
    const foreign = await key(other.token);
    const sign = await key(b.token, 'personsign');
    const wrongKind = await key(b.token, 'persondocvaccine');
    for (const doc of [foreign, wrongKind, 'A'.repeat(32)]) {
      const r = await call(
        env.app,
        FINALIZAR,
        { CODPESRES: b.persons[0], documentos: { chaveImgDocumento: doc }, termos: { aceite: true, chaveImgAssinatura: sign } },
        b.token,
      );
      expect(r.json().code).toBe('checkin.image_invalid');
    }
    expect(await done(b.persons[0]!)).toBe('P');
  });

  it("refuses bad input (400), another booking's person (404), a context token (403) and staff (403)", async () => {
    const b = await openWithMain([{ name: 'Ulisses Lopes' }]);
    expect((await call(env.app, FINALIZAR, { CODPESRES: 'x', termos: {} }, b.token)).statusCode).toBe(400);
    const other = await createBooking(env.db, hotel, { persons: [{ name: 'Vitor Lopes' }] });
    expect(
      (await call(env.app, FINALIZAR, { CODPESRES: other.persons[0], termos: { aceite: true }, apresentarNaRecepcao: true }, b.token))
        .statusCode,
    ).toBe(404);
    const ctx = (await call(env.app, '/legacy/token?h=hotel-demo')).json().token;
    expect(
      (await call(env.app, FINALIZAR, { CODPESRES: b.persons[0], termos: { aceite: true }, apresentarNaRecepcao: true }, ctx)).statusCode,
    ).toBe(403);
    const admin = (await signIn(env.app, 'admin@demo.test')).token;
    expect(
      (await call(env.app, FINALIZAR, { CODPESRES: b.persons[0], termos: { aceite: true }, apresentarNaRecepcao: true }, admin)).statusCode,
    ).toBe(403);
    expect(await done(b.persons[0]!)).toBe('P');
  });
});

describe('/checkout: DetalhesCheckoutService and ConfirmarCheckoutService', () => {
  it('shows the stay and confirms the departure once, only in house', async () => {
    const b = await createBooking(env.db, hotel, { status: 'I', checkIn: -2, checkOut: 1, persons: [{ name: 'Wagner Paz' }] });
    const t = (
      await call(env.app, '/booking/token', { h: 'hotel-demo', voucher: b.voucher, nome: 'Wagner Paz', finalidade: 'checkout' })
    ).json().token;
    const d = await call(env.app, '/jwt/brokerJson/checkin/DetalhesCheckoutService', {}, t);
    expect(d.json()).toMatchObject({
      status: 1,
      reserva: { CODRES: b.id, noites: 3, tipoUHEstadia: 'Standard', vlrDiaria: 'R$ 350,00' },
      checkoutConfirmado: 'N',
      podeConfirmar: 'S',
    });
    const c = await call(env.app, '/jwt/brokerJson/checkin/ConfirmarCheckoutService', { comentarios: 'Tudo ótimo' }, t);
    expect(c.json()).toMatchObject({ status: 1, message: 'Saída confirmada. Obrigado pela estadia!' });
    const again = await call(env.app, '/jwt/brokerJson/checkin/ConfirmarCheckoutService', {}, t);
    expect(again.json().status).toBe(1);
    expect((await env.db.query('SELECT count(*)::int AS n FROM checkout_confirmations WHERE booking_id = $1', [b.id])).rows[0]!.n).toBe(1);
    expect((await call(env.app, '/jwt/brokerJson/checkin/DetalhesCheckoutService', {}, t)).json().checkoutConfirmado).toBe('S');
    await env.db.query(`UPDATE bookings SET status = 'O' WHERE id = $1`, [b.id]);
    const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
    expect(
      (await call(env.app, '/jwt/brokerJson/checkin/DetalhesCheckoutService', { CODRES: b.id }, reception)).json().reserva.STATUS,
    ).toBe('O');
    expect((await call(env.app, '/jwt/brokerJson/checkin/ConfirmarCheckoutService', { CODRES: b.id }, reception)).statusCode).toBe(403);
  });

  it('refuses a booking not checked in (pt/en/es) and another booking', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Xênia Paz' }] });
    const t = (await bookingToken(env.app, b.voucher, 'Xênia Paz')).token;
    const r = await call(env.app, '/jwt/brokerJson/checkin/ConfirmarCheckoutService?locale=es', {}, t);
    expect(r.json()).toMatchObject({
      code: 'checkin.not_checked_in',
      message: 'El check-out online solo está disponible después del check-in. Contacte a la recepción.',
    });
    expect((await call(env.app, '/jwt/brokerJson/checkin/DetalhesCheckoutService', {}, t)).json()).toMatchObject({ podeConfirmar: 'N' });
    const other = await createBooking(env.db, hotel, { status: 'I', checkIn: -1 });
    expect((await call(env.app, '/jwt/brokerJson/checkin/ConfirmarCheckoutService', { CODRES: other.id }, t)).statusCode).toBe(403);
    expect((await env.db.query('SELECT count(*)::int AS n FROM checkout_confirmations WHERE booking_id = $1', [b.id])).rows[0]!.n).toBe(0);
  });
});

describe('alterarPreferenciasReserva / DetalhesPreferenciasReservaService', () => {
  it('the guest saves preferences (absent kept); staff read them; bad input and other hotels refused', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Yuri Paz' }] });
    const t = (await bookingToken(env.app, b.voucher, 'Yuri Paz')).token;
    const r = await call(
      env.app,
      '/jwt/broker/core/alterarPreferenciasReserva',
      { preferencias: { previsaoChegada: '22:30', tipoCama: 'casal', observacoes: 'Aniversário' } },
      t,
    );
    expect(r.json()).toMatchObject({
      status: 1,
      message: 'Preferências salvas com sucesso!',
      preferencias: { previsaoChegada: '22:30', tipoCama: 'casal', andar: null },
    });
    await call(env.app, '/jwt/broker/core/alterarPreferenciasReserva', { preferencias: { andar: 'alto' } }, t);
    const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
    const read = await call(env.app, '/jwt/broker/core/DetalhesPreferenciasReservaService', { CODRES: b.id }, reception);
    expect(read.json().preferencias).toEqual({
      previsaoChegada: '22:30',
      tipoCama: 'casal',
      andar: 'alto',
      travesseiro: null,
      ocasiao: null,
      observacoes: 'Aniversário',
      dieta: null,
      acessibilidade: null,
      acompanhante: null,
    });
    expect(
      (await call(env.app, '/jwt/broker/core/alterarPreferenciasReserva', { preferencias: { previsaoChegada: '25:00' } }, t)).statusCode,
    ).toBe(400);
    const admin = (await signIn(env.app, 'admin@demo.test')).token;
    const pousada = (await call(env.app, '/broker/auth/ChangeContextIns', { _attributes: { codIns: env.demo.pousada } }, admin)).json()
      .token;
    expect(
      (await call(env.app, '/jwt/broker/core/alterarPreferenciasReserva', { CODRES: b.id, preferencias: { andar: 'baixo' } }, pousada))
        .statusCode,
    ).toBe(404);
    const hospede = (await signIn(env.app, 'hospede@demo.test')).token;
    expect((await call(env.app, '/jwt/broker/core/DetalhesPreferenciasReservaService', { CODRES: b.id }, hospede)).statusCode).toBe(403);
    expect(
      (await call(env.app, '/jwt/broker/core/DetalhesPreferenciasReservaService', { CODRES: b.id }, reception)).json().preferencias.andar,
    ).toBe('alto');
  });
});

describe('alterarPreferenciasReserva: dietary, accessibility and companion (/fill-preferences, decision 0054)', () => {
  it('keeps the needs, clears one sent empty, refuses a too long one on its field and another booking', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Zilda Mar' }] });
    const t = (await bookingToken(env.app, b.voucher, 'Zilda Mar')).token;
    const url = '/jwt/broker/core/alterarPreferenciasReserva';
    const ok = await call(
      env.app,
      url,
      { preferencias: { dieta: 'Sem glúten', acessibilidade: 'Cadeira de rodas', acompanhante: 'Rui Mar' } },
      t,
    );
    expect(ok.json().preferencias).toMatchObject({ dieta: 'Sem glúten', acessibilidade: 'Cadeira de rodas', acompanhante: 'Rui Mar' });
    const cleared = await call(env.app, url, { preferencias: { acompanhante: '  ' } }, t);
    expect(cleared.json().preferencias).toMatchObject({ dieta: 'Sem glúten', acompanhante: null });
    const long = await call(env.app, url, { preferencias: { dieta: 'x'.repeat(301) } }, t);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].path).toBe('preferencias.dieta');
    const other = await createBooking(env.db, hotel, { persons: [{ name: 'Outro Hóspede' }] });
    expect((await call(env.app, url, { CODRES: other.id, preferencias: { dieta: 'Vegana' } }, t)).statusCode).toBe(403);
    const read = await call(env.app, '/jwt/broker/core/DetalhesPreferenciasReservaService', {}, t);
    expect(read.json().preferencias).toMatchObject({ dieta: 'Sem glúten', acessibilidade: 'Cadeira de rodas', acompanhante: null });
  });
});

describe('FinalizarWebCheckinService through a token staff minted at the desk (issue 9 §4)', () => {
  it('records the acceptance as staff-assisted, with the staff member, and staff see who assisted', async () => {
    const b = await openWithMain([{ name: 'Otávio Serra' }]);
    const reception = await signIn(env.app, 'recepcao@demo.test');
    const minted = await call(env.app, '/person/token', { CODRES: b.id, CODPESRES: b.persons[0] }, reception.token);
    expect(minted.statusCode, minted.body).toBe(200);
    const token = minted.json().token as string;
    const doc = await key(token);
    const sign = await key(token, 'personsign');
    const r = await call(
      env.app,
      FINALIZAR,
      { CODPESRES: b.persons[0], documentos: { chaveImgDocumento: doc }, termos: { aceite: 'S', chaveImgAssinatura: sign } },
      token,
    );
    expect(r.statusCode, r.body).toBe(200);
    const { rows } = await env.db.query<{ assisted: string }>(
      'SELECT u.email AS assisted FROM accepted_terms t JOIN users u ON u.id = t.assisted_by_user_id WHERE t.booking_person_id = $1',
      [b.persons[0]],
    );
    expect(rows).toEqual([{ assisted: 'recepcao@demo.test' }]);
    const details = await call(env.app, '/jwt/broker/core/DetalhesReservaService', { CODRES: b.id }, reception.token);
    expect(details.body).toContain('"assistidoPor":"');
    // The guest's own acceptance carries no assistant.
    const own = await openWithMain([{ name: 'Paula Serra' }]);
    await call(
      env.app,
      FINALIZAR,
      {
        CODPESRES: own.persons[0],
        documentos: { chaveImgDocumento: await key(own.token) },
        termos: { aceite: 'S', chaveImgAssinatura: await key(own.token, 'personsign') },
      },
      own.token,
    );
    const mine = await env.db.query('SELECT assisted_by_user_id FROM accepted_terms WHERE booking_person_id = $1', [own.persons[0]]);
    expect(mine.rows).toEqual([{ assisted_by_user_id: null }]);
  });
});
