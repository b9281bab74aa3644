import { FILL_STEPS, pageArgs, periodParams, ratio, seriesArgs } from '@gm/contracts/dashboards/inputs';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { z } from 'zod';
import { translate } from '../../platform/messages';
import {
  type Cell,
  defineQuery,
  HOTEL_TZ,
  LOCAL_FROM,
  LOCAL_TO,
  num as n,
  SAMPLE_PERIOD as sampleParams,
  totalColumn,
} from '../../platform/queries';
import { labels } from './labels';

/**
 * The check-in family's named queries (issue 17, /dashboard/check-in/*; docs/dashboards.md and
 * docs/decisions/0071-dashboard-families.md): web check-in uptake, completion by step, time to complete, documents
 * missing, links sent and started, and the expected arrivals' readiness. Every query reads one hotel ($1, bound by
 * the engine) and its bookings arriving in the period; cancelled bookings are never arrivals.
 */
const K = 'dashboards.checkin';
export const checkinQueryMessages = labels(K, {
  'summary.title': ['Resumo do check-in online', 'Online check-in summary', 'Resumen del check-in en línea'],
  'summary.help': [
    'Reservas com chegada no período. Adesão = reservas cujo hóspede principal concluiu o check-in online ÷ chegadas. Documentos faltando = hóspedes que concluíram sem enviar documento nem marcar que o apresentarão na recepção. Antecedência = horas, em média, entre a conclusão e a meia-noite do dia da chegada.',
    'Bookings arriving in the period. Uptake = bookings whose main guest completed the online check-in ÷ arrivals. Documents missing = guests who completed without sending a document or saying they will show it at the desk. Hours ahead = average hours between completion and midnight of the arrival day.',
    'Reservas con llegada en el período. Adhesión = reservas cuyo huésped principal completó el check-in en línea ÷ llegadas. Documentos faltantes = huéspedes que completaron sin enviar documento ni indicar que lo presentarán en recepción. Antelación = horas, en promedio, entre la conclusión y la medianoche del día de llegada.',
  ],
  arrivals: ['Chegadas', 'Arrivals', 'Llegadas'],
  done: ['Check-ins online', 'Online check-ins', 'Check-ins en línea'],
  uptake: ['Adesão', 'Uptake', 'Adhesión'],
  guests: ['Hóspedes', 'Guests', 'Huéspedes', 'Pacientes', 'Patients', 'Pacientes'],
  guestsDone: [
    'Hóspedes concluídos',
    'Guests completed',
    'Huéspedes completados',
    'Pacientes concluídos',
    'Patients completed',
    'Pacientes completados',
  ],
  docsMissing: ['Documentos faltando', 'Documents missing', 'Documentos faltantes'],
  hoursAhead: ['Antecedência (horas)', 'Hours ahead', 'Antelación (horas)'],
  linksSent: ['Links enviados', 'Links sent', 'Enlaces enviados'],
  'steps.title': ['Preenchimento por etapa', 'Completion by step', 'Llenado por etapa'],
  'steps.help': [
    'Dos hóspedes das reservas com chegada no período, quantos passaram por cada etapa do check-in online e a porcentagem sobre todos os hóspedes.',
    'Of the guests of the bookings arriving in the period, how many went through each online check-in step, and the share of all guests.',
    'De los huéspedes de las reservas con llegada en el período, cuántos pasaron por cada etapa del check-in en línea y el porcentaje sobre todos.',
  ],
  step: ['Etapa', 'Step', 'Etapa'],
  share: ['Percentual', 'Share', 'Porcentaje'],
  'step.personal': ['Dados pessoais', 'Personal data', 'Datos personales'],
  'step.contact': ['Contato', 'Contact', 'Contacto'],
  'step.document': ['Documento', 'Document', 'Documento'],
  'step.signature': ['Assinatura', 'Signature', 'Firma'],
  'step.done': ['Concluído', 'Completed', 'Completado'],
  'timing.title': ['Tempo até a chegada', 'Time before arrival', 'Tiempo antes de la llegada'],
  'timing.help': [
    'Quando os hóspedes concluíram o check-in online, em relação à meia-noite do dia da chegada (horário do hotel).',
    "When guests completed the online check-in, relative to midnight of the arrival day (the hotel's time).",
    'Cuándo los huéspedes completaron el check-in en línea, respecto a la medianoche del día de llegada (hora del hotel).',
  ],
  bucket: ['Quando', 'When', 'Cuándo'],
  'bucket.0': ['No dia da chegada', 'On the arrival day', 'El día de llegada'],
  'bucket.1': ['Até 1 dia antes', 'Up to 1 day before', 'Hasta 1 día antes'],
  'bucket.2': ['2 a 3 dias antes', '2 to 3 days before', '2 a 3 días antes'],
  'bucket.3': ['4 a 7 dias antes', '4 to 7 days before', '4 a 7 días antes'],
  'bucket.4': ['Mais de 7 dias antes', 'More than 7 days before', 'Más de 7 días antes'],
  'reservations.title': [
    'Reservas e check-in online',
    'Bookings and online check-in',
    'Reservas y check-in en línea',
    'Atendimentos e check-in online',
    'Appointments and online check-in',
    'Atenciones y check-in en línea',
  ],
  'reservations.help': [
    'Cada reserva com chegada no período: hóspedes, quantos concluíram o check-in online e a situação.',
    'Each booking arriving in the period: guests, how many completed the online check-in, and its state.',
    'Cada reserva con llegada en el período: huéspedes, cuántos completaron el check-in en línea y la situación.',
  ],
  checkIn: ['Chegada', 'Arrival', 'Llegada'],
  checkOut: ['Saída', 'Departure', 'Salida'],
  voucher: ['Voucher', 'Voucher', 'Voucher'],
  guest: ['Hóspede', 'Guest', 'Huésped', 'Paciente', 'Patient', 'Paciente'],
  origin: ['Origem', 'Origin', 'Origen'],
  state: ['Situação', 'State', 'Situación'],
  'state.done': ['Concluído', 'Completed', 'Completado'],
  'state.partial': ['Parcial', 'Partial', 'Parcial'],
  'state.pending': ['Não iniciado', 'Not started', 'No iniciado'],
  'list.title': ['Check-ins online concluídos', 'Online check-ins completed', 'Check-ins en línea completados'],
  'list.help': [
    'Os hóspedes que concluíram o check-in online no período (data da conclusão), com o que enviaram.',
    'The guests who completed the online check-in in the period (completion date), with what they sent.',
    'Los huéspedes que completaron el check-in en línea en el período (fecha de conclusión), con lo que enviaron.',
  ],
  completedAt: ['Concluído em', 'Completed at', 'Completado el'],
  document: ['Documento', 'Document', 'Documento'],
  signature: ['Assinatura', 'Signature', 'Firma'],
  yes: ['Sim', 'Yes', 'Sí'],
  no: ['Não', 'No', 'No'],
  atDesk: ['Na recepção', 'At the desk', 'En recepción'],
  'links.title': ['Links de check-in', 'Check-in links', 'Enlaces de check-in'],
  'links.help': [
    'Links de check-in online enviados por e-mail no período (um por reserva), quantos hóspedes abriram e começaram o preenchimento e quantas reservas o concluíram. O produto não rastreia a abertura do e-mail: conta como aberto quem começou o check-in.',
    'Online check-in links mailed in the period (one per booking), how many guests opened them and started filling in, and how many bookings completed. The product does not track mail opens: a link counts as opened when the guest started the check-in.',
    'Enlaces de check-in en línea enviados por correo en el período (uno por reserva), cuántos huéspedes los abrieron y empezaron a llenar y cuántas reservas lo completaron. El producto no rastrea la apertura del correo: cuenta como abierto quien empezó el check-in.',
  ],
  period: ['Período', 'Period', 'Período'],
  sent: ['Enviados', 'Sent', 'Enviados'],
  opened: ['Abertos', 'Opened', 'Abiertos'],
  completed: ['Concluídos', 'Completed', 'Completados'],
  openRate: ['Taxa de abertura', 'Open rate', 'Tasa de apertura'],
  'origins.title': ['Adesão por origem', 'Uptake by origin', 'Adhesión por origen'],
  'origins.help': [
    'Chegadas do período por origem da reserva (canal) e a adesão ao check-in online em cada uma.',
    "The period's arrivals by booking origin (channel) and the online check-in uptake of each.",
    'Llegadas del período por origen de la reserva (canal) y la adhesión al check-in en línea de cada una.',
  ],
  noOrigin: ['Sem origem', 'No origin', 'Sin origen'],
  'provisionDays.title': ['Previsão de chegadas', 'Expected arrivals', 'Previsión de llegadas'],
  'provisionDays.help': [
    'Chegadas previstas por dia e quantas estão prontas (todos os hóspedes concluíram o check-in online), parciais ou não iniciadas, e os documentos que faltam.',
    'Expected arrivals by day and how many are ready (every guest completed the online check-in), partial or not started, and the documents missing.',
    'Llegadas previstas por día y cuántas están listas (todos los huéspedes completaron el check-in en línea), parciales o no iniciadas, y los documentos faltantes.',
  ],
  day: ['Dia', 'Day', 'Día'],
  ready: ['Prontas', 'Ready', 'Listas'],
  partial: ['Parciais', 'Partial', 'Parciales'],
  notStarted: ['Não iniciadas', 'Not started', 'No iniciadas'],
  'provision.title': ['Chegadas previstas e prontidão', 'Expected arrivals and readiness', 'Llegadas previstas y preparación'],
  'provision.help': [
    'Cada reserva prevista para chegar no período, com os hóspedes que já concluíram o check-in online, os documentos que faltam e o prazo do check-in online.',
    'Each booking expected in the period, with the guests who already completed the online check-in, the documents missing and the online check-in deadline.',
    'Cada reserva prevista en el período, con los huéspedes que ya completaron el check-in en línea, los documentos faltantes y el plazo del check-in en línea.',
  ],
  deadline: ['Prazo do check-in online', 'Online check-in deadline', 'Plazo del check-in en línea'],
  // The detailed fill (spec section 9's modal; decision 0077).
  'fillDetail.title': ['Preenchimento detalhado', 'Detailed fill', 'Llenado detallado'],
  'fillDetail.help': [
    'Os hóspedes das reservas com chegada no período que ainda não concluíram o check-in online, com a etapa em que pararam: a primeira que falta, na ordem do check-in (dados pessoais, contato, documento, assinatura, confirmação final).',
    'The guests of the bookings arriving in the period who have not completed the online check-in, with the step where they stopped: the first one missing, in the check-in order (personal data, contact, document, signature, final confirmation).',
    'Los huéspedes de las reservas con llegada en el período que aún no completaron el check-in en línea, con la etapa en que se detuvieron: la primera que falta, en el orden del check-in (datos personales, contacto, documento, firma, confirmación final).',
    'Os pacientes dos atendimentos do período que ainda não concluíram o check-in online, com a etapa em que pararam: a primeira que falta, na ordem do check-in (dados pessoais, contato, documento, assinatura, confirmação final).',
    'The patients of the appointments in the period who have not completed the online check-in, with the step where they stopped: the first one missing, in the check-in order (personal data, contact, document, signature, final confirmation).',
    'Los pacientes de las atenciones del período que aún no completaron el check-in en línea, con la etapa en que se detuvieron: la primera que falta, en el orden del check-in (datos personales, contacto, documento, firma, confirmación final).',
  ],
  stoppedAt: ['Parou em', 'Stopped at', 'Se detuvo en'],
  'stop.personal': ['Dados pessoais (não começou)', 'Personal data (not started)', 'Datos personales (no empezó)'],
  'stop.done': ['Confirmação final', 'Final confirmation', 'Confirmación final'],
  position: ['Na reserva', 'In the booking', 'En la reserva', 'No atendimento', 'In the appointment', 'En la atención'],
  main: ['Principal', 'Main guest', 'Principal', 'Principal', 'Main patient', 'Principal'],
  companion: ['Acompanhante', 'Companion', 'Acompañante'],
});

