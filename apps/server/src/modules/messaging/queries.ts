import { pageArgs, periodParams, ratio, seriesArgs } from '@gm/contracts/dashboards/inputs';
import { PERMISSIONS } from '@gm/contracts/permissions';
import type { Locale } from '@gm/domain/locale';
import { type HotelWording, type Message, text } from '../../platform/messages';
import { defineQuery, HOTEL_TZ, LOCAL_FROM, LOCAL_TO, num as n, SAMPLE_PERIOD as sampleParams } from '../../platform/queries';

/**
 * The taglaura and auto-wpp families' named queries (issue 17, /dashboard/taglaura/* and /dashboard/auto-wpp/link-wpp;
 * docs/dashboards.md, docs/decisions/0074-guest-messaging.md). taglaura is the hotel's messaging assistant on
 * WhatsApp: what it sent and received, what guests asked about and how fast it answered, and its automatic
 * notifications with WhatsApp's delivery and read statuses. auto-wpp is the wa.me links the hotel sends and
 * publishes: sent, clicked and used (a conversation opened with the link's code). Every query reads one hotel ($1,
 * bound by the engine), messages by the hotel-local day they were sent or received, links by the day they were sent.
 */
/** Message records from compact [pt, en, es] triples (hospital wording as three more) under a prefix. */
function labels(
  prefix: string,
  entries: Record<string, readonly [string, string, string] | readonly [string, string, string, string, string, string]>,
): Record<string, Message> {
  return Object.fromEntries(
    Object.entries(entries).map(([k, [pt, en, es, hpt, hen, hes]]) => [
      `${prefix}.${k}`,
      hpt && hen && hes ? { pt, en, es, hospital: { pt: hpt, en: hen, es: hes } } : { pt, en, es },
    ]),
  );
}

