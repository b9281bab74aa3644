import { periodParams, ratio, seriesUnit } from '@gm/contracts/dashboards/inputs';
import { REVIEW_TYPES } from '@gm/contracts/dashboards/reviews';
import { PERMISSIONS } from '@gm/contracts/permissions';
import type { PermissionRequirement } from '@gm/domain/permissions';
import { z } from 'zod';
import { type ReviewSite, SITE_CATEGORIES, SITE_SCALE } from '../../adapters/review-sites/review-sites';
import { type Message, translate } from '../../platform/messages';
import { type Cell, defineQuery, isoOf as iso, type NamedQuery, num as n } from '../../platform/queries';

/**
 * The tripadvisor2 and booking2 families' named queries (issue 17; docs/decisions/0076-review-dashboards.md and
 * docs/dashboards.md): the reviews external_reviews holds for the hotel on one site, published in the period (the
 * hotel's days), of every traveller or one traveller type (TIPOVIAJANTE, the path's {type}). The same ten queries
 * for each site: `tripadvisor-*` (DASH ortripadvisor) and `bookingcom-*` (DASH roi). Ratings are on the site's own
 * scale (1-5 bubbles, 1-10) and on 0-100 (rating_100) so the sites compare; positive = 75 or more on 0-100
 * (TripAdvisor 4-5, Booking.com 8-10), negative = below 50 (TripAdvisor 1-2, Booking.com 1-5).
 */
const K = 'reputation.dash';

