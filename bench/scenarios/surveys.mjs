// Surveys (issue 14): guests submitting their post-stay survey, and the NPS of a year over 1M answers.
//
// Submit: 32 connections, each guest with their own survey link (a survey token signed with the scenario server's
// JWT_SECRET, as the post-stay mail signs it) submits the default NPS questionnaire once (score, a remark, four
// star ratings): the server parses the JSON string, settles the answers with the engine, writes the response, its
// answer rows and the daily tally in one transaction and raises the business event. Goal: p95 <= 100 ms.
//
// NPS: a bench hotel with 1,000,000 submitted answers over the last year (20,000 stays, 50 questionnaires; written
// straight to the tables with the tally built from them in its 16 slots, as concurrent submits leave it, and the ended
// days closed as the hourly job does: docs/decisions/0052-survey-speed.md), then the dashboards' named query surveys-nps for the year
// by month, and the staff's first page of reviews for the year, at 8 connections. Goal for the NPS: p95 <= 50 ms.
// --quick: 100,000 answers.
import { SignJWT } from 'jose';
import { startOwnServer } from '../own-server.mjs';

const SUBMIT_CONNECTIONS = 32;
const READ_CONNECTIONS = 8;
const SECRET = `bench-surveys-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function benchHotel(pool, name, code) {
  const { rows } = await pool.query(
    `INSERT INTO institutions (name, country, time_zone, flags) VALUES ($1, 'BR', 'America/Sao_Paulo', '{}') RETURNING id`,
    [name],
  );
  const id = rows[0].id;
  await pool.query(`INSERT INTO hotel_links (code, kind, institution_id) VALUES ($1, 'h', $2)`, [code, id]);
  return id;
}

/** `count` ended stays of one guest each at the hotel: [{ booking, person }]. */
async function stays(pool, hotel, count, tag) {
  const { rows } = await pool.query(
    `WITH b AS (
       INSERT INTO bookings (institution_id, voucher, status, check_in, check_out, search_text)
       SELECT $1::int, $3::text || '-' || g, 'O', current_date - 5, current_date - 1, lower($3::text || '-' || g) FROM generate_series(1, $2::int) g
       RETURNING id)
     INSERT INTO booking_persons (booking_id, institution_id, position, name, email)
     SELECT id, $1::int, 0, 'Hóspede ' || id, 'hospede' || id || '@bench.test' FROM b RETURNING booking_id, id`,
    [hotel, count, tag],
  );
  return rows.map((r) => ({ booking: Number(r.booking_id), person: Number(r.id) }));
}

function surveyToken(hotel, s) {
  return new SignJWT({ typ: 'survey', ins: hotel, res: s.booking, bpr: s.person })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('guest-platform')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(SECRET));
}

async function post(url, path, body, token) {
  const t0 = performance.now();
  const r = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  if (r.status !== 200) throw new Error(`${path} answered ${r.status}: ${text.slice(0, 300)}`);
  return { ms: performance.now() - t0, json: JSON.parse(text) };
}

/** Runs `work(i)` on `connections` workers until `seconds` pass; returns the sorted latencies. */
async function load(connections, seconds, work) {
  const until = performance.now() + seconds * 1000;
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) times.push(await work(next++));
    }),
  );
  return times.sort((a, b) => a - b);
}

const line = (name, times, seconds) =>
  `${name}: ${times.length} requests, ${(times.length / seconds).toFixed(0)} req/s, p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms`;

/** 1M (or 100k) submitted NPS answers over the last year, spread over 50 questionnaires, and their daily tally. */
async function yearOfAnswers(pool, hotel, total) {
  const perQuestionnaire = total / 50;
  const guests = await stays(pool, hotel, perQuestionnaire, `NPS-${hotel}`);
  const t0 = performance.now();
  await pool.query(
    `WITH q AS (
       INSERT INTO questionnaires (institution_id, public_key, name, purpose)
       SELECT $1::int, 'bench-' || $1::int || '-' || g, 'Bench ' || g, 'custom' FROM generate_series(1, 50) g RETURNING id)
     INSERT INTO questionnaire_versions (questionnaire_id, institution_id, version, questions)
     SELECT id, $1::int, 1, '[{"codPer":1,"grupo":"G","tipoPer":"radiobox","descrPer":"NPS","metric":"nps"}]'::jsonb FROM q`,
    [hotel],
  );
  await pool.query(
    `INSERT INTO survey_responses (institution_id, questionnaire_id, version_id, booking_id, booking_person_id, language,
                                   questions, nps, created_at, updated_at, submitted_at)
     SELECT $1, v.questionnaire_id, v.id, bp.booking_id, bp.id, 'pt', '[]'::jsonb, s.nps, s.at, s.at, s.at
       FROM questionnaire_versions v
       JOIN booking_persons bp ON bp.institution_id = $1
       CROSS JOIN LATERAL (SELECT (abs(hashint8(bp.id * 64 + v.id)) % 11)::smallint AS nps,
                                  now() - (abs(hashint8(bp.id * 31 + v.id)) % 31536000) * interval '1 second' AS at) s
      WHERE v.institution_id = $1`,
    [hotel],
  );
  await pool.query(
    `INSERT INTO survey_nps_daily (institution_id, questionnaire_id, day, slot, answers, promoters, passives, detractors)
     SELECT institution_id, questionnaire_id, (submitted_at AT TIME ZONE 'America/Sao_Paulo')::date, id % 16, count(*),
            count(*) FILTER (WHERE nps >= 9), count(*) FILTER (WHERE nps BETWEEN 7 AND 8), count(*) FILTER (WHERE nps <= 6)
       FROM survey_responses WHERE institution_id = $1 GROUP BY 1, 2, 3, 4`,
    [hotel],
  );
  const tallyRows = Number((await pool.query('SELECT count(*) AS n FROM survey_nps_daily WHERE institution_id = $1', [hotel])).rows[0].n);
  // The server's hourly job (surveys.nps-close) closes the ended days: the same SQL function.
  const c0 = performance.now();
  await pool.query('SELECT survey_close_nps_days()');
  const closeSeconds = (performance.now() - c0) / 1000;
  await pool.query('ANALYZE survey_responses');
  await pool.query('ANALYZE survey_nps_daily');
  const { rows } = await pool.query('SELECT count(*) AS n FROM survey_responses WHERE institution_id = $1', [hotel]);
  return { answers: Number(rows[0].n), guests: guests.length, seconds: (performance.now() - t0) / 1000, tallyRows, closeSeconds };
}

export default {
  name: 'surveys',
  async run(ctx) {
    const seconds = ctx.quick ? 5 : 15;
    ctx.log('\n## surveys (submit at 32 connections; NPS of a year over 1M answers)');
    const server = await startOwnServer(ctx, { name: 'surveys', env: { JWT_SECRET: SECRET } });
    try {
      const hotel = await benchHotel(ctx.pool, 'Hotel Bench Pesquisas', `bench-pesquisas-${Date.now().toString(36)}`);
      const guests = await stays(ctx.pool, hotel, ctx.quick ? 4_000 : 12_000, `SURVEY-${hotel}`);
      const first = await post(server.url, '/jwt/brokerJson/resp/ListQuestionsService', {}, await surveyToken(hotel, guests[0]));
      const answered = first.json.questions.map((q) => {
        if (q.metric === 'nps')
          return {
            ...q,
            answer: 9,
            children: q.children?.map((c) => (c.codPer === 2 ? { ...c, answer: 'Café excelente e equipe atenciosa.' } : c)),
          };
        if (q.metric === 'rating') return { ...q, answer: 5 };
        if (q.tipoPer === 'boolean') return { ...q, answer: true };
        return q;
      });
      const body = { questions: JSON.stringify(answered) };
      const tokens = await Promise.all(guests.map((g) => surveyToken(hotel, g)));
      let used = 1;
      const submits = await load(SUBMIT_CONNECTIONS, seconds, async () => {
        const token = tokens[used++];
        if (!token) throw new Error('the surveys scenario ran out of guests: raise its stay count');
        return (await post(server.url, '/jwt/brokerJson/resp/InserirAlterarRespostaService', body, token)).ms;
      });
      ctx.log(line(`submit x${SUBMIT_CONNECTIONS}`, submits, seconds));
      ctx.summary('survey submit p95, 32 connections', `${pct(submits, 95).toFixed(0)} ms`, '<= 100 ms', pct(submits, 95) <= 100);

      const npsHotel = await benchHotel(ctx.pool, 'Hotel Bench NPS', `bench-nps-${Date.now().toString(36)}`);
      const year = await yearOfAnswers(ctx.pool, npsHotel, ctx.quick ? 100_000 : 1_000_000);
      ctx.log(
        `${year.answers.toLocaleString('en')} answers written in ${year.seconds.toFixed(0)} s (${year.guests} guests x 50 questionnaires); tally ${year.tallyRows.toLocaleString('en')} rows in 16 slots, its ended days closed in ${year.closeSeconds.toFixed(1)} s`,
      );
      const { rows } = await ctx.pool.query(
        `INSERT INTO users (email, name, password_hash, active, default_institution_id)
         SELECT 'nps.bench.' || $1::int || '@bench.test', 'NPS Bench', password_hash, true, $1::int FROM users WHERE email = 'admin@demo.test' RETURNING id`,
        [npsHotel],
      );
      await ctx.pool.query('INSERT INTO user_institutions (user_id, institution_id) VALUES ($1, $2)', [rows[0].id, npsHotel]);
      await ctx.pool.query(`INSERT INTO user_permissions (user_id, area, instance, action) VALUES ($1, 'DASH', $2, 'nps')`, [
        rows[0].id,
        String(npsHotel),
      ]);
      const staff = await ctx.signIn(`nps.bench.${npsHotel}@bench.test`);
      const to = new Date();
      const from = new Date(to.getTime() - 364 * 86_400_000);
      const br = (d) => d.toISOString().slice(0, 10).split('-').reverse().join('/');
      const nps = await load(READ_CONNECTIONS, seconds, async () => {
        const r = await post(
          ctx.baseUrl,
          '/dashboardQueries/executeQuery/surveys-nps',
          { DHINCLUSAOINI: br(from), DHINCLUSAOFIN: br(to), TIPOPERIODO: 'M' },
          staff,
        );
        return r.ms;
      });
      ctx.log(line(`NPS of a year by month x${READ_CONNECTIONS}`, nps, seconds));
      ctx.summary('NPS of a year over 1M answers, p95', `${pct(nps, 95).toFixed(0)} ms`, '<= 50 ms', pct(nps, 95) <= 50);
      const iso = (d) => d.toISOString().slice(0, 10);
      const reviews = await load(READ_CONNECTIONS, seconds, async () => {
        const r = await post(
          ctx.baseUrl,
          '/jwt/brokerJson/tagpanel/ListAvaliacoesService',
          { dtInicio: iso(from), dtFim: iso(to), limit: 25 },
          staff,
        );
        return r.ms;
      });
      ctx.log(line(`reviews, first page of a year x${READ_CONNECTIONS}`, reviews, seconds));
    } finally {
      await server.stop();
    }
  },
};