const K = 'dashboards.messaging';
export const messagingQueryMessages = labels(K, {
  'summary.title': ['Resumo do assistente de mensagens', 'Messaging assistant summary', 'Resumen del asistente de mensajes'],
  'summary.help': [
    'Mensagens de WhatsApp do assistente do hotel no período. Enviadas = mensagens do hotel (respostas e notificações automáticas); recebidas = mensagens dos hóspedes; respondidas = recebidas que tiveram resposta do hotel (em qualquer data). Taxa de resposta = respondidas ÷ recebidas. Tempo de resposta = mediana, em minutos, entre a mensagem do hóspede e a primeira resposta. Entregues e lidas = notificações que o WhatsApp confirmou como entregues (ou lidas) e lidas ÷ notificações enviadas.',
    "WhatsApp messages of the hotel's assistant in the period. Sent = the hotel's messages (answers and automatic notifications); received = guests' messages; answered = received messages the hotel replied to (at any date). Response rate = answered ÷ received. Response time = median minutes between the guest's message and the first answer. Delivered and read = notifications WhatsApp confirmed delivered (or read) and read ÷ notifications sent.",
    'Mensajes de WhatsApp del asistente del hotel en el período. Enviados = mensajes del hotel (respuestas y notificaciones automáticas); recibidos = mensajes de los huéspedes; respondidos = recibidos que el hotel respondió (en cualquier fecha). Tasa de respuesta = respondidos ÷ recibidos. Tiempo de respuesta = mediana, en minutos, entre el mensaje del huésped y la primera respuesta. Entregadas y leídas = notificaciones que WhatsApp confirmó como entregadas (o leídas) y leídas ÷ notificaciones enviadas.',
    'Mensagens de WhatsApp do assistente do hospital no período. Enviadas = mensagens do hospital (respostas e notificações automáticas); recebidas = mensagens dos pacientes; respondidas = recebidas que tiveram resposta do hospital (em qualquer data). Taxa de resposta = respondidas ÷ recebidas. Tempo de resposta = mediana, em minutos, entre a mensagem do paciente e a primeira resposta. Entregues e lidas = notificações que o WhatsApp confirmou como entregues (ou lidas) e lidas ÷ notificações enviadas.',
    "WhatsApp messages of the hospital's assistant in the period. Sent = the hospital's messages (answers and automatic notifications); received = patients' messages; answered = received messages the hospital replied to (at any date). Response rate = answered ÷ received. Response time = median minutes between the patient's message and the first answer. Delivered and read = notifications WhatsApp confirmed delivered (or read) and read ÷ notifications sent.",
    'Mensajes de WhatsApp del asistente del hospital en el período. Enviados = mensajes del hospital (respuestas y notificaciones automáticas); recibidos = mensajes de los pacientes; respondidos = recibidos que el hospital respondió (en cualquier fecha). Tasa de respuesta = respondidos ÷ recibidos. Tiempo de respuesta = mediana, en minutos, entre el mensaje del paciente y la primera respuesta. Entregadas y leídas = notificaciones que WhatsApp confirmó como entregadas (o leídas) y leídas ÷ notificaciones enviadas.',
  ],
  sent: ['Enviadas', 'Sent', 'Enviados'],
  received: ['Recebidas', 'Received', 'Recibidos'],
  answered: ['Respondidas', 'Answered', 'Respondidos'],
  responseRate: ['Taxa de resposta', 'Response rate', 'Tasa de respuesta'],
  responseMinutes: ['Tempo de resposta (min)', 'Response time (min)', 'Tiempo de respuesta (min)'],
  notifications: ['Notificações', 'Notifications', 'Notificaciones'],
  deliveredShare: ['Entregues', 'Delivered', 'Entregadas'],
  readShare: ['Lidas', 'Read', 'Leídas'],
  failed: ['Falhas', 'Failed', 'Fallidas'],
  period: ['Período', 'Period', 'Período'],
  'messages.title': ['Mensagens ao longo do tempo', 'Messages over time', 'Mensajes a lo largo del tiempo'],
  'messages.help': [
    'Por dia, semana ou mês: mensagens enviadas pelo hotel, recebidas dos hóspedes, quantas das recebidas foram respondidas e a taxa de resposta.',
    'By day, week or month: messages the hotel sent, messages received from guests, how many received ones were answered, and the response rate.',
    'Por día, semana o mes: mensajes enviados por el hotel, recibidos de los huéspedes, cuántos de los recibidos se respondieron y la tasa de respuesta.',
    'Por dia, semana ou mês: mensagens enviadas pelo hospital, recebidas dos pacientes, quantas das recebidas foram respondidas e a taxa de resposta.',
    'By day, week or month: messages the hospital sent, messages received from patients, how many received ones were answered, and the response rate.',
    'Por día, semana o mes: mensajes enviados por el hospital, recibidos de los pacientes, cuántos de los recibidos se respondieron y la tasa de respuesta.',
  ],
  'topics.title': ['Mensagens por assunto', 'Messages by topic', 'Mensajes por tema'],
  'topics.help': [
    'O assunto de cada mensagem recebida (reserva, serviços, horários, como chegar, outros), lido de palavras-chave na chegada; o texto das mensagens não é guardado. Respondidas, taxa de resposta e mediana do tempo de resposta por assunto.',
    "Each received message's topic (booking, services, times, directions, other), read from keywords on arrival; message text is never kept. Answered, response rate and median response time by topic.",
    'El tema de cada mensaje recibido (reserva, servicios, horarios, cómo llegar, otros), leído de palabras clave al llegar; el texto de los mensajes no se guarda. Respondidos, tasa de respuesta y mediana del tiempo de respuesta por tema.',
  ],
  topic: ['Assunto', 'Topic', 'Tema'],
  'topic.checkin-link': ['Link de check-in', 'Check-in link', 'Enlace de check-in'],
  'topic.pre-arrival': ['Pré-chegada', 'Pre-arrival', 'Previo a la llegada'],
  'topic.key': ['Chave digital', 'Digital key', 'Llave digital'],
  'topic.survey': ['Pesquisa', 'Survey', 'Encuesta'],
  'topic.booking': ['Reserva', 'Booking', 'Reserva', 'Atendimento', 'Appointment', 'Atención'],
  'topic.services': ['Serviços', 'Services', 'Servicios'],
  'topic.times': ['Horários', 'Times', 'Horarios'],
  'topic.directions': ['Como chegar', 'Directions', 'Cómo llegar'],
  'topic.other': ['Outros', 'Other', 'Otros'],
  'conversations.title': ['Mensagens recebidas', 'Messages received', 'Mensajes recibidos'],
  'conversations.help': [
    'Cada mensagem recebida de hóspedes no período, com o assunto, o telefone mascarado, o hóspede e a reserva quando conhecidos (pelo voucher ou pelo telefone no cadastro de hóspedes) e se foi respondida.',
    'Each message received from guests in the period, with its topic, the masked phone, the guest and booking when known (by voucher, or by the phone in the guest profiles) and whether it was answered.',
    'Cada mensaje recibido de huéspedes en el período, con el tema, el teléfono enmascarado, el huésped y la reserva cuando se conocen (por el voucher o por el teléfono en el registro de huéspedes) y si fue respondido.',
    'Cada mensagem recebida de pacientes no período, com o assunto, o telefone mascarado, o paciente e o atendimento quando conhecidos (pelo voucher ou pelo telefone no cadastro) e se foi respondida.',
    'Each message received from patients in the period, with its topic, the masked phone, the patient and appointment when known (by voucher, or by the phone in the profiles) and whether it was answered.',
    'Cada mensaje recibido de pacientes en el período, con el tema, el teléfono enmascarado, el paciente y la atención cuando se conocen (por el voucher o por el teléfono en el registro) y si fue respondido.',
  ],
  receivedAt: ['Recebida em', 'Received at', 'Recibido el'],
  phone: ['Telefone', 'Phone', 'Teléfono'],
  guest: ['Hóspede', 'Guest', 'Huésped', 'Paciente', 'Patient', 'Paciente'],
  voucher: ['Voucher', 'Voucher', 'Voucher'],
  wasAnswered: ['Respondida', 'Answered', 'Respondido'],
  yes: ['Sim', 'Yes', 'Sí'],
  no: ['Não', 'No', 'No'],
  'notifications.title': ['Notificações automáticas', 'Automatic notifications', 'Notificaciones automáticas'],
  'notifications.help': [
    'As mensagens automáticas do assistente (link de check-in, pré-chegada, chave digital, pesquisa) enviadas no período e o que o WhatsApp informou: entregues (inclui as lidas), lidas, falhas; respondidas = o hóspede respondeu à notificação. Taxa de leitura = lidas ÷ enviadas.',
    "The assistant's automatic messages (check-in link, pre-arrival, digital key, survey) sent in the period and what WhatsApp reported: delivered (read ones included), read, failed; answered = the guest replied to the notification. Read rate = read ÷ sent.",
    'Los mensajes automáticos del asistente (enlace de check-in, previo a la llegada, llave digital, encuesta) enviados en el período y lo que informó WhatsApp: entregadas (incluye las leídas), leídas, fallidas; respondidas = el huésped respondió a la notificación. Tasa de lectura = leídas ÷ enviadas.',
    'As mensagens automáticas do assistente (link de check-in, pré-chegada, chave digital, pesquisa) enviadas no período e o que o WhatsApp informou: entregues (inclui as lidas), lidas, falhas; respondidas = o paciente respondeu à notificação. Taxa de leitura = lidas ÷ enviadas.',
    "The assistant's automatic messages (check-in link, pre-arrival, digital key, survey) sent in the period and what WhatsApp reported: delivered (read ones included), read, failed; answered = the patient replied to the notification. Read rate = read ÷ sent.",
    'Los mensajes automáticos del asistente (enlace de check-in, previo a la llegada, llave digital, encuesta) enviados en el período y lo que informó WhatsApp: entregadas (incluye las leídas), leídas, fallidas; respondidas = el paciente respondió a la notificación. Tasa de lectura = leídas ÷ enviadas.',
  ],
  notification: ['Notificação', 'Notification', 'Notificación'],
  delivered: ['Entregues', 'Delivered', 'Entregadas'],
  read: ['Lidas', 'Read', 'Leídas'],
  readRate: ['Taxa de leitura', 'Read rate', 'Tasa de lectura'],
  'notificationDays.title': ['Notificações ao longo do tempo', 'Notifications over time', 'Notificaciones a lo largo del tiempo'],
  'notificationDays.help': [
    'Por dia, semana ou mês: notificações automáticas enviadas, entregues, lidas e as que falharam (número sem WhatsApp, bloqueio ou erro do WhatsApp).',
    'By day, week or month: automatic notifications sent, delivered, read, and those that failed (a number without WhatsApp, a block or a WhatsApp error).',
    'Por día, semana o mes: notificaciones automáticas enviadas, entregadas, leídas y las que fallaron (número sin WhatsApp, bloqueo o error de WhatsApp).',
  ],
  'notificationList.title': ['Notificações enviadas', 'Notifications sent', 'Notificaciones enviadas'],
  'notificationList.help': [
    'Cada notificação automática enviada no período, com o telefone mascarado, o hóspede e a reserva quando conhecidos, a situação no WhatsApp e quando foi lida.',
    'Each automatic notification sent in the period, with the masked phone, the guest and booking when known, its WhatsApp status and when it was read.',
    'Cada notificación automática enviada en el período, con el teléfono enmascarado, el huésped y la reserva cuando se conocen, su estado en WhatsApp y cuándo fue leída.',
    'Cada notificação automática enviada no período, com o telefone mascarado, o paciente e o atendimento quando conhecidos, a situação no WhatsApp e quando foi lida.',
    'Each automatic notification sent in the period, with the masked phone, the patient and appointment when known, its WhatsApp status and when it was read.',
    'Cada notificación automática enviada en el período, con el teléfono enmascarado, el paciente y la atención cuando se conocen, su estado en WhatsApp y cuándo fue leída.',
  ],
  sentAt: ['Enviada em', 'Sent at', 'Enviada el'],
  status: ['Situação', 'Status', 'Estado'],
  readAt: ['Lida em', 'Read at', 'Leída el'],
  'status.sent': ['Enviada', 'Sent', 'Enviada'],
  'status.delivered': ['Entregue', 'Delivered', 'Entregada'],
  'status.read': ['Lida', 'Read', 'Leída'],
  'status.failed': ['Falhou', 'Failed', 'Fallida'],
  'links.summary.title': ['Resumo dos links de WhatsApp', 'WhatsApp links summary', 'Resumen de los enlaces de WhatsApp'],
  'links.summary.help': [
    'Links wa.me que o hotel enviou (e-mails de confirmação, check-in e pesquisa) ou publicou (site, assinatura) no período. Clicados = links abertos ao menos uma vez; cliques = todas as aberturas; usados = links que abriram uma conversa (a mensagem chegou com o código do link). Taxa de clique = clicados ÷ enviados; taxa de uso = usados ÷ enviados.',
    "wa.me links the hotel sent (confirmation, check-in and survey mails) or published (website, signature) in the period. Clicked = links opened at least once; clicks = every opening; used = links that opened a conversation (the message arrived with the link's code). Click rate = clicked ÷ sent; use rate = used ÷ sent.",
    'Enlaces wa.me que el hotel envió (correos de confirmación, check-in y encuesta) o publicó (sitio, firma) en el período. Con clic = enlaces abiertos al menos una vez; clics = todas las aperturas; utilizados = enlaces que abrieron una conversación (el mensaje llegó con el código del enlace). Tasa de clic = con clic ÷ enviados; tasa de uso = utilizados ÷ enviados.',
    'Links wa.me que o hospital enviou (e-mails de confirmação, check-in e pesquisa) ou publicou (site, assinatura) no período. Clicados = links abertos ao menos uma vez; cliques = todas as aberturas; usados = links que abriram uma conversa (a mensagem chegou com o código do link). Taxa de clique = clicados ÷ enviados; taxa de uso = usados ÷ enviados.',
    "wa.me links the hospital sent (confirmation, check-in and survey mails) or published (website, signature) in the period. Clicked = links opened at least once; clicks = every opening; used = links that opened a conversation (the message arrived with the link's code). Click rate = clicked ÷ sent; use rate = used ÷ sent.",
    'Enlaces wa.me que el hospital envió (correos de confirmación, check-in y encuesta) o publicó (sitio, firma) en el período. Con clic = enlaces abiertos al menos una vez; clics = todas las aperturas; utilizados = enlaces que abrieron una conversación (el mensaje llegó con el código del enlace). Tasa de clic = con clic ÷ enviados; tasa de uso = utilizados ÷ enviados.',
  ],
  linksSent: ['Links enviados', 'Links sent', 'Enlaces enviados'],
  clicked: ['Clicados', 'Clicked', 'Con clic'],
  clicks: ['Cliques', 'Clicks', 'Clics'],
  used: ['Usados', 'Used', 'Utilizados'],
  clickRate: ['Taxa de clique', 'Click rate', 'Tasa de clic'],
  useRate: ['Taxa de uso', 'Use rate', 'Tasa de uso'],
  'links.series.title': ['Links de WhatsApp ao longo do tempo', 'WhatsApp links over time', 'Enlaces de WhatsApp a lo largo del tiempo'],
  'links.series.help': [
    'Por dia, semana ou mês do envio: links wa.me enviados, quantos foram clicados e quantos abriram uma conversa (em qualquer data).',
    'By day, week or month of sending: wa.me links sent, how many were clicked and how many opened a conversation (at any date).',
    'Por día, semana o mes del envío: enlaces wa.me enviados, cuántos se clicaron y cuántos abrieron una conversación (en cualquier fecha).',
  ],
  'links.channels.title': ['Links de WhatsApp por canal', 'WhatsApp links by channel', 'Enlaces de WhatsApp por canal'],
  'links.channels.help': [
    'Onde cada link foi colocado (e-mail de confirmação, de check-in, de pesquisa, site, assinatura) e como cada canal converte em cliques e conversas.',
    'Where each link was put (confirmation, check-in or survey mail, website, signature) and how each channel turns into clicks and conversations.',
    'Dónde se puso cada enlace (correo de confirmación, de check-in, de encuesta, sitio, firma) y cómo cada canal convierte en clics y conversaciones.',
  ],
  channel: ['Canal', 'Channel', 'Canal'],
  'channel.confirmation-mail': ['E-mail de confirmação', 'Confirmation mail', 'Correo de confirmación'],
  'channel.checkin-mail': ['E-mail de check-in', 'Check-in mail', 'Correo de check-in'],
  'channel.survey-mail': ['E-mail de pesquisa', 'Survey mail', 'Correo de encuesta'],
  'channel.website': ['Site', 'Website', 'Sitio web'],
  'channel.signature': ['Assinatura de e-mail', 'Mail signature', 'Firma de correo'],
  'channel.unknown': ['Sem registro de envio', 'Send not recorded', 'Envío no registrado'],
});