type Triple = readonly [string, string, string];
const triples: Record<string, Triple> = {
  'summary.title': ['Resumo das avaliações', 'Reviews summary', 'Resumen de las reseñas'],
  'summary.help': [
    'Avaliações publicadas no site no período (dias do hotel), do tipo de viajante escolhido. Nota média na escala do site e de 0 a 100. Positivas = 75 ou mais de 0 a 100 (TripAdvisor 4-5, Booking.com 8-10); negativas = abaixo de 50 (TripAdvisor 1-2, Booking.com 1-5). Taxa de resposta = avaliações com resposta do hotel ÷ avaliações.',
    "Reviews published on the site in the period (the hotel's days), of the chosen traveller type. Average rating on the site's scale and on 0 to 100. Positive = 75 or more on 0 to 100 (TripAdvisor 4-5, Booking.com 8-10); negative = below 50 (TripAdvisor 1-2, Booking.com 1-5). Reply rate = reviews the hotel replied to ÷ reviews.",
    'Reseñas publicadas en el sitio en el período (días del hotel), del tipo de viajero elegido. Nota media en la escala del sitio y de 0 a 100. Positivas = 75 o más de 0 a 100 (TripAdvisor 4-5, Booking.com 8-10); negativas = menos de 50 (TripAdvisor 1-2, Booking.com 1-5). Tasa de respuesta = reseñas con respuesta del hotel ÷ reseñas.',
  ],
  reviews: ['Avaliações', 'Reviews', 'Reseñas'],
  rating: ['Nota média', 'Average rating', 'Nota media'],
  rating100: ['Nota (0-100)', 'Rating (0-100)', 'Nota (0-100)'],
  positive: ['Positivas', 'Positive', 'Positivas'],
  negative: ['Negativas', 'Negative', 'Negativas'],
  replyRate: ['Taxa de resposta', 'Reply rate', 'Tasa de respuesta'],
  hoursToReply: ['Horas até responder (média)', 'Hours to reply (average)', 'Horas hasta responder (media)'],
  medianHours: ['Horas até responder (mediana)', 'Hours to reply (median)', 'Horas hasta responder (mediana)'],
  unansweredNegative: ['Negativas sem resposta', 'Negative, not replied', 'Negativas sin respuesta'],
  'ratings.title': ['Nota ao longo do tempo', 'Rating over time', 'Nota a lo largo del tiempo'],
  'ratings.help': [
    'A nota média das avaliações publicadas em cada dia, semana ou mês do período, na escala do site e de 0 a 100, e quantas foram.',
    "The average rating of the reviews published in each day, week or month of the period, on the site's scale and on 0 to 100, and how many there were.",
    'La nota media de las reseñas publicadas en cada día, semana o mes del período, en la escala del sitio y de 0 a 100, y cuántas fueron.',
  ],
  period: ['Período', 'Period', 'Período'],
  'distribution.title': ['Distribuição das notas', 'Rating distribution', 'Distribución de las notas'],
  'distribution.help': [
    'Quantas avaliações do período deram cada nota da escala do site (TripAdvisor 1 a 5, Booking.com 1 a 10, arredondada).',
    "How many of the period's reviews gave each score of the site's scale (TripAdvisor 1 to 5, Booking.com 1 to 10, rounded).",
    'Cuántas reseñas del período dieron cada nota de la escala del sitio (TripAdvisor 1 a 5, Booking.com 1 a 10, redondeada).',
  ],
  score: ['Nota', 'Score', 'Nota'],
  share: ['Percentual', 'Share', 'Porcentaje'],
  'tripTypes.title': ['Por tipo de viajante', 'By traveller type', 'Por tipo de viajero'],
  'tripTypes.help': [
    'As avaliações do período por tipo de viajante, como o site o informa, com a nota média de cada um. Sem tipo = o avaliador não informou.',
    "The period's reviews by traveller type, as the site gives it, with each one's average rating. No type = the reviewer did not say.",
    'Las reseñas del período por tipo de viajero, como lo informa el sitio, con la nota media de cada uno. Sin tipo = el autor no lo informó.',
  ],
  tripType: ['Tipo de viajante', 'Traveller type', 'Tipo de viajero'],
  'trip.business': ['Negócios', 'Business', 'Negocios'],
  'trip.couples': ['Casais', 'Couples', 'Parejas'],
  'trip.family': ['Família', 'Family', 'Familia'],
  'trip.friends': ['Amigos', 'Friends', 'Amigos'],
  'trip.solo': ['Sozinho', 'Solo', 'Solo'],
  'trip.none': ['Sem tipo', 'No type', 'Sin tipo'],
  'categories.title': ['Notas por categoria', 'Ratings by category', 'Notas por categoría'],
  'categories.help': [
    'A média de cada categoria que o site avalia (TripAdvisor: seis, de 1 a 5; Booking.com: sete, de 1 a 10), das avaliações do período que a avaliaram, e quantas a avaliaram.',
    "The average of each category the site rates (TripAdvisor: six, 1 to 5; Booking.com: seven, 1 to 10), over the period's reviews that rated it, and how many did.",
    'El promedio de cada categoría que el sitio evalúa (TripAdvisor: seis, de 1 a 5; Booking.com: siete, de 1 a 10), de las reseñas del período que la evaluaron, y cuántas lo hicieron.',
  ],
  category: ['Categoria', 'Category', 'Categoría'],
  rated: ['Avaliações com nota', 'Reviews rating it', 'Reseñas con nota'],
  'categoryTrend.title': ['Categorias ao longo do tempo', 'Categories over time', 'Categorías a lo largo del tiempo'],
  'categoryTrend.help': [
    'A média de cada categoria em cada dia, semana ou mês do período, na escala do site.',
    "Each category's average in each day, week or month of the period, on the site's scale.",
    'El promedio de cada categoría en cada día, semana o mes del período, en la escala del sitio.',
  ],
  'cat.rooms': ['Quartos', 'Rooms', 'Habitaciones'],
  'cat.value': ['Custo-benefício', 'Value', 'Relación calidad-precio'],
  'cat.location': ['Localização', 'Location', 'Ubicación'],
  'cat.cleanliness': ['Limpeza', 'Cleanliness', 'Limpieza'],
  'cat.service': ['Atendimento', 'Service', 'Servicio'],
  'cat.sleep_quality': ['Qualidade do sono', 'Sleep quality', 'Calidad del sueño'],
  'cat.staff': ['Equipe', 'Staff', 'Personal'],
  'cat.facilities': ['Instalações', 'Facilities', 'Instalaciones'],
  'cat.comfort': ['Conforto', 'Comfort', 'Confort'],
  'cat.wifi': ['Wi-Fi grátis', 'Free Wi-Fi', 'Wi-Fi gratis'],
  'replies.title': ['Respostas do hotel', "The hotel's replies", 'Respuestas del hotel'],
  'replies.help': [
    'Das avaliações publicadas no período, quantas o hotel respondeu no site (até hoje), em quanto tempo (horas entre a publicação e a resposta) e quantas negativas ficaram sem resposta.',
    'Of the reviews published in the period, how many the hotel replied to on the site (up to today), how fast (hours between publication and reply), and how many negative ones have no reply.',
    'De las reseñas publicadas en el período, cuántas respondió el hotel en el sitio (hasta hoy), en cuánto tiempo (horas entre la publicación y la respuesta) y cuántas negativas quedaron sin respuesta.',
  ],
  replied: ['Respondidas', 'Replied', 'Respondidas'],
  within48: ['Respondidas em até 48 h', 'Replied within 48 h', 'Respondidas en hasta 48 h'],
  negativeReplyRate: ['Taxa de resposta às negativas', 'Reply rate to negative', 'Tasa de respuesta a las negativas'],
  'replyTrend.title': ['Respostas ao longo do tempo', 'Replies over time', 'Respuestas a lo largo del tiempo'],
  'replyTrend.help': [
    'Avaliações publicadas em cada dia, semana ou mês, quantas o hotel respondeu e o tempo médio até a resposta.',
    'Reviews published in each day, week or month, how many the hotel replied to and the average time to reply.',
    'Reseñas publicadas en cada día, semana o mes, cuántas respondió el hotel y el tiempo medio hasta la respuesta.',
  ],
  'unanswered.title': ['Avaliações sem resposta', 'Reviews without a reply', 'Reseñas sin respuesta'],
  'unanswered.help': [
    'As avaliações do período que o hotel ainda não respondeu, as de nota mais baixa primeiro, com os dias desde a publicação.',
    "The period's reviews the hotel has not replied to yet, lowest rating first, with the days since publication.",
    'Las reseñas del período que el hotel aún no respondió, las de nota más baja primero, con los días desde la publicación.',
  ],
  publishedAt: ['Publicada em', 'Published at', 'Publicada el'],
  title: ['Título', 'Title', 'Título'],
  reviewer: ['Autor', 'Reviewer', 'Autor'],
  daysWaiting: ['Dias sem resposta', 'Days without a reply', 'Días sin respuesta'],
  'reviews.title': ['Avaliações publicadas', 'Published reviews', 'Reseñas publicadas'],
  'reviews.help': [
    'Cada avaliação publicada no período, a mais recente primeiro: a nota, o texto (no Booking.com, o que o hóspede gostou e o que não gostou), quem avaliou, o mês da estadia e a resposta do hotel.',
    "Each review published in the period, newest first: the rating, the text (on Booking.com, what the guest liked and disliked), the reviewer, the month of the stay and the hotel's reply.",
    'Cada reseña publicada en el período, la más reciente primero: la nota, el texto (en Booking.com, lo que gustó y lo que no), quién la escribió, el mes de la estadía y la respuesta del hotel.',
  ],
  text: ['Comentário', 'Comment', 'Comentario'],
  disliked: ['Não gostou', 'Disliked', 'No le gustó'],
  country: ['País', 'Country', 'País'],
  language: ['Idioma', 'Language', 'Idioma'],
  stay: ['Estadia', 'Stay', 'Estadía'],
  reply: ['Resposta do hotel', "The hotel's reply", 'Respuesta del hotel'],
  repliedAt: ['Respondida em', 'Replied at', 'Respondida el'],
};

