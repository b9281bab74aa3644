import { pageArgs, periodParams, ratio, seriesArgs } from '@gm/contracts/dashboards/inputs';
import { PERMISSIONS } from '@gm/contracts/permissions';
import type { Locale } from '@gm/domain/locale';
import { npsScore, type Question, textIn } from '@gm/domain/questionnaire';
import type { Message } from '../../platform/messages';
import { translate } from '../../platform/messages';
import { defineQuery, isoOf as iso, num as n, SAMPLE_PERIOD as sampleParams, HOTEL_TZ as TZ, totalColumn } from '../../platform/queries';
import { HOTEL_NPS_DAYS } from './nps-days';

/**
 * The NPS family's named queries (issue 17, /dashboard/nps/*; docs/dashboards.md and
 * docs/decisions/0071-dashboard-families.md): the NPS and its bands, per question, per questionnaire, the answers
 * and their comments, the survey invitations' response rate, and the detractors' follow-up. The NPS reads the closed
 * days and the open days' tally (0052); the lists read survey_responses by the hotel's submitted_at index. Follow-up
 * answers (follow_up_of) never count as answers of their own.
 */
const K = 'surveys.dash';
const triples: Record<string, readonly [string, string, string] | readonly [string, string, string, string, string, string]> = {
  'summary.title': ['Resumo do NPS', 'NPS summary', 'Resumen del NPS'],
  'summary.help': [
    'Respostas enviadas no período. NPS = % de promotores (9-10) − % de detratores (0-6). Taxa de resposta = hóspedes convidados pela pesquisa pós-estadia no período que responderam ÷ convidados.',
    'Answers submitted in the period. NPS = % promoters (9-10) − % detractors (0-6). Response rate = guests invited by the post-stay survey in the period who answered ÷ invited.',
    'Respuestas enviadas en el período. NPS = % de promotores (9-10) − % de detractores (0-6). Tasa de respuesta = huéspedes invitados por la encuesta posestadía en el período que respondieron ÷ invitados.',
  ],
  answers: ['Respostas', 'Answers', 'Respuestas'],
  nps: ['NPS', 'NPS', 'NPS'],
  promoters: ['Promotores', 'Promoters', 'Promotores'],
  passives: ['Neutros', 'Passives', 'Neutros'],
  detractors: ['Detratores', 'Detractors', 'Detractores'],
  promoterShare: ['% promotores', '% promoters', '% promotores'],
  detractorShare: ['% detratores', '% detractors', '% detractores'],
  rating: ['Avaliação média', 'Average rating', 'Valoración media'],
  comments: ['Comentários', 'Comments', 'Comentarios'],
  invited: ['Convidados', 'Invited', 'Invitados'],
  answered: ['Responderam', 'Answered', 'Respondieron'],
  responseRate: ['Taxa de resposta', 'Response rate', 'Tasa de respuesta'],
  'questions.title': ['Avaliação por pergunta', 'Rating by question', 'Valoración por pregunta'],
  'questions.help': [
    'A média das respostas com nota (estrelas, 0 a 10 e números) de cada pergunta, das respostas dadas no período.',
    "Each scored question's average (stars, 0 to 10 and numbers), over the answers given in the period.",
    'El promedio de las respuestas con nota (estrellas, 0 a 10 y números) de cada pregunta, en el período.',
  ],
  questionnaire: ['Questionário', 'Questionnaire', 'Cuestionario'],
  question: ['Pergunta', 'Question', 'Pregunta'],
  average: ['Média', 'Average', 'Promedio'],
  'responses.title': ['Respostas da pesquisa', 'Survey answers', 'Respuestas de la encuesta'],
  'responses.help': [
    'Cada resposta enviada no período, a mais recente primeiro: a nota de recomendação, a avaliação e o comentário.',
    'Each answer submitted in the period, newest first: the recommendation score, the rating and the comment.',
    'Cada respuesta enviada en el período, la más reciente primero: la nota de recomendación, la valoración y el comentario.',
  ],
  submittedAt: ['Enviada em', 'Submitted at', 'Enviada el'],
  guest: ['Hóspede', 'Guest', 'Huésped', 'Paciente', 'Patient', 'Paciente'],
  voucher: ['Voucher', 'Voucher', 'Voucher'],
  score: ['Nota', 'Score', 'Nota'],
  comment: ['Comentário', 'Comment', 'Comentario'],
  replied: ['Respondida pelo hotel', 'Replied by the hotel', 'Respondida por el hotel'],
  yes: ['Sim', 'Yes', 'Sí'],
  no: ['Não', 'No', 'No'],
  'reviews.title': ['Comentários e respostas', 'Comments and replies', 'Comentarios y respuestas'],
  'reviews.help': [
    'As respostas com comentário enviadas no período e a resposta do hotel, quando houver.',
    "The answers with a comment submitted in the period and the hotel's reply, if any.",
    'Las respuestas con comentario enviadas en el período y la respuesta del hotel, si la hay.',
  ],
  reply: ['Resposta do hotel', "Hotel's reply", 'Respuesta del hotel'],
  repliedAt: ['Respondida em', 'Replied at', 'Respondida el'],
  'invitations.title': ['Convites e taxa de resposta', 'Invitations and response rate', 'Invitaciones y tasa de respuesta'],
  'invitations.help': [
    'Hóspedes convidados pela pesquisa pós-estadia por período (data do primeiro envio) e quantos responderam, em qualquer data.',
    'Guests invited by the post-stay survey by period (date of the first mail) and how many answered, whenever they did.',
    'Huéspedes invitados por la encuesta posestadía por período (fecha del primer envío) y cuántos respondieron, en cualquier fecha.',
  ],
  period: ['Período', 'Period', 'Período'],
  'questionnaires.title': ['NPS por questionário', 'NPS by questionnaire', 'NPS por cuestionario'],
  'questionnaires.help': [
    'O NPS de cada questionário nas respostas enviadas no período.',
    "Each questionnaire's NPS over the answers submitted in the period.",
    'El NPS de cada cuestionario en las respuestas enviadas en el período.',
  ],
  'detractors.title': ['Acompanhamento de detratores', 'Detractor follow-up', 'Seguimiento de detractores'],
  'detractors.help': [
    'Os detratores (nota 0 a 6) do período: se responderam o questionário de acompanhamento e se o hotel já respondeu.',
    'The detractors (score 0 to 6) of the period: whether they answered the follow-up questionnaire and whether the hotel replied.',
    'Los detractores (nota 0 a 6) del período: si respondieron el cuestionario de seguimiento y si el hotel ya respondió.',
  ],
  followUp: ['Acompanhamento respondido', 'Follow-up answered', 'Seguimiento respondido'],
};
export const surveyDashboardMessages: Record<string, Message> = Object.fromEntries(
  Object.entries(triples).map(([k, [pt, en, es, hpt, hen, hes]]) => [
    `${K}.${k}`,
    hpt && hen && hes ? { pt, en, es, hospital: { pt: hpt, en: hen, es: hes } } : { pt, en, es },
  ]),
);

