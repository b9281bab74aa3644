import { describe, expect, it } from 'vitest';
import { createInstitution, createUser } from '../src/seed/factories';
import { bookingToken, createBooking, expectRefusalInEachLanguage } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';

const env = await createTestEnv();
const hotel = env.demo.hotel;
const CRIAR = '/jwt/broker/core/CriarUsuarioService';
const ALTERAR = '/jwt/broker/core/alterarPessoaService';
const DETALHES = '/jwt/broker/core/DetalhesPessoaService';

const adult = { nacionalidade: 'BR', dataNasc: '10/05/1985', sexo: 'F' as const };

async function guestCount(): Promise<number> {
  return (await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM guests')).rows[0]!.n;
}

async function open(persons: { name: string; email?: string }[], extra = {}) {
  const b = await createBooking(env.db, hotel, { persons, ...extra });
  const t = await bookingToken(env.app, b.voucher, persons[0]!.name);
  return { ...b, token: t.token };
}

describe('CriarUsuarioService (guest)', () => {
  it('creates the profile, links the booking person, replies codPes + jwt + pesCriada + wizardAction, and notifies staff', async () => {
    const b = await open([{ name: 'Ana Souza' }, { name: 'Bruno Souza' }]);
    const events: unknown[] = [];
    const stop = env.deps.events.subscribe(hotel, (e) => events.push(e));
    const r = await call(
      env.app,
      CRIAR,
      {
        criarUsu: {
          CODPESRES: b.persons[0],
          nomeCompleto: 'Ana Maria Souza',
          cpf: '529.982.247-25',
          email: 'Ana@Example.com',
          celular: '(11) 98765-4321',
          ...adult,
        },
      },
      b.token,
    );
    expect(r.statusCode).toBe(200);
    const reply = r.json();
    expect(reply).toMatchObject({ status: 1, pesCriada: 'S', wizardAction: 'NEXT', CODPESRES: b.persons[0] });
    expect(reply.usuCriado.attributes.codPes).toBeGreaterThan(0);
    expect(reply.usuCriado.attributes.jwt).toMatch(/^ey/);
    expect(reply.pessoa).toMatchObject({
      cpf: '52998224725',
      email: 'ana@example.com',
      celular: '+5511987654321',
      dataNasc: '10/05/1985',
      nacionalidadeDescr: 'Brasil',
    });
    const { rows } = await env.db.query(
      'SELECT guest_id, webcheck_name, webcheck_email, webcheck_phone, webcheck_doc, webcheckin_status FROM booking_persons WHERE id = $1',
      [b.persons[0]],
    );
    expect(rows[0]).toMatchObject({
      guest_id: reply.usuCriado.attributes.codPes,
      webcheck_name: 'Ana Maria Souza',
      webcheck_email: 'ana@example.com',
      webcheck_doc: '52998224725',
      webcheckin_status: 'P',
    });
    await new Promise((r2) => setTimeout(r2, 150));
    stop();
    expect(events).toContainEqual({ institutionId: hotel, type: 'webcheckin.changed', id: b.id });
    // The refreshed token names the profile: the bookings module's guest view marks this guest as the caller's own.
    const view = await call(env.app, '/jwt/broker/core/DetalhesReservaWebCheckinService', { CODRES: b.id }, reply.usuCriado.attributes.jwt);
    expect(view.json().reserva.pessoasReserva[0].proprio).toBe('S');
  });

  it('finds the pending person by name when CODPESRES is absent; refuses a name not among the pending guests (pt/en/es)', async () => {
    const b = await open([{ name: 'Caio Lima' }, { name: 'Duda Lima' }]);
    const ok = await call(env.app, CRIAR, { criarUsu: { nomeCompleto: 'Duda Ferreira Lima', ...adult, cpf: '11144477735' } }, b.token);
    expect(ok.json().CODPESRES).toBe(b.persons[1]);
    const before = await guestCount();
    for (const [locale, text] of [
      ['pt', 'Nome não encontrado entre os hóspedes pendentes'],
      ['en', 'Name not found among the pending guests'],
      ['es', 'Nombre no encontrado entre los huéspedes pendientes'],
    ]) {
      const r = await call(env.app, `${CRIAR}?locale=${locale}`, { criarUsu: { nomeCompleto: 'Zeca Lima', ...adult } }, b.token);
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toContain(text);
    }
    const named = await call(env.app, CRIAR, { criarUsu: { CODPESRES: b.persons[0], nomeCompleto: 'Duda Lima', ...adult } }, b.token);
    expect(named.json().code).toBe('checkin.name_not_pending');
    expect(await guestCount()).toBe(before);
  });

  it('refuses a minor as the main guest (pt/en/es, hospital wording), accepts a minor companion', async () => {
    const b = await open([{ name: 'Lucas Prado' }, { name: 'Nina Prado' }]);
    const minor = `01/01/${new Date().getUTCFullYear() - 10}`;
    const before = await guestCount();
    const messages = {
      pt: 'O hóspede principal não pode ser criança ou menor de idade.',
      en: 'The main guest cannot be a child or a minor.',
      es: 'El huésped principal no puede ser un niño o menor de edad.',
    };
    for (const [locale, text] of Object.entries(messages)) {
      const r = await call(
        env.app,
        `${CRIAR}?locale=${locale}`,
        { criarUsu: { CODPESRES: b.persons[0], nomeCompleto: 'Lucas Prado', nacionalidade: 'BR', dataNasc: minor } },
        b.token,
      );
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe(text);
    }
    expect(await guestCount()).toBe(before);
    const companion = await call(
      env.app,
      CRIAR,
      { criarUsu: { CODPESRES: b.persons[1], nomeCompleto: 'Nina Prado', nacionalidade: 'BR', dataNasc: minor } },
      b.token,
    );
    expect(companion.statusCode).toBe(200);
    const hospitalBooking = await createBooking(env.db, env.demo.hospital, { persons: [{ name: 'Teo Gomes' }] });
    const ht = await bookingToken(env.app, hospitalBooking.voucher, 'Teo Gomes', 'hospital-demo');
    const h = await call(env.app, CRIAR, { criarUsu: { nomeCompleto: 'Teo Gomes', nacionalidade: 'BR', dataNasc: minor } }, ht.token);
    expect(h.json().message).toBe('O responsável principal do atendimento não pode ser criança ou menor de idade.');
  });

  it('refuses an e-mail another guest of the booking checked in with, and one registered at the hotel for someone else', async () => {
    const b = await open([{ name: 'Olga Reis' }, { name: 'Pedro Reis' }]);
    await call(
      env.app,
      CRIAR,
      { criarUsu: { CODPESRES: b.persons[0], nomeCompleto: 'Olga Reis', email: 'olga@reis.test', ...adult } },
      b.token,
    );
    await expectRefusalInEachLanguage(
      (l) =>
        call(
          env.app,
          `${CRIAR}?locale=${l}`,
          { criarUsu: { CODPESRES: b.persons[1], nomeCompleto: 'Pedro Reis', email: 'olga@reis.test', ...adult } },
          b.token,
        ),
      'checkin.duplicate_email',
    );
    const dup = await call(
      env.app,
      `${CRIAR}?locale=en`,
      { criarUsu: { CODPESRES: b.persons[1], nomeCompleto: 'Pedro Reis', email: 'OLGA@reis.test', ...adult } },
      b.token,
    );
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({
      code: 'checkin.duplicate_email',
      message: 'This e-mail is already used by another guest of this booking. Please enter a different e-mail.',
    });
    const other = await open([{ name: 'Quito Alves' }]);
    await expectRefusalInEachLanguage(
      (l) =>
        call(
          env.app,
          `${CRIAR}?locale=${l}`,
          { criarUsu: { nomeCompleto: 'Quito Alves', email: 'olga@reis.test', ...adult } },
          other.token,
        ),
      'checkin.email_registered',
    );
    const reg = await call(
      env.app,
      `${CRIAR}?locale=es`,
      { criarUsu: { nomeCompleto: 'Quito Alves', email: 'olga@reis.test', ...adult } },
      other.token,
    );
    expect(reg.json()).toMatchObject({
      code: 'checkin.email_registered',
      message: 'Este correo ya está registrado en el hotel para otra persona. Informe otro correo o contacte a la recepción.',
    });
  });

  it('allows duplicate e-mails on a booking when the hotel check-in type does (PERMITEEMAILDUPLICADO = S)', async () => {
    const ins = await createInstitution(env.db, {
      name: 'Hotel Família',
      flags: { PERMITEEMAILDUPLICADO: 'S' },
      linkCode: 'hotel-familia',
    });
    const b = await createBooking(env.db, ins, { persons: [{ name: 'Rosa Melo' }, { name: 'Saulo Melo' }] });
    const t = await bookingToken(env.app, b.voucher, 'Rosa Melo', 'hotel-familia');
    await call(
      env.app,
      CRIAR,
      { criarUsu: { CODPESRES: b.persons[0], nomeCompleto: 'Rosa Melo', email: 'familia@melo.test', ...adult } },
      t.token,
    );
    const r = await call(
      env.app,
      CRIAR,
      { criarUsu: { CODPESRES: b.persons[1], nomeCompleto: 'Saulo Melo', email: 'familia@melo.test', ...adult } },
      t.token,
    );
    // The duplicate on the booking is allowed; the e-mail still belongs to Rosa's profile at the hotel.
    expect(r.json().code).toBe('checkin.email_registered');
  });

  it('adds a companion not on the booking up to the guest limit (default 10)', async () => {
    const ins = await createInstitution(env.db, { name: 'Hotel Pequeno', flags: { QTDMAXHOSPEDESRESERVA: 2 }, linkCode: 'hotel-pequeno' });
    const b = await createBooking(env.db, ins, { persons: [{ name: 'Yara Dias' }] });
    const t = await bookingToken(env.app, b.voucher, 'Yara Dias', 'hotel-pequeno');
    const added = await call(
      env.app,
      CRIAR,
      { criarUsu: { nomeCompleto: 'Zoe Dias', novoAcompanhante: 'S', nacionalidade: 'BR', dataNasc: '01/01/2015' } },
      t.token,
    );
    expect(added.statusCode).toBe(200);
    const { rows } = await env.db.query('SELECT name, position FROM booking_persons WHERE booking_id = $1 ORDER BY position', [b.id]);
    expect(rows).toEqual([
      { name: 'Yara Dias', position: 0 },
      { name: 'Zoe Dias', position: 1 },
    ]);
    await expectRefusalInEachLanguage(
      (l) => call(env.app, `${CRIAR}?locale=${l}`, { criarUsu: { nomeCompleto: 'Ana Dias', novoAcompanhante: true, ...adult } }, t.token),
      'checkin.guest_limit',
      { max: 2 },
    );
    const limit = await call(
      env.app,
      `${CRIAR}?locale=en`,
      { criarUsu: { nomeCompleto: 'Ana Dias', novoAcompanhante: true, ...adult } },
      t.token,
    );
    expect(limit.json()).toMatchObject({
      code: 'checkin.guest_limit',
      message: 'The limit of 2 guests per booking has been reached. Please contact the reception.',
    });
    expect((await env.db.query('SELECT count(*)::int AS n FROM booking_persons WHERE booking_id = $1', [b.id])).rows[0]!.n).toBe(2);
  });

  it.each([
    ['dataNasc', '31/02/1990', 'checkin.invalid_birth_date', 'Data de nascimento inválida.'],
    ['dataNasc', `01/01/${new Date().getUTCFullYear() + 1}`, 'checkin.invalid_birth_date', 'Data de nascimento inválida.'],
    ['cpf', '111.111.111-11', 'checkin.invalid_cpf', 'CPF inválido'],
    ['celular', '12345', 'checkin.invalid_phone', 'Informe um número de telefone válido.'],
    ['placaVeiculo', 'ABCD123', 'checkin.invalid_plate', 'Placa de veículo inválida.'],
    ['cep', '1234', 'checkin.zip_invalid', 'CEP inválido.'],
  ])('refuses %s %s with a clear message, changing nothing', async (field, value, code, message) => {
    const b = await open([{ name: 'Igor Melo' }]);
    const before = await guestCount();
    const body = { criarUsu: { nomeCompleto: 'Igor Melo', ...adult, pais: 'BR', [field]: value } };
    const r = await call(env.app, CRIAR, body, b.token);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ status: 0, code, message });
    // The refusal names its field in the contract's input, with the same translated message (0027-form-kit.md).
    expect(r.json().errors).toEqual([{ path: `criarUsu.${field}`, message }]);
    await expectRefusalInEachLanguage((locale) => call(env.app, `${CRIAR}?locale=${locale}`, body, b.token), code);
    expect(await guestCount()).toBe(before);
  });

  it('checks the address against the locations data (IBGE city of the state)', async () => {
    const b = await open([{ name: 'Jorge Luz' }]);
    const bad = await call(
      env.app,
      CRIAR,
      { criarUsu: { nomeCompleto: 'Jorge Luz', ...adult, pais: 'BR', estado: 'RJ', cidadeId: '3550308' } },
      b.token,
    );
    expect(bad.json().code).toBe('checkin.city_invalid');
    const ok = await call(
      env.app,
      CRIAR,
      { criarUsu: { nomeCompleto: 'Jorge Luz', ...adult, pais: 'BR', estado: 'SP', cidadeId: '3550308', cep: '01001000' } },
      b.token,
    );
    expect(ok.json().pessoa).toMatchObject({ cidade: 'São Paulo', cidadeId: '3550308', cep: '01001-000', estado: 'SP' });
  });

  it('refuses bad input with 400 and nothing written; a context token (no booking) with 403', async () => {
    const b = await open([{ name: 'Kaio Brito' }]);
    const before = await guestCount();
    const r = await call(env.app, CRIAR, { criarUsu: { nomeCompleto: 'K', email: 'not-an-email', sexo: 'X' } }, b.token);
    expect(r.statusCode).toBe(400);
    expect(await guestCount()).toBe(before);
    const ctx = (await call(env.app, '/legacy/token?h=hotel-demo')).json().token;
    expect((await call(env.app, CRIAR, { criarUsu: { nomeCompleto: 'Kaio Brito' } }, ctx)).statusCode).toBe(403);
    expect((await call(env.app, CRIAR, { criarUsu: { nomeCompleto: 'Kaio Brito' } })).statusCode).toBe(401);
  });
});