const BOARDS: Record<string, Triple> = {
  'tripadvisor2-summary': ['TripAdvisor: resumo', 'TripAdvisor: summary', 'TripAdvisor: resumen'],
  'tripadvisor2-categories': ['TripAdvisor: categorias', 'TripAdvisor: categories', 'TripAdvisor: categorías'],
  'tripadvisor2-replies': ['TripAdvisor: respostas', 'TripAdvisor: replies', 'TripAdvisor: respuestas'],
  'tripadvisor2-reviews': ['TripAdvisor: avaliações', 'TripAdvisor: reviews', 'TripAdvisor: reseñas'],
  'booking2-summary': ['Booking.com: resumo', 'Booking.com: summary', 'Booking.com: resumen'],
  'booking2-categories': ['Booking.com: categorias', 'Booking.com: categories', 'Booking.com: categorías'],
  'booking2-replies': ['Booking.com: respostas', 'Booking.com: replies', 'Booking.com: respuestas'],
  'booking2-reviews': ['Booking.com: avaliações', 'Booking.com: reviews', 'Booking.com: reseñas'],
};

/** A hospital's wording of a text: its replies and its patients (the same words otherwise). */
const inHospital = (text: string) =>
  text
    .replace(/\bhotel\b/g, 'hospital')
    .replace(/hóspede/g, 'paciente')
    .replace(/\bguest\b/g, 'patient');