/** The taglaura and auto-wpp dashboards' titles (the workbook's file name in executeQueryXls/{dashboard}). */
export const messagingBoardMessages = labels('dashboards.board', {
  'taglaura-summary': ['Assistente de mensagens: resumo', 'Messaging assistant: summary', 'Asistente de mensajes: resumen'],
  'taglaura-numbers': ['Assistente de mensagens: números', 'Messaging assistant: figures', 'Asistente de mensajes: números'],
  'taglaura-notifications': [
    'Assistente de mensagens: notificações',
    'Messaging assistant: notifications',
    'Asistente de mensajes: notificaciones',
  ],
  'auto-wpp-link-wpp': ['Links de WhatsApp', 'WhatsApp links', 'Enlaces de WhatsApp'],
});

/** A row's word in the caller's language and, given the hotel's settings, its wording (a hospital's appointments). */
const t = (key: string, locale: Locale, hotel: HotelWording | null = null) => text(`${K}.${key}`, locale, hotel);
const label = (key: string) => `${K}.${key}`;
const minutes = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

/** The hotel's messages sent or received in the period ($2..$3 hotel-local days). */
const IN_PERIOD = `m.institution_id = $1
  AND m.sent_at >= ${LOCAL_FROM}
  AND m.sent_at < ${LOCAL_TO}`;