const label = (key: string) => `${K}.${key}`;
const t = (key: string, locale: Locale) => translate(`${K}.${key}`, locale);

/** The hotel-local period's bounds as instants ($1 hotel, $2 and $3 the first and last day). */
const FROM = `(($2::date)::timestamp AT TIME ZONE ${TZ})`;
const TO = `(($3::date + 1)::timestamp AT TIME ZONE ${TZ})`;

/** The main answers submitted in the period, with the guest and booking (follow-ups left out). */
const RESPONSES = `FROM survey_responses r
  JOIN bookings b ON b.id = r.booking_id
  JOIN questionnaires q ON q.id = r.questionnaire_id
  LEFT JOIN booking_persons bp ON bp.id = r.booking_person_id
 WHERE r.institution_id = $1 AND r.submitted_at >= ${FROM} AND r.submitted_at < ${TO} AND r.follow_up_of IS NULL`;

export const npsSummaryQuery = defineQuery({
  name: 'nps-summary',
  title: label('summary.title'),
  help: label('summary.help'),
  permission: PERMISSIONS.DASH.nps,
  params: periodParams(731),
  chart: { kind: 'kpi' },
  columns: [
    { key: 'respostas', type: 'int', label: label('answers') },
    { key: 'nps', type: 'decimal', label: label('nps') },
    { key: 'promotores', type: 'percent', label: label('promoterShare') },
    { key: 'detratores', type: 'percent', label: label('detractorShare') },
    { key: 'avaliacao', type: 'decimal', label: label('rating') },
    { key: 'comentarios', type: 'int', label: label('comments') },
    { key: 'convidados', type: 'int', label: label('invited') },
    { key: 'taxaResposta', type: 'percent', label: label('responseRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const [tally, extra, invites] = await Promise.all([
      db.query(`SELECT sum(promoters) AS p, sum(passives) AS s, sum(detractors) AS d FROM ${HOTEL_NPS_DAYS} days`, [
        institutionId,
        p.DHINCLUSAOINI,
        p.DHINCLUSAOFIN,
      ]),
      db.query(
        `SELECT avg(r.rating) AS rating, count(*) FILTER (WHERE r.comment IS NOT NULL AND r.comment <> '') AS comments ${RESPONSES}`,
        [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
      ),
      db.query(INVITED_SQL('SELECT count(*) AS invited, count(*) FILTER (WHERE answered) AS answered FROM i'), [
        institutionId,
        p.DHINCLUSAOINI,
        p.DHINCLUSAOFIN,
      ]),
    ]);
    const c = { promoters: n(tally.rows[0]?.p), passives: n(tally.rows[0]?.s), detractors: n(tally.rows[0]?.d) };
    const total = c.promoters + c.passives + c.detractors;
    const rating = extra.rows[0]?.rating;
    return {
      totalRows: 1,
      rows: [
        {
          respostas: total,
          nps: npsScore(c),
          promotores: ratio(c.promoters, total),
          detratores: ratio(c.detractors, total),
          avaliacao: rating === null || rating === undefined ? null : Math.round(Number(rating) * 100) / 100,
          comentarios: n(extra.rows[0]?.comments),
          convidados: n(invites.rows[0]?.invited),
          taxaResposta: ratio(n(invites.rows[0]?.answered), n(invites.rows[0]?.invited)),
        },
      ],
    };
  },
});

/**
 * The guests first invited (postStaySurvey, subject survey:<person>) in the period, and whether they answered the
 * main questionnaire (any time); `select` reads the CTE `i` (day, answered).
 */
const INVITED_SQL = (select: string) => `WITH s AS (
    SELECT substring(n.subject_key FROM 8)::bigint AS person_id, (min(coalesce(n.sent_at, n.created_at)) AT TIME ZONE ${TZ})::date AS day
      FROM notification_sends n
     WHERE n.institution_id = $1 AND n.template = 'postStaySurvey' AND n.subject_key ~ '^survey:[0-9]{1,18}$'
       AND n.created_at >= ${FROM} - interval '1 day' AND n.created_at < ${TO}
     GROUP BY n.subject_key),
  i AS (
    SELECT s.day, EXISTS (SELECT 1 FROM survey_responses r WHERE r.booking_person_id = s.person_id AND r.institution_id = $1
                            AND r.submitted_at IS NOT NULL AND r.follow_up_of IS NULL) AS answered
      FROM s WHERE s.day BETWEEN $2::date AND $3::date)
  ${select}`;

/** Every question of a version's tree with its code and text. */
function questionsOf(list: Question[], out = new Map<number, string>()): Map<number, string> {
  for (const q of list) {
    out.set(q.codPer, q.descrPer);
    if (q.children?.length) questionsOf(q.children, out);
  }
  return out;
}

export const npsQuestionsQuery = defineQuery({
  name: 'nps-questions',
  title: label('questions.title'),
  help: label('questions.help'),
  permission: PERMISSIONS.DASH.nps,
  params: periodParams(731),
  chart: { kind: 'bar', x: 'pergunta', series: ['media'] },
  columns: [
    { key: 'questionario', type: 'text', label: label('questionnaire') },
    { key: 'pergunta', type: 'text', label: label('question') },
    { key: 'respostas', type: 'int', label: label('answers') },
    { key: 'media', type: 'decimal', label: label('average') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query(
      `WITH a AS (
         SELECT a.questionnaire_id, a.question_code, count(*) AS answers, avg(a.score) AS average
           FROM survey_answers a
          WHERE a.institution_id = $1 AND a.score IS NOT NULL AND a.answered_at >= ${FROM} AND a.answered_at < ${TO}
          GROUP BY 1, 2)
       SELECT a.*, q.name, v.questions, count(*) OVER () AS total
         FROM a JOIN questionnaires q ON q.id = a.questionnaire_id
         LEFT JOIN LATERAL (SELECT v.questions FROM questionnaire_versions v WHERE v.questionnaire_id = a.questionnaire_id
                             ORDER BY v.version DESC LIMIT 1) v ON true
        ORDER BY q.name, a.questionnaire_id, a.question_code OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => {
        const text = questionsOf((r.questions ?? []) as Question[]).get(Number(r.question_code));
        return {
          questionario: textIn(r.name, ctx.locale),
          pergunta: text ? textIn(text, ctx.locale) : `#${r.question_code}`,
          respostas: n(r.answers),
          media: Math.round(Number(r.average) * 100) / 100,
        };
      }),
    };
  },
});

