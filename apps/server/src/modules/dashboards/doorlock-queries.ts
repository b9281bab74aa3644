import { pageArgs, periodParams, ratio, seriesArgs } from '@gm/contracts/dashboards/inputs';
import { PERMISSIONS } from '@gm/contracts/permissions';
import type { Locale } from '@gm/domain/locale';
import { type HotelWording, text } from '../../platform/messages';
import {
  type Cell,
  defineQuery,
  LOCAL_FROM,
  LOCAL_TO,
  num as n,
  SAMPLE_PERIOD as sampleParams,
  HOTEL_TZ as TZ,
} from '../../platform/queries';
import { labels } from './labels';

/**
 * The door-lock family's named queries (issue 17, /dashboard/door-lock/{operations, operations-room-dl};
 * docs/dashboards.md and docs/decisions/0073-totem-door-lock-dashboards.md): the key encodings (door_encode_jobs, one
 * per request the lock server or the connector carried out) and the requests refused before any encoding
 * (door_lock_operations, result 'refused'), over time, by outcome, by where they were asked and per room.
 */
const K = 'dashboards.doorlock';
export const doorLockQueryMessages = labels(K, {
  'summary.title': ['Resumo das chaves', 'Door keys summary', 'Resumen de las llaves'],
  'summary.help': [
    'Pedidos de gravação de chave no período (recepção, totem e celular do hóspede). Gravadas = o servidor de fechaduras gravou os cartões; falhas = a gravação não terminou (máximo de gravações, erro da fechadura, quarto desconhecido, tempo esgotado); recusados = o pedido não foi aceito antes de gravar (reserva encerrada, antes da entrada, sem check-in, pagamento pendente, quarto não definido). Sucesso = gravadas ÷ (gravadas + falhas). Tempo = média da gravação, em segundos.',
    "Key encoding requests in the period (desk, kiosk and the guest's phone). Encoded = the lock server wrote the cards; failures = the encoding did not finish (maximum recordings, lock error, room unknown, timed out); refused = the request was not accepted before encoding (booking ended, before arrival, not checked in, payment due, no room). Success = encoded ÷ (encoded + failures). Time = the encoding's average, in seconds.",
    'Pedidos de grabación de llave en el período (recepción, tótem y celular del huésped). Grabadas = el servidor de cerraduras grabó las tarjetas; fallas = la grabación no terminó (máximo de grabaciones, error de la cerradura, habitación desconocida, tiempo agotado); rechazados = el pedido no fue aceptado antes de grabar (reserva finalizada, antes de la entrada, sin check-in, pago pendiente, habitación no asignada). Éxito = grabadas ÷ (grabadas + fallas). Tiempo = promedio de la grabación, en segundos.',
    'Pedidos de gravação de chave no período (recepção, totem e celular do paciente). Gravadas = o servidor de fechaduras gravou os cartões; falhas = a gravação não terminou (máximo de gravações, erro da fechadura, quarto desconhecido, tempo esgotado); recusados = o pedido não foi aceito antes de gravar (atendimento encerrado, antes da internação, sem admissão, pagamento pendente, quarto não definido). Sucesso = gravadas ÷ (gravadas + falhas). Tempo = média da gravação, em segundos.',
    "Key encoding requests in the period (desk, kiosk and the patient's phone). Encoded = the lock server wrote the cards; failures = the encoding did not finish (maximum recordings, lock error, room unknown, timed out); refused = the request was not accepted before encoding (appointment ended, before admission, not admitted, payment due, no room). Success = encoded ÷ (encoded + failures). Time = the encoding's average, in seconds.",
    'Pedidos de grabación de llave en el período (recepción, tótem y celular del paciente). Grabadas = el servidor de cerraduras grabó las tarjetas; fallas = la grabación no terminó (máximo de grabaciones, error de la cerradura, habitación desconocida, tiempo agotado); rechazados = el pedido no fue aceptado antes de grabar (atención finalizada, antes de la internación, sin admisión, pago pendiente, habitación no asignada). Éxito = grabadas ÷ (grabadas + fallas). Tiempo = promedio de la grabación, en segundos.',
  ],
  requests: ['Pedidos', 'Requests', 'Pedidos'],
  encoded: ['Gravadas', 'Encoded', 'Grabadas'],
  cards: ['Cartões gravados', 'Cards encoded', 'Tarjetas grabadas'],
  failed: ['Falhas', 'Failures', 'Fallas'],
  refused: ['Recusados', 'Refused', 'Rechazados'],
  successRate: ['Taxa de sucesso', 'Success rate', 'Tasa de éxito'],
  seconds: ['Tempo médio (s)', 'Average time (s)', 'Tiempo medio (s)'],
  rooms: ['Quartos', 'Rooms', 'Habitaciones', 'Quartos e leitos', 'Rooms and beds', 'Habitaciones y camas'],
  'series.title': ['Chaves ao longo do tempo', 'Keys over time', 'Llaves en el tiempo'],
  'series.help': [
    'Chaves gravadas, falhas e pedidos recusados em cada dia, semana ou mês, e a taxa de sucesso das gravações.',
    "Keys encoded, failures and refused requests each day, week or month, and the encodings' success rate.",
    'Llaves grabadas, fallas y pedidos rechazados en cada día, semana o mes, y la tasa de éxito de las grabaciones.',
  ],
  period: ['Período', 'Period', 'Período'],
  'outcomes.title': ['Resultado dos pedidos', 'Request outcomes', 'Resultado de los pedidos'],
  'outcomes.help': [
    'Os pedidos do período por resultado: gravadas, cada falha da gravação e cada motivo de recusa, com os cartões gravados.',
    "The period's requests by outcome: encoded, each encoding failure and each refusal reason, with the cards encoded.",
    'Los pedidos del período por resultado: grabadas, cada falla de la grabación y cada motivo de rechazo, con las tarjetas grabadas.',
  ],
  outcome: ['Resultado', 'Outcome', 'Resultado'],
  share: ['Percentual', 'Share', 'Porcentaje'],
  'outcome.done': ['Gravada', 'Encoded', 'Grabada'],
  'outcome.max_recordings': ['Falha: máximo de gravações', 'Failed: maximum recordings', 'Falla: máximo de grabaciones'],
  'outcome.lock_error': ['Falha: erro da fechadura', 'Failed: lock error', 'Falla: error de la cerradura'],
  'outcome.room_unknown': ['Falha: quarto desconhecido', 'Failed: room unknown', 'Falla: habitación desconocida'],
  'outcome.timeout': ['Falha: tempo esgotado', 'Failed: timed out', 'Falla: tiempo agotado'],
  'outcome.failed_other': ['Falha: outro motivo', 'Failed: other reason', 'Falla: otro motivo'],
  'outcome.pending': ['Em andamento', 'In progress', 'En curso'],
  'outcome.invalid_stage': [
    'Recusado: reserva encerrada',
    'Refused: booking ended',
    'Rechazado: reserva finalizada',
    'Recusado: atendimento encerrado',
    'Refused: appointment ended',
    'Rechazado: atención finalizada',
  ],
  'outcome.entry_not_today': [
    'Recusado: antes da entrada',
    'Refused: before arrival',
    'Rechazado: antes de la entrada',
    'Recusado: antes da internação',
    'Refused: before admission',
    'Rechazado: antes de la internación',
  ],
  'outcome.not_checked_in': [
    'Recusado: sem check-in',
    'Refused: not checked in',
    'Rechazado: sin check-in',
    'Recusado: sem admissão',
    'Refused: not admitted',
    'Rechazado: sin admisión',
  ],
  'outcome.unpaid': ['Recusado: pagamento pendente', 'Refused: payment due', 'Rechazado: pago pendiente'],
  'outcome.no_room': ['Recusado: quarto não definido', 'Refused: no room assigned', 'Rechazado: habitación no asignada'],
  'outcome.refused_other': ['Recusado: outro motivo', 'Refused: other reason', 'Rechazado: otro motivo'],
  'origins.title': ['Onde as chaves foram pedidas', 'Where keys were asked for', 'Dónde se pidieron las llaves'],
  'origins.help': [
    'Pedidos do período pela origem: recepção (a equipe, pela reserva), totem do saguão ou o celular do hóspede; gravadas, falhas e recusados de cada uma.',
    "The period's requests by where they came from: the desk (staff, from the booking), the lobby kiosk or the guest's phone; encoded, failures and refused for each.",
    'Pedidos del período por origen: recepción (el equipo, desde la reserva), tótem del vestíbulo o el celular del huésped; grabadas, fallas y rechazados de cada uno.',
    'Pedidos do período pela origem: recepção (a equipe, pelo atendimento), totem ou o celular do paciente; gravadas, falhas e recusados de cada uma.',
    "The period's requests by where they came from: the desk (staff, from the appointment), the kiosk or the patient's phone; encoded, failures and refused for each.",
    'Pedidos del período por origen: recepción (el equipo, desde la atención), tótem o el celular del paciente; grabadas, fallas y rechazados de cada uno.',
  ],
  origin: ['Origem', 'Origin', 'Origen'],
  'origin.desk': ['Recepção', 'Desk', 'Recepción'],
  'origin.kiosk': ['Totem', 'Kiosk', 'Tótem'],
  'origin.web': [
    'Celular do hóspede',
    "Guest's phone",
    'Celular del huésped',
    'Celular do paciente',
    "Patient's phone",
    'Celular del paciente',
  ],
  'origin.other': ['Outra', 'Other', 'Otra'],
  'log.title': ['Operações de chave', 'Key operations', 'Operaciones de llave'],
  'log.help': [
    'Cada operação do período, da mais recente: o pedido (aceito ou recusado, com o motivo) e cada tentativa de gravação (gravada, falha ou nova tentativa), com o quarto, a reserva, a origem e a duração.',
    'Each operation of the period, latest first: the request (accepted or refused, with the reason) and each encoding attempt (encoded, failed or retried), with the room, the booking, the origin and the duration.',
    'Cada operación del período, de la más reciente: el pedido (aceptado o rechazado, con el motivo) y cada intento de grabación (grabada, falla o nuevo intento), con la habitación, la reserva, el origen y la duración.',
    'Cada operação do período, da mais recente: o pedido (aceito ou recusado, com o motivo) e cada tentativa de gravação (gravada, falha ou nova tentativa), com o quarto, o atendimento, a origem e a duração.',
    'Each operation of the period, latest first: the request (accepted or refused, with the reason) and each encoding attempt (encoded, failed or retried), with the room, the appointment, the origin and the duration.',
    'Cada operación del período, de la más reciente: el pedido (aceptado o rechazado, con el motivo) y cada intento de grabación (grabada, falla o nuevo intento), con la habitación, la atención, el origen y la duración.',
  ],
  at: ['Quando', 'When', 'Cuándo'],
  room: ['Quarto', 'Room', 'Habitación', 'Quarto ou leito', 'Room or bed', 'Habitación o cama'],
  voucher: ['Voucher', 'Voucher', 'Voucher'],
  operation: ['Operação', 'Operation', 'Operación'],
  'operation.encode_request': ['Pedido', 'Request', 'Pedido'],
  'operation.encode': ['Gravação', 'Encoding', 'Grabación'],
  'operation.consult': ['Consulta', 'Consult', 'Consulta'],
  'operation.revoke_request': ['Pedido de revogação', 'Revocation request', 'Pedido de revocación'],
  'operation.revoke': ['Revogação', 'Revocation', 'Revocación'],
  revoked: ['Revogações', 'Revocations', 'Revocaciones'],
  result: ['Resultado', 'Result', 'Resultado'],
  'result.accepted': ['Aceito', 'Accepted', 'Aceptado'],
  'result.refused': ['Recusado', 'Refused', 'Rechazado'],
  'result.done': ['Gravada', 'Encoded', 'Grabada'],
  'result.failed': ['Falha', 'Failed', 'Falla'],
  'result.retry': ['Nova tentativa', 'Retried', 'Nuevo intento'],
  reason: ['Motivo', 'Reason', 'Motivo'],
  durationMs: ['Duração (ms)', 'Duration (ms)', 'Duración (ms)'],
  'rooms.title': [
    'Chaves por quarto',
    'Keys by room',
    'Llaves por habitación',
    'Chaves por quarto ou leito',
    'Keys by room or bed',
    'Llaves por habitación o cama',
  ],
  'rooms.help': [
    'Cada quarto com pedidos de chave no período: pedidos, gravadas, cartões, falhas e recusados, a taxa de sucesso e a última gravação. Os quartos com mais falhas vêm primeiro: uma fechadura ou um codificador com problema aparece aqui.',
    'Each room with key requests in the period: requests, encoded, cards, failures and refused, the success rate and the latest encoding. Rooms with the most failures come first: a faulty lock or encoder shows here.',
    'Cada habitación con pedidos de llave en el período: pedidos, grabadas, tarjetas, fallas y rechazados, la tasa de éxito y la última grabación. Las habitaciones con más fallas vienen primero: una cerradura o un codificador con problemas aparece aquí.',
    'Cada quarto ou leito com pedidos de chave no período: pedidos, gravadas, cartões, falhas e recusados, a taxa de sucesso e a última gravação. Os com mais falhas vêm primeiro: uma fechadura ou um codificador com problema aparece aqui.',
    'Each room or bed with key requests in the period: requests, encoded, cards, failures and refused, the success rate and the latest encoding. Those with the most failures come first: a faulty lock or encoder shows here.',
    'Cada habitación o cama con pedidos de llave en el período: pedidos, grabadas, tarjetas, fallas y rechazados, la tasa de éxito y la última grabación. Las con más fallas vienen primero: una cerradura o un codificador con problemas aparece aquí.',
  ],
  lastEncoded: ['Última gravação', 'Latest encoding', 'Última grabación'],
});