const LOCAL_DAY = `(m.sent_at AT TIME ZONE ${HOTEL_TZ})::date`;
const ANSWER_MIN = `percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM m.answered_at - m.sent_at) / 60)
                      FILTER (WHERE m.direction = 'in' AND m.answered_at IS NOT NULL)`;
/** A phone masked for the lists: country and area code, then the last four digits. */
const MASKED = `CASE WHEN m.phone IS NULL THEN NULL ELSE left(m.phone, 5) || repeat('*', greatest(length(m.phone) - 9, 0)) || right(m.phone, 4) END`;
/** The guest: the profile matched by phone, else the booking's main guest. */
const GUEST = `coalesce((SELECT p.name FROM guest_profiles p WHERE p.id = m.profile_id),
                        (SELECT bp.name FROM booking_persons bp WHERE bp.booking_id = m.booking_id AND bp.position = 0))`;
const VOUCHER = `(SELECT b.voucher FROM bookings b WHERE b.id = m.booking_id)`;
const NOTIFICATION_TOPICS = ['checkin-link', 'pre-arrival', 'key', 'survey'] as const;
const CONVERSATION_TOPICS = ['booking', 'services', 'times', 'directions', 'other'] as const;
const CHANNELS = ['confirmation-mail', 'checkin-mail', 'survey-mail', 'website', 'signature', 'unknown'] as const;

