import { DASHBOARDS, TABLE_CARDS } from '@gm/contracts/dashboards/catalogue';
import { comparedPeriod, seriesUnit } from '@gm/contracts/dashboards/inputs';
import ExcelJS from 'exceljs';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it, vi } from 'vitest';
import { modules } from '../src/modules';
import { XLSX_MAX_ROWS } from '../src/platform/queries';
import { type SheetPlan, streamWorkbook } from '../src/platform/query-workbook';
import { createInstitution, createUser } from '../src/seed/factories';
import { call, createTestEnv, signIn } from './harness';

const env = await createTestEnv();

// Two hotels of one network; the second holds data the first's staff must never see.
const hotel = await createInstitution(env.db, { name: 'Hotel Painel', network: 'Rede Painel' });
const other = await createInstitution(env.db, { name: 'Hotel Outro', network: 'Rede Painel' });
const user = (email: string, institutions: number[], permissions: string[]) =>
  createUser(env.db, { email, name: email, password: 'demo1234', institutions, permissions });
await user('checkin@dash.test', [hotel, other], [`DASH:${hotel}:webcheckins`]);
await user('nps@dash.test', [hotel], [`DASH:${hotel}:nps`]);
await user('network@dash.test', [hotel, other], [`DASH:${hotel}:webcheckins`, `DASH:${other}:webcheckins`]);

let seq = 0;
/** A booking arriving on `day` with its persons: done = how many completed the online check-in (the first ones). */
async function booking(institution: number, day: string, persons: number, done: number, extra: { doc?: boolean; origin?: string } = {}) {
  const { rows } = await env.db.query<{ id: number }>(
    `INSERT INTO bookings (institution_id, voucher, check_in, check_out, status, origin) VALUES ($1, $2, $3::date, $3::date + 2, 'R', $4) RETURNING id`,
    [institution, `D-${++seq}`, day, extra.origin ?? null],
  );
  const id = rows[0]!.id;
  for (let i = 0; i < persons; i++) {
    const d = i < done;
    await env.db.query(
      `INSERT INTO booking_persons (booking_id, institution_id, position, name, webcheckin_status, webcheckin_at, webcheck_name,
                                    webcheck_email, doc_front_key, signature_key)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 = 'D' THEN $6::date::timestamp - interval '30 hours' END, $7, $7, $8, $9)`,
      [
        id,
        institution,
        i,
        `Hóspede ${seq}.${i}`,
        d ? 'D' : 'P',
        day,
        d ? 'x' : null,
        d && extra.doc !== false ? 'k' : null,
        d ? 's' : null,
      ],
    );
  }
  await env.db.query(
    `INSERT INTO notification_sends (institution_id, template, subject_key, recipient, language, status, created_at, sent_at)
     VALUES ($1, 'checkinLink', $2, 'g@x.test', 'pt', 'sent', $3::date - 3 + time '12:00', $3::date - 3 + time '12:00')`,
    [institution, `booking:${id}`, day],
  );
  return id;
}
await booking(hotel, '2026-03-02', 2, 2, { origin: 'Booking.com' });
await booking(hotel, '2026-03-02', 1, 0, { origin: 'Direto' });
await booking(hotel, '2026-03-03', 2, 1, { doc: false, origin: 'Booking.com' });
await booking(other, '2026-03-02', 3, 3); // the other hotel's
await booking(other, '2026-03-03', 1, 1);

