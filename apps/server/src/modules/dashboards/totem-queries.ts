import { pageArgs, periodParams, ratio, seriesArgs } from '@gm/contracts/dashboards/inputs';
import { PERMISSIONS } from '@gm/contracts/permissions';
import type { Locale } from '@gm/domain/locale';
import { KIOSK_PAYMENT_OUTCOMES } from '@gm/domain/payment-outcome';
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
 * The totem family's named queries (issue 17, /dashboard/totem/{summary, pagamento, checkin}; docs/dashboards.md and
 * docs/decisions/0073-totem-door-lock-dashboards.md): the guests' sessions at the lobby kiosks (kiosk_sessions), the
 * payments on their PIN pads (terminal_payments) and the door keys encoded at them (door_encode_jobs of device
 * 'kiosk'). Every query reads one hotel ($1, bound by the engine) and instants within the period's local days.
 */
const K = 'dashboards.totem';
export const totemQueryMessages = labels(K, {
  'summary.title': ['Resumo do totem', 'Kiosk summary', 'Resumen del tótem'],
  'summary.help': [
    'Sessões iniciadas nos totens do saguão no período (cada toque em "Começar"). Concluídas = check-in realizado no totem; encaminhadas = o totem mandou o hóspede à recepção (menor de idade, pagamento pendente, data da entrada, falha do PMS); abandonadas = o hóspede desistiu ou o totem ficou ocioso. A duração é a mediana, em minutos, das sessões concluídas. Pagamentos e chaves são os feitos nos totens.',
    'Sessions started at the lobby kiosks in the period (each tap on "Start"). Completed = checked in at the kiosk; sent to the desk = the kiosk sent the guest to the reception (a minor, payment due, arrival date, a PMS failure); abandoned = the guest gave up or the kiosk was left idle. Duration is the median, in minutes, of completed sessions. Payments and keys are those made at the kiosks.',
    'Sesiones iniciadas en los tótems del vestíbulo en el período (cada toque en "Comenzar"). Completadas = check-in realizado en el tótem; derivadas = el tótem envió al huésped a la recepción (menor de edad, pago pendiente, fecha de entrada, falla del PMS); abandonadas = el huésped desistió o el tótem quedó inactivo. La duración es la mediana, en minutos, de las sesiones completadas. Pagos y llaves son los hechos en los tótems.',
    'Sessões iniciadas nos totens da recepção no período (cada toque em "Começar"). Concluídas = check-in realizado no totem; encaminhadas = o totem mandou o paciente à recepção (menor de idade, pagamento pendente, data da internação, falha do sistema hospitalar); abandonadas = o paciente desistiu ou o totem ficou ocioso. A duração é a mediana, em minutos, das sessões concluídas. Pagamentos e chaves são os feitos nos totens.',
    'Sessions started at the reception kiosks in the period (each tap on "Start"). Completed = checked in at the kiosk; sent to the desk = the kiosk sent the patient to the reception (a minor, payment due, admission date, a hospital system failure); abandoned = the patient gave up or the kiosk was left idle. Duration is the median, in minutes, of completed sessions. Payments and keys are those made at the kiosks.',
    'Sesiones iniciadas en los tótems de la recepción en el período (cada toque en "Comenzar"). Completadas = check-in realizado en el tótem; derivadas = el tótem envió al paciente a la recepción (menor de edad, pago pendiente, fecha de internación, falla del sistema hospitalario); abandonadas = el paciente desistió o el tótem quedó inactivo. La duración es la mediana, en minutos, de las sesiones completadas. Pagos y llaves son los hechos en los tótems.',
  ],
  sessions: ['Sessões', 'Sessions', 'Sesiones'],
  started: ['Iniciadas', 'Started', 'Iniciadas'],
  completed: ['Concluídas', 'Completed', 'Completadas'],
  completionRate: ['Taxa de conclusão', 'Completion rate', 'Tasa de conclusión'],
  blocked: ['Encaminhadas à recepção', 'Sent to the desk', 'Derivadas a recepción'],
  abandoned: ['Abandonadas', 'Abandoned', 'Abandonadas'],
  medianMinutes: ['Duração mediana (min)', 'Median duration (min)', 'Duración mediana (min)'],
  paymentsApproved: ['Pagamentos aprovados', 'Payments approved', 'Pagos aprobados'],
  amountApproved: ['Valor recebido', 'Amount received', 'Importe recibido'],
  keysEncoded: ['Chaves gravadas', 'Keys encoded', 'Llaves grabadas'],
  'sessions.title': ['Sessões ao longo do tempo', 'Sessions over time', 'Sesiones en el tiempo'],
  'sessions.help': [
    'Sessões iniciadas em cada dia, semana ou mês, quantas terminaram em check-in, quantas foram encaminhadas à recepção e quantas foram abandonadas (inclusive por ociosidade).',
    'Sessions started each day, week or month, how many ended checked in, how many were sent to the desk and how many were abandoned (idle ones included).',
    'Sesiones iniciadas en cada día, semana o mes, cuántas terminaron en check-in, cuántas fueron derivadas a recepción y cuántas fueron abandonadas (incluidas las inactivas).',
  ],
  period: ['Período', 'Period', 'Período'],
  'dropoff.title': ['Onde as sessões param', 'Where sessions stop', 'Dónde se detienen las sesiones'],
  'dropoff.help': [
    'Sessões abandonadas (desistência ou ociosidade) pela etapa mais avançada que o hóspede alcançou, e a parcela de todas as abandonadas.',
    'Abandoned sessions (given up or idle) by the furthest step the guest reached, and the share of all abandoned ones.',
    'Sesiones abandonadas (desistencia o inactividad) por la etapa más avanzada que alcanzó el huésped, y la parte de todas las abandonadas.',
    'Sessões abandonadas (desistência ou ociosidade) pela etapa mais avançada que o paciente alcançou, e a parcela de todas as abandonadas.',
    'Abandoned sessions (given up or idle) by the furthest step the patient reached, and the share of all abandoned ones.',
    'Sesiones abandonadas (desistencia o inactividad) por la etapa más avanzada que alcanzó el paciente, y la parte de todas las abandonadas.',
  ],
  stage: ['Etapa', 'Step', 'Etapa'],
  share: ['Percentual', 'Share', 'Porcentaje'],
  'stage.start': ['Tela inicial', 'Start screen', 'Pantalla inicial'],
  'stage.search': [
    'Busca da reserva',
    'Booking search',
    'Búsqueda de la reserva',
    'Busca do atendimento',
    'Appointment search',
    'Búsqueda de la atención',
  ],
  'stage.identify': ['Identificação', 'Identification', 'Identificación'],
  'stage.data': ['Dados e documentos', 'Data and documents', 'Datos y documentos'],
  'stage.summary': ['Resumo', 'Summary', 'Resumen'],
  'stage.payment': ['Pagamento', 'Payment', 'Pago'],
  'stage.checkin': ['Check-in e chave', 'Check-in and key', 'Check-in y llave'],
  'search.title': [
    'Como a reserva foi encontrada',
    'How the booking was found',
    'Cómo se encontró la reserva',
    'Como o atendimento foi encontrado',
    'How the appointment was found',
    'Cómo se encontró la atención',
  ],
  'search.help': [
    'Sessões pelo modo de busca: voucher digitado, QR code do e-mail de pré-chegada ou reconhecimento facial; "não encontrada" são as sessões que não passaram da busca. A taxa de conclusão é de cada modo.',
    'Sessions by search method: typed voucher, the pre-arrival e-mail QR code, or face search; "not found" are the sessions that did not get past the search. The completion rate is per method.',
    'Sesiones por modo de búsqueda: voucher escrito, código QR del correo de prellegada o reconocimiento facial; "no encontrada" son las sesiones que no pasaron de la búsqueda. La tasa de conclusión es de cada modo.',
  ],
  method: ['Busca', 'Search', 'Búsqueda'],
  'method.voucher': ['Voucher digitado', 'Typed voucher', 'Voucher escrito'],
  'method.qr': ['Código QR', 'QR code', 'Código QR'],
  'method.face': ['Reconhecimento facial', 'Face search', 'Reconocimiento facial'],
  'method.none': ['Não encontrada', 'Not found', 'No encontrada', 'Não encontrado', 'Not found', 'No encontrada'],
  'payments.title': ['Pagamentos no totem', 'Payments at the kiosk', 'Pagos en el tótem'],
  'payments.help': [
    'Pagamentos iniciados na maquininha dos totens no período: aprovados, recusados pelo emissor e não concluídos (tempo esgotado sem cartão, cancelados pelo hóspede ou erro do terminal). Valores em reais; o ticket médio é o dos aprovados. O produto não vê dados de cartão: só o resultado, a bandeira e o código de autorização. Cortesias, reservas faturadas, já pagas e sem valor definido não passam pela maquininha: o quadro "Resultado da etapa de pagamento" conta todas.',
    'Payments started on the kiosks\' card terminals in the period: approved, declined by the issuer, and not completed (timed out without a card, cancelled by the guest, or a terminal error). The average ticket is that of approvals. The product sees no card data: only the outcome, the brand and the authorisation code. Complimentary, invoiced, already paid and no-defined-value bookings never reach the terminal: the "Payment step outcomes" card counts them all.',
    'Pagos iniciados en el terminal de los tótems en el período: aprobados, rechazados por el emisor y no concluidos (tiempo agotado sin tarjeta, cancelados por el huésped o error del terminal). El ticket medio es el de los aprobados. El producto no ve datos de tarjeta: solo el resultado, la marca y el código de autorización. Cortesías, reservas facturadas, ya pagadas y sin importe definido no pasan por el terminal: el cuadro "Resultado de la etapa de pago" las cuenta todas.',
    'Pagamentos iniciados na maquininha dos totens no período: aprovados, recusados pelo emissor e não concluídos (tempo esgotado sem cartão, cancelados pelo paciente ou erro do terminal). Valores em reais; o ticket médio é o dos aprovados. O produto não vê dados de cartão: só o resultado, a bandeira e o código de autorização. Cortesias, atendimentos cobertos pelo convênio, já pagos e sem valor definido não passam pela maquininha: o quadro "Resultado da etapa de pagamento" conta todos.',
    'Payments started on the kiosks\' card terminals in the period: approved, declined by the issuer, and not completed (timed out without a card, cancelled by the patient, or a terminal error). The average ticket is that of approvals. The product sees no card data: only the outcome, the brand and the authorisation code. Complimentary appointments, those covered by a health plan, already paid or with no defined value never reach the terminal: the "Payment step outcomes" card counts them all.',
    'Pagos iniciados en el terminal de los tótems en el período: aprobados, rechazados por el emisor y no concluidos (tiempo agotado sin tarjeta, cancelados por el paciente o error del terminal). El ticket medio es el de los aprobados. El producto no ve datos de tarjeta: solo el resultado, la marca y el código de autorización. Cortesías, atenciones cubiertas por el seguro médico, ya pagadas y sin importe definido no pasan por el terminal: el cuadro "Resultado de la etapa de pago" las cuenta todas.',
  ],
  'step.title': ['Resultado da etapa de pagamento', 'Payment step outcomes', 'Resultado de la etapa de pago'],
  'step.help': [
    'Sessões que chegaram à etapa de pagamento no período, pelo que o totem mostrou: aprovado na maquininha, falhou (recusado, tempo esgotado, cancelado ou erro, sem aprovação depois), cortesia, já pago, faturado para a empresa ou agência, e sem valor definido (a recepção acerta o valor). Sessões com valor a pagar que não tentaram pagar não entram.',
    'Sessions that reached the payment step in the period, by what the kiosk showed: approved on the terminal, failed (declined, timed out, cancelled or an error, with no approval after), complimentary, already paid, invoiced to a company or agency, and no defined value (the front desk settles the amount). Sessions with an amount due that never tried to pay are not counted.',
    'Sesiones que llegaron a la etapa de pago en el período, por lo que mostró el tótem: aprobado en el terminal, falló (rechazado, tiempo agotado, cancelado o error, sin aprobación después), cortesía, ya pagado, facturado a la empresa o agencia, y sin importe definido (la recepción arregla el importe). Las sesiones con importe a pagar que no intentaron pagar no se cuentan.',
    'Sessões que chegaram à etapa de pagamento no período, pelo que o totem mostrou: aprovado na maquininha, falhou (recusado, tempo esgotado, cancelado ou erro, sem aprovação depois), cortesia, já pago, coberto pelo convênio, e sem valor definido (a recepção acerta o valor). Sessões com valor a pagar que não tentaram pagar não entram.',
    'Sessions that reached the payment step in the period, by what the kiosk showed: approved on the terminal, failed (declined, timed out, cancelled or an error, with no approval after), complimentary, already paid, covered by a health plan, and no defined value (the reception settles the amount). Sessions with an amount due that never tried to pay are not counted.',
    'Sesiones que llegaron a la etapa de pago en el período, por lo que mostró el tótem: aprobado en el terminal, falló (rechazado, tiempo agotado, cancelado o error, sin aprobación después), cortesía, ya pagado, cubierto por el seguro médico, y sin importe definido (la recepción arregla el importe). Las sesiones con importe a pagar que no intentaron pagar no se cuentan.',
  ],
  'step.approved': ['Aprovado', 'Approved', 'Aprobado'],
  'step.failed': ['Falhou', 'Failed', 'Falló'],
  'step.courtesy': ['Cortesia', 'Complimentary', 'Cortesía'],
  'step.paid': ['Já pago', 'Already paid', 'Ya pagado'],
  'step.invoiced': ['Faturado', 'Invoiced', 'Facturado', 'Convênio', 'Health plan', 'Seguro médico'],
  'step.no_value': ['Sem valor definido', 'No defined value', 'Sin importe definido'],
  attempts: ['Tentativas', 'Attempts', 'Intentos'],
  approved: ['Aprovados', 'Approved', 'Aprobados'],
  declined: ['Recusados', 'Declined', 'Rechazados'],
  notCompleted: ['Não concluídos', 'Not completed', 'No concluidos'],
  approvalRate: ['Taxa de aprovação', 'Approval rate', 'Tasa de aprobación'],
  averageTicket: ['Ticket médio', 'Average ticket', 'Ticket medio'],
  amountDeclined: ['Valor recusado', 'Amount declined', 'Importe rechazado'],
  'paymentSeries.title': ['Pagamentos ao longo do tempo', 'Payments over time', 'Pagos en el tiempo'],
  'paymentSeries.help': [
    'Pagamentos na maquininha dos totens em cada dia, semana ou mês, por resultado, e o valor aprovado.',
    "Payments on the kiosks' card terminals each day, week or month, by outcome, and the amount approved.",
    'Pagos en el terminal de los tótems en cada día, semana o mes, por resultado, y el importe aprobado.',
  ],
  'outcomes.title': ['Resultado dos pagamentos', 'Payment outcomes', 'Resultado de los pagos'],
  'outcomes.help': [
    'Pagamentos do período por resultado, com o código de recusa do emissor (51 saldo insuficiente, 57 transação não permitida, outros pelo código) e o valor de cada grupo.',
    "The period's payments by outcome, with the issuer's decline code (51 insufficient funds, 57 transaction not permitted, others by code) and each group's amount.",
    'Pagos del período por resultado, con el código de rechazo del emisor (51 saldo insuficiente, 57 transacción no permitida, otros por código) y el importe de cada grupo.',
  ],
  outcome: ['Resultado', 'Outcome', 'Resultado'],
  payments: ['Pagamentos', 'Payments', 'Pagos'],
  amount: ['Valor', 'Amount', 'Importe'],
  'outcome.approved': ['Aprovado', 'Approved', 'Aprobado'],
  'outcome.declined.51': ['Recusado: saldo insuficiente', 'Declined: insufficient funds', 'Rechazado: saldo insuficiente'],
  'outcome.declined.57': ['Recusado: transação não permitida', 'Declined: not permitted', 'Rechazado: transacción no permitida'],
  'outcome.declined.other': ['Recusado: outro código', 'Declined: other code', 'Rechazado: otro código'],
  'outcome.timeout': ['Tempo esgotado', 'Timed out', 'Tiempo agotado'],
  'outcome.cancelled': ['Cancelado', 'Cancelled', 'Cancelado'],
  'outcome.error': ['Erro no terminal', 'Terminal error', 'Error del terminal'],
  'outcome.pending': ['Em andamento', 'In progress', 'En curso'],
  'paymentList.title': ['Pagamentos no totem, um a um', 'Kiosk payments, one by one', 'Pagos en el tótem, uno a uno'],
  'paymentList.help': [
    'Cada pagamento iniciado num totem no período: quando, em qual totem, a reserva, o valor, o resultado, a bandeira e o código de autorização ou de recusa.',
    'Each payment started at a kiosk in the period: when, at which kiosk, the booking, the amount, the outcome, the card brand and the authorisation or decline code.',
    'Cada pago iniciado en un tótem en el período: cuándo, en qué tótem, la reserva, el importe, el resultado, la marca y el código de autorización o de rechazo.',
    'Cada pagamento iniciado num totem no período: quando, em qual totem, o atendimento, o valor, o resultado, a bandeira e o código de autorização ou de recusa.',
    'Each payment started at a kiosk in the period: when, at which kiosk, the appointment, the amount, the outcome, the card brand and the authorisation or decline code.',
    'Cada pago iniciado en un tótem en el período: cuándo, en qué tótem, la atención, el importe, el resultado, la marca y el código de autorización o de rechazo.',
  ],
  at: ['Quando', 'When', 'Cuándo'],
  kiosk: ['Totem', 'Kiosk', 'Tótem'],
  voucher: ['Voucher', 'Voucher', 'Voucher'],
  brand: ['Bandeira', 'Card brand', 'Marca'],
  code: ['Código', 'Code', 'Código'],
  'keys.title': ['Chaves gravadas no totem', 'Keys encoded at the kiosk', 'Llaves grabadas en el tótem'],
  'keys.help': [
    'Pedidos de chave feitos nos totens no período pelo resultado da gravação: gravadas, máximo de gravações atingido, erro da fechadura, quarto desconhecido pelo servidor de fechaduras, tempo esgotado; com os cartões de cada grupo.',
    "Key requests made at the kiosks in the period by the encoding outcome: encoded, maximum recordings reached, lock error, room unknown to the lock server, timed out; with each group's cards.",
    'Pedidos de llave hechos en los tótems en el período por el resultado de la grabación: grabadas, máximo de grabaciones alcanzado, error de la cerradura, habitación desconocida por el servidor de cerraduras, tiempo agotado; con las tarjetas de cada grupo.',
  ],
  keys: ['Chaves', 'Keys', 'Llaves'],
  cards: ['Cartões', 'Cards', 'Tarjetas'],
  'key.done': ['Gravada', 'Encoded', 'Grabada'],
  'key.max_recordings': ['Máximo de gravações', 'Maximum recordings', 'Máximo de grabaciones'],
  'key.lock_error': ['Erro da fechadura', 'Lock error', 'Error de la cerradura'],
  'key.room_unknown': ['Quarto desconhecido', 'Room unknown', 'Habitación desconocida'],
  'key.timeout': ['Tempo esgotado', 'Timed out', 'Tiempo agotado'],
  'key.pending': ['Em andamento', 'In progress', 'En curso'],
  'key.other': ['Outra falha', 'Other failure', 'Otra falla'],
  'devices.title': ['Por totem', 'By kiosk', 'Por tótem'],
  'devices.help': [
    'Cada totem do hotel no período: sessões, check-ins concluídos e a taxa de conclusão, pagamentos aprovados e o valor, chaves gravadas.',
    "Each of the hotel's kiosks in the period: sessions, check-ins completed and the completion rate, payments approved and their amount, keys encoded.",
    'Cada tótem del hotel en el período: sesiones, check-ins completados y la tasa de conclusión, pagos aprobados y el importe, llaves grabadas.',
    'Cada totem do hospital no período: sessões, check-ins concluídos e a taxa de conclusão, pagamentos aprovados e o valor, chaves gravadas.',
    "Each of the hospital's kiosks in the period: sessions, check-ins completed and the completion rate, payments approved and their amount, keys encoded.",
    'Cada tótem del hospital en el período: sesiones, check-ins completados y la tasa de conclusión, pagos aprobados y el importe, llaves grabadas.',
  ],
  'sessionList.title': ['Sessões, uma a uma', 'Sessions, one by one', 'Sesiones, una a una'],
  'sessionList.help': [
    'Cada sessão do período: quando começou, em qual totem, como a reserva foi encontrada, a etapa mais avançada, como terminou e quanto durou (minutos).',
    'Each session of the period: when it started, at which kiosk, how the booking was found, the furthest step, how it ended and how long it took (minutes).',
    'Cada sesión del período: cuándo empezó, en qué tótem, cómo se encontró la reserva, la etapa más avanzada, cómo terminó y cuánto duró (minutos).',
    'Cada sessão do período: quando começou, em qual totem, como o atendimento foi encontrado, a etapa mais avançada, como terminou e quanto durou (minutos).',
    'Each session of the period: when it started, at which kiosk, how the appointment was found, the furthest step, how it ended and how long it took (minutes).',
    'Cada sesión del período: cuándo empezó, en qué tótem, cómo se encontró la atención, la etapa más avanzada, cómo terminó y cuánto duró (minutos).',
  ],
  startedAt: ['Início', 'Started', 'Inicio'],
  minutes: ['Duração (min)', 'Duration (min)', 'Duración (min)'],
  'end.open': ['Em andamento', 'Under way', 'En curso'],
  'end.completed': ['Check-in realizado', 'Checked in', 'Check-in realizado'],
  'end.blocked': ['Encaminhada à recepção', 'Sent to the desk', 'Derivada a recepción'],
  'end.abandoned': ['Abandonada', 'Abandoned', 'Abandonada'],
  'end.idle': ['Ociosa', 'Idle', 'Inactiva'],
});

