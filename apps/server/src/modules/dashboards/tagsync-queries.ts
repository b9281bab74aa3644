import { pageArgs, periodParams, ratio, seriesArgs } from '@gm/contracts/dashboards/inputs';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { maskDocument } from '@gm/domain/documents';
import { translate } from '../../platform/messages';
import {
  type Cell,
  defineQuery,
  HOTEL_TZ,
  isoOf as iso,
  LOCAL_FROM,
  LOCAL_TO,
  num as n,
  SAMPLE_PERIOD as sampleParams,
} from '../../platform/queries';
import { labels } from './labels';
import { scrub } from './privacy';

/**
 * The tagsync family's named queries (issue 17, /dashboard/tagsync/*; docs/dashboards.md and
 * docs/decisions/0075-crm-sync-dashboards.md): the guests' data synchronised to the PMS, read from pms_sync_log,
 * the line the registration job writes for every call to the PMS (module bookings: a release sends the guest's
 * fields, a consult asks for the answer). The log holds the names of the fields sent, never their values; a PMS's
 * error message is shown with any CPF or e-mail it quotes masked.
 */
const K = 'dashboards.tagsync';
export const tagsyncQueryMessages = labels(K, {
  'summary.title': ['Sincronização com o PMS', 'Sync with the PMS', 'Sincronización con el PMS'],
  'summary.help': [
    'Chamadas ao PMS no período. Atualizações = envios dos dados do hóspede ao PMS; consultas = pedidos da resposta. Registrados = respostas de cadastro aceito; recusados = respostas de erro do PMS; falhas = chamadas sem resposta (PMS fora do ar, tempo esgotado). Taxa de sucesso = registrados ÷ (registrados + recusados).',
    'Calls to the PMS in the period. Updates = the guest data sent to the PMS; consults = asking for its answer. Registered = answers accepting the registration; refused = error answers from the PMS; failures = calls without an answer (PMS down, timeout). Success rate = registered ÷ (registered + refused).',
    'Llamadas al PMS en el período. Actualizaciones = envíos de los datos del huésped al PMS; consultas = pedidos de la respuesta. Registrados = respuestas de registro aceptado; rechazados = respuestas de error del PMS; fallos = llamadas sin respuesta (PMS caído, tiempo agotado). Tasa de éxito = registrados ÷ (registrados + rechazados).',
    'Chamadas ao PMS no período. Atualizações = envios dos dados do paciente ao PMS; consultas = pedidos da resposta. Registrados = respostas de cadastro aceito; recusados = respostas de erro do PMS; falhas = chamadas sem resposta (PMS fora do ar, tempo esgotado). Taxa de sucesso = registrados ÷ (registrados + recusados).',
    'Calls to the PMS in the period. Updates = the patient data sent to the PMS; consults = asking for its answer. Registered = answers accepting the registration; refused = error answers from the PMS; failures = calls without an answer (PMS down, timeout). Success rate = registered ÷ (registered + refused).',
    'Llamadas al PMS en el período. Actualizaciones = envíos de los datos del paciente al PMS; consultas = pedidos de la respuesta. Registrados = respuestas de registro aceptado; rechazados = respuestas de error del PMS; fallos = llamadas sin respuesta (PMS caído, tiempo agotado). Tasa de éxito = registrados ÷ (registrados + rechazados).',
  ],
  updates: ['Atualizações enviadas', 'Updates sent', 'Actualizaciones enviadas'],
  consults: ['Consultas', 'Consults', 'Consultas'],
  registered: ['Registrados', 'Registered', 'Registrados'],
  refused: ['Recusados', 'Refused', 'Rechazados'],
  failed: ['Falhas', 'Failures', 'Fallos'],
  guests: ['Hóspedes', 'Guests', 'Huéspedes', 'Pacientes', 'Patients', 'Pacientes'],
  successRate: ['Taxa de sucesso', 'Success rate', 'Tasa de éxito'],
  avgMs: ['Tempo médio (ms)', 'Average time (ms)', 'Tiempo medio (ms)'],
  'evolution.title': ['Sincronização ao longo do tempo', 'Sync over time', 'Sincronización en el tiempo'],
  'evolution.help': [
    'Por dia, semana ou mês: as atualizações enviadas ao PMS e as respostas (registrados, recusados) e falhas de chamada.',
    'By day, week or month: the updates sent to the PMS and its answers (registered, refused), and the failed calls.',
    'Por día, semana o mes: las actualizaciones enviadas al PMS y sus respuestas (registrados, rechazados), y los fallos de llamada.',
  ],
  period: ['Período', 'Period', 'Período'],
  'fields.title': ['Campos enviados', 'Fields sent', 'Campos enviados'],
  'fields.help': [
    'Quantas atualizações levaram cada campo do cadastro do hóspede (só o nome do campo é registrado, nunca o valor) e a parcela de todas as atualizações.',
    "How many updates carried each field of the guest's registration (only the field's name is logged, never its value) and the share of all updates.",
    'Cuántas actualizaciones llevaron cada campo del registro del huésped (solo se registra el nombre del campo, nunca su valor) y la parte de todas.',
    'Quantas atualizações levaram cada campo do cadastro do paciente (só o nome do campo é registrado, nunca o valor) e a parcela de todas as atualizações.',
    "How many updates carried each field of the patient's registration (only the field's name is logged, never its value) and the share of all updates.",
    'Cuántas actualizaciones llevaron cada campo del registro del paciente (solo se registra el nombre del campo, nunca su valor) y la parte de todas.',
  ],
  field: ['Campo', 'Field', 'Campo'],
  share: ['Percentual', 'Share', 'Porcentaje'],
  'field.name': ['Nome', 'Name', 'Nombre'],
  'field.checkIn': ['Chegada', 'Arrival', 'Llegada'],
  'field.checkOut': ['Saída', 'Departure', 'Salida'],
  'field.email': ['E-mail', 'E-mail', 'Correo electrónico'],
  'field.phone': ['Telefone', 'Phone', 'Teléfono'],
  'field.doc': ['Documento', 'Document', 'Documento'],
  'errors.title': ['Erros do PMS', 'PMS errors', 'Errores del PMS'],
  'errors.help': [
    'As mensagens de erro do período, da mais frequente à menos: recusas do PMS e falhas de chamada, quantas vezes, quantos hóspedes e a última ocorrência. CPF e e-mail citados na mensagem aparecem mascarados.',
    'The error messages of the period, most frequent first: refusals by the PMS and failed calls, how many times, how many guests, and the last time. A CPF or e-mail quoted in a message is masked.',
    'Los mensajes de error del período, del más frecuente al menos: rechazos del PMS y fallos de llamada, cuántas veces, cuántos huéspedes y la última vez. CPF y correo citados en el mensaje aparecen enmascarados.',
    'As mensagens de erro do período, da mais frequente à menos: recusas do PMS e falhas de chamada, quantas vezes, quantos pacientes e a última ocorrência. CPF e e-mail citados na mensagem aparecem mascarados.',
    'The error messages of the period, most frequent first: refusals by the PMS and failed calls, how many times, how many patients, and the last time. A CPF or e-mail quoted in a message is masked.',
    'Los mensajes de error del período, del más frecuente al menos: rechazos del PMS y fallos de llamada, cuántas veces, cuántos pacientes y la última vez. CPF y correo citados en el mensaje aparecen enmascarados.',
  ],
  message: ['Mensagem', 'Message', 'Mensaje'],
  kind: ['Tipo', 'Kind', 'Tipo'],
  times: ['Ocorrências', 'Occurrences', 'Ocurrencias'],
  last: ['Última', 'Last', 'Última'],
  'outcome.pending': ['Recebido (aguardando)', 'Received (pending)', 'Recibido (pendiente)'],
  'outcome.registered': ['Registrado', 'Registered', 'Registrado'],
  'outcome.error': ['Recusado pelo PMS', 'Refused by the PMS', 'Rechazado por el PMS'],
  'outcome.failed': ['Falha na chamada', 'Call failed', 'Fallo de llamada'],
  'operation.release': ['Atualização', 'Update', 'Actualización'],
  'operation.consult': ['Consulta', 'Consult', 'Consulta'],
  'log.title': ['Registro de atualizações', 'Update log', 'Registro de actualizaciones'],
  'log.help': [
    'Cada chamada ao PMS no período, da mais recente: o hóspede, a reserva, o tipo (atualização ou consulta), a resposta, os campos enviados, a mensagem e o tempo.',
    'Each call to the PMS in the period, newest first: the guest, the booking, the kind (update or consult), the answer, the fields sent, the message and the time taken.',
    'Cada llamada al PMS en el período, de la más reciente: el huésped, la reserva, el tipo (actualización o consulta), la respuesta, los campos enviados, el mensaje y el tiempo.',
    'Cada chamada ao PMS no período, da mais recente: o paciente, o atendimento, o tipo (atualização ou consulta), a resposta, os campos enviados, a mensagem e o tempo.',
    'Each call to the PMS in the period, newest first: the patient, the appointment, the kind (update or consult), the answer, the fields sent, the message and the time taken.',
    'Cada llamada al PMS en el período, de la más reciente: el paciente, la atención, el tipo (actualización o consulta), la respuesta, los campos enviados, el mensaje y el tiempo.',
  ],
  at: ['Quando', 'When', 'Cuándo'],
  guest: ['Hóspede', 'Guest', 'Huésped', 'Paciente', 'Patient', 'Paciente'],
  voucher: ['Voucher', 'Voucher', 'Voucher'],
  operation: ['Tipo', 'Kind', 'Tipo'],
  outcome: ['Resposta', 'Answer', 'Respuesta'],
  fields: ['Campos', 'Fields', 'Campos'],
  details: ['Mensagem', 'Message', 'Mensaje'],
  durationMs: ['Tempo (ms)', 'Time (ms)', 'Tiempo (ms)'],
  'grouped.title': [
    'Atualizações por hóspede',
    'Updates by guest',
    'Actualizaciones por huésped',
    'Atualizações por paciente',
    'Updates by patient',
    'Actualizaciones por paciente',
  ],
  'grouped.help': [
    'As chamadas do período agrupadas por hóspede: quantas, quantas recusas e falhas, a situação atual do cadastro no PMS e o último erro. O documento aparece mascarado.',
    "The period's calls grouped by guest: how many, how many refusals and failures, the registration's current state in the PMS and the last error. The document is masked.",
    'Las llamadas del período agrupadas por huésped: cuántas, cuántos rechazos y fallos, la situación actual del registro en el PMS y el último error. El documento aparece enmascarado.',
    'As chamadas do período agrupadas por paciente: quantas, quantas recusas e falhas, a situação atual do cadastro no PMS e o último erro. O documento aparece mascarado.',
    "The period's calls grouped by patient: how many, how many refusals and failures, the registration's current state in the PMS and the last error. The document is masked.",
    'Las llamadas del período agrupadas por paciente: cuántas, cuántos rechazos y fallos, la situación actual del registro en el PMS y el último error. El documento aparece enmascarado.',
  ],
  document: ['Documento', 'Document', 'Documento'],
  checkIn: ['Chegada', 'Arrival', 'Llegada'],
  calls: ['Chamadas', 'Calls', 'Llamadas'],
  state: ['Situação no PMS', 'State in the PMS', 'Situación en el PMS'],
  'state.pending': ['Aguardando', 'Pending', 'Pendiente'],
  'state.registered': ['Registrado', 'Registered', 'Registrado'],
  'state.error': ['Com erro', 'In error', 'Con error'],
  lastCall: ['Última chamada', 'Last call', 'Última llamada'],
  lastError: ['Último erro', 'Last error', 'Último error'],
});