describe('CriarUsuarioService (staff, /new/index)', () => {
  it('creates a profile with CHANGEINS novapessoa; refuses a registered CPF or e-mail; refuses without the permission', async () => {
    const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
    const r = await call(
      env.app,
      CRIAR,
      { criarUsu: { nomeCompleto: 'Cadastro Balcão', cpf: '93541134780', email: 'balcao@demo.test' } },
      reception,
    );
    expect(r.json()).toMatchObject({ status: 1, pesCriada: 'S', wizardAction: 'NONE', usuCriado: { attributes: { jwt: null } } });
    const again = await call(env.app, CRIAR, { criarUsu: { nomeCompleto: 'Outro Nome', cpf: '93541134780' } }, reception);
    expect(again.json().code).toBe('checkin.document_registered');
    const mail = await call(env.app, CRIAR, { criarUsu: { nomeCompleto: 'Outro Nome', email: 'BALCAO@demo.test' } }, reception);
    expect(mail.json().code).toBe('checkin.email_registered');
    await createUser(env.db, { email: 'sem@demo.test', name: 'Sem', password: 'demo1234', institutions: [hotel], permissions: [] });
    const none = (await signIn(env.app, 'sem@demo.test')).token;
    expect((await call(env.app, CRIAR, { criarUsu: { nomeCompleto: 'Nada Feito' } }, none)).statusCode).toBe(403);
  });
});