/** A row's word in the caller's language and, given the hotel's settings, its wording (a hospital's appointments). */
const t = (key: string, locale: Locale, hotel: HotelWording | null = null) => text(`${K}.${key}`, locale, hotel);
const label = (key: string) => `${K}.${key}`;

/** The hotel's kiosk sessions started in the period. */
const SESSIONS = `SELECT s.* FROM kiosk_sessions s
  WHERE s.institution_id = $1 AND s.started_at >= ${LOCAL_FROM} AND s.started_at < ${LOCAL_TO}`;
/** The hotel's kiosk payments started in the period. */
const PAYMENTS = `SELECT tp.* FROM terminal_payments tp
  WHERE tp.institution_id = $1 AND tp.created_at >= ${LOCAL_FROM} AND tp.created_at < ${LOCAL_TO}`;
/** The keys asked for at a kiosk in the period. */
const KIOSK_KEYS = `SELECT j.* FROM door_encode_jobs j
  WHERE j.institution_id = $1 AND j.kind = 'encode' AND j.device = 'kiosk' AND j.created_at >= ${LOCAL_FROM} AND j.created_at < ${LOCAL_TO}`;

/** The dashboards' stages of the wizard's steps (@gm/domain/wizard), in the guest's order. */
export const TOTEM_STAGES = ['start', 'search', 'identify', 'data', 'summary', 'payment', 'checkin'] as const;
const STAGE_SQL = `CASE s.step WHEN 'start' THEN 'start' WHEN 'search' THEN 'search'
  WHEN 'select-person' THEN 'identify' WHEN 'verify' THEN 'identify' WHEN 'summary' THEN 'summary'
  WHEN 'payment' THEN 'payment' WHEN 'checkin' THEN 'checkin' WHEN 'confirmation' THEN 'checkin' ELSE 'data' END`;