// NPS: a questionnaire with a day of answers in each hotel.
async function nps(institution: number, day: string, p: number, s: number, d: number) {
  const { rows } = await env.db.query<{ id: number }>(
    `INSERT INTO questionnaires (institution_id, public_key, name, purpose) VALUES ($1, $2, 'Pós-estadia;;;After the stay', 'nps') RETURNING id`,
    [institution, `dash-q-${institution}-${++seq}`],
  );
  await env.db.query(
    `INSERT INTO survey_nps_daily (institution_id, questionnaire_id, day, answers, promoters, passives, detractors) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [institution, rows[0]!.id, day, p + s + d, p, s, d],
  );
}
await nps(hotel, '2026-03-02', 6, 2, 2);
await nps(other, '2026-03-02', 0, 0, 9);

const checkin = (await signIn(env.app, 'checkin@dash.test')).token;
const npsUser = (await signIn(env.app, 'nps@dash.test')).token;
const network = (await signIn(env.app, 'network@dash.test')).token;
const march = { DHINCLUSAOINI: '01/03/2026', DHINCLUSAOFIN: '31/03/2026' };
const q = (name: string, body: object, token: string) => call(env.app, `/dashboardQueries/executeQuery/${name}`, body, token);

const allQueries = modules.flatMap((m) => m.queries);
const familyOf = (name: string) => DASHBOARDS.find((d) => d.cards.includes(name))?.family;

describe('the dashboards catalogue', () => {
  it('names only registered queries, each in the family its permission says', () => {
    for (const d of DASHBOARDS) {
      for (const card of d.cards) {
        const query = allQueries.find((x) => x.name === card);
        expect(query, card).toBeDefined();
        expect(query!.permission).toEqual(d.permission);
      }
    }
  });
  it('marks as tables exactly the cards whose query draws a table (the web pages them before their metadata)', () => {
    const cards = [...new Set(DASHBOARDS.flatMap((d) => d.cards))];
    const tables = cards.filter((c) => (allQueries.find((x) => x.name === c)?.chart?.kind ?? 'table') === 'table');
    expect([...TABLE_CARDS].sort()).toEqual(tables.sort());
  });
});

describe('check-in family', () => {
  it('summary: arrivals, uptake with 4-decimal percentages, documents missing, links', async () => {
    const r = await q('checkin-summary', march, checkin);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().rows).toEqual([
      {
        chegadas: 3,
        webCheckins: 2,
        adesao: 0.666667,
        hospedes: 5,
        hospedesConcluidos: 3,
        documentosFaltando: 1,
        // Completed 30 hours before midnight UTC: 33 hours before the hotel's midnight (São Paulo).
        antecedenciaHoras: 33,
        linksEnviados: 3,
      },
    ]);
  });
  it('steps, timing, origins, links and provision read the same arrivals', async () => {
    const steps = (await q('checkin-steps', march, checkin)).json().rows;
    expect(steps.map((s: { hospedes: number }) => s.hospedes)).toEqual([3, 3, 2, 3, 3]);
    expect(steps[4].percentual).toBe(0.6);
    const timing = (await q('checkin-timing', march, checkin)).json().rows;
    expect(timing.map((s: { hospedes: number }) => s.hospedes)).toEqual([0, 0, 3, 0, 0]);
    const origins = (await q('checkin-origins', march, checkin)).json().rows;
    expect(origins[0]).toEqual({ origem: 'Booking.com', chegadas: 2, webCheckins: 2, adesao: 1 });
    // Links mailed three days before arrival: in February; a link counts as opened once the guest started.
    const links = (
      await q('checkin-links', { DHINCLUSAOINI: '20/02/2026', DHINCLUSAOFIN: '31/03/2026', TIPOPERIODO: 'M' }, checkin)
    ).json();
    expect(links.rows).toEqual([{ periodo: '2026-02-01', enviados: 3, abertos: 2, concluidos: 2, taxaAbertura: 0.666667 }]);
    const days = (await q('checkin-provision-days', march, checkin)).json().rows;
    expect(days).toEqual([
      { dia: '2026-03-02', chegadas: 2, prontas: 1, parciais: 0, naoIniciadas: 1, documentosFaltando: 0 },
      { dia: '2026-03-03', chegadas: 1, prontas: 0, parciais: 1, naoIniciadas: 0, documentosFaltando: 1 },
    ]);
    const list = await q('checkin-provision', { ...march, limit: 2 }, checkin);
    expect(list.json().totalRows).toBe(3);
    expect(list.json().rows).toHaveLength(2);
    const done = (await q('checkin-list', { DHINCLUSAOINI: '20/02/2026', DHINCLUSAOFIN: '31/03/2026' }, checkin)).json();
    expect(done.totalRows).toBe(3);
  });
  it('comparison: the previous period and the same period a year before', async () => {
    const r = await q('checkin-arrivals', { ...march, COMPARACAO: 'A' }, checkin);
    expect(r.json().comparison).toMatchObject({ start: '2025-03-01', end: '2025-03-31', rows: [], totalRows: 0 });
    const prev = await q('checkin-summary', { DHINCLUSAOINI: '03/03/2026', DHINCLUSAOFIN: '03/03/2026', COMPARACAO: 'P' }, checkin);
    expect(prev.json().comparison).toMatchObject({ start: '2026-03-02', end: '2026-03-02', rows: [{ chegadas: 2 }] });
    expect(comparedPeriod('2024-02-29', '2024-03-31', 'A')).toEqual({ start: '2023-02-28', end: '2023-03-31' });
  });
  it('hotels side by side: only the hotels the caller holds the permission at', async () => {
    const r = await q('checkin-summary', { ...march, CODINS: [hotel, other] }, network);
    expect(
      r
        .json()
        .hotels.map((h: { codIns: number }) => h.codIns)
        .sort(),
    ).toEqual([hotel, other].sort());
    expect(
      r
        .json()
        .rows.map((x: { codIns: number; chegadas: number }) => [x.codIns, x.chegadas])
        .sort(),
    ).toEqual(
      [
        [hotel, 3],
        [other, 2],
      ].sort(),
    );
    // The check-in user works at both hotels but holds the permission at one: the other is ignored.
    const one = await q('checkin-summary', { ...march, CODINS: [hotel, other] }, checkin);
    expect(one.json().hotels).toEqual([{ codIns: hotel, name: 'Hotel Painel' }]);
    expect(one.json().rows[0].chegadas).toBe(3);
  });
  it('the series never exceeds about 1,000 points', () => {
    expect(seriesUnit('2024-01-01', '2026-12-31', 'D')).toBe('week');
    expect(seriesUnit('2026-01-01', '2026-12-31', 'D')).toBe('day');
  });
});

describe('NPS family', () => {
  it('summary from the closed and open days of this hotel only', async () => {
    const r = await q('nps-summary', march, npsUser);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().rows[0]).toMatchObject({ respostas: 10, nps: 40, promotores: 0.6, detratores: 0.2 });
    const by = await q('nps-questionnaires', march, npsUser);
    expect(by.json().rows).toEqual([{ questionario: 'Pós-estadia', respostas: 10, promotores: 6, neutros: 2, detratores: 2, nps: 40 }]);
  });
});

describe('NPS family lists', () => {
  it('answers, comments, detractors with their follow-up, per question, invitations and response rate', async () => {
    const [b1, b2] = [await booking(hotel, '2026-03-20', 1, 1), await booking(hotel, '2026-03-21', 1, 1)];
    const person = async (b: number) =>
      (await env.db.query<{ id: number }>('SELECT id FROM booking_persons WHERE booking_id = $1', [b])).rows[0]!.id;
    const [p1, p2] = [await person(b1), await person(b2)];
    const { rows: qs } = await env.db.query<{ id: number }>(
      `INSERT INTO questionnaires (institution_id, public_key, name, purpose) VALUES ($1, $2, 'Estadia;;;Stay', 'nps') RETURNING id`,
      [hotel, `dash-list-${Date.now()}`],
    );
    const qid = qs[0]!.id;
    const { rows: vs } = await env.db.query<{ id: number }>(
      `INSERT INTO questionnaire_versions (questionnaire_id, institution_id, version, questions)
       VALUES ($1, $2, 1, '[{"codPer":1,"grupo":"G","tipoPer":"radiobox","descrPer":"Recomendaria?;;;Would you recommend?","metric":"nps"},
                           {"codPer":2,"grupo":"G","tipoPer":"estrelas","descrPer":"Café;;;Breakfast","metric":"rating"}]') RETURNING id`,
      [qid, hotel],
    );
    const respond = async (b: number, p: number, nps: number, comment: string | null, at: string) =>
      (
        await env.db.query<{ id: number }>(
          `INSERT INTO survey_responses (institution_id, questionnaire_id, version_id, booking_id, booking_person_id, language, questions,
                                         nps, rating, comment, submitted_at)
           VALUES ($1, $2, $3, $4, $5, 'pt', '[]', $6, 4, $7, $8) RETURNING id`,
          [hotel, qid, vs[0]!.id, b, p, nps, comment, at],
        )
      ).rows[0]!.id;
    const r1 = await respond(b1, p1, 3, 'Quarto frio', '2026-03-25T15:00:00Z');
    await respond(b2, p2, 10, null, '2026-03-26T15:00:00Z');
    await env.db.query(`UPDATE survey_responses SET reply_text = 'Sentimos muito', replied_at = '2026-03-27T12:00:00Z' WHERE id = $1`, [
      r1,
    ]);
    for (const [rid, code, score] of [
      [r1, 1, 3],
      [r1, 2, 2],
    ])
      await env.db.query(
        `INSERT INTO survey_answers (response_id, institution_id, questionnaire_id, question_code, value, score, answered_at)
         VALUES ($1, $2, $3, $4, to_jsonb($5::int), $5, '2026-03-25T15:00:00Z')`,
        [rid, hotel, qid, code, score],
      );
    for (const p of [p1, p2])
      await env.db.query(
        `INSERT INTO notification_sends (institution_id, template, subject_key, recipient, language, status, created_at, sent_at)
         VALUES ($1, 'postStaySurvey', $2, 'g@x.test', 'pt', 'sent', '2026-03-24T12:00:00Z', '2026-03-24T12:00:00Z')`,
        [hotel, `survey:${p}`],
      );
    const late = { DHINCLUSAOINI: '20/03/2026', DHINCLUSAOFIN: '31/03/2026' };
    const list = (await q('nps-responses', late, npsUser)).json();
    expect(list.totalRows).toBe(2);
    expect(list.rows[1]).toMatchObject({
      voucher: expect.stringMatching(/^D-/),
      questionario: 'Estadia',
      nota: 3,
      avaliacao: 4,
      comentario: 'Quarto frio',
      respondida: 'Sim',
    });
    const reviews = (await q('nps-reviews', late, npsUser)).json();
    expect(reviews.rows).toEqual([expect.objectContaining({ nota: 3, comentario: 'Quarto frio', resposta: 'Sentimos muito' })]);
    const detractors = (await q('nps-detractors', late, npsUser)).json();
    expect(detractors.rows).toEqual([expect.objectContaining({ nota: 3, acompanhamento: 'Não', respondida: 'Sim' })]);
    const questions = await call(env.app, '/dashboardQueries/executeQuery/nps-questions?locale=en', late, npsUser);
    expect(questions.json().rows).toEqual([
      { questionario: 'Stay', pergunta: 'Would you recommend?', respostas: 1, media: 3 },
      { questionario: 'Stay', pergunta: 'Breakfast', respostas: 1, media: 2 },
    ]);
    const invitations = (await q('nps-invitations', { ...late, TIPOPERIODO: 'M' }, npsUser)).json();
    expect(invitations.rows).toEqual([{ periodo: '2026-03-01', convidados: 2, responderam: 2, taxaResposta: 1 }]);
    const summary = (await q('nps-summary', late, npsUser)).json();
    expect(summary.rows[0]).toMatchObject({ avaliacao: 4, comentarios: 1, convidados: 2, taxaResposta: 1 });
  });
});

