import { pageArgs, periodParams, ratio, seriesArgs } from '@gm/contracts/dashboards/inputs';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { maskDocument } from '@gm/domain/documents';
import { translate } from '../../platform/messages';
import { defineQuery, HOTEL_TZ, LOCAL_FROM, LOCAL_TO, num as n, SAMPLE_PERIOD as sampleParams } from '../../platform/queries';
import { labels } from './labels';
import { callerHolds, maskEmail } from './privacy';

/**
 * The tagpanel (CRM) family's named queries (issue 17, /dashboard/tagpanel/*; docs/dashboards.md and
 * docs/decisions/0075-crm-sync-dashboards.md): campaign results from the campaign e-mail rows, returning guests,
 * birthdays in the period, frequent guests from the CRM profiles, and the bookings attributed to a campaign e-mail
 * the guest opened or clicked within ATTRIBUTION_DAYS before booking. The campaign figures need DASH tagpanel; the
 * screens that name guests and their money (birthdays, frequent guests, attributed bookings) need DASH roi (spec
 * section 6: "roi (booking2 and tagpanel guests)"). CPFs are always masked; e-mail addresses are shown whole only to
 * a caller who also works the CRM (TAGPANEL), as the CRM's own screens do.
 */

/** A booking counts for a campaign when made within this many days after the guest opened or clicked its e-mail. */
export const ATTRIBUTION_DAYS = 30;