describe('alterarPessoaService', () => {
  it('a guest changes a pending person of their booking; partial fields; AR rule for an Argentine hotel', async () => {
    const b = await open([{ name: 'Leo Campos' }]);
    const created = (await call(env.app, CRIAR, { criarUsu: { nomeCompleto: 'Leo Campos', ...adult, profissao: 'Chef' } }, b.token)).json();
    const codPes = created.usuCriado.attributes.codPes;
    const r = await call(env.app, ALTERAR, { alterarPessoa: { codPes, celular: '+54 9 11 1234-5678', placaVeiculo: 'abc1d23' } }, b.token);
    expect(r.json().pessoa).toMatchObject({
      celular: '+5491112345678',
      placaVeiculo: 'ABC1D23',
      profissao: 'Chef',
      dataNasc: '10/05/1985',
    });
    const cleared = await call(env.app, ALTERAR, { alterarPessoa: { codPes, profissao: null } }, b.token);
    expect(cleared.json().pessoa.profissao).toBeNull();

    const ar = await createInstitution(env.db, { name: 'Hotel Buenos Aires', country: 'AR', linkCode: 'hotel-ba' });
    const arb = await createBooking(env.db, ar, { persons: [{ name: 'Lionel Diaz' }] });
    const art = await bookingToken(env.app, arb.voucher, 'Lionel Diaz', 'hotel-ba');
    const arp = await call(
      env.app,
      CRIAR,
      {
        criarUsu: {
          nomeCompleto: 'Lionel Diaz',
          nacionalidade: 'AR',
          dataNasc: '01/02/1980',
          celular: '011 15 1234-5678',
          travelDocument: 'AAA123456',
        },
      },
      art.token,
    );
    expect(arp.json().pessoa.celular).toBe('+541112345678');
  });

  it("refuses another booking's person, a done person, bad values; staff of another hotel see nothing", async () => {
    const b = await open([{ name: 'Mara Toledo' }]);
    const codPes = (await call(env.app, CRIAR, { criarUsu: { nomeCompleto: 'Mara Toledo', ...adult } }, b.token)).json().usuCriado
      .attributes.codPes;
    const other = await open([{ name: 'Nuno Toledo' }]);
    expect((await call(env.app, ALTERAR, { alterarPessoa: { codPes, profissao: 'X' } }, other.token)).statusCode).toBe(404);
    const bad = await call(env.app, `${ALTERAR}?locale=en`, { alterarPessoa: { codPes, dataNasc: '99/99/1999' } }, b.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'checkin.invalid_birth_date', message: 'Invalid birth date.' });
    expect(bad.json().errors).toEqual([{ path: 'alterarPessoa.dataNasc', message: 'Invalid birth date.' }]);
    await env.db.query(`UPDATE booking_persons SET webcheckin_status = 'D' WHERE id = $1`, [b.persons[0]]);
    expect((await call(env.app, ALTERAR, { alterarPessoa: { codPes, profissao: 'X' } }, b.token)).json().code).toBe('checkin.person_done');
    const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
    const staff = await call(env.app, ALTERAR, { alterarPessoa: { codPes, profissao: 'Arquiteta' } }, reception);
    expect(staff.json().pessoa.profissao).toBe('Arquiteta');
    const admin = (await signIn(env.app, 'admin@demo.test')).token;
    const pousadaToken = (await call(env.app, '/broker/auth/ChangeContextIns', { _attributes: { codIns: env.demo.pousada } }, admin)).json()
      .token;
    const foreign = await call(env.app, ALTERAR, { alterarPessoa: { codPes, profissao: 'Hacker' } }, pousadaToken);
    expect(foreign.statusCode).toBe(404);
    expect((await env.db.query('SELECT profession FROM guests WHERE id = $1', [codPes])).rows[0]!.profession).toBe('Arquiteta');
  });
});