const asMessages = (prefix: string, entries: Record<string, Triple>): Record<string, Message> =>
  Object.fromEntries(
    Object.entries(entries).map(([k, [pt, en, es]]) => {
      const hospital = { pt: inHospital(pt), en: inHospital(en), es: inHospital(es) };
      const same = hospital.pt === pt && hospital.en === en && hospital.es === es;
      return [`${prefix}.${k}`, same ? { pt, en, es } : { pt, en, es, hospital }];
    }),
  );

/** The cards' titles, columns and help, and the review dashboards' titles (the workbook's file name). */
export const reviewQueryMessages: Record<string, Message> = { ...asMessages(K, triples), ...asMessages('dashboards.board', BOARDS) };

type Locale = Parameters<typeof translate>[1];
const t = (key: string, locale: Locale) => translate(`${K}.${key}`, locale);
const label = (key: string) => `${K}.${key}`;
/** A number rounded to `d` decimals, or null. */
const dec = (v: unknown, d = 2) => (v === null || v === undefined ? null : Math.round(Number(v) * 10 ** d) / 10 ** d);

/** The period (up to a year) and the traveller type: the path's {type}, every review when absent. */
const reviewParams = (pageSize = 100) => periodParams(366, pageSize, { TIPOVIAJANTE: z.enum(REVIEW_TYPES).default('all') });
type Params = z.output<ReturnType<typeof reviewParams>>;

/**
 * The hotel's reviews on the site, published in the period's days in the hotel's time zone, of the traveller type:
 * $1 the hotel, $2 and $3 the first and last day, $4 the site, $5 the traveller type ('all': every review). `local`
 * is the publication in the hotel's time; the index (institution_id, site, published_at) serves the range.
 */
const REVIEWS = `WITH z AS (SELECT time_zone FROM institutions WHERE id = $1),
  rv AS (
    SELECT r.*, (r.published_at AT TIME ZONE z.time_zone) AS local
      FROM external_reviews r CROSS JOIN z
     WHERE r.institution_id = $1 AND r.site = $4
       AND r.published_at >= ($2::date::timestamp AT TIME ZONE z.time_zone)
       AND r.published_at < (($3::date + 1)::timestamp AT TIME ZONE z.time_zone)
       AND ($5::text = 'all' OR r.trip_type = $5::text))`;

const HOURS = `extract(epoch FROM (rv.replied_at - rv.published_at)) / 3600`;
const POSITIVE = 'rv.rating_100 >= 75';
const NEGATIVE = 'rv.rating_100 < 50';

const baseArgs = (institutionId: number, site: ReviewSite, p: Params) => [
  institutionId,
  p.DHINCLUSAOINI,
  p.DHINCLUSAOFIN,
  site,
  p.TIPOVIAJANTE,
];
/** $6 and $7 the page. */
const listArgs = (institutionId: number, site: ReviewSite, p: Params) => [...baseArgs(institutionId, site, p), p.offset, p.limit];
/** $6 the bucket (seriesUnit), $7 and $8 the page. */
const seriesArgs = (institutionId: number, site: ReviewSite, p: Params) => [
  ...baseArgs(institutionId, site, p),
  seriesUnit(p.DHINCLUSAOINI, p.DHINCLUSAOFIN, p.TIPOPERIODO),
  p.offset,
  p.limit,
];

const sample = { DHINCLUSAOINI: '01/01/2026', DHINCLUSAOFIN: '31/03/2026', TIPOVIAJANTE: 'all' };