/** A row's word in the caller's language and, given the hotel's settings, its wording (a hospital's appointments). */
const t = (key: string, locale: Locale, hotel: HotelWording | null = null) => text(`${K}.${key}`, locale, hotel);
const label = (key: string) => `${K}.${key}`;

/** The key encodings asked for in the period (one job per accepted request; revocations are jobs of their own kind). */
const JOBS = `SELECT j.* FROM door_encode_jobs j
  WHERE j.institution_id = $1 AND j.kind = 'encode' AND j.created_at >= ${LOCAL_FROM} AND j.created_at < ${LOCAL_TO}`;
/** The requests refused before any encoding in the period. */
const REFUSED = `SELECT o.* FROM door_lock_operations o
  WHERE o.institution_id = $1 AND o.operation = 'encode_request' AND o.result = 'refused'
    AND o.created_at >= ${LOCAL_FROM} AND o.created_at < ${LOCAL_TO}`;

/** Every request of the period as one row: its time, room, origin, cards and outcome key (the outcome.* labels). */
const REQUESTS = `SELECT j.created_at AS at, j.room, j.device, j.cards, j.state,
         CASE WHEN j.state = 'done' THEN 'done' WHEN j.state IN ('pending', 'working') THEN 'pending'
              WHEN j.reason IN ('max_recordings', 'lock_error', 'room_unknown', 'timeout') THEN j.reason ELSE 'failed_other' END AS outcome
    FROM (${JOBS}) j
  UNION ALL
  SELECT o.created_at, o.room, o.device, 0, 'refused',
         CASE WHEN o.reason IN ('doorLock.invalid_stage', 'doorLock.entry_not_today', 'doorLock.not_checked_in', 'doorLock.unpaid',
                                'doorLock.no_room') THEN substring(o.reason FROM 10) ELSE 'refused_other' END
    FROM (${REFUSED}) o`;