const K = 'dashboards.tagpanel';
export const tagpanelQueryMessages = labels(K, {
  'summary.title': ['Resultados das campanhas', 'Campaign results', 'Resultados de las campañas'],
  'summary.help': [
    'E-mails de campanhas e automações criados no período e o que cada um alcançou, a qualquer data. Enviados = entregues + rejeitados (o servidor de e-mail respondeu). Taxas de entrega e rejeição sobre os enviados; de abertura, clique e descadastro sobre os entregues. A abertura é contada pela imagem de rastreio (clientes que bloqueiam imagens só contam ao clicar).',
    'Campaign and automation e-mails created in the period and what each reached, at any date. Sent = delivered + bounced (the mail server answered). Delivery and bounce rates over the sent; open, click and unsubscribe rates over the delivered. Opens are counted by the tracking image (clients that block images count only when clicked).',
    'Correos de campañas y automatizaciones creados en el período y lo que alcanzó cada uno, en cualquier fecha. Enviados = entregados + rebotados (el servidor de correo respondió). Tasas de entrega y rebote sobre los enviados; de apertura, clic y baja sobre los entregados. La apertura se cuenta por la imagen de seguimiento (los clientes que bloquean imágenes solo cuentan al hacer clic).',
  ],
  sent: ['Enviados', 'Sent', 'Enviados'],
  delivered: ['Entregues', 'Delivered', 'Entregados'],
  deliveryRate: ['Taxa de entrega', 'Delivery rate', 'Tasa de entrega'],
  opened: ['Abertos', 'Opened', 'Abiertos'],
  openRate: ['Taxa de abertura', 'Open rate', 'Tasa de apertura'],
  clicked: ['Clicados', 'Clicked', 'Con clic'],
  clickRate: ['Taxa de cliques', 'Click rate', 'Tasa de clics'],
  bounced: ['Rejeitados', 'Bounced', 'Rebotados'],
  bounceRate: ['Taxa de rejeição', 'Bounce rate', 'Tasa de rebote'],
  unsubscribed: ['Descadastros', 'Unsubscribes', 'Bajas'],
  unsubscribeRate: ['Taxa de descadastro', 'Unsubscribe rate', 'Tasa de bajas'],
  'evolution.title': ['Campanhas ao longo do tempo', 'Campaigns over time', 'Campañas en el tiempo'],
  'evolution.help': [
    'Por dia, semana ou mês da criação do e-mail: enviados, entregues, abertos, clicados, rejeitados e descadastros.',
    'By day, week or month the e-mail was created: sent, delivered, opened, clicked, bounced and unsubscribes.',
    'Por día, semana o mes de creación del correo: enviados, entregados, abiertos, con clic, rebotados y bajas.',
  ],
  period: ['Período', 'Period', 'Período'],
  'campaigns.title': ['Resultados por campanha', 'Results by campaign', 'Resultados por campaña'],
  'campaigns.help': [
    'Cada campanha ou automação com e-mails criados no período: enviados, entregues, abertos, clicados, rejeitados, descadastros e as taxas de abertura e clique sobre os entregues.',
    'Each campaign or automation with e-mails created in the period: sent, delivered, opened, clicked, bounced, unsubscribes, and the open and click rates over the delivered.',
    'Cada campaña o automatización con correos creados en el período: enviados, entregados, abiertos, con clic, rebotados, bajas y las tasas de apertura y clic sobre los entregados.',
  ],
  campaign: ['Campanha', 'Campaign', 'Campaña'],
  'returning.title': [
    'Hóspedes que voltaram',
    'Returning guests',
    'Huéspedes que volvieron',
    'Pacientes que voltaram',
    'Returning patients',
    'Pacientes que volvieron',
  ],
  'returning.help': [
    'Hóspedes (perfis do CRM) com chegada no período e quantos já tinham se hospedado antes (outra reserva não cancelada com chegada anterior).',
    'Guests (CRM profiles) arriving in the period and how many had stayed before (another booking, not cancelled, arriving earlier).',
    'Huéspedes (perfiles del CRM) con llegada en el período y cuántos ya se habían hospedado antes (otra reserva no cancelada con llegada anterior).',
    'Pacientes (perfis do CRM) com atendimento no período e quantos já tinham sido atendidos antes (outro atendimento não cancelado, anterior).',
    'Patients (CRM profiles) with an appointment in the period and how many had come before (another appointment, not cancelled, earlier).',
    'Pacientes (perfiles del CRM) con atención en el período y cuántos ya habían sido atendidos antes (otra atención no cancelada, anterior).',
  ],
  guests: ['Hóspedes', 'Guests', 'Huéspedes', 'Pacientes', 'Patients', 'Pacientes'],
  returned: ['Voltaram', 'Returning', 'Volvieron'],
  returnRate: ['Taxa de retorno', 'Return rate', 'Tasa de retorno'],
  'birthdays.title': ['Aniversariantes do período', 'Birthdays in the period', 'Cumpleañeros del período'],
  'birthdays.help': [
    'Hóspedes do CRM cujo aniversário cai no período, com a idade que completam, a última e a próxima estadia, se estarão hospedados no dia e se aceitam e-mails de marketing. O CPF aparece mascarado; o e-mail só aparece inteiro para quem trabalha no CRM.',
    'CRM guests whose birthday falls in the period, with the age they turn, their last and next stay, whether they are staying on the day and whether they accept marketing e-mail. The CPF is masked; the e-mail is whole only for CRM staff.',
    'Huéspedes del CRM cuyo cumpleaños cae en el período, con la edad que cumplen, la última y la próxima estadía, si estarán hospedados ese día y si aceptan correos de marketing. El CPF aparece enmascarado; el correo solo aparece completo para quien trabaja en el CRM.',
    'Pacientes do CRM cujo aniversário cai no período, com a idade que completam, o último e o próximo atendimento, se estarão em atendimento no dia e se aceitam e-mails. O CPF aparece mascarado; o e-mail só aparece inteiro para quem trabalha no CRM.',
    'CRM patients whose birthday falls in the period, with the age they turn, their last and next appointment, whether they are in care on the day and whether they accept e-mail. The CPF is masked; the e-mail is whole only for CRM staff.',
    'Pacientes del CRM cuyo cumpleaños cae en el período, con la edad que cumplen, la última y la próxima atención, si estarán en atención ese día y si aceptan correos. El CPF aparece enmascarado; el correo solo aparece completo para quien trabaja en el CRM.',
  ],
  birthday: ['Aniversário', 'Birthday', 'Cumpleaños'],
  guest: ['Hóspede', 'Guest', 'Huésped', 'Paciente', 'Patient', 'Paciente'],
  age: ['Idade', 'Age', 'Edad'],
  cpf: ['CPF', 'CPF', 'CPF'],
  email: ['E-mail', 'E-mail', 'Correo electrónico'],
  stays: ['Estadias', 'Stays', 'Estadías', 'Atendimentos', 'Appointments', 'Atenciones'],
  lastStay: ['Última estadia', 'Last stay', 'Última estadía', 'Último atendimento', 'Last appointment', 'Última atención'],
  nextStay: ['Próxima estadia', 'Next stay', 'Próxima estadía', 'Próximo atendimento', 'Next appointment', 'Próxima atención'],
  stayingOnDay: [
    'Hospedado no dia',
    'Staying on the day',
    'Hospedado ese día',
    'Em atendimento no dia',
    'In care on the day',
    'En atención ese día',
  ],
  emailConsent: ['Aceita e-mails', 'Accepts e-mail', 'Acepta correos'],
  yes: ['Sim', 'Yes', 'Sí'],
  no: ['Não', 'No', 'No'],
  'frequent.title': [
    'Hóspedes frequentes',
    'Frequent guests',
    'Huéspedes frecuentes',
    'Pacientes frequentes',
    'Frequent patients',
    'Pacientes frecuentes',
  ],
  'frequent.help': [
    'Hóspedes do CRM com chegada no período, dos que mais vieram no período aos que menos; com as estadias e noites do período e as de sempre, o gasto pago (faturas não canceladas das reservas em que foi o hóspede principal), a primeira, a última e a próxima estadia.',
    "CRM guests arriving in the period, those who came most in the period first; with the period's stays and nights and their lifetime ones, the spend paid (invoices not cancelled of the bookings where they were the main guest), and their first, last and next stay.",
    'Huéspedes del CRM con llegada en el período, de los que más vinieron en el período a los que menos; con las estadías y noches del período y las de siempre, el gasto pagado (facturas no canceladas de las reservas donde fue el huésped principal), la primera, la última y la próxima estadía.',
    'Pacientes do CRM com atendimento no período, dos que mais vieram no período aos que menos; com os atendimentos e diárias do período e os de sempre, o gasto pago (faturas não canceladas dos atendimentos em que foi o paciente principal), o primeiro, o último e o próximo atendimento.',
    "CRM patients with an appointment in the period, those who came most in the period first; with the period's appointments and days and their lifetime ones, the spend paid (invoices not cancelled where they were the main patient), and their first, last and next appointment.",
    'Pacientes del CRM con atención en el período, de los que más vinieron en el período a los que menos; con las atenciones y días del período y los de siempre, el gasto pagado (facturas no canceladas donde fue el paciente principal), la primera, la última y la próxima atención.',
  ],
  staysInPeriod: [
    'Estadias no período',
    'Stays in the period',
    'Estadías en el período',
    'Atendimentos no período',
    'Appointments in the period',
    'Atenciones en el período',
  ],
  nightsInPeriod: [
    'Noites no período',
    'Nights in the period',
    'Noches en el período',
    'Diárias no período',
    'Days in the period',
    'Días en el período',
  ],
  nights: ['Noites', 'Nights', 'Noches', 'Diárias', 'Days', 'Días'],
  spend: ['Gasto', 'Spend', 'Gasto'],
  firstStay: ['Primeira estadia', 'First stay', 'Primera estadía', 'Primeiro atendimento', 'First appointment', 'Primera atención'],
  'attribution.title': ['Reservas atribuídas por campanha', 'Bookings attributed by campaign', 'Reservas atribuidas por campaña'],
  'attribution.help': [
    'Reservas feitas no período (data da criação, não canceladas) por um hóspede que abriu ou clicou um e-mail de campanha nos 30 dias anteriores; cada reserva conta para o último e-mail com que o hóspede interagiu. Receita = faturas pagas da reserva, sem as canceladas.',
    "Bookings made in the period (creation date, not cancelled) by a guest who opened or clicked a campaign e-mail in the 30 days before; each booking counts for the last e-mail the guest interacted with. Revenue = the booking's paid invoices, cancelled ones left out.",
    'Reservas hechas en el período (fecha de creación, no canceladas) por un huésped que abrió o hizo clic en un correo de campaña en los 30 días anteriores; cada reserva cuenta para el último correo con el que el huésped interactuó. Ingresos = facturas pagadas de la reserva, sin las canceladas.',
    'Atendimentos marcados no período (data da criação, não cancelados) por um paciente que abriu ou clicou um e-mail de campanha nos 30 dias anteriores; cada atendimento conta para o último e-mail com que o paciente interagiu. Receita = faturas pagas do atendimento, sem as canceladas.',
    "Appointments made in the period (creation date, not cancelled) by a patient who opened or clicked a campaign e-mail in the 30 days before; each counts for the last e-mail the patient interacted with. Revenue = the appointment's paid invoices, cancelled ones left out.",
    'Atenciones programadas en el período (fecha de creación, no canceladas) por un paciente que abrió o hizo clic en un correo de campaña en los 30 días anteriores; cada una cuenta para el último correo con el que el paciente interactuó. Ingresos = facturas pagadas, sin las canceladas.',
  ],
  bookings: ['Reservas', 'Bookings', 'Reservas', 'Atendimentos', 'Appointments', 'Atenciones'],
  revenue: ['Receita', 'Revenue', 'Ingresos'],
  'attributed.title': [
    'Reservas vindas de campanhas',
    'Bookings from campaigns',
    'Reservas venidas de campañas',
    'Atendimentos vindos de campanhas',
    'Appointments from campaigns',
    'Atenciones venidas de campañas',
  ],
  'attributed.help': [
    'Cada reserva atribuída a uma campanha: quando foi feita, o hóspede, a chegada, as noites, a receita paga, a campanha, se o hóspede abriu ou clicou o e-mail, quando e quantos dias depois reservou.',
    'Each booking attributed to a campaign: when it was made, the guest, the arrival, the nights, the revenue paid, the campaign, whether the guest opened or clicked the e-mail, when, and how many days later they booked.',
    'Cada reserva atribuida a una campaña: cuándo se hizo, el huésped, la llegada, las noches, los ingresos pagados, la campaña, si el huésped abrió o hizo clic en el correo, cuándo y cuántos días después reservó.',
    'Cada atendimento atribuído a uma campanha: quando foi marcado, o paciente, a chegada, as diárias, a receita paga, a campanha, se o paciente abriu ou clicou o e-mail, quando e quantos dias depois marcou.',
    'Each appointment attributed to a campaign: when it was made, the patient, the arrival, the days, the revenue paid, the campaign, whether the patient opened or clicked the e-mail, when, and how many days later they booked.',
    'Cada atención atribuida a una campaña: cuándo se programó, el paciente, la llegada, los días, los ingresos pagados, la campaña, si el paciente abrió o hizo clic en el correo, cuándo y cuántos días después programó.',
  ],
  createdAt: ['Feita em', 'Made on', 'Hecha el'],
  voucher: ['Voucher', 'Voucher', 'Voucher'],
  checkIn: ['Chegada', 'Arrival', 'Llegada'],
  interaction: ['Interação', 'Interaction', 'Interacción'],
  interactionAt: ['Interação em', 'Interaction on', 'Interacción el'],
  daysAfter: ['Dias até reservar', 'Days to book', 'Días hasta reservar'],
  'interaction.clicked': ['Clicou', 'Clicked', 'Hizo clic'],
  'interaction.opened': ['Abriu', 'Opened', 'Abrió'],
});

