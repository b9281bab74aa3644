import { describe, expect, it } from 'vitest';
import { adminAt, bookingToken, CORE, createBooking, demoUserWith, guest, newHotelUser } from './bookings-helpers';
import { call, createTestEnv, signIn } from './harness';

/** DetalhesReservaService and DetalhesReservaWebCheckinService. */
const env = await createTestEnv();
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const hospitalAdmin = await adminAt(env, env.demo.hospital);
const DETAILS = `${CORE}/DetalhesReservaService`;
const WEB = `${CORE}/DetalhesReservaWebCheckinService`;

/** What the check-in module writes when a guest finishes the web check-in (simulated here with SQL). */
async function webCheckin(personId: number) {
  const { rows } = await env.db.query<{ id: number }>(
    `INSERT INTO guests (institution_id, full_name, sex, email, mobile, profession, nationality, nationality_name, birth_date, cpf, country, state,
                         city, zip, district, address, address_number, address_complement, vehicle_plate, kinship, card_holder, accessibility, dietary_restriction)
     VALUES ($1, 'Maria Souza de Lima', 'F', 'maria.souza@example.test', '+5511987654321', 'Engenheira', 'BR', 'Brasileira', '1990-07-15', '52998224725',
             'BR', 'SP', 'São Paulo', '01310-100', 'Bela Vista', 'Av. Paulista', '1000', 'ap 12', 'ABC1D23', 'M', 'T', 'Cadeira de rodas', 'Sem glúten')
     RETURNING id`,
    [env.demo.hotel],
  );
  const guestId = rows[0]!.id;
  await env.db.query(
    `UPDATE booking_persons SET guest_id = $2, webcheckin_status = 'D', webcheckin_at = '2026-03-05T15:04:00Z', webcheck_name = 'Maria Souza de Lima',
            webcheck_email = 'maria.souza@example.test', webcheck_phone = '+5511987654321', webcheck_doc = '52998224725',
            signature_key = 'sig-1', doc_front_key = 'doc-f', doc_back_key = NULL, vaccine_front_key = 'vac-f',
            pet_keys = ARRAY['pet-1', 'pet-2'], auth_key = 'auth-1'
      WHERE id = $1`,
    [personId, guestId],
  );
  await env.db.query(
    `INSERT INTO accepted_terms (institution_id, booking_person_id, signature_key, term_description, accepted_at, ip, user_agent)
     VALUES ($1, $2, 'sig-1', 'Termo de hospedagem', '2026-03-05T15:05:00Z', '203.0.113.7', 'Mozilla/5.0 (iPhone)')`,
    [env.demo.hotel, personId],
  );
  await env.db.query(
    `INSERT INTO pms_registrations (institution_id, booking_person_id, state, released_at, consulted_at, error_details)
     VALUES ($1, $2, 'error', '2026-03-05T15:06:00Z', '2026-03-05T15:07:00Z', 'CPF recusado pelo PMS')`,
    [env.demo.hotel, personId],
  );
  return guestId;
}

type Person = Record<string, unknown> & { CODPESRES: number; hospede: Record<string, unknown> | null; aceiteTermosJuridicos: unknown[] };
type Details = {
  reserva: Record<string, unknown> & { pessoasReserva: Person[] };
  documentos: { colunas: string[]; pessoas: Record<string, unknown>[] };
};