const OUTCOMES = [
  'done',
  'max_recordings',
  'lock_error',
  'room_unknown',
  'timeout',
  'failed_other',
  'invalid_stage',
  'entry_not_today',
  'not_checked_in',
  'unpaid',
  'no_room',
  'refused_other',
  'pending',
] as const;

export const doorLockSummaryQuery = defineQuery({
  name: 'doorlock-summary',
  title: label('summary.title'),
  help: label('summary.help'),
  permission: PERMISSIONS.DASH.doorLock,
  params: periodParams(366),
  chart: { kind: 'kpi' },
  columns: [
    { key: 'pedidos', type: 'int', label: label('requests') },
    { key: 'gravadas', type: 'int', label: label('encoded') },
    { key: 'cartoes', type: 'int', label: label('cards') },
    { key: 'falhas', type: 'int', label: label('failed') },
    { key: 'recusados', type: 'int', label: label('refused') },
    { key: 'taxaSucesso', type: 'percent', label: label('successRate') },
    { key: 'tempoMedio', type: 'decimal', label: label('seconds') },
    { key: 'quartos', type: 'int', label: label('rooms') },
    { key: 'revogadas', type: 'int', label: label('revoked') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT count(*) AS requests, count(*) FILTER (WHERE r.state = 'done') AS done,
              coalesce(sum(r.cards) FILTER (WHERE r.state = 'done'), 0) AS cards,
              count(*) FILTER (WHERE r.state = 'failed') AS failed, count(*) FILTER (WHERE r.state = 'refused') AS refused,
              count(DISTINCT r.room) FILTER (WHERE r.state = 'done') AS rooms,
              (SELECT avg(o.duration_ms) FROM door_lock_operations o
                WHERE o.institution_id = $1 AND o.operation = 'encode' AND o.result = 'done' AND o.duration_ms IS NOT NULL
                  AND o.created_at >= ${LOCAL_FROM} AND o.created_at < ${LOCAL_TO}) AS avg_ms,
              (SELECT count(*) FROM door_encode_jobs v
                WHERE v.institution_id = $1 AND v.kind = 'revoke' AND v.state = 'done'
                  AND v.created_at >= ${LOCAL_FROM} AND v.created_at < ${LOCAL_TO}) AS revoked
         FROM (${REQUESTS}) r`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const r = rows[0] ?? {};
    return {
      totalRows: 1,
      rows: [
        {
          pedidos: n(r.requests),
          gravadas: n(r.done),
          cartoes: n(r.cards),
          falhas: n(r.failed),
          recusados: n(r.refused),
          taxaSucesso: ratio(n(r.done), n(r.done) + n(r.failed)),
          tempoMedio: r.avg_ms === null || r.avg_ms === undefined ? null : Math.round(Number(r.avg_ms) / 100) / 10,
          quartos: n(r.rooms),
          revogadas: n(r.revoked),
        },
      ],
    };
  },
});

export const doorLockSeriesQuery = defineQuery({
  name: 'doorlock-operations',
  title: label('series.title'),
  help: label('series.help'),
  permission: PERMISSIONS.DASH.doorLock,
  params: periodParams(366, 1000),
  chart: { kind: 'line', x: 'periodo', series: ['gravadas', 'falhas', 'recusados'] },
  columns: [
    { key: 'periodo', type: 'date', label: label('period') },
    { key: 'pedidos', type: 'int', label: label('requests') },
    { key: 'gravadas', type: 'int', label: label('encoded') },
    { key: 'falhas', type: 'int', label: label('failed') },
    { key: 'recusados', type: 'int', label: label('refused') },
    { key: 'taxaSucesso', type: 'percent', label: label('successRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT to_char(date_trunc($4, (r.at AT TIME ZONE ${TZ})::date), 'YYYY-MM-DD') AS period, count(*) AS requests,
              count(*) FILTER (WHERE r.state = 'done') AS done, count(*) FILTER (WHERE r.state = 'failed') AS failed,
              count(*) FILTER (WHERE r.state = 'refused') AS refused, count(*) OVER () AS total
         FROM (${REQUESTS}) r GROUP BY 1 ORDER BY 1 OFFSET $5 LIMIT $6`,
      seriesArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        periodo: r.period,
        pedidos: n(r.requests),
        gravadas: n(r.done),
        falhas: n(r.failed),
        recusados: n(r.refused),
        taxaSucesso: ratio(n(r.done), n(r.done) + n(r.failed)),
      })),
    };
  },
});