/** The tagpanel dashboards' titles (the workbook's file name in executeQueryXls/{dashboard}). */
export const tagpanelBoardMessages = labels('dashboards.board', {
  'tagpanel-summary': ['CRM: resumo', 'CRM: summary', 'CRM: resumen'],
  'tagpanel-comparative': ['CRM: comparativo', 'CRM: comparison', 'CRM: comparativo'],
  'tagpanel-birthdayGuests': ['CRM: aniversariantes', 'CRM: birthdays', 'CRM: cumpleañeros'],
  'tagpanel-frequentGuests': [
    'CRM: hóspedes frequentes',
    'CRM: frequent guests',
    'CRM: huéspedes frecuentes',
    'CRM: pacientes frequentes',
    'CRM: frequent patients',
    'CRM: pacientes frecuentes',
  ],
  'tagpanel-reservations': [
    'CRM: reservas de campanhas',
    'CRM: bookings from campaigns',
    'CRM: reservas de campañas',
    'CRM: atendimentos de campanhas',
    'CRM: appointments from campaigns',
    'CRM: atenciones de campañas',
  ],
});

const t = (key: string, locale: Parameters<typeof translate>[1]) => translate(`${K}.${key}`, locale);
const label = (key: string) => `${K}.${key}`;
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v : null);
const TAGPANEL = PERMISSIONS.DASH.tagpanel;
const ROI = PERMISSIONS.DASH.roi;