describe('DetalhesReservaService', () => {
  it("returns every guest's web check-in data, image keys, terms, profile and PMS state in the hotel's time zone", async () => {
    const saved = await createBooking(env, reception);
    const [maria, jose] = saved.reserva.pessoasReserva;
    const guestId = await webCheckin(maria!.CODPESRES);
    const r = await call(env.app, DETAILS, { CODRES: saved.CODRES }, reception);
    expect(r.statusCode, r.body).toBe(200);
    const { reserva, documentos } = r.json() as Details;
    expect(reserva).toMatchObject({
      CODRES: saved.CODRES,
      STATUS: 'R',
      qtdPessoas: 2,
      qtdWebCheckinRealizados: 1,
      DHCHECKIN: '-',
      DHCHECKOUT: '-',
    });
    const p = reserva.pessoasReserva[0]!;
    expect(p).toMatchObject({
      CODPESRES: maria!.CODPESRES,
      principal: 'S',
      statusWebCheckin: 'D',
      DHWEBCHECKIN: '05/03/2026 12:04',
      WEBCHECKNOME: 'Maria Souza de Lima',
      WEBCHECKCHAVEIMGASSINATURA: 'sig-1',
      WEBCHECKCHAVEIMGDOCUMENTO: 'doc-f',
      WEBCHECKCHAVEIMGDOCUMENTOVERSO: null,
      WEBCHECKCHAVEIMGDOCUMENTOVACINA: 'vac-f',
      WEBCHECKCHAVEIMGDOCUMENTOPET: 'pet-1',
      WEBCHECKCHAVEIMGDOCUMENTOPETVERSO: 'pet-2',
      WEBCHECKCHAVEIMGDOCUMENTOPETVERSO5: null,
      WEBCHECKCHAVEIMGAUTORIZACAO: 'auth-1',
      aceiteTermosJuridicos: [
        {
          CHAVEIMGASSINATURA: 'sig-1',
          descrTermo: 'Termo de hospedagem',
          dhAceite: '05/03/2026 12:05',
          ip: '203.0.113.7',
          userAgent: 'Mozilla/5.0 (iPhone)',
          assistidoPor: null,
        },
      ],
      statusPms: 'error',
      dhLiberacao: '05/03/2026 12:06',
      dhConsulta: '05/03/2026 12:07',
      errorDetails: 'CPF recusado pelo PMS',
    });
    expect(p.hospede).toMatchObject({
      codPes: guestId,
      nomeCompleto: 'Maria Souza de Lima',
      dataNasc: '15/07/1990',
      // Masked for every role (issue 9 §5); RevelarDocumentoService shows it in full.
      cpf: '***.982.247-**',
      cidade: 'São Paulo',
      placaVeiculo: 'ABC1D23',
      grauParentesco: 'M',
      titularCartao: 'T',
      restricaoAlimentar: 'Sem glúten',
      chaveImgAssinatura: 'sig-1',
      chaveImgDocumentoVacina: 'vac-f',
      chaveImgDocumentoPetVerso: 'pet-2',
      statusPms: 'error',
      codLib: expect.any(Number),
    });
    const second = reserva.pessoasReserva[1]!;
    expect(second).toMatchObject({
      CODPESRES: jose!.CODPESRES,
      principal: 'N',
      statusWebCheckin: 'P',
      hospede: null,
      statusPms: 'pending',
      dhLiberacao: '-',
      codLib: null,
    });
    // Hotel Demo has every document flag on: vaccine, pet and authorisation columns show.
    expect(documentos.colunas).toEqual([
      'signature',
      'docFront',
      'docBack',
      'terms',
      'vaccineFront',
      'vaccineBack',
      'petFront',
      'petBack',
      'authorization',
    ]);
    expect(documentos.pessoas[0]).toMatchObject({
      signature: true,
      docFront: true,
      docBack: false,
      terms: true,
      vaccineFront: true,
      petBack: true,
      authorization: true,
    });
    expect(documentos.pessoas[1]).toMatchObject({ signature: false, terms: false });
  });

  it('shows only the base document columns at a hotel without the flags', async () => {
    const saved = await createBooking(env, hospitalAdmin);
    const r = (await call(env.app, DETAILS, { CODRES: saved.CODRES }, hospitalAdmin)).json() as Details;
    expect(r.documentos.colunas).toEqual(['signature', 'docFront', 'docBack', 'terms']);
  });

  it('refuses bad input, other hotels, and users without any TRIAL action', async () => {
    const saved = await createBooking(env, reception, { pessoasReserva: [guest('Pessoa Reservada')] });
    expect((await call(env.app, DETAILS, { CODRES: 'x' }, reception)).statusCode).toBe(400);
    expect((await call(env.app, DETAILS, {}, reception)).statusCode).toBe(400);
    const other = await call(env.app, DETAILS, { CODRES: saved.CODRES }, hospitalAdmin);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: 0, message: 'Atendimento não encontrado.' });
    expect(other.body).not.toContain('Pessoa Reservada');
    const { token } = await newHotelUser(env, ['reservas']);
    expect((await call(env.app, DETAILS, { CODRES: saved.CODRES }, token)).statusCode).toBe(404);
    expect((await call(env.app, DETAILS, { CODRES: saved.CODRES }, await demoUserWith(env, []))).statusCode).toBe(403);
    expect((await call(env.app, DETAILS, { CODRES: saved.CODRES })).statusCode).toBe(401);
    for (const action of ['reservas', 'checkinouts', 'pessoas']) {
      expect((await call(env.app, DETAILS, { CODRES: saved.CODRES }, await demoUserWith(env, [action]))).statusCode).toBe(200);
    }
    // Also served under /broker/core.
    expect((await call(env.app, '/broker/core/DetalhesReservaService', { CODRES: saved.CODRES }, reception)).statusCode).toBe(200);
  });
});