export const doorLockOutcomesQuery = defineQuery({
  name: 'doorlock-outcomes',
  title: label('outcomes.title'),
  help: label('outcomes.help'),
  permission: PERMISSIONS.DASH.doorLock,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'resultado', series: ['pedidos'] },
  columns: [
    { key: 'resultado', type: 'text', label: label('outcome') },
    { key: 'pedidos', type: 'int', label: label('requests') },
    { key: 'cartoes', type: 'int', label: label('cards') },
    { key: 'percentual', type: 'percent', label: label('share') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx, hotel) {
    const { rows } = await db.query<{ outcome: string; count: string; cards: string }>(
      `SELECT r.outcome, count(*) AS count, coalesce(sum(r.cards) FILTER (WHERE r.state = 'done'), 0) AS cards
         FROM (${REQUESTS}) r GROUP BY 1`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const by = new Map(rows.map((r) => [r.outcome, r]));
    const total = rows.reduce((a, r) => a + n(r.count), 0);
    return {
      totalRows: OUTCOMES.length,
      rows: OUTCOMES.map((o) => ({
        resultado: t(`outcome.${o}`, ctx.locale, hotel),
        pedidos: n(by.get(o)?.count),
        cartoes: n(by.get(o)?.cards),
        percentual: ratio(n(by.get(o)?.count), total),
      })),
    };
  },
});

const ORIGINS = ['desk', 'kiosk', 'web', 'other'] as const;

export const doorLockOriginsQuery = defineQuery({
  name: 'doorlock-origins',
  title: label('origins.title'),
  help: label('origins.help'),
  permission: PERMISSIONS.DASH.doorLock,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'origem', series: ['gravadas', 'falhas', 'recusados'] },
  columns: [
    { key: 'origem', type: 'text', label: label('origin') },
    { key: 'pedidos', type: 'int', label: label('requests') },
    { key: 'gravadas', type: 'int', label: label('encoded') },
    { key: 'falhas', type: 'int', label: label('failed') },
    { key: 'recusados', type: 'int', label: label('refused') },
    { key: 'taxaSucesso', type: 'percent', label: label('successRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx, hotel) {
    const { rows } = await db.query<{ origin: string; requests: string; done: string; failed: string; refused: string }>(
      `SELECT CASE WHEN r.device IN ('desk', 'kiosk', 'web') THEN r.device ELSE 'other' END AS origin, count(*) AS requests,
              count(*) FILTER (WHERE r.state = 'done') AS done, count(*) FILTER (WHERE r.state = 'failed') AS failed,
              count(*) FILTER (WHERE r.state = 'refused') AS refused
         FROM (${REQUESTS}) r GROUP BY 1`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const by = new Map(rows.map((r) => [r.origin, r]));
    return {
      totalRows: ORIGINS.length,
      rows: ORIGINS.map((o) => {
        const r = by.get(o);
        return {
          origem: t(`origin.${o}`, ctx.locale, hotel),
          pedidos: n(r?.requests),
          gravadas: n(r?.done),
          falhas: n(r?.failed),
          recusados: n(r?.refused),
          taxaSucesso: ratio(n(r?.done), n(r?.done) + n(r?.failed)),
        };
      }),
    };
  },
});

const REFUSAL_KEYS = new Set(['invalid_stage', 'entry_not_today', 'not_checked_in', 'unpaid', 'no_room']);
const FAILURE_KEYS = new Set(['max_recordings', 'lock_error', 'room_unknown', 'timeout']);

/** A logged reason as the dashboards word it (a refusal's message key, or the lock's failure). */
function reasonLabel(reason: string | null, locale: Locale, hotel: HotelWording | null): string | null {
  if (!reason) return null;
  const key = reason.startsWith('doorLock.') ? reason.slice('doorLock.'.length) : reason;
  if (REFUSAL_KEYS.has(key) || FAILURE_KEYS.has(key)) return t(`outcome.${key}`, locale, hotel).replace(/^[^:]*:\s*/, '');
  return reason;
}

export const doorLockLogQuery = defineQuery({
  name: 'doorlock-log',
  title: label('log.title'),
  help: label('log.help'),
  permission: PERMISSIONS.DASH.doorLock,
  params: periodParams(366),
  columns: [
    { key: 'em', type: 'datetime', label: label('at') },
    { key: 'quarto', type: 'text', verbatim: true, label: label('room') },
    { key: 'voucher', type: 'text', label: label('voucher') },
    { key: 'operacao', type: 'text', label: label('operation') },
    { key: 'resultado', type: 'text', label: label('result') },
    { key: 'motivo', type: 'text', label: label('reason') },
    { key: 'origem', type: 'text', label: label('origin') },
    { key: 'duracaoMs', type: 'int', label: label('durationMs') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx, hotel) {
    // An attempt's origin is its request's (the attempt itself runs on the sandbox or the hotel's connector).
    const { rows } = await db.query(
      `SELECT o.created_at, o.room, b.voucher, o.operation, o.result, o.reason, coalesce(j.device, o.device) AS device, o.duration_ms,
              count(*) OVER () AS total
         FROM door_lock_operations o LEFT JOIN bookings b ON b.id = o.booking_id AND b.institution_id = $1
         LEFT JOIN door_encode_jobs j ON j.id = o.job_id AND j.institution_id = $1
        WHERE o.institution_id = $1 AND o.operation <> 'consult' AND o.created_at >= ${LOCAL_FROM} AND o.created_at < ${LOCAL_TO}
        ORDER BY o.created_at DESC, o.id DESC OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map(
        (r): Record<string, Cell> => ({
          em: (r.created_at as Date).toISOString(),
          quarto: r.room ?? null,
          voucher: r.voucher ?? null,
          operacao: t(`operation.${r.operation}`, ctx.locale, hotel),
          resultado: t(`result.${r.result}`, ctx.locale, hotel),
          motivo: reasonLabel(r.reason, ctx.locale, hotel),
          origem: t(`origin.${['desk', 'kiosk', 'web'].includes(r.device) ? r.device : 'other'}`, ctx.locale, hotel),
          duracaoMs: r.duration_ms === null ? null : n(r.duration_ms),
        }),
      ),
    };
  },
});

export const doorLockRoomsQuery = defineQuery({
  name: 'doorlock-rooms',
  title: label('rooms.title'),
  help: label('rooms.help'),
  permission: PERMISSIONS.DASH.doorLock,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'quarto', series: ['gravadas', 'falhas', 'recusados'] },
  columns: [
    { key: 'quarto', type: 'text', verbatim: true, label: label('room') },
    { key: 'pedidos', type: 'int', label: label('requests') },
    { key: 'gravadas', type: 'int', label: label('encoded') },
    { key: 'cartoes', type: 'int', label: label('cards') },
    { key: 'falhas', type: 'int', label: label('failed') },
    { key: 'recusados', type: 'int', label: label('refused') },
    { key: 'taxaSucesso', type: 'percent', label: label('successRate') },
    { key: 'ultimaGravacao', type: 'datetime', label: label('lastEncoded') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    // Refused requests without a room (a booking whose room was never named) have no row here.
    const { rows } = await db.query(
      `SELECT r.room, count(*) AS requests, count(*) FILTER (WHERE r.state = 'done') AS done,
              coalesce(sum(r.cards) FILTER (WHERE r.state = 'done'), 0) AS cards, count(*) FILTER (WHERE r.state = 'failed') AS failed,
              count(*) FILTER (WHERE r.state = 'refused') AS refused, max(r.at) FILTER (WHERE r.state = 'done') AS last_done,
              count(*) OVER () AS total
         FROM (${REQUESTS}) r WHERE r.room IS NOT NULL
        GROUP BY r.room ORDER BY count(*) FILTER (WHERE r.state = 'failed') DESC, count(*) DESC, r.room OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map(
        (r): Record<string, Cell> => ({
          quarto: r.room,
          pedidos: n(r.requests),
          gravadas: n(r.done),
          cartoes: n(r.cards),
          falhas: n(r.failed),
          recusados: n(r.refused),
          taxaSucesso: ratio(n(r.done), n(r.done) + n(r.failed)),
          ultimaGravacao: r.last_done ? (r.last_done as Date).toISOString() : null,
        }),
      ),
    };
  },
});

export const doorLockQueries = [
  doorLockSummaryQuery,
  doorLockSeriesQuery,
  doorLockOutcomesQuery,
  doorLockOriginsQuery,
  doorLockLogQuery,
  doorLockRoomsQuery,
];