export const taglauraSummaryQuery = defineQuery({
  name: 'taglaura-summary',
  title: label('summary.title'),
  help: label('summary.help'),
  permission: PERMISSIONS.DASH.taglaura,
  params: periodParams(366),
  chart: { kind: 'kpi' },
  columns: [
    { key: 'enviadas', type: 'int', label: label('sent') },
    { key: 'recebidas', type: 'int', label: label('received') },
    { key: 'respondidas', type: 'int', label: label('answered') },
    { key: 'taxaResposta', type: 'percent', label: label('responseRate') },
    { key: 'tempoRespostaMin', type: 'decimal', label: label('responseMinutes') },
    { key: 'notificacoes', type: 'int', label: label('notifications') },
    { key: 'entregues', type: 'percent', label: label('deliveredShare') },
    { key: 'lidas', type: 'percent', label: label('readShare') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT count(*) FILTER (WHERE m.direction = 'out') AS sent,
              count(*) FILTER (WHERE m.direction = 'in') AS received,
              count(*) FILTER (WHERE m.direction = 'in' AND m.answered_at IS NOT NULL) AS answered,
              ${ANSWER_MIN} AS answer_min,
              count(*) FILTER (WHERE m.kind = 'notification' AND m.direction = 'out') AS notifications,
              count(*) FILTER (WHERE m.kind = 'notification' AND m.direction = 'out' AND (m.delivered_at IS NOT NULL OR m.read_at IS NOT NULL)) AS delivered,
              count(*) FILTER (WHERE m.kind = 'notification' AND m.direction = 'out' AND m.read_at IS NOT NULL) AS read
         FROM messaging_messages m WHERE ${IN_PERIOD}`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const r = rows[0] ?? {};
    return {
      totalRows: 1,
      rows: [
        {
          enviadas: n(r.sent),
          recebidas: n(r.received),
          respondidas: n(r.answered),
          taxaResposta: ratio(n(r.answered), n(r.received)),
          tempoRespostaMin: minutes(r.answer_min),
          notificacoes: n(r.notifications),
          entregues: ratio(n(r.delivered), n(r.notifications)),
          lidas: ratio(n(r.read), n(r.notifications)),
        },
      ],
    };
  },
});

export const taglauraMessagesQuery = defineQuery({
  name: 'taglaura-messages',
  title: label('messages.title'),
  help: label('messages.help'),
  permission: PERMISSIONS.DASH.taglaura,
  params: periodParams(366, 1000),
  chart: { kind: 'line', x: 'periodo', series: ['enviadas', 'recebidas', 'respondidas'] },
  columns: [
    { key: 'periodo', type: 'date', label: label('period') },
    { key: 'enviadas', type: 'int', label: label('sent') },
    { key: 'recebidas', type: 'int', label: label('received') },
    { key: 'respondidas', type: 'int', label: label('answered') },
    { key: 'taxaResposta', type: 'percent', label: label('responseRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT to_char(date_trunc($4, ${LOCAL_DAY}), 'YYYY-MM-DD') AS period,
              count(*) FILTER (WHERE m.direction = 'out') AS sent, count(*) FILTER (WHERE m.direction = 'in') AS received,
              count(*) FILTER (WHERE m.direction = 'in' AND m.answered_at IS NOT NULL) AS answered, count(*) OVER () AS total
         FROM messaging_messages m WHERE ${IN_PERIOD} GROUP BY 1 ORDER BY 1 OFFSET $5 LIMIT $6`,
      seriesArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        periodo: r.period,
        enviadas: n(r.sent),
        recebidas: n(r.received),
        respondidas: n(r.answered),
        taxaResposta: ratio(n(r.answered), n(r.received)),
      })),
    };
  },
});