/** The hotel's campaign e-mails created in the period (skipped ones, never sent, left out). */
const EMAILS = `SELECT e.* FROM campaign_emails e WHERE e.institution_id = $1 AND e.status <> 'skipped'
  AND e.created_at >= ${LOCAL_FROM} AND e.created_at < ${LOCAL_TO}`;
/** The figures of the rows aliased e (each row once in each figure it reached; decision 0056). */
const FIGURES = `count(*) FILTER (WHERE e.delivered_at IS NOT NULL OR e.status = 'failed') AS sent,
  count(*) FILTER (WHERE e.delivered_at IS NOT NULL) AS delivered,
  count(*) FILTER (WHERE e.last_viewed_at IS NOT NULL OR e.first_viewed_at IS NOT NULL) AS opened,
  count(*) FILTER (WHERE e.visited_at IS NOT NULL) AS clicked,
  count(*) FILTER (WHERE e.status = 'failed') AS bounced,
  count(*) FILTER (WHERE e.unsubscribed_at IS NOT NULL) AS unsubscribed`;

export const tagpanelSummaryQuery = defineQuery({
  name: 'tagpanel-summary',
  title: label('summary.title'),
  help: label('summary.help'),
  permission: TAGPANEL,
  params: periodParams(366),
  chart: { kind: 'kpi' },
  columns: [
    { key: 'enviados', type: 'int', label: label('sent') },
    { key: 'entregues', type: 'int', label: label('delivered') },
    { key: 'taxaEntrega', type: 'percent', label: label('deliveryRate') },
    { key: 'abertos', type: 'int', label: label('opened') },
    { key: 'taxaAbertura', type: 'percent', label: label('openRate') },
    { key: 'clicados', type: 'int', label: label('clicked') },
    { key: 'taxaCliques', type: 'percent', label: label('clickRate') },
    { key: 'rejeitados', type: 'int', label: label('bounced') },
    { key: 'taxaRejeicao', type: 'percent', label: label('bounceRate') },
    { key: 'descadastros', type: 'int', label: label('unsubscribed') },
    { key: 'taxaDescadastro', type: 'percent', label: label('unsubscribeRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(`SELECT ${FIGURES} FROM (${EMAILS}) e`, [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN]);
    const r = rows[0] ?? {};
    const [sent, delivered] = [n(r.sent), n(r.delivered)];
    return {
      totalRows: 1,
      rows: [
        {
          enviados: sent,
          entregues: delivered,
          taxaEntrega: ratio(delivered, sent),
          abertos: n(r.opened),
          taxaAbertura: ratio(n(r.opened), delivered),
          clicados: n(r.clicked),
          taxaCliques: ratio(n(r.clicked), delivered),
          rejeitados: n(r.bounced),
          taxaRejeicao: ratio(n(r.bounced), sent),
          descadastros: n(r.unsubscribed),
          taxaDescadastro: ratio(n(r.unsubscribed), delivered),
        },
      ],
    };
  },
});

export const tagpanelEvolutionQuery = defineQuery({
  name: 'tagpanel-evolution',
  title: label('evolution.title'),
  help: label('evolution.help'),
  permission: TAGPANEL,
  params: periodParams(366, 1000),
  chart: { kind: 'line', x: 'periodo', series: ['enviados', 'entregues', 'abertos', 'clicados'] },
  columns: [
    { key: 'periodo', type: 'date', label: label('period') },
    { key: 'enviados', type: 'int', label: label('sent') },
    { key: 'entregues', type: 'int', label: label('delivered') },
    { key: 'abertos', type: 'int', label: label('opened') },
    { key: 'clicados', type: 'int', label: label('clicked') },
    { key: 'rejeitados', type: 'int', label: label('bounced') },
    { key: 'descadastros', type: 'int', label: label('unsubscribed') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT to_char(date_trunc($4, e.created_at AT TIME ZONE ${HOTEL_TZ}), 'YYYY-MM-DD') AS period,
              ${FIGURES}, count(*) OVER () AS total
         FROM (${EMAILS}) e GROUP BY 1 ORDER BY 1 OFFSET $5 LIMIT $6`,
      seriesArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        periodo: r.period,
        enviados: n(r.sent),
        entregues: n(r.delivered),
        abertos: n(r.opened),
        clicados: n(r.clicked),
        rejeitados: n(r.bounced),
        descadastros: n(r.unsubscribed),
      })),
    };
  },
});

export const tagpanelCampaignsQuery = defineQuery({
  name: 'tagpanel-campaigns',
  title: label('campaigns.title'),
  help: label('campaigns.help'),
  permission: TAGPANEL,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'campanha', series: ['entregues', 'abertos', 'clicados'] },
  columns: [
    { key: 'campanha', type: 'text', verbatim: true, label: label('campaign') },
    { key: 'enviados', type: 'int', label: label('sent') },
    { key: 'entregues', type: 'int', label: label('delivered') },
    { key: 'abertos', type: 'int', label: label('opened') },
    { key: 'clicados', type: 'int', label: label('clicked') },
    { key: 'rejeitados', type: 'int', label: label('bounced') },
    { key: 'descadastros', type: 'int', label: label('unsubscribed') },
    { key: 'taxaAbertura', type: 'percent', label: label('openRate') },
    { key: 'taxaCliques', type: 'percent', label: label('clickRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `SELECT c.id, c.name, ${FIGURES}, count(*) OVER () AS total
         FROM (${EMAILS}) e JOIN campaigns c ON c.id = e.campaign_id AND c.institution_id = $1
        GROUP BY c.id, c.name ORDER BY sent DESC, c.id DESC OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        campanha: r.name,
        enviados: n(r.sent),
        entregues: n(r.delivered),
        abertos: n(r.opened),
        clicados: n(r.clicked),
        rejeitados: n(r.bounced),
        descadastros: n(r.unsubscribed),
        taxaAbertura: ratio(n(r.opened), n(r.delivered)),
        taxaCliques: ratio(n(r.clicked), n(r.delivered)),
      })),
    };
  },
});