/** The tagsync dashboards' titles (the workbook's file name in executeQueryXls/{dashboard}). */
export const tagsyncBoardMessages = labels('dashboards.board', {
  'tagsync-summary': ['Sincronização: resumo', 'Sync: summary', 'Sincronización: resumen'],
  'tagsync-guest-upd-log': ['Sincronização: registro', 'Sync: log', 'Sincronización: registro'],
  'tagsync-guest-upd-log-grouped': [
    'Sincronização: por hóspede',
    'Sync: by guest',
    'Sincronización: por huésped',
    'Sincronização: por paciente',
    'Sync: by patient',
    'Sincronización: por paciente',
  ],
});

const t = (key: string, locale: Parameters<typeof translate>[1]) => translate(`${K}.${key}`, locale);
const label = (key: string) => `${K}.${key}`;

/** The hotel's PMS calls in the period ($2..$3, the hotel's days). */
const LOG = `SELECT l.* FROM pms_sync_log l WHERE l.institution_id = $1 AND l.at >= ${LOCAL_FROM} AND l.at < ${LOCAL_TO}`;
const FIELDS = ['name', 'checkIn', 'checkOut', 'email', 'phone', 'doc'] as const;
const permission = PERMISSIONS.DASH.tagsync;

export const tagsyncSummaryQuery = defineQuery({
  name: 'tagsync-summary',
  title: label('summary.title'),
  help: label('summary.help'),
  permission,
  params: periodParams(366),
  chart: { kind: 'kpi' },
  columns: [
    { key: 'atualizacoes', type: 'int', label: label('updates') },
    { key: 'consultas', type: 'int', label: label('consults') },
    { key: 'registrados', type: 'int', label: label('registered') },
    { key: 'recusados', type: 'int', label: label('refused') },
    { key: 'falhas', type: 'int', label: label('failed') },
    { key: 'hospedes', type: 'int', label: label('guests') },
    { key: 'taxaSucesso', type: 'percent', label: label('successRate') },
    { key: 'tempoMedioMs', type: 'decimal', label: label('avgMs') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT count(*) FILTER (WHERE operation = 'release') AS updates, count(*) FILTER (WHERE operation = 'consult') AS consults,
              count(*) FILTER (WHERE outcome = 'registered') AS registered, count(*) FILTER (WHERE outcome = 'error') AS refused,
              count(*) FILTER (WHERE outcome = 'failed') AS failed, count(DISTINCT booking_person_id) AS guests, avg(duration_ms) AS avg_ms
         FROM (${LOG}) l`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const r = rows[0] ?? {};
    return {
      totalRows: 1,
      rows: [
        {
          atualizacoes: n(r.updates),
          consultas: n(r.consults),
          registrados: n(r.registered),
          recusados: n(r.refused),
          falhas: n(r.failed),
          hospedes: n(r.guests),
          taxaSucesso: ratio(n(r.registered), n(r.registered) + n(r.refused)),
          tempoMedioMs: r.avg_ms === null || r.avg_ms === undefined ? null : Math.round(Number(r.avg_ms) * 10) / 10,
        },
      ],
    };
  },
});

export const tagsyncEvolutionQuery = defineQuery({
  name: 'tagsync-evolution',
  title: label('evolution.title'),
  help: label('evolution.help'),
  permission,
  params: periodParams(366, 1000),
  chart: { kind: 'line', x: 'periodo', series: ['atualizacoes', 'registrados', 'recusados', 'falhas'] },
  columns: [
    { key: 'periodo', type: 'date', label: label('period') },
    { key: 'atualizacoes', type: 'int', label: label('updates') },
    { key: 'registrados', type: 'int', label: label('registered') },
    { key: 'recusados', type: 'int', label: label('refused') },
    { key: 'falhas', type: 'int', label: label('failed') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT to_char(date_trunc($4, l.at AT TIME ZONE ${HOTEL_TZ}), 'YYYY-MM-DD') AS period,
              count(*) FILTER (WHERE operation = 'release') AS updates, count(*) FILTER (WHERE outcome = 'registered') AS registered,
              count(*) FILTER (WHERE outcome = 'error') AS refused, count(*) FILTER (WHERE outcome = 'failed') AS failed,
              count(*) OVER () AS total
         FROM (${LOG}) l GROUP BY 1 ORDER BY 1 OFFSET $5 LIMIT $6`,
      seriesArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        periodo: r.period,
        atualizacoes: n(r.updates),
        registrados: n(r.registered),
        recusados: n(r.refused),
        falhas: n(r.failed),
      })),
    };
  },
});