export const npsResponsesQuery = defineQuery({
  name: 'nps-responses',
  title: label('responses.title'),
  help: label('responses.help'),
  permission: PERMISSIONS.DASH.nps,
  params: periodParams(731),
  columns: [
    { key: 'enviadaEm', type: 'datetime', label: label('submittedAt') },
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'voucher', type: 'text', label: label('voucher') },
    { key: 'questionario', type: 'text', label: label('questionnaire') },
    { key: 'nota', type: 'int', label: label('score') },
    { key: 'avaliacao', type: 'decimal', label: label('rating') },
    { key: 'comentario', type: 'text', verbatim: true, label: label('comment') },
    { key: 'respondida', type: 'text', label: label('replied') },
  ],
  sample: sampleParams,
  stream: {
    sql: (institutionId, p, wanted) => ({
      text: `SELECT r.submitted_at, bp.name AS guest, b.voucher, q.name AS questionnaire, r.nps, r.rating, r.comment,
                    r.reply_text IS NOT NULL AS replied, ${totalColumn(wanted)}
               ${RESPONSES}
              ORDER BY r.submitted_at DESC, r.id DESC OFFSET $4 LIMIT $5`,
      values: pageArgs(institutionId, p),
    }),
    row: (r, ctx) => ({
      enviadaEm: iso(r.submitted_at),
      hospede: r.guest ?? null,
      voucher: r.voucher,
      questionario: textIn(r.questionnaire, ctx.locale),
      nota: r.nps === null ? null : n(r.nps),
      avaliacao: r.rating === null ? null : Number(r.rating),
      comentario: r.comment ?? null,
      respondida: t(r.replied ? 'yes' : 'no', ctx.locale),
    }),
  },
});