/** The CRM profiles of the persons of the hotel's bookings arriving in the period, not cancelled ($1..$3). */
const ARRIVING_PROFILES = `SELECT DISTINCT l.profile_id, b.id AS booking_id, b.check_in, b.check_out
    FROM bookings b JOIN booking_persons bp ON bp.booking_id = b.id JOIN guest_profile_links l ON l.booking_person_id = bp.id
   WHERE b.institution_id = $1 AND b.check_in BETWEEN $2::date AND $3::date AND b.status <> 'C'`;

export const tagpanelReturningQuery = defineQuery({
  name: 'tagpanel-returning',
  title: label('returning.title'),
  help: label('returning.help'),
  permission: TAGPANEL,
  params: periodParams(366, 1000),
  chart: { kind: 'line', x: 'periodo', series: ['hospedes', 'voltaram'] },
  columns: [
    { key: 'periodo', type: 'date', label: label('period') },
    { key: 'hospedes', type: 'int', label: label('guests') },
    { key: 'voltaram', type: 'int', label: label('returned') },
    { key: 'taxaRetorno', type: 'percent', label: label('returnRate') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `WITH s AS (${ARRIVING_PROFILES}),
       -- Each arriving profile's first stay (not cancelled): an arrival after it is a return.
       f AS (SELECT l.profile_id, min(b.check_in) AS first_in
               FROM guest_profile_links l JOIN booking_persons bp ON bp.id = l.booking_person_id JOIN bookings b ON b.id = bp.booking_id
              WHERE l.profile_id IN (SELECT profile_id FROM s) AND b.status <> 'C' GROUP BY 1),
       a AS (
         SELECT DISTINCT ON (s.profile_id, date_trunc($4, s.check_in)) s.profile_id, date_trunc($4, s.check_in) AS bucket,
                f.first_in < s.check_in AS came_back
           FROM s JOIN f ON f.profile_id = s.profile_id ORDER BY s.profile_id, date_trunc($4, s.check_in), s.check_in)
       SELECT to_char(bucket, 'YYYY-MM-DD') AS period, count(*) AS guests, count(*) FILTER (WHERE came_back) AS came_back,
              count(*) OVER () AS total
         FROM a GROUP BY bucket ORDER BY bucket OFFSET $5 LIMIT $6`,
      seriesArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        periodo: r.period,
        hospedes: n(r.guests),
        voltaram: n(r.came_back),
        taxaRetorno: ratio(n(r.came_back), n(r.guests)),
      })),
    };
  },
});