const t = (key: string, locale: Parameters<typeof translate>[1]) => translate(`${K}.${key}`, locale);
const label = (key: string) => `${K}.${key}`;

/**
 * The hotel's bookings arriving between $2 and $3 (cancelled ones left out). Its columns are those of bookings_list_idx,
 * so the bookings are read from the index alone (a hotel's bookings lie all over the table: 877 pages for 1,247
 * arrivals in the bench's 1M bookings).
 */
const ARRIVALS = `SELECT b.id, b.check_in, b.check_out, b.voucher, b.origin
  FROM bookings b WHERE b.institution_id = $1 AND b.check_in BETWEEN $2::date AND $3::date AND b.status <> 'C'`;

/**
 * The same arrivals with their online check-in counters (booking_checkin_stats, kept by triggers; decision 0083): the
 * aggregates and the lists' pages read one row per booking from one index instead of every person of the period.
 */
const ARRIVAL_STATS = `SELECT s.* FROM booking_checkin_stats s
  WHERE s.institution_id = $1 AND s.check_in BETWEEN $2::date AND $3::date AND NOT s.cancelled`;

export const checkinSummaryQuery = defineQuery({
  name: 'checkin-summary',
  title: label('summary.title'),
  help: label('summary.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  chart: { kind: 'kpi' },
  columns: [
    { key: 'chegadas', type: 'int', label: label('arrivals') },
    { key: 'webCheckins', type: 'int', label: label('done') },
    { key: 'adesao', type: 'percent', label: label('uptake') },
    { key: 'hospedes', type: 'int', label: label('guests') },
    { key: 'hospedesConcluidos', type: 'int', label: label('guestsDone') },
    { key: 'documentosFaltando', type: 'int', label: label('docsMissing') },
    { key: 'antecedenciaHoras', type: 'decimal', label: label('hoursAhead') },
    { key: 'linksEnviados', type: 'int', label: label('linksSent') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `WITH a AS (${ARRIVAL_STATS})
       SELECT count(*) AS arrivals, count(*) FILTER (WHERE a.main_done) AS done, sum(a.persons) AS persons,
              sum(a.done) AS persons_done, sum(a.docs_missing) AS docs_missing,
              sum(a.ahead_hours) / nullif(sum(a.ahead_0 + a.ahead_1 + a.ahead_2 + a.ahead_3 + a.ahead_4), 0) AS hours_ahead,
              (SELECT count(DISTINCT n.subject_key) FROM notification_sends n
                WHERE n.institution_id = $1 AND n.template = 'checkinLink'
                  AND n.subject_key IN (SELECT 'booking:' || a.booking_id FROM a)) AS links
         FROM a`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const r = rows[0] ?? {};
    return {
      totalRows: 1,
      rows: [
        {
          chegadas: n(r.arrivals),
          webCheckins: n(r.done),
          adesao: ratio(n(r.done), n(r.arrivals)),
          hospedes: n(r.persons),
          hospedesConcluidos: n(r.persons_done),
          documentosFaltando: n(r.docs_missing),
          antecedenciaHoras: r.hours_ahead === null || r.hours_ahead === undefined ? null : Math.round(Number(r.hours_ahead) * 10) / 10,
          linksEnviados: n(r.links),
        },
      ],
    };
  },
});

export const checkinStepsQuery = defineQuery({
  name: 'checkin-steps',
  title: label('steps.title'),
  help: label('steps.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'etapa', series: ['hospedes'] },
  columns: [
    { key: 'etapa', type: 'text', label: label('step') },
    { key: 'hospedes', type: 'int', label: label('guests') },
    { key: 'percentual', type: 'percent', label: label('share') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query(
      `SELECT sum(a.persons) AS total, sum(a.personal) AS personal, sum(a.contact) AS contact, sum(a.document) AS document,
              sum(a.signature) AS signature, sum(a.done) AS done
         FROM (${ARRIVAL_STATS}) a`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const r = rows[0] ?? {};
    const total = n(r.total);
    const steps = ['personal', 'contact', 'document', 'signature', 'done'] as const;
    return {
      totalRows: steps.length,
      rows: steps.map((s) => ({ etapa: t(`step.${s}`, ctx.locale), hospedes: n(r[s]), percentual: ratio(n(r[s]), total) })),
    };
  },
});

export const checkinTimingQuery = defineQuery({
  name: 'checkin-timing',
  title: label('timing.title'),
  help: label('timing.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'quando', series: ['hospedes'] },
  columns: [
    { key: 'quando', type: 'text', label: label('bucket') },
    { key: 'hospedes', type: 'int', label: label('guests') },
    { key: 'percentual', type: 'percent', label: label('share') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query(
      `SELECT sum(a.ahead_0) AS b0, sum(a.ahead_1) AS b1, sum(a.ahead_2) AS b2, sum(a.ahead_3) AS b3, sum(a.ahead_4) AS b4
         FROM (${ARRIVAL_STATS}) a`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const r = rows[0] ?? {};
    const counts = [n(r.b0), n(r.b1), n(r.b2), n(r.b3), n(r.b4)];
    const total = counts.reduce((a, b) => a + b, 0);
    return {
      totalRows: 5,
      rows: counts.map((c, i) => ({ quando: t(`bucket.${i}`, ctx.locale), hospedes: c, percentual: ratio(c, total) })),
    };
  },
});

/** The main guest's name of the booking whose id is `id` (a lookup on booking_persons_booking_idx). */
const MAIN_NAME = (id: string) => `LEFT JOIN LATERAL (
    SELECT min(bp.name) AS main_name FROM booking_persons bp WHERE bp.booking_id = ${id} AND bp.position = 0) m ON true`;

function stateOf(persons: number, done: number, locale: Parameters<typeof translate>[1]) {
  return t(persons > 0 && done === persons ? 'state.done' : done > 0 ? 'state.partial' : 'state.pending', locale);
}

export const checkinReservationsQuery = defineQuery({
  name: 'checkin-reservations',
  title: label('reservations.title'),
  help: label('reservations.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  columns: [
    { key: 'chegada', type: 'date', label: label('checkIn') },
    { key: 'saida', type: 'date', label: label('checkOut') },
    { key: 'voucher', type: 'text', label: label('voucher') },
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'origem', type: 'text', verbatim: true, label: label('origin') },
    { key: 'hospedes', type: 'int', label: label('guests') },
    { key: 'concluidos', type: 'int', label: label('guestsDone') },
    { key: 'situacao', type: 'text', label: label('state') },
  ],
  sample: sampleParams,
  stream: {
    sql: (institutionId, p, wanted) => ({
      // The page from the counters first, then its bookings and main guests: a page of 20 reads 20 bookings.
      text: `SELECT to_char(a.check_in, 'YYYY-MM-DD') AS check_in, to_char(b.check_out, 'YYYY-MM-DD') AS check_out, b.voucher,
                    b.origin, a.persons, a.done, m.main_name, a.total
               FROM (SELECT a.booking_id, a.check_in, a.persons, a.done, ${totalColumn(wanted)}
                       FROM (${ARRIVAL_STATS}) a ORDER BY a.check_in, a.booking_id OFFSET $4 LIMIT $5) a
               JOIN bookings b ON b.id = a.booking_id
               ${MAIN_NAME('a.booking_id')}
              ORDER BY a.check_in, a.booking_id`,
      values: pageArgs(institutionId, p),
    }),
    row: (r, ctx) => ({
      chegada: r.check_in as string,
      saida: r.check_out as string,
      voucher: r.voucher as string,
      hospede: (r.main_name as string | null) ?? null,
      origem: (r.origin as string | null) ?? null,
      hospedes: n(r.persons),
      concluidos: n(r.done),
      situacao: stateOf(n(r.persons), n(r.done), ctx.locale),
    }),
  },
});

/** The hotel's guests (alias `a`) who completed the online check-in in the period (the hotel's days $2..$3). */
const COMPLETED_IN_PERIOD = (a: string) =>
  `${a}.institution_id = $1 AND ${a}.webcheckin_status = 'D' AND ${a}.webcheckin_at >= ${LOCAL_FROM} AND ${a}.webcheckin_at < ${LOCAL_TO}`;

export const checkinListQuery = defineQuery({
  name: 'checkin-list',
  title: label('list.title'),
  help: label('list.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  columns: [
    { key: 'concluidoEm', type: 'datetime', label: label('completedAt') },
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'voucher', type: 'text', label: label('voucher') },
    { key: 'chegada', type: 'date', label: label('checkIn') },
    { key: 'documento', type: 'text', label: label('document') },
    { key: 'assinatura', type: 'text', label: label('signature') },
  ],
  sample: sampleParams,
  stream: {
    sql: (institutionId, p, wanted) => ({
      // The page of guests first (the partial index on completion time, in order), then their bookings; the total
      // is counted from the index alone instead of fetching every guest of the period for a window count.
      text: `SELECT bp.webcheckin_at, coalesce(bp.webcheck_name, bp.name) AS name, b.voucher, to_char(b.check_in, 'YYYY-MM-DD') AS check_in,
                    bp.doc_front_key IS NOT NULL AS doc, bp.present_at_reception AS desk, bp.signature_key IS NOT NULL AS signed,
                    ${wanted.total ? `(SELECT count(*) FROM booking_persons c WHERE ${COMPLETED_IN_PERIOD('c')})` : 'NULL::bigint'} AS total
               FROM (SELECT * FROM booking_persons bp WHERE ${COMPLETED_IN_PERIOD('bp')}
                      ORDER BY bp.webcheckin_at DESC, bp.id DESC OFFSET $4 LIMIT $5) bp
               JOIN bookings b ON b.id = bp.booking_id
              ORDER BY bp.webcheckin_at DESC, bp.id DESC`,
      values: pageArgs(institutionId, p),
    }),
    row: (r, ctx): Record<string, Cell> => ({
      concluidoEm: (r.webcheckin_at as Date).toISOString(),
      hospede: r.name as string,
      voucher: r.voucher as string,
      chegada: r.check_in as string,
      documento: t(r.doc ? 'yes' : r.desk ? 'atDesk' : 'no', ctx.locale),
      assinatura: t(r.signed ? 'yes' : 'no', ctx.locale),
    }),
  },
});

export const checkinLinksQuery = defineQuery({
  name: 'checkin-links',
  title: label('links.title'),
  help: label('links.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366, 1000),
  chart: { kind: 'line', x: 'periodo', series: ['enviados', 'abertos', 'concluidos'] },
  columns: [
    { key: 'periodo', type: 'date', label: label('period') },
    { key: 'enviados', type: 'int', label: label('sent') },
    { key: 'abertos', type: 'int', label: label('opened') },
    { key: 'concluidos', type: 'int', label: label('completed') },
    { key: 'taxaAbertura', type: 'percent', label: label('openRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `WITH l AS (
         SELECT n.subject_key, substring(n.subject_key FROM 9)::bigint AS booking_id,
                (min(coalesce(n.sent_at, n.created_at)) AT TIME ZONE ${HOTEL_TZ})::date AS day
           FROM notification_sends n
          WHERE n.institution_id = $1 AND n.template = 'checkinLink' AND n.subject_key ~ '^booking:[0-9]{1,18}$'
            AND n.created_at >= ${LOCAL_FROM} - interval '1 day' AND n.created_at < ${LOCAL_TO}
          GROUP BY n.subject_key),
       f AS (
         SELECT l.day,
                coalesce(s.personal > 0, false) AS opened, coalesce(s.main_done, false) AS done
           FROM l LEFT JOIN booking_checkin_stats s ON s.booking_id = l.booking_id AND s.institution_id = $1
          WHERE l.day BETWEEN $2::date AND $3::date)
       SELECT to_char(date_trunc($4, day), 'YYYY-MM-DD') AS period, count(*) AS sent, count(*) FILTER (WHERE opened) AS opened,
              count(*) FILTER (WHERE done) AS done, count(*) OVER () AS total
         FROM f GROUP BY 1 ORDER BY 1 OFFSET $5 LIMIT $6`,
      seriesArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        periodo: r.period,
        enviados: n(r.sent),
        abertos: n(r.opened),
        concluidos: n(r.done),
        taxaAbertura: ratio(n(r.opened), n(r.sent)),
      })),
    };
  },
});

export const checkinOriginsQuery = defineQuery({
  name: 'checkin-origins',
  title: label('origins.title'),
  help: label('origins.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'origem', series: ['chegadas', 'webCheckins'] },
  columns: [
    { key: 'origem', type: 'text', verbatim: true, label: label('origin') },
    { key: 'chegadas', type: 'int', label: label('arrivals') },
    { key: 'webCheckins', type: 'int', label: label('done') },
    { key: 'adesao', type: 'percent', label: label('uptake') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query(
      `SELECT a.origin, count(*) AS arrivals, count(*) FILTER (WHERE a.main_done) AS done, count(*) OVER () AS total
         FROM (${ARRIVAL_STATS}) a
        GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        origem: r.origin ?? t('noOrigin', ctx.locale),
        chegadas: n(r.arrivals),
        webCheckins: n(r.done),
        adesao: ratio(n(r.done), n(r.arrivals)),
      })),
    };
  },
});

export const checkinProvisionDaysQuery = defineQuery({
  name: 'checkin-provision-days',
  title: label('provisionDays.title'),
  help: label('provisionDays.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366, 1000),
  chart: { kind: 'bar', x: 'dia', series: ['prontas', 'parciais', 'naoIniciadas'] },
  columns: [
    { key: 'dia', type: 'date', label: label('day') },
    { key: 'chegadas', type: 'int', label: label('arrivals') },
    { key: 'prontas', type: 'int', label: label('ready') },
    { key: 'parciais', type: 'int', label: label('partial') },
    { key: 'naoIniciadas', type: 'int', label: label('notStarted') },
    { key: 'documentosFaltando', type: 'int', label: label('docsMissing') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT to_char(date_trunc($4, check_in), 'YYYY-MM-DD') AS day, count(*) AS arrivals,
              count(*) FILTER (WHERE persons > 0 AND done = persons) AS ready,
              count(*) FILTER (WHERE done > 0 AND done < persons) AS partial,
              count(*) FILTER (WHERE done = 0) AS pending, sum(docs_missing) AS docs, count(*) OVER () AS total
         FROM (${ARRIVAL_STATS}) a GROUP BY 1 ORDER BY 1 OFFSET $5 LIMIT $6`,
      seriesArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        dia: r.day,
        chegadas: n(r.arrivals),
        prontas: n(r.ready),
        parciais: n(r.partial),
        naoIniciadas: n(r.pending),
        documentosFaltando: n(r.docs),
      })),
    };
  },
});

export const checkinProvisionQuery = defineQuery({
  name: 'checkin-provision',
  title: label('provision.title'),
  help: label('provision.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  columns: [
    { key: 'chegada', type: 'date', label: label('checkIn') },
    { key: 'voucher', type: 'text', label: label('voucher') },
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'hospedes', type: 'int', label: label('guests') },
    { key: 'concluidos', type: 'int', label: label('guestsDone') },
    { key: 'documentosFaltando', type: 'int', label: label('docsMissing') },
    { key: 'situacao', type: 'text', label: label('state') },
    { key: 'prazo', type: 'datetime', label: label('deadline') },
  ],
  sample: sampleParams,
  stream: {
    sql: (institutionId, p, wanted) => ({
      // The page from the counters (sorted by readiness without reading any person), then its bookings and main guests.
      text: `SELECT to_char(a.check_in, 'YYYY-MM-DD') AS check_in, b.voucher, b.webcheckin_deadline, a.persons, a.done,
                    a.docs_missing, m.main_name, a.total
               FROM (SELECT a.booking_id, a.check_in, a.persons, a.done, a.docs_missing, ${totalColumn(wanted)}
                       FROM (${ARRIVAL_STATS}) a
                      ORDER BY a.check_in, (a.persons > 0 AND a.done = a.persons), a.booking_id OFFSET $4 LIMIT $5) a
               JOIN bookings b ON b.id = a.booking_id
               ${MAIN_NAME('a.booking_id')}
              ORDER BY a.check_in, (a.persons > 0 AND a.done = a.persons), a.booking_id`,
      values: pageArgs(institutionId, p),
    }),
    row: (r, ctx) => ({
      chegada: r.check_in as string,
      voucher: r.voucher as string,
      hospede: (r.main_name as string | null) ?? null,
      hospedes: n(r.persons),
      concluidos: n(r.done),
      documentosFaltando: n(r.docs_missing),
      situacao: stateOf(n(r.persons), n(r.done), ctx.locale),
      prazo: r.webcheckin_deadline ? (r.webcheckin_deadline as Date).toISOString() : null,
    }),
  },
});

/**
 * The detailed fill (spec section 9's "detailed fill" modal on /dashboard/check-in/fill; decision 0077): each guest of
 * the period's arrivals who has not completed the online check-in, with the step where they stopped (the first step
 * whose evidence is missing, in the check-in's order; `personal` = never started), optionally one step only. Paged on
 * the screen, streamed to the workbook.
 */
export const checkinFillDetailQuery = defineQuery({
  name: 'checkin-fill-detail',
  title: label('fillDetail.title'),
  help: label('fillDetail.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366, 20, { ETAPA: z.enum(FILL_STEPS).optional() }),
  columns: [
    { key: 'etapa', type: 'text', label: label('stoppedAt') },
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'posicao', type: 'text', label: label('position') },
    { key: 'voucher', type: 'text', label: label('voucher') },
    { key: 'chegada', type: 'date', label: label('checkIn') },
    { key: 'saida', type: 'date', label: label('checkOut') },
  ],
  sample: { ...sampleParams, ETAPA: 'contact' },
  stream: {
    sql: (institutionId, p, wanted) => ({
      text: `WITH a AS (${ARRIVALS}),
                  s AS (
                    SELECT a.check_in, a.check_out, a.voucher, a.id AS booking_id, bp.position, bp.id,
                           coalesce(bp.webcheck_name, bp.name) AS name,
                           CASE WHEN bp.webcheck_name IS NULL THEN 'personal'
                                WHEN bp.webcheck_email IS NULL AND bp.webcheck_phone IS NULL THEN 'contact'
                                WHEN bp.doc_front_key IS NULL AND NOT bp.present_at_reception THEN 'document'
                                WHEN bp.signature_key IS NULL THEN 'signature'
                                ELSE 'done' END AS stopped
                      FROM booking_persons bp JOIN a ON a.id = bp.booking_id
                     WHERE bp.institution_id = $1 AND bp.webcheckin_status <> 'D')
             SELECT to_char(check_in, 'YYYY-MM-DD') AS check_in, to_char(check_out, 'YYYY-MM-DD') AS check_out, voucher, position,
                    name, stopped, ${totalColumn(wanted)}
               FROM s WHERE $4::text IS NULL OR stopped = $4::text
              ORDER BY s.check_in, s.booking_id, s.position, s.id OFFSET $5 LIMIT $6`,
      values: [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN, p.ETAPA ?? null, p.offset, p.limit],
    }),
    row: (r, ctx) => ({
      etapa: t(r.stopped === 'personal' || r.stopped === 'done' ? `stop.${r.stopped}` : `step.${r.stopped}`, ctx.locale),
      hospede: r.name as string,
      posicao: t(Number(r.position) === 0 ? 'main' : 'companion', ctx.locale),
      voucher: r.voucher as string,
      chegada: r.check_in as string,
      saida: r.check_out as string,
    }),
  },
});

export const checkinQueries = [
  checkinSummaryQuery,
  checkinStepsQuery,
  checkinTimingQuery,
  checkinReservationsQuery,
  checkinListQuery,
  checkinLinksQuery,
  checkinOriginsQuery,
  checkinProvisionDaysQuery,
  checkinProvisionQuery,
  checkinFillDetailQuery,
];