describe('DetalhesReservaWebCheckinService', () => {
  it('gives staff the full details and a booking-token guest only that booking, with their own data only', async () => {
    const saved = await createBooking(env, reception);
    const [maria, jose] = saved.reserva.pessoasReserva;
    const guestId = await webCheckin(maria!.CODPESRES);
    const staff = await call(env.app, WEB, { CODRES: saved.CODRES }, reception);
    expect((staff.json() as Details).reserva.pessoasReserva[0]!.WEBCHECKCHAVEIMGASSINATURA).toBe('sig-1');

    const token = await bookingToken(env, env.demo.hotel, saved.CODRES, guestId);
    const asGuest = await call(env.app, WEB, {}, token);
    expect(asGuest.statusCode, asGuest.body).toBe(200);
    const body = asGuest.json() as { reserva: { CODRES: number; pessoasReserva: Record<string, unknown>[] } };
    expect(body.reserva.CODRES).toBe(saved.CODRES);
    expect(body.reserva.pessoasReserva[0]).toMatchObject({
      CODPESRES: maria!.CODPESRES,
      proprio: 'S',
      statusWebCheckin: 'D',
      EMAIL: 'maria.souza@example.test',
    });
    expect(body.reserva.pessoasReserva[1]).toEqual({
      CODPESRES: jose!.CODPESRES,
      NOME: 'José Conceição',
      principal: 'N',
      statusWebCheckin: 'P',
      proprio: 'N',
    });
    expect(asGuest.body).not.toContain('sig-1');
    expect(asGuest.body).not.toContain('jose.conceicao@example.test');
    expect((await call(env.app, WEB, { CODRES: saved.CODRES }, token)).statusCode).toBe(200);
  });

  it("refuses a guest asking for another booking, a context token, another hotel's token and staff without the permission", async () => {
    const mine = await createBooking(env, reception);
    const other = await createBooking(env, reception, { pessoasReserva: [guest('Outra Família')] });
    const token = await bookingToken(env, env.demo.hotel, mine.CODRES);
    const cross = await call(env.app, WEB, { CODRES: other.CODRES }, token);
    expect(cross.statusCode).toBe(403);
    expect(cross.body).not.toContain('Outra Família');
    const ctxToken = (
      (await call(env.app, '/jwt/brokerJson/core/ContextoService', { parametros: { attributes: { h: 'hotel-demo' } } })).json() as {
        contextIns: { jwtContexto: string };
      }
    ).contextIns.jwtContexto;
    expect((await call(env.app, WEB, { CODRES: mine.CODRES }, ctxToken)).statusCode).toBe(403);
    const forged = await bookingToken(env, env.demo.hospital, mine.CODRES);
    expect((await call(env.app, WEB, {}, forged)).statusCode).toBe(404);
    expect((await call(env.app, WEB, { CODRES: mine.CODRES }, await demoUserWith(env, ['mapa-reservas']))).statusCode).toBe(403);
    expect((await call(env.app, WEB, {}, reception)).statusCode).toBe(400);
    expect((await call(env.app, WEB, { CODRES: 'abc' }, token)).statusCode).toBe(400);
    const signedGuest = (await signIn(env.app, 'hospede@demo.test')).token;
    expect((await call(env.app, WEB, { CODRES: mine.CODRES }, signedGuest)).statusCode).toBe(403);
  });
});