export const npsReviewsQuery = defineQuery({
  name: 'nps-reviews',
  title: label('reviews.title'),
  help: label('reviews.help'),
  permission: PERMISSIONS.DASH.nps,
  params: periodParams(731),
  columns: [
    { key: 'enviadaEm', type: 'datetime', label: label('submittedAt') },
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'nota', type: 'int', label: label('score') },
    { key: 'comentario', type: 'text', verbatim: true, label: label('comment') },
    { key: 'resposta', type: 'text', verbatim: true, label: label('reply') },
    { key: 'respondidaEm', type: 'datetime', label: label('repliedAt') },
  ],
  sample: sampleParams,
  stream: {
    sql: (institutionId, p, wanted) => ({
      text: `SELECT r.submitted_at, bp.name AS guest, r.nps, r.comment, r.reply_text, r.replied_at, ${totalColumn(wanted)}
               ${RESPONSES} AND r.comment IS NOT NULL AND r.comment <> ''
              ORDER BY r.submitted_at DESC, r.id DESC OFFSET $4 LIMIT $5`,
      values: pageArgs(institutionId, p),
    }),
    row: (r) => ({
      enviadaEm: iso(r.submitted_at),
      hospede: r.guest ?? null,
      nota: r.nps === null ? null : n(r.nps),
      comentario: r.comment,
      resposta: r.reply_text ?? null,
      respondidaEm: iso(r.replied_at),
    }),
  },
});