/** The ten queries of one site, named `{prefix}-*`, under the family's permission. */
function siteQueries(site: ReviewSite, prefix: string, permission: PermissionRequirement): NamedQuery[] {
  const scale = SITE_SCALE[site];
  const categories = SITE_CATEGORIES[site];
  const common = { permission, sample };

  const summary = defineQuery({
    ...common,
    name: `${prefix}-summary`,
    title: label('summary.title'),
    help: label('summary.help'),
    params: reviewParams(),
    chart: { kind: 'kpi' },
    columns: [
      { key: 'avaliacoes', type: 'int', label: label('reviews') },
      { key: 'notaMedia', type: 'decimal', label: label('rating') },
      { key: 'nota100', type: 'decimal', label: label('rating100') },
      { key: 'positivas', type: 'percent', label: label('positive') },
      { key: 'negativas', type: 'percent', label: label('negative') },
      { key: 'taxaResposta', type: 'percent', label: label('replyRate') },
      { key: 'horasResposta', type: 'decimal', label: label('hoursToReply') },
      { key: 'negativasSemResposta', type: 'int', label: label('unansweredNegative') },
    ],
    async run(db, institutionId, p) {
      const { rows } = await db.query(
        `${REVIEWS}
         SELECT count(*) AS reviews, avg(rv.rating) AS rating, avg(rv.rating_100) AS rating100,
                count(*) FILTER (WHERE ${POSITIVE}) AS positive, count(*) FILTER (WHERE ${NEGATIVE}) AS negative,
                count(*) FILTER (WHERE rv.replied_at IS NOT NULL) AS replied, avg(${HOURS}) AS hours,
                count(*) FILTER (WHERE ${NEGATIVE} AND rv.replied_at IS NULL) AS negative_open
           FROM rv`,
        baseArgs(institutionId, site, p),
      );
      const r = rows[0] ?? {};
      const total = n(r.reviews);
      return {
        totalRows: 1,
        rows: [
          {
            avaliacoes: total,
            notaMedia: dec(r.rating),
            nota100: dec(r.rating100, 1),
            positivas: ratio(n(r.positive), total),
            negativas: ratio(n(r.negative), total),
            taxaResposta: ratio(n(r.replied), total),
            horasResposta: dec(r.hours, 1),
            negativasSemResposta: n(r.negative_open),
          },
        ],
      };
    },
  });

  const ratings = defineQuery({
    ...common,
    name: `${prefix}-ratings`,
    title: label('ratings.title'),
    help: label('ratings.help'),
    params: reviewParams(1000),
    chart: { kind: 'line', x: 'periodo', series: ['notaMedia'] },
    columns: [
      { key: 'periodo', type: 'date', label: label('period') },
      { key: 'avaliacoes', type: 'int', label: label('reviews') },
      { key: 'notaMedia', type: 'decimal', label: label('rating') },
      { key: 'nota100', type: 'decimal', label: label('rating100') },
    ],
    async run(db, institutionId, p) {
      const { rows } = await db.query(
        `${REVIEWS}
         SELECT to_char(date_trunc($6, rv.local), 'YYYY-MM-DD') AS period, count(*) AS reviews, avg(rv.rating) AS rating,
                avg(rv.rating_100) AS rating100, count(*) OVER () AS total
           FROM rv GROUP BY 1 ORDER BY 1 OFFSET $7 LIMIT $8`,
        seriesArgs(institutionId, site, p),
      );
      return {
        totalRows: n(rows[0]?.total),
        rows: rows.map((r) => ({ periodo: r.period, avaliacoes: n(r.reviews), notaMedia: dec(r.rating), nota100: dec(r.rating100, 1) })),
      };
    },
  });

  const distribution = defineQuery({
    ...common,
    name: `${prefix}-distribution`,
    title: label('distribution.title'),
    help: label('distribution.help'),
    params: reviewParams(),
    chart: { kind: 'bar', x: 'nota', series: ['avaliacoes'] },
    columns: [
      { key: 'nota', type: 'text', label: label('score') },
      { key: 'avaliacoes', type: 'int', label: label('reviews') },
      { key: 'percentual', type: 'percent', label: label('share') },
    ],
    async run(db, institutionId, p) {
      const { rows } = await db.query<{ score: number; count: string }>(
        `${REVIEWS}
         SELECT round(rv.rating)::int AS score, count(*) AS count FROM rv GROUP BY 1`,
        baseArgs(institutionId, site, p),
      );
      // Every score of the scale, highest first, so a compared period lines up by position.
      const counts = new Map(rows.map((r) => [Number(r.score), n(r.count)]));
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      const scores = Array.from({ length: scale }, (_, i) => scale - i);
      return {
        totalRows: scores.length,
        rows: scores.map((s) => ({ nota: String(s), avaliacoes: counts.get(s) ?? 0, percentual: ratio(counts.get(s) ?? 0, total) })),
      };
    },
  });

  const tripTypes = defineQuery({
    ...common,
    name: `${prefix}-trip-types`,
    title: label('tripTypes.title'),
    help: label('tripTypes.help'),
    params: reviewParams(),
    chart: { kind: 'bar', x: 'tipoViajante', series: ['avaliacoes'] },
    columns: [
      { key: 'tipoViajante', type: 'text', label: label('tripType') },
      { key: 'avaliacoes', type: 'int', label: label('reviews') },
      { key: 'percentual', type: 'percent', label: label('share') },
      { key: 'notaMedia', type: 'decimal', label: label('rating') },
    ],
    async run(db, institutionId, p, ctx) {
      const { rows } = await db.query<{ trip: string | null; count: string; rating: string }>(
        `${REVIEWS}
         SELECT rv.trip_type AS trip, count(*) AS count, avg(rv.rating) AS rating FROM rv GROUP BY 1`,
        baseArgs(institutionId, site, p),
      );
      const total = rows.reduce((a, r) => a + n(r.count), 0);
      // The site's types in a fixed order (the compared period lines up), then the reviews without one.
      const order = [...REVIEW_TYPES.filter((x) => x !== 'all'), null];
      const out = order.flatMap((trip) => {
        const r = rows.find((x) => x.trip === trip);
        if (!r && (trip === null || (p.TIPOVIAJANTE !== 'all' && p.TIPOVIAJANTE !== trip))) return [];
        return [
          {
            tipoViajante: t(`trip.${trip ?? 'none'}`, ctx.locale),
            avaliacoes: n(r?.count),
            percentual: ratio(n(r?.count), total),
            notaMedia: r ? dec(r.rating) : null,
          },
        ];
      });
      return { totalRows: out.length, rows: out };
    },
  });

  const categoryAverages = categories.map((c) => `avg((rv.subratings->>'${c}')::numeric) AS "${c}"`).join(', ');
  const categoryCounts = categories.map((c) => `count(rv.subratings->'${c}') AS "n_${c}"`).join(', ');

  const categoriesQuery = defineQuery({
    ...common,
    name: `${prefix}-categories`,
    title: label('categories.title'),
    help: label('categories.help'),
    params: reviewParams(),
    chart: { kind: 'bar', x: 'categoria', series: ['notaMedia'] },
    columns: [
      { key: 'categoria', type: 'text', label: label('category') },
      { key: 'notaMedia', type: 'decimal', label: label('rating') },
      { key: 'nota100', type: 'decimal', label: label('rating100') },
      { key: 'avaliacoes', type: 'int', label: label('rated') },
    ],
    async run(db, institutionId, p, ctx) {
      const { rows } = await db.query(`${REVIEWS} SELECT ${categoryAverages}, ${categoryCounts} FROM rv`, baseArgs(institutionId, site, p));
      const r = rows[0] ?? {};
      return {
        totalRows: categories.length,
        rows: categories.map((c) => ({
          categoria: t(`cat.${c}`, ctx.locale),
          notaMedia: dec(r[c]),
          nota100: r[c] === null || r[c] === undefined ? null : dec(((Number(r[c]) - 1) / (scale - 1)) * 100, 1),
          avaliacoes: n(r[`n_${c}`]),
        })),
      };
    },
  });

  const categoryTrend = defineQuery({
    ...common,
    name: `${prefix}-category-trend`,
    title: label('categoryTrend.title'),
    help: label('categoryTrend.help'),
    params: reviewParams(1000),
    chart: { kind: 'line', x: 'periodo', series: [...categories] },
    columns: [
      { key: 'periodo', type: 'date', label: label('period') },
      ...categories.map((c) => ({ key: c, type: 'decimal' as const, label: label(`cat.${c}`) })),
    ],
    async run(db, institutionId, p) {
      const { rows } = await db.query(
        `${REVIEWS}
         SELECT to_char(date_trunc($6, rv.local), 'YYYY-MM-DD') AS period, ${categoryAverages}, count(*) OVER () AS total
           FROM rv GROUP BY 1 ORDER BY 1 OFFSET $7 LIMIT $8`,
        seriesArgs(institutionId, site, p),
      );
      return {
        totalRows: n(rows[0]?.total),
        rows: rows.map((r) => ({ periodo: r.period, ...Object.fromEntries(categories.map((c) => [c, dec(r[c])])) })),
      };
    },
  });

  const replies = defineQuery({
    ...common,
    name: `${prefix}-replies`,
    title: label('replies.title'),
    help: label('replies.help'),
    params: reviewParams(),
    chart: { kind: 'kpi' },
    columns: [
      { key: 'avaliacoes', type: 'int', label: label('reviews') },
      { key: 'respondidas', type: 'int', label: label('replied') },
      { key: 'taxaResposta', type: 'percent', label: label('replyRate') },
      { key: 'horasResposta', type: 'decimal', label: label('hoursToReply') },
      { key: 'horasMediana', type: 'decimal', label: label('medianHours') },
      { key: 'ate48h', type: 'percent', label: label('within48') },
      { key: 'negativas', type: 'int', label: label('negative') },
      { key: 'taxaRespostaNegativas', type: 'percent', label: label('negativeReplyRate') },
    ],
    async run(db, institutionId, p) {
      const { rows } = await db.query(
        `${REVIEWS}
         SELECT count(*) AS reviews, count(*) FILTER (WHERE rv.replied_at IS NOT NULL) AS replied, avg(${HOURS}) AS hours,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY ${HOURS}) AS median,
                count(*) FILTER (WHERE ${HOURS} <= 48) AS within48,
                count(*) FILTER (WHERE ${NEGATIVE}) AS negative,
                count(*) FILTER (WHERE ${NEGATIVE} AND rv.replied_at IS NOT NULL) AS negative_replied
           FROM rv`,
        baseArgs(institutionId, site, p),
      );
      const r = rows[0] ?? {};
      return {
        totalRows: 1,
        rows: [
          {
            avaliacoes: n(r.reviews),
            respondidas: n(r.replied),
            taxaResposta: ratio(n(r.replied), n(r.reviews)),
            horasResposta: dec(r.hours, 1),
            horasMediana: dec(r.median, 1),
            ate48h: ratio(n(r.within48), n(r.replied)),
            negativas: n(r.negative),
            taxaRespostaNegativas: ratio(n(r.negative_replied), n(r.negative)),
          },
        ],
      };
    },
  });

  const replyTrend = defineQuery({
    ...common,
    name: `${prefix}-reply-trend`,
    title: label('replyTrend.title'),
    help: label('replyTrend.help'),
    params: reviewParams(1000),
    chart: { kind: 'line', x: 'periodo', series: ['avaliacoes', 'respondidas'] },
    columns: [
      { key: 'periodo', type: 'date', label: label('period') },
      { key: 'avaliacoes', type: 'int', label: label('reviews') },
      { key: 'respondidas', type: 'int', label: label('replied') },
      { key: 'taxaResposta', type: 'percent', label: label('replyRate') },
      { key: 'horasResposta', type: 'decimal', label: label('hoursToReply') },
    ],
    async run(db, institutionId, p) {
      const { rows } = await db.query(
        `${REVIEWS}
         SELECT to_char(date_trunc($6, rv.local), 'YYYY-MM-DD') AS period, count(*) AS reviews,
                count(*) FILTER (WHERE rv.replied_at IS NOT NULL) AS replied, avg(${HOURS}) AS hours, count(*) OVER () AS total
           FROM rv GROUP BY 1 ORDER BY 1 OFFSET $7 LIMIT $8`,
        seriesArgs(institutionId, site, p),
      );
      return {
        totalRows: n(rows[0]?.total),
        rows: rows.map((r) => ({
          periodo: r.period,
          avaliacoes: n(r.reviews),
          respondidas: n(r.replied),
          taxaResposta: ratio(n(r.replied), n(r.reviews)),
          horasResposta: dec(r.hours, 1),
        })),
      };
    },
  });

  const unanswered = defineQuery({
    ...common,
    name: `${prefix}-unanswered`,
    title: label('unanswered.title'),
    help: label('unanswered.help'),
    params: reviewParams(),
    columns: [
      { key: 'publicadaEm', type: 'datetime', label: label('publishedAt') },
      { key: 'nota', type: 'decimal', label: label('score') },
      { key: 'titulo', type: 'text', verbatim: true, label: label('title') },
      { key: 'autor', type: 'text', verbatim: true, label: label('reviewer') },
      { key: 'tipoViajante', type: 'text', label: label('tripType') },
      { key: 'diasSemResposta', type: 'int', label: label('daysWaiting') },
    ],
    async run(db, institutionId, p, ctx) {
      const { rows } = await db.query(
        `${REVIEWS}
         SELECT rv.published_at, rv.rating, rv.title, rv.reviewer_name, rv.trip_type,
                floor(extract(epoch FROM (now() - rv.published_at)) / 86400) AS days, count(*) OVER () AS total
           FROM rv WHERE rv.replied_at IS NULL
          ORDER BY rv.rating, rv.published_at, rv.id OFFSET $6 LIMIT $7`,
        listArgs(institutionId, site, p),
      );
      return {
        totalRows: n(rows[0]?.total),
        rows: rows.map(
          (r): Record<string, Cell> => ({
            publicadaEm: iso(r.published_at),
            nota: n(r.rating),
            titulo: r.title ?? null,
            autor: r.reviewer_name ?? null,
            tipoViajante: t(`trip.${r.trip_type ?? 'none'}`, ctx.locale),
            diasSemResposta: Math.max(0, n(r.days)),
          }),
        ),
      };
    },
  });

  const list = defineQuery({
    ...common,
    name: `${prefix}-reviews`,
    title: label('reviews.title'),
    help: label('reviews.help'),
    params: reviewParams(),
    columns: [
      { key: 'publicadaEm', type: 'datetime', label: label('publishedAt') },
      { key: 'nota', type: 'decimal', label: label('score') },
      { key: 'titulo', type: 'text', verbatim: true, label: label('title') },
      { key: 'comentario', type: 'text', verbatim: true, label: label('text') },
      ...(site === 'booking' ? [{ key: 'naoGostou', type: 'text' as const, verbatim: true, label: label('disliked') }] : []),
      { key: 'autor', type: 'text', verbatim: true, label: label('reviewer') },
      { key: 'pais', type: 'text', label: label('country') },
      { key: 'idioma', type: 'text', label: label('language') },
      { key: 'tipoViajante', type: 'text', label: label('tripType') },
      { key: 'estadia', type: 'date', label: label('stay') },
      { key: 'resposta', type: 'text', verbatim: true, label: label('reply') },
      { key: 'respondidaEm', type: 'datetime', label: label('repliedAt') },
    ],
    async run(db, institutionId, p, ctx) {
      const { rows } = await db.query(
        `${REVIEWS}
         SELECT rv.published_at, rv.rating, rv.title, coalesce(rv.body, rv.positive) AS text, rv.negative, rv.reviewer_name,
                rv.reviewer_country, rv.language, rv.trip_type, to_char(rv.stay_month, 'YYYY-MM-DD') AS stay, rv.reply,
                rv.replied_at, count(*) OVER () AS total
           FROM rv ORDER BY rv.published_at DESC, rv.id DESC OFFSET $6 LIMIT $7`,
        listArgs(institutionId, site, p),
      );
      return {
        totalRows: n(rows[0]?.total),
        rows: rows.map(
          (r): Record<string, Cell> => ({
            publicadaEm: iso(r.published_at),
            nota: n(r.rating),
            titulo: r.title ?? null,
            comentario: r.text ?? null,
            ...(site === 'booking' ? { naoGostou: r.negative ?? null } : {}),
            autor: r.reviewer_name ?? null,
            pais: r.reviewer_country ?? null,
            idioma: r.language ?? null,
            tipoViajante: t(`trip.${r.trip_type ?? 'none'}`, ctx.locale),
            estadia: r.stay ?? null,
            resposta: r.reply ?? null,
            respondidaEm: iso(r.replied_at),
          }),
        ),
      };
    },
  });

  return [summary, ratings, distribution, tripTypes, categoriesQuery, categoryTrend, replies, replyTrend, unanswered, list];
}

export const reviewQueries: NamedQuery[] = [
  ...siteQueries('tripadvisor', 'tripadvisor', PERMISSIONS.DASH.tripadvisor),
  ...siteQueries('booking', 'bookingcom', PERMISSIONS.DASH.roi),
];