/** The newest e-mail consent of profile g is an opt-in (decision 0050: no row is not an opt-in). */
const EMAIL_CONSENT = `coalesce((SELECT c.granted FROM guest_profile_consents c WHERE c.profile_id = g.id AND c.channel = 'email'
  ORDER BY c.at DESC, c.id DESC LIMIT 1), false)`;

export const tagpanelBirthdaysQuery = defineQuery({
  name: 'tagpanel-birthdays',
  title: label('birthdays.title'),
  help: label('birthdays.help'),
  permission: ROI,
  params: periodParams(366),
  columns: [
    { key: 'aniversario', type: 'date', label: label('birthday') },
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'idade', type: 'int', label: label('age') },
    { key: 'cpf', type: 'text', label: label('cpf') },
    { key: 'email', type: 'text', label: label('email') },
    { key: 'estadias', type: 'int', label: label('stays') },
    { key: 'ultimaEstadia', type: 'date', label: label('lastStay') },
    { key: 'proximaEstadia', type: 'date', label: label('nextStay') },
    { key: 'hospedadoNoDia', type: 'text', label: label('stayingOnDay') },
    { key: 'aceitaEmails', type: 'text', label: label('emailConsent') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    // Each profile's birthday in each calendar year the period touches (29 February falls on the 28th in other years).
    const { rows } = await db.query(
      `WITH b AS (
         SELECT g.id, o.day FROM guest_profiles g
          CROSS JOIN LATERAL (
            SELECT min(d) AS day FROM (
              SELECT (make_date(y, extract(month FROM g.birth_date)::int, 1)
                      + (least(extract(day FROM g.birth_date)::int,
                               extract(day FROM make_date(y, extract(month FROM g.birth_date)::int, 1) + interval '1 month' - interval '1 day')::int) - 1))::date AS d
                FROM generate_series(extract(year FROM $2::date)::int, extract(year FROM $3::date)::int) AS y) s
             WHERE d BETWEEN $2::date AND $3::date) o
          WHERE g.institution_id = $1 AND g.birth_date IS NOT NULL AND o.day IS NOT NULL)
       SELECT b.day, g.name, extract(year FROM b.day)::int - extract(year FROM g.birth_date)::int AS age, g.cpf, g.emails[1] AS email,
              g.stays, g.last_stay, g.next_stay, ${EMAIL_CONSENT} AS consent,
              EXISTS (SELECT 1 FROM guest_profile_links l JOIN booking_persons bp ON bp.id = l.booking_person_id
                        JOIN bookings bk ON bk.id = bp.booking_id
                       WHERE l.profile_id = g.id AND bk.status <> 'C' AND bk.check_in <= b.day
                         AND (bk.check_out > b.day OR bk.check_out = bk.check_in AND bk.check_in = b.day)) AS staying,
              count(*) OVER () AS total
         FROM b JOIN guest_profiles g ON g.id = b.id
        ORDER BY b.day, g.name, g.id OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    const wholeEmail = callerHolds(ctx, PERMISSIONS.TAGPANEL.any, institutionId);
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        aniversario: day(r.day),
        hospede: r.name,
        idade: n(r.age),
        cpf: maskDocument(r.cpf),
        email: wholeEmail ? (r.email ?? null) : maskEmail(r.email),
        estadias: n(r.stays),
        ultimaEstadia: day(r.last_stay),
        proximaEstadia: day(r.next_stay),
        hospedadoNoDia: t(r.staying ? 'yes' : 'no', ctx.locale),
        aceitaEmails: t(r.consent ? 'yes' : 'no', ctx.locale),
      })),
    };
  },
});

export const tagpanelFrequentQuery = defineQuery({
  name: 'tagpanel-frequent',
  title: label('frequent.title'),
  help: label('frequent.help'),
  permission: ROI,
  params: periodParams(366),
  columns: [
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'cpf', type: 'text', label: label('cpf') },
    { key: 'email', type: 'text', label: label('email') },
    { key: 'estadiasNoPeriodo', type: 'int', label: label('staysInPeriod') },
    { key: 'noitesNoPeriodo', type: 'int', label: label('nightsInPeriod') },
    { key: 'estadias', type: 'int', label: label('stays') },
    { key: 'noites', type: 'int', label: label('nights') },
    { key: 'gasto', type: 'money', label: label('spend') },
    { key: 'primeiraEstadia', type: 'date', label: label('firstStay') },
    { key: 'ultimaEstadia', type: 'date', label: label('lastStay') },
    { key: 'proximaEstadia', type: 'date', label: label('nextStay') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query(
      `WITH s AS (SELECT a.profile_id, count(*) AS stays, sum(a.check_out - a.check_in) AS nights FROM (${ARRIVING_PROFILES}) a GROUP BY 1)
       SELECT g.name, g.cpf, g.emails[1] AS email, s.stays AS period_stays, s.nights AS period_nights, g.stays, g.nights, g.spend_cents,
              g.first_stay, g.last_stay, g.next_stay, count(*) OVER () AS total
         FROM s JOIN guest_profiles g ON g.id = s.profile_id AND g.institution_id = $1
        ORDER BY s.stays DESC, g.stays DESC, g.spend_cents DESC, g.id OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    const wholeEmail = callerHolds(ctx, PERMISSIONS.TAGPANEL.any, institutionId);
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        hospede: r.name,
        cpf: maskDocument(r.cpf),
        email: wholeEmail ? (r.email ?? null) : maskEmail(r.email),
        estadiasNoPeriodo: n(r.period_stays),
        noitesNoPeriodo: n(r.period_nights),
        estadias: n(r.stays),
        noites: n(r.nights),
        gasto: n(r.spend_cents),
        primeiraEstadia: day(r.first_stay),
        ultimaEstadia: day(r.last_stay),
        proximaEstadia: day(r.next_stay),
      })),
    };
  },
});