export const taglauraTopicsQuery = defineQuery({
  name: 'taglaura-topics',
  title: label('topics.title'),
  help: label('topics.help'),
  permission: PERMISSIONS.DASH.taglaura,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'assunto', series: ['recebidas', 'respondidas'] },
  columns: [
    { key: 'assunto', type: 'text', label: label('topic') },
    { key: 'recebidas', type: 'int', label: label('received') },
    { key: 'respondidas', type: 'int', label: label('answered') },
    { key: 'taxaResposta', type: 'percent', label: label('responseRate') },
    { key: 'tempoRespostaMin', type: 'decimal', label: label('responseMinutes') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx, hotel) {
    const { rows } = await db.query<{ topic: string; received: string; answered: string; answer_min: number | null }>(
      `SELECT m.topic, count(*) AS received, count(*) FILTER (WHERE m.answered_at IS NOT NULL) AS answered, ${ANSWER_MIN} AS answer_min
         FROM messaging_messages m WHERE ${IN_PERIOD} AND m.direction = 'in' GROUP BY m.topic`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const by = new Map(rows.map((r) => [r.topic, r]));
    return {
      totalRows: CONVERSATION_TOPICS.length,
      rows: CONVERSATION_TOPICS.map((topic) => {
        const r = by.get(topic);
        return {
          assunto: t(`topic.${topic}`, ctx.locale, hotel),
          recebidas: n(r?.received),
          respondidas: n(r?.answered),
          taxaResposta: ratio(n(r?.answered), n(r?.received)),
          tempoRespostaMin: minutes(r?.answer_min),
        };
      }),
    };
  },
});

export const taglauraConversationsQuery = defineQuery({
  name: 'taglaura-conversations',
  title: label('conversations.title'),
  help: label('conversations.help'),
  permission: PERMISSIONS.DASH.taglaura,
  params: periodParams(366),
  columns: [
    { key: 'recebidaEm', type: 'datetime', label: label('receivedAt') },
    { key: 'assunto', type: 'text', label: label('topic') },
    { key: 'telefone', type: 'text', label: label('phone') },
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'voucher', type: 'text', label: label('voucher') },
    { key: 'respondida', type: 'text', label: label('wasAnswered') },
    { key: 'tempoRespostaMin', type: 'decimal', label: label('responseMinutes') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx, hotel) {
    const { rows } = await db.query(
      `SELECT m.sent_at, m.topic, ${MASKED} AS phone, ${GUEST} AS guest, ${VOUCHER} AS voucher,
              extract(epoch FROM m.answered_at - m.sent_at) / 60 AS answer_min, count(*) OVER () AS total
         FROM messaging_messages m WHERE ${IN_PERIOD} AND m.direction = 'in'
        ORDER BY m.sent_at DESC, m.id DESC OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        recebidaEm: (r.sent_at as Date).toISOString(),
        assunto: t(`topic.${r.topic}`, ctx.locale, hotel),
        telefone: r.phone ?? null,
        hospede: r.guest ?? null,
        voucher: r.voucher ?? null,
        respondida: t(r.answer_min === null ? 'no' : 'yes', ctx.locale, hotel),
        tempoRespostaMin: minutes(r.answer_min),
      })),
    };
  },
});

export const taglauraNotificationsQuery = defineQuery({
  name: 'taglaura-notifications',
  title: label('notifications.title'),
  help: label('notifications.help'),
  permission: PERMISSIONS.DASH.taglaura,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'notificacao', series: ['enviadas', 'entregues', 'lidas'] },
  columns: [
    { key: 'notificacao', type: 'text', label: label('notification') },
    { key: 'enviadas', type: 'int', label: label('sent') },
    { key: 'entregues', type: 'int', label: label('delivered') },
    { key: 'lidas', type: 'int', label: label('read') },
    { key: 'falhas', type: 'int', label: label('failed') },
    { key: 'respondidas', type: 'int', label: label('answered') },
    { key: 'taxaLeitura', type: 'percent', label: label('readRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx, hotel) {
    const { rows } = await db.query<Record<string, string>>(
      `SELECT m.topic, count(*) AS sent, count(*) FILTER (WHERE m.delivered_at IS NOT NULL OR m.read_at IS NOT NULL) AS delivered,
              count(*) FILTER (WHERE m.read_at IS NOT NULL) AS read, count(*) FILTER (WHERE m.status = 'failed') AS failed,
              count(*) FILTER (WHERE m.answered_at IS NOT NULL) AS answered
         FROM messaging_messages m WHERE ${IN_PERIOD} AND m.direction = 'out' AND m.kind = 'notification' GROUP BY m.topic`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const by = new Map(rows.map((r) => [r.topic, r]));
    return {
      totalRows: NOTIFICATION_TOPICS.length,
      rows: NOTIFICATION_TOPICS.map((topic) => {
        const r = by.get(topic);
        return {
          notificacao: t(`topic.${topic}`, ctx.locale, hotel),
          enviadas: n(r?.sent),
          entregues: n(r?.delivered),
          lidas: n(r?.read),
          falhas: n(r?.failed),
          respondidas: n(r?.answered),
          taxaLeitura: ratio(n(r?.read), n(r?.sent)),
        };
      }),
    };
  },
});

export const taglauraNotificationDaysQuery = defineQuery({
  name: 'taglaura-notification-days',
  title: label('notificationDays.title'),
  help: label('notificationDays.help'),
  permission: PERMISSIONS.DASH.taglaura,
  params: periodParams(366, 1000),
  chart: { kind: 'line', x: 'periodo', series: ['enviadas', 'entregues', 'lidas', 'falhas'] },
  columns: [
    { key: 'periodo', type: 'date', label: label('period') },
    { key: 'enviadas', type: 'int', label: label('sent') },
    { key: 'entregues', type: 'int', label: label('delivered') },
    { key: 'lidas', type: 'int', label: label('read') },
    { key: 'falhas', type: 'int', label: label('failed') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT to_char(date_trunc($4, ${LOCAL_DAY}), 'YYYY-MM-DD') AS period, count(*) AS sent,
              count(*) FILTER (WHERE m.delivered_at IS NOT NULL OR m.read_at IS NOT NULL) AS delivered,
              count(*) FILTER (WHERE m.read_at IS NOT NULL) AS read, count(*) FILTER (WHERE m.status = 'failed') AS failed,
              count(*) OVER () AS total
         FROM messaging_messages m WHERE ${IN_PERIOD} AND m.direction = 'out' AND m.kind = 'notification'
        GROUP BY 1 ORDER BY 1 OFFSET $5 LIMIT $6`,
      seriesArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        periodo: r.period,
        enviadas: n(r.sent),
        entregues: n(r.delivered),
        lidas: n(r.read),
        falhas: n(r.failed),
      })),
    };
  },
});