const ABANDONED = `s.outcome IN ('abandoned', 'idle')`;
const minutes = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

export const totemSummaryQuery = defineQuery({
  name: 'totem-summary',
  title: label('summary.title'),
  help: label('summary.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  chart: { kind: 'kpi' },
  columns: [
    { key: 'sessoes', type: 'int', label: label('sessions') },
    { key: 'concluidas', type: 'int', label: label('completed') },
    { key: 'taxaConclusao', type: 'percent', label: label('completionRate') },
    { key: 'encaminhadas', type: 'int', label: label('blocked') },
    { key: 'abandonadas', type: 'int', label: label('abandoned') },
    { key: 'duracaoMediana', type: 'decimal', label: label('medianMinutes') },
    { key: 'pagamentosAprovados', type: 'int', label: label('paymentsApproved') },
    { key: 'valorRecebido', type: 'money', label: label('amountApproved') },
    { key: 'chavesGravadas', type: 'int', label: label('keysEncoded') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM (${SESSIONS}) s) AS sessions,
              (SELECT count(*) FROM (${SESSIONS}) s WHERE s.outcome = 'completed') AS completed,
              (SELECT count(*) FROM (${SESSIONS}) s WHERE s.outcome = 'blocked') AS blocked,
              (SELECT count(*) FROM (${SESSIONS}) s WHERE ${ABANDONED}) AS abandoned,
              (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM s.ended_at - s.started_at) / 60)
                 FROM (${SESSIONS}) s WHERE s.outcome = 'completed' AND s.ended_at IS NOT NULL) AS median_minutes,
              (SELECT count(*) FROM (${PAYMENTS}) tp WHERE tp.state = 'approved') AS approved,
              (SELECT coalesce(sum(tp.amount_cents), 0) FROM (${PAYMENTS}) tp WHERE tp.state = 'approved') AS approved_cents,
              (SELECT count(*) FROM (${KIOSK_KEYS}) j WHERE j.state = 'done') AS keys`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const r = rows[0] ?? {};
    return {
      totalRows: 1,
      rows: [
        {
          sessoes: n(r.sessions),
          concluidas: n(r.completed),
          taxaConclusao: ratio(n(r.completed), n(r.sessions)),
          encaminhadas: n(r.blocked),
          abandonadas: n(r.abandoned),
          duracaoMediana: minutes(r.median_minutes),
          pagamentosAprovados: n(r.approved),
          valorRecebido: n(r.approved_cents),
          chavesGravadas: n(r.keys),
        },
      ],
    };
  },
});

export const totemSessionsQuery = defineQuery({
  name: 'totem-sessions',
  title: label('sessions.title'),
  help: label('sessions.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366, 1000),
  chart: { kind: 'line', x: 'periodo', series: ['iniciadas', 'concluidas', 'encaminhadas', 'abandonadas'] },
  columns: [
    { key: 'periodo', type: 'date', label: label('period') },
    { key: 'iniciadas', type: 'int', label: label('started') },
    { key: 'concluidas', type: 'int', label: label('completed') },
    { key: 'encaminhadas', type: 'int', label: label('blocked') },
    { key: 'abandonadas', type: 'int', label: label('abandoned') },
    { key: 'taxaConclusao', type: 'percent', label: label('completionRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT to_char(date_trunc($4, (s.started_at AT TIME ZONE ${TZ})::date), 'YYYY-MM-DD') AS period, count(*) AS started,
              count(*) FILTER (WHERE s.outcome = 'completed') AS completed, count(*) FILTER (WHERE s.outcome = 'blocked') AS blocked,
              count(*) FILTER (WHERE ${ABANDONED}) AS abandoned, count(*) OVER () AS total
         FROM (${SESSIONS}) s GROUP BY 1 ORDER BY 1 OFFSET $5 LIMIT $6`,
      seriesArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        periodo: r.period,
        iniciadas: n(r.started),
        concluidas: n(r.completed),
        encaminhadas: n(r.blocked),
        abandonadas: n(r.abandoned),
        taxaConclusao: ratio(n(r.completed), n(r.started)),
      })),
    };
  },
});