describe('every named query of the families', () => {
  // The check-in and NPS families; the others have their own files (dashboards-crm-sync, -reviews, -totem-lock,
  // messaging.test.ts).
  const names = [...new Set(DASHBOARDS.filter((d) => d.family === 'check-in' || d.family === 'nps').flatMap((d) => d.cards))];
  const tokenFor = (name: string) => (familyOf(name) === 'nps' ? npsUser : checkin);
  const wrongFor = (name: string) => (familyOf(name) === 'nps' ? checkin : npsUser);
  it.each(names)('%s: another hotel id in the parameters is ignored', async (name) => {
    const plain = await q(name, march, tokenFor(name));
    expect(plain.statusCode, plain.body).toBe(200);
    const sneaky = await q(name, { ...march, codIns: other, institutionId: other, CODINS: [other] }, tokenFor(name));
    expect(sneaky.statusCode, sneaky.body).toBe(200);
    expect(sneaky.json().rows).toEqual(plain.json().rows);
    expect(sneaky.json().hotels).toBeUndefined();
  });
  it.each(names)('%s: the other family is refused (403), bad parameters are 400 on the field', async (name) => {
    expect((await q(name, march, wrongFor(name))).statusCode).toBe(403);
    expect((await call(env.app, `/dashboardQueries/metadataQuery/${name}`, {}, wrongFor(name))).statusCode).toBe(403);
    const bad = await q(name, { DHINCLUSAOINI: '31/02/2026', TIPOPERIODO: 'X', COMPARACAO: 'Z' }, tokenFor(name));
    expect(bad.statusCode).toBe(400);
  });
  it.each(names)('%s: metadata has translated columns, a chart hint, the help and the filters', async (name) => {
    const r = await call(env.app, `/dashboardQueries/metadataQuery/${name}?locale=en`, {}, tokenFor(name));
    expect(r.statusCode, r.body).toBe(200);
    const m = r.json();
    expect(m.help.length).toBeGreaterThan(20);
    expect(m.filters).toEqual(expect.arrayContaining(['period', 'comparison', 'hotels']));
    for (const c of m.columns) expect(c.label).not.toMatch(/^[a-z]+\.[a-z.]+$/i);
  });
});