/**
 * The bookings made in the period ($1..$3: created in the hotel's days, not cancelled) whose main guest opened or
 * clicked a campaign e-mail in the ATTRIBUTION_DAYS before, each with its last such e-mail (last touch).
 */
const ATTRIBUTED = `WITH bk AS (
    SELECT b.id, b.voucher, b.check_in, b.check_out, b.created_at, coalesce(bp.webcheck_name, bp.name) AS guest, l.profile_id
      FROM bookings b JOIN booking_persons bp ON bp.booking_id = b.id AND bp.position = 0
      JOIN guest_profile_links l ON l.booking_person_id = bp.id
     WHERE b.institution_id = $1 AND b.status <> 'C' AND b.created_at >= ${LOCAL_FROM} AND b.created_at < ${LOCAL_TO}),
  touch AS (
    SELECT bk.id AS booking_id, bk.created_at AS booked_at, e.campaign_id, e.visited_at IS NOT NULL AND e.visited_at < bk.created_at AS clicked,
           greatest(CASE WHEN e.visited_at < bk.created_at THEN e.visited_at END,
                    CASE WHEN e.last_viewed_at < bk.created_at THEN e.last_viewed_at END,
                    CASE WHEN e.first_viewed_at < bk.created_at THEN e.first_viewed_at END) AS touched_at
      FROM bk JOIN campaign_emails e ON e.profile_id = bk.profile_id AND e.institution_id = $1
     WHERE coalesce(e.visited_at, e.first_viewed_at, e.last_viewed_at) < bk.created_at),
  att AS (
    SELECT DISTINCT ON (t.booking_id) t.* FROM touch t
     WHERE t.touched_at >= t.booked_at - interval '${ATTRIBUTION_DAYS} days'
     ORDER BY t.booking_id, t.touched_at DESC, t.campaign_id DESC)
  SELECT bk.*, att.campaign_id, att.clicked, att.touched_at, c.name AS campaign, bk.check_out - bk.check_in AS nights,
         coalesce((SELECT sum(i.paid_cents) FROM invoices i WHERE i.booking_id = bk.id AND i.institution_id = $1 AND i.cancelled_at IS NULL), 0) AS revenue
    FROM att JOIN bk ON bk.id = att.booking_id JOIN campaigns c ON c.id = att.campaign_id`;