export const tagsyncFieldsQuery = defineQuery({
  name: 'tagsync-fields',
  title: label('fields.title'),
  help: label('fields.help'),
  permission,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'campo', series: ['atualizacoes'] },
  columns: [
    { key: 'campo', type: 'text', label: label('field') },
    { key: 'atualizacoes', type: 'int', label: label('updates') },
    { key: 'percentual', type: 'percent', label: label('share') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query<{ field: string; count: string; releases: string }>(
      `WITH r AS (SELECT l.fields FROM (${LOG}) l WHERE l.operation = 'release')
       SELECT f.field, count(*) AS count, (SELECT count(*) FROM r) AS releases FROM r CROSS JOIN LATERAL unnest(r.fields) AS f(field) GROUP BY 1`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const releases = n(rows[0]?.releases);
    const by = new Map(rows.map((r) => [r.field, n(r.count)]));
    return {
      totalRows: FIELDS.length,
      rows: FIELDS.map((f) => ({
        campo: t(`field.${f}`, ctx.locale),
        atualizacoes: by.get(f) ?? 0,
        percentual: ratio(by.get(f) ?? 0, releases),
      })),
    };
  },
});

export const tagsyncErrorsQuery = defineQuery({
  name: 'tagsync-errors',
  title: label('errors.title'),
  help: label('errors.help'),
  permission,
  params: periodParams(366),
  columns: [
    { key: 'mensagem', type: 'text', verbatim: true, label: label('message') },
    { key: 'tipo', type: 'text', label: label('kind') },
    { key: 'ocorrencias', type: 'int', label: label('times') },
    { key: 'hospedes', type: 'int', label: label('guests') },
    { key: 'ultima', type: 'datetime', label: label('last') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query(
      `SELECT coalesce(l.details, '') AS details, l.outcome, count(*) AS times, count(DISTINCT l.booking_person_id) AS guests, max(l.at) AS last,
              count(*) OVER () AS total
         FROM (${LOG}) l WHERE l.outcome IN ('error', 'failed')
        GROUP BY 1, 2 ORDER BY 3 DESC, 5 DESC, 1 OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        mensagem: scrub(r.details) || '—',
        tipo: t(`outcome.${r.outcome}`, ctx.locale),
        ocorrencias: n(r.times),
        hospedes: n(r.guests),
        ultima: iso(r.last),
      })),
    };
  },
});

export const tagsyncLogQuery = defineQuery({
  name: 'tagsync-log',
  title: label('log.title'),
  help: label('log.help'),
  permission,
  params: periodParams(366),
  columns: [
    { key: 'quando', type: 'datetime', label: label('at') },
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'voucher', type: 'text', label: label('voucher') },
    { key: 'tipo', type: 'text', label: label('operation') },
    { key: 'resposta', type: 'text', label: label('outcome') },
    { key: 'campos', type: 'text', label: label('fields') },
    { key: 'mensagem', type: 'text', verbatim: true, label: label('details') },
    { key: 'tempoMs', type: 'int', label: label('durationMs') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query(
      `SELECT l.at, coalesce(bp.webcheck_name, bp.name) AS guest, b.voucher, l.operation, l.outcome, l.fields, l.details, l.duration_ms,
              count(*) OVER () AS total
         FROM (${LOG}) l JOIN booking_persons bp ON bp.id = l.booking_person_id JOIN bookings b ON b.id = l.booking_id
        ORDER BY l.at DESC, l.id DESC OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map(
        (r): Record<string, Cell> => ({
          quando: iso(r.at),
          hospede: r.guest,
          voucher: r.voucher,
          tipo: t(`operation.${r.operation}`, ctx.locale),
          resposta: t(`outcome.${r.outcome}`, ctx.locale),
          campos: (r.fields as string[])
            .filter((f) => (FIELDS as readonly string[]).includes(f))
            .map((f) => t(`field.${f}`, ctx.locale))
            .join(', '),
          mensagem: scrub(r.details),
          tempoMs: n(r.duration_ms),
        }),
      ),
    };
  },
});

export const tagsyncGroupedQuery = defineQuery({
  name: 'tagsync-log-grouped',
  title: label('grouped.title'),
  help: label('grouped.help'),
  permission,
  params: periodParams(366),
  columns: [
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'documento', type: 'text', label: label('document') },
    { key: 'voucher', type: 'text', label: label('voucher') },
    { key: 'chegada', type: 'date', label: label('checkIn') },
    { key: 'chamadas', type: 'int', label: label('calls') },
    { key: 'atualizacoes', type: 'int', label: label('updates') },
    { key: 'recusas', type: 'int', label: label('refused') },
    { key: 'falhas', type: 'int', label: label('failed') },
    { key: 'situacao', type: 'text', label: label('state') },
    { key: 'ultimaChamada', type: 'datetime', label: label('lastCall') },
    { key: 'ultimoErro', type: 'text', verbatim: true, label: label('lastError') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query(
      `WITH g AS (
         SELECT l.booking_person_id, count(*) AS calls, count(*) FILTER (WHERE l.operation = 'release') AS updates,
                count(*) FILTER (WHERE l.outcome = 'error') AS refused, count(*) FILTER (WHERE l.outcome = 'failed') AS failed,
                max(l.at) AS last, (array_agg(l.details ORDER BY l.at DESC, l.id DESC) FILTER (WHERE l.outcome IN ('error', 'failed')))[1] AS last_error
           FROM (${LOG}) l GROUP BY 1)
       SELECT g.*, coalesce(bp.webcheck_name, bp.name) AS guest, coalesce(bp.webcheck_doc, bp.doc) AS doc, b.voucher,
              to_char(b.check_in, 'YYYY-MM-DD') AS check_in, r.state, count(*) OVER () AS total
         FROM g JOIN booking_persons bp ON bp.id = g.booking_person_id AND bp.institution_id = $1
         JOIN bookings b ON b.id = bp.booking_id LEFT JOIN pms_registrations r ON r.booking_person_id = bp.id
        ORDER BY g.last DESC, g.booking_person_id DESC OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        hospede: r.guest,
        documento: maskDocument(r.doc),
        voucher: r.voucher,
        chegada: r.check_in,
        chamadas: n(r.calls),
        atualizacoes: n(r.updates),
        recusas: n(r.refused),
        falhas: n(r.failed),
        situacao: r.state ? t(`state.${r.state}`, ctx.locale) : null,
        ultimaChamada: iso(r.last),
        ultimoErro: scrub(r.last_error),
      })),
    };
  },
});

export const tagsyncQueries = [
  tagsyncSummaryQuery,
  tagsyncEvolutionQuery,
  tagsyncFieldsQuery,
  tagsyncErrorsQuery,
  tagsyncLogQuery,
  tagsyncGroupedQuery,
];