describe('the dashboard workbook', () => {
  it('one sheet per card, parsed back, numbers equal to the JSON answer', async () => {
    const r = await env.app.inject({
      method: 'POST',
      url: '/dashboardQueries/executeQueryXls/check-in-summary?locale=en',
      payload: march,
      headers: { authorization: `Bearer ${checkin}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toContain('Check-in');
    const sheets = await readXlsxFile(r.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual([
      'Online check-in summary',
      'Arrivals and online check-ins',
      'Check-in links',
      'Uptake by origin',
      'Completion by step',
      'Time before arrival',
      'Bookings and online check-in',
      'Online check-ins completed',
    ]);
    const json = (await q('checkin-summary', march, checkin)).json().rows[0];
    expect(sheets[0]!.data[0]).toEqual([
      'Arrivals',
      'Online check-ins',
      'Uptake',
      'Guests',
      'Guests completed',
      'Documents missing',
      'Hours ahead',
      'Links sent',
    ]);
    expect(sheets[0]!.data[1]).toEqual(Object.values(json));
    const series = (await q('checkin-arrivals', march, checkin)).json().rows;
    expect(sheets[1]!.data.slice(1).map((row) => [(row[0] as unknown as Date).toISOString().slice(0, 10), ...row.slice(1)])).toEqual(
      series.map((s: Record<string, unknown>) => Object.values(s)),
    );
  });
  it('a table streamed through a cursor: two sheets, real dates, the rows equal to the JSON answer', async () => {
    const r = await env.app.inject({
      method: 'POST',
      url: '/dashboardQueries/executeQueryXls/check-in-reservations?locale=en',
      payload: march,
      headers: { authorization: `Bearer ${checkin}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const sheets = await readXlsxFile(r.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual(['Online check-in summary', 'Bookings and online check-in']);
    const json = (
      await call(env.app, '/dashboardQueries/executeQuery/checkin-reservations?locale=en', { ...march, limit: 100 }, checkin)
    ).json();
    expect(json.rows.length).toBeGreaterThanOrEqual(3);
    const [header, ...body] = sheets[1]!.data;
    expect(header).toEqual(['Arrival', 'Departure', 'Voucher', 'Guest', 'Origin', 'Guests', 'Guests completed', 'State']);
    const day = (d: unknown) => (d as Date).toISOString().slice(0, 10);
    expect(body.map((row) => [day(row[0]), day(row[1]), ...row.slice(2)])).toEqual(
      json.rows.map((x: Record<string, unknown>) => Object.values(x)),
    );
    // Each cell keeps its column's format (the cells share their column's style object), the header is bold and frozen.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[1]!;
    expect([ws.getCell('A2').numFmt, ws.getCell('B2').numFmt, ws.getCell(`A${body.length + 1}`).numFmt]).toEqual([
      'dd/mm/yyyy',
      'dd/mm/yyyy',
      'dd/mm/yyyy',
    ]);
    expect(ws.getCell('C2').numFmt ?? 'General').toBe('General');
    expect(ws.getCell('A1').font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const summary = book.worksheets[0]!;
    expect(summary.getCell('C2').numFmt).toBe('0.0000%');
    // Only this hotel's bookings, whatever the body says.
    const other = await env.app.inject({
      method: 'POST',
      url: '/dashboardQueries/executeQueryXls/checkin-reservations?locale=en',
      payload: { ...march, codIns: String(hotel + 1), institutionId: hotel + 1 },
      headers: { authorization: `Bearer ${checkin}` },
    });
    expect((await readXlsxFile(other.rawPayload))[0]!.data.length).toBe(1 + json.rows.length);
  });
  it('a streamed list with date-times and the hotels side by side, the hotel first', async () => {
    const r = await env.app.inject({
      method: 'POST',
      url: '/dashboardQueries/executeQueryXls/checkin-list?locale=en',
      payload: { ...march, CODINS: [hotel, other] },
      headers: { authorization: `Bearer ${network}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    const [sheet] = await readXlsxFile(r.rawPayload);
    const json = (await q('checkin-list', { ...march, CODINS: [hotel, other], limit: 100 }, network)).json();
    expect(sheet!.data[0]![0]).toBe('Hotel');
    expect(sheet!.data.length - 1).toBe(json.totalRows);
    expect(new Set(sheet!.data.slice(1).map((row) => row[0]))).toEqual(new Set(['Hotel Painel', 'Hotel Outro']));
    const byHotel = (rows: unknown[][]) => rows.map((row) => `${row[0]}|${(row[1] as Date).toISOString()}|${row[2]}`).sort();
    expect(byHotel(sheet!.data.slice(1))).toEqual(
      byHotel(json.rows.map((x: Record<string, unknown>) => [x.hotel, new Date(x.concluidoEm as string), x.hospede])),
    );
  });
  it('a huge export stays capped at 100,000 rows per sheet, read through the cursor', async () => {
    const big = await createInstitution(env.db, { name: 'Hotel Enorme' });
    await env.db.query(
      `INSERT INTO bookings (institution_id, voucher, check_in, check_out, status)
       SELECT $1, 'BIG-' || g, DATE '2026-03-01' + (g % 28), DATE '2026-03-03' + (g % 28), 'R' FROM generate_series(1, 100005) g`,
      [big],
    );
    await user('big@dash.test', [big], [`DASH:${big}:webcheckins`]);
    const token = (await signIn(env.app, 'big@dash.test')).token;
    const r = await env.app.inject({
      method: 'POST',
      url: '/dashboardQueries/executeQueryXls/checkin-reservations',
      payload: march,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    const [sheet] = await readXlsxFile(r.rawPayload);
    expect(sheet!.data.length).toBe(1 + XLSX_MAX_ROWS);
    expect(sheet!.data[1]![2]).toBe('BIG-28'); // ordered by arrival, then booking: the first day's first booking
    // The JSON answer still counts them all.
    expect((await q('checkin-reservations', { ...march, limit: 1 }, token)).json().totalRows).toBe(100_005);
  }, 120_000);
  it('the other family cannot export this dashboard', async () => {
    const r = await call(env.app, '/dashboardQueries/executeQueryXls/check-in-summary', march, npsUser);
    expect(r.statusCode).toBe(403);
  });
});

describe('the streamed workbook writer', () => {
  it('stops reading rows (the cursor closes) when the reply is closed early: a cancelled download', async () => {
    let batches = 0;
    let finished = false;
    const plan: SheetPlan = {
      name: 'Endless',
      columns: [{ key: 'a', type: 'int', label: 'a' }],
      headers: ['A'],
      async *rows() {
        try {
          for (;;) {
            batches++;
            yield Array.from({ length: 2000 }, (_, i) => ({ a: i }));
            await new Promise((resolve) => setImmediate(resolve));
          }
        } finally {
          finished = true;
        }
      },
    };
    const out = streamWorkbook([plan]);
    out.once('data', () => out.destroy());
    await vi.waitFor(() => expect(finished).toBe(true), { timeout: 20_000 });
    expect(batches).toBeLessThan(XLSX_MAX_ROWS / 2000);
  });
});

describe('the dashboard config panel (goals per hotel and family)', () => {
  const GET = '/jwt/brokerJson/dash/ConsultarMetasPainelService';
  const SAVE = '/jwt/brokerJson/dash/SalvarMetasPainelService';
  it('the defaults, then the hotel own goals; the first threshold of each goal not above the second', async () => {
    expect((await call(env.app, GET, { family: 'check-in' }, checkin)).json()).toMatchObject({ m1: 30, m2: 60, defaults: true });
    const saved = await call(env.app, SAVE, { family: 'check-in', m1: 5, m2: 20, m3: 40, m4: 70, m5: 80, m6: 95 }, checkin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(env.app, GET, { family: 'check-in' }, checkin)).json()).toMatchObject({ m1: 5, m2: 20, m6: 95, defaults: false });
    const bad = await call(env.app, SAVE, { family: 'check-in', m1: 50, m2: 20, m3: 1, m4: 2, m5: 3, m6: 4 }, checkin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: 'm2', message: 'threshold_order' })]);
  });
  it('each family only by its own function', async () => {
    expect((await call(env.app, GET, { family: 'nps' }, checkin)).statusCode).toBe(403);
    expect((await call(env.app, SAVE, { family: 'check-in', m1: 1, m2: 2, m3: 3, m4: 4, m5: 5, m6: 6 }, npsUser)).statusCode).toBe(403);
    expect((await call(env.app, GET, { family: 'nps' }, npsUser)).json()).toMatchObject({ family: 'nps', m1: 0, m2: 50 });
  });
});

describe('the read replica (DATABASE_READ_URL)', () => {
  it('named queries read deps.readDb when set; nothing else does', async () => {
    const seen: string[] = [];
    const replica = {
      query: (...args: Parameters<typeof env.db.query>) => {
        seen.push(String(args[0]).slice(0, 40));
        return env.db.query(...args);
      },
    } as unknown as typeof env.db;
    env.deps.readDb = replica;
    try {
      const r = await q('checkin-summary', march, checkin);
      expect(r.json().rows[0].chegadas).toBeGreaterThan(0);
      expect(seen.length).toBe(1);
      await call(env.app, '/jwt/brokerJson/dash/ConsultarMetasPainelService', { family: 'check-in' }, checkin);
      expect(seen.length).toBe(1);
    } finally {
      delete env.deps.readDb;
    }
  });
});

describe('hospital wording', () => {
  it('a hospital reads patients and appointments in the columns and titles', async () => {
    await user('hospital@dash.test', [env.demo.hospital], [`DASH:${env.demo.hospital}:webcheckins`]);
    const token = (await signIn(env.app, 'hospital@dash.test')).token;
    const m = (await call(env.app, '/dashboardQueries/metadataQuery/checkin-reservations', {}, token)).json();
    expect(m.title).toBe('Atendimentos e check-in online');
    expect(m.columns.map((c: { label: string }) => c.label)).toEqual(
      expect.arrayContaining(['Paciente', 'Pacientes', 'Pacientes concluídos']),
    );
    const hotelSide = (await call(env.app, '/dashboardQueries/metadataQuery/checkin-reservations', {}, checkin)).json();
    expect(hotelSide.title).toBe('Reservas e check-in online');
  });
});

describe('the detailed fill (where each guest stopped)', () => {
  it('lists the guests who have not completed, by the first step missing, one step at a time, paged', async () => {
    const fill = await createInstitution(env.db, { name: 'Hotel Preenchimento' });
    await user('fill@dash.test', [fill], [`DASH:${fill}:webcheckins`]);
    const token = (await signIn(env.app, 'fill@dash.test')).token;
    const { rows } = await env.db.query<{ id: number }>(
      `INSERT INTO bookings (institution_id, voucher, check_in, check_out, status) VALUES ($1, 'F-1', '2026-03-05', '2026-03-07', 'R'),
              ($1, 'F-2', '2026-03-06', '2026-03-08', 'C') RETURNING id`,
      [fill],
    );
    const [open, cancelled] = rows.map((r) => r.id);
    // Never started; typed the name only; name and e-mail; up to the document; everything but the confirmation; done.
    const persons: [string, string | null, string | null, string | null, string | null, string][] = [
      ['Ana', null, null, null, null, 'P'],
      ['Bia', 'Bia', null, null, null, 'P'],
      ['Caio', 'Caio', 'c@x.test', null, null, 'P'],
      ['Duda', 'Duda', 'd@x.test', 'k', null, 'P'],
      ['Edu', 'Edu', 'e@x.test', 'k', 's', 'P'],
      ['Fabi', 'Fabi', 'f@x.test', 'k', 's', 'D'],
    ];
    for (const [i, [name, typed, email, doc, sig, status]] of persons.entries()) {
      await env.db.query(
        `INSERT INTO booking_persons (booking_id, institution_id, position, name, webcheck_name, webcheck_email, doc_front_key, signature_key,
                                      webcheckin_status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [open, fill, i, name, typed, email, doc, sig, status],
      );
    }
    await env.db.query(`INSERT INTO booking_persons (booking_id, institution_id, position, name) VALUES ($1, $2, 0, 'Cancelada')`, [
      cancelled,
      fill,
    ]);
    const detail = (body: object) =>
      call(env.app, '/dashboardQueries/executeQuery/checkin-fill-detail?locale=en', { ...march, ...body }, token);
    const all = (await detail({})).json();
    expect(all.totalRows).toBe(5);
    expect(all.rows.map((r: Record<string, string>) => [r.hospede, r.etapa, r.posicao])).toEqual([
      ['Ana', 'Personal data (not started)', 'Main guest'],
      ['Bia', 'Contact', 'Companion'],
      ['Caio', 'Document', 'Companion'],
      ['Duda', 'Signature', 'Companion'],
      ['Edu', 'Final confirmation', 'Companion'],
    ]);
    expect(all.rows[0]).toMatchObject({ voucher: 'F-1', chegada: '2026-03-05', saida: '2026-03-07' });
    const docs = (await detail({ ETAPA: 'document' })).json();
    expect(docs.rows.map((r: Record<string, string>) => r.hospede)).toEqual(['Caio']);
    const page2 = (await detail({ offset: 2, limit: 2 })).json();
    expect(page2.rows.map((r: Record<string, string>) => r.hospede)).toEqual(['Caio', 'Duda']);
    expect(page2.totalRows).toBe(5);
    const bad = await detail({ ETAPA: 'nowhere' });
    expect(bad.statusCode).toBe(400);
    // The same rows in the workbook.
    const x = await env.app.inject({
      method: 'POST',
      url: '/dashboardQueries/executeQueryXls/checkin-fill-detail?locale=en',
      payload: march,
      headers: { authorization: `Bearer ${token}` },
    });
    const [sheet] = await readXlsxFile(x.rawPayload);
    expect(sheet!.sheet).toBe('Detailed fill');
    expect(sheet!.data.slice(1).map((r) => r[1])).toEqual(['Ana', 'Bia', 'Caio', 'Duda', 'Edu']);
  });
});