export const npsInvitationsQuery = defineQuery({
  name: 'nps-invitations',
  title: label('invitations.title'),
  help: label('invitations.help'),
  permission: PERMISSIONS.DASH.nps,
  params: periodParams(731, 1000),
  chart: { kind: 'line', x: 'periodo', series: ['convidados', 'responderam'] },
  columns: [
    { key: 'periodo', type: 'date', label: label('period') },
    { key: 'convidados', type: 'int', label: label('invited') },
    { key: 'responderam', type: 'int', label: label('answered') },
    { key: 'taxaResposta', type: 'percent', label: label('responseRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      INVITED_SQL(`SELECT to_char(date_trunc($4, day), 'YYYY-MM-DD') AS period, count(*) AS invited,
                          count(*) FILTER (WHERE answered) AS answered, count(*) OVER () AS total
                     FROM i GROUP BY 1 ORDER BY 1 OFFSET $5 LIMIT $6`),
      seriesArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        periodo: r.period,
        convidados: n(r.invited),
        responderam: n(r.answered),
        taxaResposta: ratio(n(r.answered), n(r.invited)),
      })),
    };
  },
});

export const npsQuestionnairesQuery = defineQuery({
  name: 'nps-questionnaires',
  title: label('questionnaires.title'),
  help: label('questionnaires.help'),
  permission: PERMISSIONS.DASH.nps,
  params: periodParams(731),
  chart: { kind: 'bar', x: 'questionario', series: ['nps'] },
  columns: [
    { key: 'questionario', type: 'text', label: label('questionnaire') },
    { key: 'respostas', type: 'int', label: label('answers') },
    { key: 'promotores', type: 'int', label: label('promoters') },
    { key: 'neutros', type: 'int', label: label('passives') },
    { key: 'detratores', type: 'int', label: label('detractors') },
    { key: 'nps', type: 'decimal', label: label('nps') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query(
      `SELECT q.name, sum(d.promoters) AS p, sum(d.passives) AS s, sum(d.detractors) AS d, count(*) OVER () AS total
         FROM survey_nps_daily d JOIN questionnaires q ON q.id = d.questionnaire_id
        WHERE d.institution_id = $1 AND d.day BETWEEN $2::date AND $3::date
        GROUP BY q.id, q.name ORDER BY sum(d.answers) DESC, q.id OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => {
        const c = { promoters: n(r.p), passives: n(r.s), detractors: n(r.d) };
        return {
          questionario: textIn(r.name, ctx.locale),
          respostas: c.promoters + c.passives + c.detractors,
          promotores: c.promoters,
          neutros: c.passives,
          detratores: c.detractors,
          nps: npsScore(c),
        };
      }),
    };
  },
});

export const npsDetractorsQuery = defineQuery({
  name: 'nps-detractors',
  title: label('detractors.title'),
  help: label('detractors.help'),
  permission: PERMISSIONS.DASH.nps,
  params: periodParams(731),
  columns: [
    { key: 'enviadaEm', type: 'datetime', label: label('submittedAt') },
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'voucher', type: 'text', label: label('voucher') },
    { key: 'nota', type: 'int', label: label('score') },
    { key: 'comentario', type: 'text', verbatim: true, label: label('comment') },
    { key: 'acompanhamento', type: 'text', label: label('followUp') },
    { key: 'respondida', type: 'text', label: label('replied') },
  ],
  sample: sampleParams,
  stream: {
    sql: (institutionId, p, wanted) => ({
      text: `SELECT r.submitted_at, bp.name AS guest, b.voucher, r.nps, r.comment, r.reply_text IS NOT NULL AS replied,
                    EXISTS (SELECT 1 FROM survey_responses f WHERE f.follow_up_of = r.id AND f.submitted_at IS NOT NULL) AS followed,
                    ${totalColumn(wanted)}
               ${RESPONSES} AND r.nps <= 6
              ORDER BY r.submitted_at DESC, r.id DESC OFFSET $4 LIMIT $5`,
      values: pageArgs(institutionId, p),
    }),
    row: (r, ctx) => ({
      enviadaEm: iso(r.submitted_at),
      hospede: r.guest ?? null,
      voucher: r.voucher,
      nota: n(r.nps),
      comentario: r.comment ?? null,
      acompanhamento: t(r.followed ? 'yes' : 'no', ctx.locale),
      respondida: t(r.replied ? 'yes' : 'no', ctx.locale),
    }),
  },
});

export const npsDashboardQueries = [
  npsSummaryQuery,
  npsQuestionsQuery,
  npsResponsesQuery,
  npsReviewsQuery,
  npsInvitationsQuery,
  npsQuestionnairesQuery,
  npsDetractorsQuery,
];