describe('DetalhesPessoaService / DetalhesPessoaRecemCriadaService', () => {
  it('answer JSON and the legacy XML envelope; a guest sees only persons of their booking', async () => {
    const b = await open([{ name: 'Otto Sales' }]);
    const codPes = (
      await call(env.app, CRIAR, { criarUsu: { nomeCompleto: 'Otto Sales', ...adult, email: 'otto@sales.test' } }, b.token)
    ).json().usuCriado.attributes.codPes;
    const json = await call(env.app, '/jwt/broker/core/DetalhesPessoaRecemCriadaService', { codPes }, b.token);
    expect(json.json()).toMatchObject({
      status: 1,
      wizardAction: 'NEXT',
      pessoa: { codPes, nomeCompleto: 'Otto Sales' },
      pessoaReserva: { CODPESRES: b.persons[0], statusWebCheckin: 'P' },
    });
    const xml = await env.app.inject({
      method: 'POST',
      url: '/jwt/broker/core',
      payload: `<serviceRequest serviceName="DetalhesPessoaService"><requestBody>{"codPes": ${codPes}}</requestBody></serviceRequest>`,
      headers: { 'content-type': 'text/xml', authorization: `Bearer ${b.token}` },
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<serviceResponse status="1">');
    expect(xml.body).toContain('<nomeCompleto>Otto Sales</nomeCompleto>');
    const other = await open([{ name: 'Pia Sales' }]);
    expect((await call(env.app, '/jwt/broker/core/DetalhesPessoaRecemCriadaService', { codPes }, other.token)).statusCode).toBe(404);
    const xmlRefused = await env.app.inject({
      method: 'POST',
      url: '/jwt/broker/core',
      payload: `<serviceRequest serviceName="DetalhesPessoaService"><requestBody>{"codPes": ${codPes}}</requestBody></serviceRequest>`,
      headers: { 'content-type': 'text/xml', authorization: `Bearer ${other.token}` },
    });
    expect(xmlRefused.body).toContain('<serviceResponse status="0">');
    const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
    expect((await call(env.app, DETALHES, { codPes }, reception)).json().pessoa.email).toBe('otto@sales.test');
    expect((await call(env.app, DETALHES, {}, reception)).statusCode).toBe(400);
  });
});