export const tagpanelAttributionQuery = defineQuery({
  name: 'tagpanel-attribution',
  title: label('attribution.title'),
  help: label('attribution.help'),
  permission: ROI,
  params: periodParams(366),
  chart: { kind: 'bar', x: 'campanha', series: ['reservas'] },
  columns: [
    { key: 'campanha', type: 'text', verbatim: true, label: label('campaign') },
    { key: 'reservas', type: 'int', label: label('bookings') },
    { key: 'noites', type: 'int', label: label('nights') },
    { key: 'receita', type: 'money', label: label('revenue') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p) {
    const { rows } = await db.query(
      `WITH x AS (${ATTRIBUTED})
       SELECT campaign_id, campaign, count(*) AS bookings, sum(nights) AS nights, sum(revenue) AS revenue, count(*) OVER () AS total
         FROM x GROUP BY 1, 2 ORDER BY 3 DESC, 5 DESC, 1 DESC OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({ campanha: r.campaign, reservas: n(r.bookings), noites: n(r.nights), receita: n(r.revenue) })),
    };
  },
});

export const tagpanelAttributedQuery = defineQuery({
  name: 'tagpanel-attributed',
  title: label('attributed.title'),
  help: label('attributed.help'),
  permission: ROI,
  params: periodParams(366),
  columns: [
    { key: 'feitaEm', type: 'datetime', label: label('createdAt') },
    { key: 'voucher', type: 'text', label: label('voucher') },
    { key: 'hospede', type: 'text', verbatim: true, label: label('guest') },
    { key: 'chegada', type: 'date', label: label('checkIn') },
    { key: 'noites', type: 'int', label: label('nights') },
    { key: 'receita', type: 'money', label: label('revenue') },
    { key: 'campanha', type: 'text', verbatim: true, label: label('campaign') },
    { key: 'interacao', type: 'text', label: label('interaction') },
    { key: 'interacaoEm', type: 'datetime', label: label('interactionAt') },
    { key: 'diasAteReservar', type: 'decimal', label: label('daysAfter') },
  ],
  sample: sampleParams,
  async run(db, institutionId, p, ctx) {
    const { rows } = await db.query(
      `WITH x AS (${ATTRIBUTED})
       SELECT x.*, count(*) OVER () AS total FROM x ORDER BY x.created_at DESC, x.id DESC OFFSET $4 LIMIT $5`,
      pageArgs(institutionId, p),
    );
    return {
      totalRows: n(rows[0]?.total),
      rows: rows.map((r) => ({
        feitaEm: (r.created_at as Date).toISOString(),
        voucher: r.voucher,
        hospede: r.guest,
        chegada: day(r.check_in),
        noites: n(r.nights),
        receita: n(r.revenue),
        campanha: r.campaign,
        interacao: t(r.clicked ? 'interaction.clicked' : 'interaction.opened', ctx.locale),
        interacaoEm: (r.touched_at as Date).toISOString(),
        diasAteReservar: Math.round(((r.created_at as Date).getTime() - (r.touched_at as Date).getTime()) / 8_640_000) / 10,
      })),
    };
  },
});

export const tagpanelQueries = [
  tagpanelSummaryQuery,
  tagpanelEvolutionQuery,
  tagpanelCampaignsQuery,
  tagpanelReturningQuery,
  tagpanelBirthdaysQuery,
  tagpanelFrequentQuery,
  tagpanelAttributionQuery,
  tagpanelAttributedQuery,
];