export const taglauraNotificationListQuery = defineQuery({
  name: 'taglaura-notification-list',
  title: label('notificationList.title'),
  help: label('notificationList.help'),
  permission: PERMISSIONS.DASH.taglaura,
  params: periodParams(366),
  columns: [
    { key: 'enviadaEm', type: 'datetime', label: label('sentAt') },
    { key: 'notificacao', type: 'text', label: label('notification') },
    { key: 'telefone', type: 'text', label: label('phone') },
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'voucher', type: 'text', label: label('voucher') },
    { key: 'situacao', type: 'text', label: label('status') },
    { key: 'lidaEm', type: 'datetime', label: label('readAt') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx, hotel) {
    const { rows } = await db.query(
      `SELECT m.sent_at, m.topic, ${MASKED} AS phone, ${GUEST} AS guest, ${VOUCHER} AS voucher, m.status, m.read_at,
              count(*) OVER () AS total
         FROM messaging_messages m WHERE ${IN_PERIOD} AND m.direction = 'out' AND m.kind = 'notification'
        ORDER BY m.sent_at DESC, m.id DESC OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        enviadaEm: (r.sent_at as Date).toISOString(),
        notificacao: t(`topic.${r.topic}`, ctx.locale, hotel),
        telefone: r.phone ?? null,
        hospede: r.guest ?? null,
        voucher: r.voucher ?? null,
        situacao: t(`status.${r.status}`, ctx.locale, hotel),
        lidaEm: r.read_at ? (r.read_at as Date).toISOString() : null,
      })),
    };
  },
});

/** The hotel's links sent in the period (a link only seen used counts on its first click or use). */
const LINKS = `SELECT l.*, coalesce(l.sent_at, l.first_click_at, l.used_at) AS at,
       (SELECT count(*) FROM whatsapp_link_clicks c WHERE c.institution_id = l.institution_id AND c.code = l.code) AS clicks
  FROM whatsapp_links l
 WHERE l.institution_id = $1
   AND coalesce(l.sent_at, l.first_click_at, l.used_at) >= ${LOCAL_FROM}
   AND coalesce(l.sent_at, l.first_click_at, l.used_at) < ${LOCAL_TO}`;

export const wppLinksSummaryQuery = defineQuery({
  name: 'wpp-links-summary',
  title: label('links.summary.title'),
  help: label('links.summary.help'),
  permission: PERMISSIONS.DASH.autoWpp,
  params: periodParams(366),
  chart: { kind: 'kpi' },
  columns: [
    { key: 'enviados', type: 'int', label: label('linksSent') },
    { key: 'clicados', type: 'int', label: label('clicked') },
    { key: 'cliques', type: 'int', label: label('clicks') },
    { key: 'usados', type: 'int', label: label('used') },
    { key: 'taxaClique', type: 'percent', label: label('clickRate') },
    { key: 'taxaUso', type: 'percent', label: label('useRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT count(*) AS sent, count(*) FILTER (WHERE l.first_click_at IS NOT NULL) AS clicked, coalesce(sum(l.clicks), 0) AS clicks,
              count(*) FILTER (WHERE l.used_at IS NOT NULL) AS used
         FROM (${LINKS}) l`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const r = rows[0] ?? {};
    return {
      totalRows: 1,
      rows: [
        {
          enviados: n(r.sent),
          clicados: n(r.clicked),
          cliques: n(r.clicks),
          usados: n(r.used),
          taxaClique: ratio(n(r.clicked), n(r.sent)),
          taxaUso: ratio(n(r.used), n(r.sent)),
        },
      ],
    };
  },
});

export const wppLinksQuery = defineQuery({
  name: 'wpp-links',
  title: label('links.series.title'),
  help: label('links.series.help'),
  permission: PERMISSIONS.DASH.autoWpp,
  params: periodParams(366, 1000),
  chart: { kind: 'line', x: 'periodo', series: ['enviados', 'clicados', 'usados'] },
  columns: [
    { key: 'periodo', type: 'date', label: label('period') },
    { key: 'enviados', type: 'int', label: label('linksSent') },
    { key: 'clicados', type: 'int', label: label('clicked') },
    { key: 'usados', type: 'int', label: label('used') },
    { key: 'taxaClique', type: 'percent', label: label('clickRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT to_char(date_trunc($4, (l.at AT TIME ZONE ${HOTEL_TZ})::date), 'YYYY-MM-DD') AS period,
              count(*) AS sent, count(*) FILTER (WHERE l.first_click_at IS NOT NULL) AS clicked,
              count(*) FILTER (WHERE l.used_at IS NOT NULL) AS used, count(*) OVER () AS total
         FROM (${LINKS}) l GROUP BY 1 ORDER BY 1 OFFSET $5 LIMIT $6`,
      seriesArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        periodo: r.period,
        enviados: n(r.sent),
        clicados: n(r.clicked),
        usados: n(r.used),
        taxaClique: ratio(n(r.clicked), n(r.sent)),
      })),
    };
  },
});

export const wppLinkChannelsQuery = defineQuery({
  name: 'wpp-links-channels',
  title: label('links.channels.title'),
  help: label('links.channels.help'),
  permission: PERMISSIONS.DASH.autoWpp,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'canal', series: ['enviados', 'clicados', 'usados'] },
  columns: [
    { key: 'canal', type: 'text', label: label('channel') },
    { key: 'enviados', type: 'int', label: label('linksSent') },
    { key: 'clicados', type: 'int', label: label('clicked') },
    { key: 'cliques', type: 'int', label: label('clicks') },
    { key: 'usados', type: 'int', label: label('used') },
    { key: 'taxaClique', type: 'percent', label: label('clickRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx, hotel) {
    const { rows } = await db.query<Record<string, string>>(
      `SELECT l.channel, count(*) AS sent, count(*) FILTER (WHERE l.first_click_at IS NOT NULL) AS clicked,
              coalesce(sum(l.clicks), 0) AS clicks, count(*) FILTER (WHERE l.used_at IS NOT NULL) AS used
         FROM (${LINKS}) l GROUP BY l.channel`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN],
    );
    const by = new Map(rows.map((r) => [r.channel, r]));
    // The channels with links, in the catalogue's order ("send not recorded" only when there are such links).
    const shown = CHANNELS.filter((c) => c !== 'unknown' || by.has(c));
    return {
      totalRows: shown.length,
      rows: shown.map((c) => {
        const r = by.get(c);
        return {
          canal: t(`channel.${c}`, ctx.locale, hotel),
          enviados: n(r?.sent),
          clicados: n(r?.clicked),
          cliques: n(r?.clicks),
          usados: n(r?.used),
          taxaClique: ratio(n(r?.clicked), n(r?.sent)),
        };
      }),
    };
  },
});

export const messagingQueries = [
  taglauraSummaryQuery,
  taglauraMessagesQuery,
  taglauraTopicsQuery,
  taglauraConversationsQuery,
  taglauraNotificationsQuery,
  taglauraNotificationDaysQuery,
  taglauraNotificationListQuery,
  wppLinksSummaryQuery,
  wppLinksQuery,
  wppLinkChannelsQuery,
];