export const totemDropoffQuery = defineQuery({
  name: 'totem-dropoff',
  title: label('dropoff.title'),
  help: label('dropoff.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'etapa', series: ['sessoes'] },
  columns: [
    { key: 'etapa', type: 'text', label: label('stage') },
    { key: 'sessoes', type: 'int', label: label('abandoned') },
    { key: 'percentual', type: 'percent', label: label('share') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx, hotel) {
    const { rows } = await db.query<{ stage: string; count: string }>(
      `SELECT ${STAGE_SQL} AS stage, count(*) AS count FROM (${SESSIONS}) s WHERE ${ABANDONED} GROUP BY 1`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const by = new Map(rows.map((r) => [r.stage, n(r.count)]));
    const total = rows.reduce((a, r) => a + n(r.count), 0);
    return {
      totalRows: TOTEM_STAGES.length,
      rows: TOTEM_STAGES.map((s) => ({
        etapa: t(`stage.${s}`, ctx.locale, hotel),
        sessoes: by.get(s) ?? 0,
        percentual: ratio(by.get(s) ?? 0, total),
      })),
    };
  },
});

const METHODS = ['voucher', 'qr', 'face', 'none'] as const;

export const totemSearchQuery = defineQuery({
  name: 'totem-search',
  title: label('search.title'),
  help: label('search.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'busca', series: ['sessoes', 'concluidas'] },
  columns: [
    { key: 'busca', type: 'text', label: label('method') },
    { key: 'sessoes', type: 'int', label: label('sessions') },
    { key: 'concluidas', type: 'int', label: label('completed') },
    { key: 'taxaConclusao', type: 'percent', label: label('completionRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx, hotel) {
    // A session that never got past the start screen or the search found no booking ("none").
    const { rows } = await db.query<{ method: string; sessions: string; completed: string }>(
      `SELECT coalesce(s.search, 'none') AS method, count(*) AS sessions, count(*) FILTER (WHERE s.outcome = 'completed') AS completed
         FROM (${SESSIONS}) s WHERE s.search IS NOT NULL OR s.step <> 'start' GROUP BY 1`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const by = new Map(rows.map((r) => [r.method, r]));
    return {
      totalRows: METHODS.length,
      rows: METHODS.map((m) => {
        const r = by.get(m);
        return {
          busca: t(`method.${m}`, ctx.locale, hotel),
          sessoes: n(r?.sessions),
          concluidas: n(r?.completed),
          taxaConclusao: ratio(n(r?.completed), n(r?.sessions)),
        };
      }),
    };
  },
});

export const totemPaymentsSummaryQuery = defineQuery({
  name: 'totem-payments-summary',
  title: label('payments.title'),
  help: label('payments.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  chart: { kind: 'kpi' },
  columns: [
    { key: 'tentativas', type: 'int', label: label('attempts') },
    { key: 'aprovados', type: 'int', label: label('approved') },
    { key: 'recusados', type: 'int', label: label('declined') },
    { key: 'naoConcluidos', type: 'int', label: label('notCompleted') },
    { key: 'taxaAprovacao', type: 'percent', label: label('approvalRate') },
    { key: 'valorAprovado', type: 'money', label: label('amountApproved') },
    { key: 'ticketMedio', type: 'money', label: label('averageTicket') },
    { key: 'valorRecusado', type: 'money', label: label('amountDeclined') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT count(*) AS attempts, count(*) FILTER (WHERE tp.state = 'approved') AS approved,
              count(*) FILTER (WHERE tp.state = 'declined') AS declined,
              count(*) FILTER (WHERE tp.state IN ('timeout', 'cancelled', 'error')) AS not_completed,
              coalesce(sum(tp.amount_cents) FILTER (WHERE tp.state = 'approved'), 0) AS approved_cents,
              coalesce(sum(tp.amount_cents) FILTER (WHERE tp.state = 'declined'), 0) AS declined_cents
         FROM (${PAYMENTS}) tp`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const r = rows[0] ?? {};
    const approved = n(r.approved);
    return {
      totalRows: 1,
      rows: [
        {
          tentativas: n(r.attempts),
          aprovados: approved,
          recusados: n(r.declined),
          naoConcluidos: n(r.not_completed),
          // Of the payments that reached an outcome (pending ones are not judged yet).
          taxaAprovacao: ratio(approved, approved + n(r.declined) + n(r.not_completed)),
          valorAprovado: n(r.approved_cents),
          ticketMedio: approved ? Math.round(n(r.approved_cents) / approved) : 0,
          valorRecusado: n(r.declined_cents),
        },
      ],
    };
  },
});

export const totemPaymentsQuery = defineQuery({
  name: 'totem-payments',
  title: label('paymentSeries.title'),
  help: label('paymentSeries.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366, 1000),
  chart: { kind: 'line', x: 'periodo', series: ['aprovados', 'recusados', 'naoConcluidos'] },
  columns: [
    { key: 'periodo', type: 'date', label: label('period') },
    { key: 'aprovados', type: 'int', label: label('approved') },
    { key: 'recusados', type: 'int', label: label('declined') },
    { key: 'naoConcluidos', type: 'int', label: label('notCompleted') },
    { key: 'valorAprovado', type: 'money', label: label('amountApproved') },
    { key: 'taxaAprovacao', type: 'percent', label: label('approvalRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT to_char(date_trunc($4, (tp.created_at AT TIME ZONE ${TZ})::date), 'YYYY-MM-DD') AS period,
              count(*) FILTER (WHERE tp.state = 'approved') AS approved, count(*) FILTER (WHERE tp.state = 'declined') AS declined,
              count(*) FILTER (WHERE tp.state IN ('timeout', 'cancelled', 'error')) AS not_completed,
              coalesce(sum(tp.amount_cents) FILTER (WHERE tp.state = 'approved'), 0) AS approved_cents, count(*) OVER () AS total
         FROM (${PAYMENTS}) tp GROUP BY 1 ORDER BY 1 OFFSET $5 LIMIT $6`,
      seriesArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        periodo: r.period,
        aprovados: n(r.approved),
        recusados: n(r.declined),
        naoConcluidos: n(r.not_completed),
        valorAprovado: n(r.approved_cents),
        taxaAprovacao: ratio(n(r.approved), n(r.approved) + n(r.declined) + n(r.not_completed)),
      })),
    };
  },
});

const OUTCOMES = ['approved', 'declined.51', 'declined.57', 'declined.other', 'timeout', 'cancelled', 'error', 'pending'] as const;
const OUTCOME_SQL = `CASE WHEN tp.state = 'declined' THEN
    CASE WHEN tp.reason IN ('51', '57') THEN 'declined.' || tp.reason ELSE 'declined.other' END ELSE tp.state END`;

export const totemPaymentOutcomesQuery = defineQuery({
  name: 'totem-payment-outcomes',
  title: label('outcomes.title'),
  help: label('outcomes.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'resultado', series: ['pagamentos'] },
  columns: [
    { key: 'resultado', type: 'text', label: label('outcome') },
    { key: 'pagamentos', type: 'int', label: label('payments') },
    { key: 'valor', type: 'money', label: label('amount') },
    { key: 'percentual', type: 'percent', label: label('share') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query<{ outcome: string; count: string; cents: string }>(
      `SELECT ${OUTCOME_SQL} AS outcome, count(*) AS count, sum(tp.amount_cents) AS cents FROM (${PAYMENTS}) tp GROUP BY 1`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const by = new Map(rows.map((r) => [r.outcome, r]));
    const total = rows.reduce((a, r) => a + n(r.count), 0);
    return {
      totalRows: OUTCOMES.length,
      rows: OUTCOMES.map((o) => ({
        resultado: t(`outcome.${o}`, ctx.locale),
        pagamentos: n(by.get(o)?.count),
        valor: n(by.get(o)?.cents),
        percentual: ratio(n(by.get(o)?.count), total),
      })),
    };
  },
});

/**
 * What the kiosk's payment step showed (decision 0081): the terminal's outcome (approved, failed) or the step's own
 * (courtesy, paid, invoiced, no defined value), as the kiosk reported it with the session.
 */
export const totemPaymentStepQuery = defineQuery({
  name: 'totem-payment-step',
  title: label('step.title'),
  help: label('step.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'resultado', series: ['sessoes'] },
  columns: [
    { key: 'resultado', type: 'text', label: label('outcome') },
    { key: 'sessoes', type: 'int', label: label('sessions') },
    { key: 'percentual', type: 'percent', label: label('share') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx, hotel) {
    const { rows } = await db.query<{ outcome: string; count: string }>(
      `SELECT s.payment_outcome AS outcome, count(*) AS count FROM (${SESSIONS}) s WHERE s.payment_outcome IS NOT NULL GROUP BY 1`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    // A hospital's invoiced case is the health plan (convênio): the row says so.
    const by = new Map(rows.map((r) => [r.outcome, n(r.count)]));
    const total = rows.reduce((a, r) => a + n(r.count), 0);
    return {
      totalRows: KIOSK_PAYMENT_OUTCOMES.length,
      rows: KIOSK_PAYMENT_OUTCOMES.map((o) => ({
        resultado: t(`step.${o}`, ctx.locale, hotel),
        sessoes: by.get(o) ?? 0,
        percentual: ratio(by.get(o) ?? 0, total),
      })),
    };
  },
});

export const totemPaymentListQuery = defineQuery({
  name: 'totem-payment-list',
  title: label('paymentList.title'),
  help: label('paymentList.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  columns: [
    { key: 'em', type: 'datetime', label: label('at') },
    { key: 'totem', type: 'text', label: label('kiosk') },
    { key: 'voucher', type: 'text', label: label('voucher') },
    { key: 'valor', type: 'money', label: label('amount') },
    { key: 'resultado', type: 'text', label: label('outcome') },
    { key: 'bandeira', type: 'text', label: label('brand') },
    { key: 'codigo', type: 'text', label: label('code') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query(
      `SELECT tp.created_at, d.name AS kiosk, b.voucher, tp.amount_cents, ${OUTCOME_SQL} AS outcome, tp.brand,
              coalesce(tp.authorization_code, tp.reason) AS code, count(*) OVER () AS total
         FROM (${PAYMENTS}) tp JOIN kiosk_devices d ON d.id = tp.device_id JOIN bookings b ON b.id = tp.booking_id
        ORDER BY tp.created_at DESC, tp.id DESC OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map(
        (r): Record<string, Cell> => ({
          em: (r.created_at as Date).toISOString(),
          totem: r.kiosk,
          voucher: r.voucher,
          valor: n(r.amount_cents),
          resultado: t(`outcome.${r.outcome}`, ctx.locale),
          bandeira: r.brand ?? null,
          codigo: r.code ?? null,
        }),
      ),
    };
  },
});

const KEY_OUTCOMES = ['done', 'max_recordings', 'lock_error', 'room_unknown', 'timeout', 'other', 'pending'] as const;
const KEY_OUTCOME_SQL = `CASE WHEN j.state = 'done' THEN 'done' WHEN j.state IN ('pending', 'working') THEN 'pending'
  WHEN j.reason IN ('max_recordings', 'lock_error', 'room_unknown', 'timeout') THEN j.reason ELSE 'other' END`;

export const totemKeysQuery = defineQuery({
  name: 'totem-keys',
  title: label('keys.title'),
  help: label('keys.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'resultado', series: ['chaves'] },
  columns: [
    { key: 'resultado', type: 'text', label: label('outcome') },
    { key: 'chaves', type: 'int', label: label('keys') },
    { key: 'cartoes', type: 'int', label: label('cards') },
    { key: 'percentual', type: 'percent', label: label('share') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query<{ outcome: string; count: string; cards: string }>(
      `SELECT ${KEY_OUTCOME_SQL} AS outcome, count(*) AS count, sum(j.cards) AS cards FROM (${KIOSK_KEYS}) j GROUP BY 1`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const by = new Map(rows.map((r) => [r.outcome, r]));
    const total = rows.reduce((a, r) => a + n(r.count), 0);
    return {
      totalRows: KEY_OUTCOMES.length,
      rows: KEY_OUTCOMES.map((o) => ({
        resultado: t(`key.${o}`, ctx.locale),
        chaves: n(by.get(o)?.count),
        cartoes: n(by.get(o)?.cards),
        percentual: ratio(n(by.get(o)?.count), total),
      })),
    };
  },
});

export const totemDevicesQuery = defineQuery({
  name: 'totem-devices',
  title: label('devices.title'),
  help: label('devices.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'totem', series: ['sessoes', 'concluidas'] },
  columns: [
    { key: 'totem', type: 'text', label: label('kiosk') },
    { key: 'sessoes', type: 'int', label: label('sessions') },
    { key: 'concluidas', type: 'int', label: label('completed') },
    { key: 'taxaConclusao', type: 'percent', label: label('completionRate') },
    { key: 'pagamentosAprovados', type: 'int', label: label('paymentsApproved') },
    { key: 'valorRecebido', type: 'money', label: label('amountApproved') },
    { key: 'chavesGravadas', type: 'int', label: label('keysEncoded') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    // The kiosks in service during the period (or used in it). Keys carry no device id (door_encode_jobs.device is 'kiosk'): a kiosk's keys are those asked while one of its
    // sessions was open (the latest to start, when two kiosks were in use at once; sessions last minutes, so the
    // index on the start time is searched three hours back).
    const { rows } = await db.query(
      `WITH s AS (${SESSIONS}), tp AS (${PAYMENTS}), j AS (${KIOSK_KEYS}),
            jk AS (SELECT j.id, (SELECT s2.device_id FROM kiosk_sessions s2
                                  WHERE s2.institution_id = $1 AND s2.started_at <= j.created_at
                                    AND s2.started_at > j.created_at - interval '3 hours'
                                    AND j.created_at <= coalesce(s2.ended_at, s2.last_at)
                                  ORDER BY s2.started_at DESC LIMIT 1) AS device_id
                     FROM j WHERE j.state = 'done')
       SELECT d.name, (SELECT count(*) FROM s WHERE s.device_id = d.id) AS sessions,
              (SELECT count(*) FROM s WHERE s.device_id = d.id AND s.outcome = 'completed') AS completed,
              (SELECT count(*) FROM tp WHERE tp.device_id = d.id AND tp.state = 'approved') AS approved,
              (SELECT coalesce(sum(tp.amount_cents), 0) FROM tp WHERE tp.device_id = d.id AND tp.state = 'approved') AS approved_cents,
              (SELECT count(*) FROM jk WHERE jk.device_id = d.id) AS keys, count(*) OVER () AS total
         FROM kiosk_devices d
        WHERE d.institution_id = $1 AND (d.revoked_at IS NULL OR d.revoked_at >= ${LOCAL_FROM})
          AND (d.created_at < ${LOCAL_TO} OR EXISTS (SELECT 1 FROM s WHERE s.device_id = d.id))
        ORDER BY d.name, d.id OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        totem: r.name,
        sessoes: n(r.sessions),
        concluidas: n(r.completed),
        taxaConclusao: ratio(n(r.completed), n(r.sessions)),
        pagamentosAprovados: n(r.approved),
        valorRecebido: n(r.approved_cents),
        chavesGravadas: n(r.keys),
      })),
    };
  },
});

export const totemSessionListQuery = defineQuery({
  name: 'totem-session-list',
  title: label('sessionList.title'),
  help: label('sessionList.help'),
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  columns: [
    { key: 'inicio', type: 'datetime', label: label('startedAt') },
    { key: 'totem', type: 'text', label: label('kiosk') },
    { key: 'busca', type: 'text', label: label('method') },
    { key: 'etapa', type: 'text', label: label('stage') },
    { key: 'resultado', type: 'text', label: label('outcome') },
    { key: 'duracaoMin', type: 'decimal', label: label('minutes') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx, hotel) {
    const { rows } = await db.query(
      `SELECT s.started_at, d.name AS kiosk, coalesce(s.search, 'none') AS method, ${STAGE_SQL} AS stage, s.outcome,
              extract(epoch FROM coalesce(s.ended_at, s.last_at) - s.started_at) / 60 AS minutes, count(*) OVER () AS total
         FROM (${SESSIONS}) s JOIN kiosk_devices d ON d.id = s.device_id
        ORDER BY s.started_at DESC, s.id DESC OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map(
        (r): Record<string, Cell> => ({
          inicio: (r.started_at as Date).toISOString(),
          totem: r.kiosk,
          busca: t(`method.${r.method}`, ctx.locale, hotel),
          etapa: t(`stage.${r.stage}`, ctx.locale, hotel),
          resultado: t(`end.${r.outcome}`, ctx.locale),
          duracaoMin: minutes(r.minutes),
        }),
      ),
    };
  },
});

export const totemQueries = [
  totemSummaryQuery,
  totemSessionsQuery,
  totemDropoffQuery,
  totemSearchQuery,
  totemPaymentsSummaryQuery,
  totemPaymentsQuery,
  totemPaymentOutcomesQuery,
  totemPaymentStepQuery,
  totemPaymentListQuery,
  totemKeysQuery,
  totemDevicesQuery,
  totemSessionListQuery,
];
