import type { Locale } from '@gm/domain/locale';
import { parsePermission } from '@gm/domain/permissions';
import { GRANTABLE } from './permissions';

/**
 * Role templates for users administration (issue 12; the spec names no roles, section 6): each is a set of grants
 * of spec section 6 without the instance, expanded to AREA:{codIns}:action for the hotel being administered. A user's
 * grants at a hotel are named after the template they equal exactly, otherwise "custom". Texts say in plain words
 * what each grant allows, in pt, en and es, with the hospital's wording where it differs (the users screen shows them).
 */

export const ROLE_IDS = ['frontDesk', 'reservationsManager', 'billing', 'marketing', 'dashboards', 'hotelAdmin', 'networkAdmin'] as const;
export type RoleId = (typeof ROLE_IDS)[number];
export type RoleOrCustom = RoleId | 'custom';
export const ROLE_OR_CUSTOM = [...ROLE_IDS, 'custom'] as const;

const FRONT_DESK = [
  'HOTEL:home',
  'TRIAL:reservas',
  'TRIAL:checkinouts',
  'TRIAL:pessoas',
  'TRIAL:mapa-reservas',
  'TRIAL:documentos',
  'CHANGEINS:novapessoa',
  'PAY:listfaturas',
];
const HOTEL_ADMIN = ['HOTEL:*', 'TRIAL:*', 'CHANGEINS:*', 'PAY:*', 'DASH:*', 'ADM:*', 'TAGPANEL:*'];

/** AREA:action per role (the instance is the hotel's id when expanded). */
export const ROLE_GRANTS: Record<RoleId, readonly string[]> = {
  frontDesk: FRONT_DESK,
  reservationsManager: [...FRONT_DESK, 'DASH:webcheckins', 'DASH:roi', 'DASH:tagsync'],
  billing: ['HOTEL:home', 'TRIAL:reservas', 'PAY:listfaturas'],
  marketing: ['HOTEL:home', 'TAGPANEL:*', 'DASH:nps', 'DASH:tagpanel', 'DASH:roi', 'DASH:ortripadvisor', 'DASH:auto-wpp', 'DASH:taglaura'],
  dashboards: ['HOTEL:home', 'DASH:*'],
  hotelAdmin: HOTEL_ADMIN,
  networkAdmin: [...HOTEL_ADMIN, 'CREATEINS:*'],
};

/** A role's grants at a hotel, AREA:{codIns}:action, sorted. */
export function expandRole(role: RoleId, codIns: number): string[] {
  return normaliseGrants(ROLE_GRANTS[role].map((g) => g.replace(':', `:${codIns}:`)));
}

/** Sorted, without repeats. */
export function normaliseGrants(grants: readonly string[]): string[] {
  return [...new Set(grants)].sort();
}

/** The template whose grants at the hotel are exactly these, else 'custom'. */
export function roleOfGrants(grants: readonly string[], codIns: number): RoleOrCustom {
  const key = normaliseGrants(grants).join(',');
  return ROLE_IDS.find((r) => expandRole(r, codIns).join(',') === key) ?? 'custom';
}

/**
 * What the detailed editor offers, by area: the catalogue's actions (permissions.ts GRANTABLE) and '*' (everything
 * in the area, including actions added later). Personal SUJEITO grants are not a hotel's and are never edited here.
 */
export const GRANT_AREAS: readonly { area: string; actions: readonly string[] }[] = GRANTABLE.filter(
  (g) => g.instance === 'institution',
).map((g) => ({ area: g.area, actions: [...g.actions.filter((a) => a !== '*'), '*'] }));

/** Whether a grant string names an area and action of the catalogue (any instance). */
export function isCataloguedGrant(grant: string): boolean {
  const p = parsePermission(grant);
  if (!p || grant.split(':').length !== 3) return false;
  return GRANT_AREAS.some((a) => a.area === p.area && a.actions.includes(p.action));
}

export type Words = Record<Locale, string> & { hospital?: Record<Locale, string> };

/** The text in a language, with the hospital's wording when the hotel is a hospital and the text has one. */
export function wordsIn(words: Words, locale: Locale, hospital = false): string {
  return (hospital && words.hospital?.[locale]) || words[locale];
}

export const ROLE_WORDS: Record<RoleId, { name: Words; summary: Words }> = {
  frontDesk: {
    name: { pt: 'Recepção', en: 'Front desk', es: 'Recepción' },
    summary: {
      pt: 'O dia a dia da recepção: reservas, check-in e check-out, cadastros pendentes e cobrança.',
      en: 'Day-to-day front desk work: bookings, check-in and check-out, pending registrations and billing.',
      es: 'El día a día de la recepción: reservas, check-in y check-out, registros pendientes y cobro.',
      hospital: {
        pt: 'O dia a dia da recepção: atendimentos, entrada e saída de pacientes, cadastros pendentes e cobrança.',
        en: 'Day-to-day reception work: appointments, admitting and discharging patients, pending registrations and billing.',
        es: 'El día a día de la recepción: atenciones, entrada y salida de pacientes, registros pendientes y cobro.',
      },
    },
  },
  reservationsManager: {
    name: {
      pt: 'Gerente de reservas',
      en: 'Reservations manager',
      es: 'Gerente de reservas',
      hospital: { pt: 'Gerente de atendimentos', en: 'Appointments manager', es: 'Gerente de atenciones' },
    },
    summary: {
      pt: 'Tudo da recepção, mais os painéis de check-in online, de resultados e de sincronização.',
      en: 'Everything the front desk does, plus the online check-in, results and sync dashboards.',
      es: 'Todo lo de la recepción, más los paneles de check-in en línea, de resultados y de sincronización.',
    },
  },
  billing: {
    name: { pt: 'Faturamento', en: 'Billing', es: 'Facturación' },
    summary: {
      pt: 'Consultar as reservas e cobrar as faturas.',
      en: 'Look up bookings and charge their invoices.',
      es: 'Consultar las reservas y cobrar las facturas.',
      hospital: {
        pt: 'Consultar os atendimentos e cobrar as faturas.',
        en: 'Look up appointments and charge their invoices.',
        es: 'Consultar las atenciones y cobrar las facturas.',
      },
    },
  },
  marketing: {
    name: { pt: 'Marketing e CRM', en: 'Marketing and CRM', es: 'Marketing y CRM' },
    summary: {
      pt: 'O CRM (modelos, segmentos, campanhas) e os painéis de satisfação, avaliações e resultados.',
      en: 'The CRM (templates, segments, campaigns) and the satisfaction, reviews and results dashboards.',
      es: 'El CRM (plantillas, segmentos, campañas) y los paneles de satisfacción, evaluaciones y resultados.',
    },
  },
  dashboards: {
    name: { pt: 'Painéis (somente leitura)', en: 'Dashboards viewer', es: 'Paneles (solo lectura)' },
    summary: {
      pt: 'Ver todos os painéis, sem alterar nada.',
      en: 'See every dashboard, without changing anything.',
      es: 'Ver todos los paneles, sin cambiar nada.',
    },
  },
  hotelAdmin: {
    name: {
      pt: 'Administrador do hotel',
      en: 'Hotel administrator',
      es: 'Administrador del hotel',
      hospital: { pt: 'Administrador do hospital', en: 'Hospital administrator', es: 'Administrador del hospital' },
    },
    summary: {
      pt: 'Tudo neste hotel: operação, cobrança, painéis, CRM, configurações, usuários e administração.',
      en: 'Everything in this hotel: operations, billing, dashboards, CRM, settings, users and administration.',
      es: 'Todo en este hotel: operación, cobro, paneles, CRM, configuración, usuarios y administración.',
      hospital: {
        pt: 'Tudo neste hospital: operação, cobrança, painéis, CRM, configurações, usuários e administração.',
        en: 'Everything in this hospital: operations, billing, dashboards, CRM, settings, users and administration.',
        es: 'Todo en este hospital: operación, cobro, paneles, CRM, configuración, usuarios y administración.',
      },
    },
  },
  networkAdmin: {
    name: { pt: 'Administrador da rede', en: 'Network administrator', es: 'Administrador de la red' },
    summary: {
      pt: 'Tudo do administrador, mais criar novas propriedades.',
      en: 'Everything an administrator does, plus creating new properties.',
      es: 'Todo lo del administrador, más crear nuevas propiedades.',
    },
  },
};

export const AREA_WORDS: Record<string, Words> = {
  HOTEL: { pt: 'Página inicial', en: 'Home', es: 'Inicio' },
  HOTELSEC: { pt: 'Página inicial (acesso secundário)', en: 'Home (secondary access)', es: 'Inicio (acceso secundario)' },
  TRIAL: {
    pt: 'Reservas e recepção',
    en: 'Bookings and front desk',
    es: 'Reservas y recepción',
    hospital: { pt: 'Atendimentos e recepção', en: 'Appointments and reception', es: 'Atenciones y recepción' },
  },
  CHANGEINS: { pt: 'Configurações', en: 'Settings', es: 'Configuración' },
  PAY: { pt: 'Cobrança', en: 'Billing', es: 'Cobro' },
  DASH: { pt: 'Painéis', en: 'Dashboards', es: 'Paneles' },
  ADM: { pt: 'Administração', en: 'Administration', es: 'Administración' },
  TAGPANEL: { pt: 'CRM e marketing', en: 'CRM and marketing', es: 'CRM y marketing' },
  CREATEINS: { pt: 'Novas propriedades', en: 'New properties', es: 'Nuevas propiedades' },
};

const hotelOr = (pt: string, en: string, es: string, hpt: string, hen: string, hes: string): Words => ({
  pt,
  en,
  es,
  hospital: { pt: hpt, en: hen, es: hes },
});

/** What each grant allows (AREA:action), in plain words. Wildcards without an entry read "everything in {area}". */
export const GRANT_WORDS: Record<string, Words> = {
  'HOTEL:home': hotelOr(
    'Ver a página inicial do hotel.',
    "See the hotel's home page.",
    'Ver la página de inicio del hotel.',
    'Ver a página inicial do hospital.',
    "See the hospital's home page.",
    'Ver la página de inicio del hospital.',
  ),
  'HOTELSEC:home': {
    pt: 'Ver a página inicial (acesso secundário).',
    en: 'See the home page (secondary access).',
    es: 'Ver la página de inicio (acceso secundario).',
  },
  'TRIAL:reservas': hotelOr(
    'Ver e alterar as reservas e a atividade do hotel.',
    "See and change bookings and the hotel's activity.",
    'Ver y modificar las reservas y la actividad del hotel.',
    'Ver e alterar os atendimentos e a atividade do hospital.',
    "See and change appointments and the hospital's activity.",
    'Ver y modificar las atenciones y la actividad del hospital.',
  ),
  'TRIAL:checkinouts': hotelOr(
    'Fazer check-in e check-out na recepção.',
    'Check guests in and out at the front desk.',
    'Hacer check-in y check-out en la recepción.',
    'Registrar a entrada e a saída dos pacientes na recepção.',
    'Admit and discharge patients at reception.',
    'Registrar la entrada y la salida de los pacientes en la recepción.',
  ),
  'TRIAL:pessoas': hotelOr(
    'Ver e concluir os cadastros pendentes dos hóspedes.',
    "See and finish guests' pending registrations.",
    'Ver y completar los registros pendientes de los huéspedes.',
    'Ver e concluir os cadastros pendentes dos pacientes.',
    "See and finish patients' pending registrations.",
    'Ver y completar los registros pendientes de los pacientes.',
  ),
  'TRIAL:mapa-reservas': hotelOr(
    'Ver o mapa de reservas (quando o hotel o usa).',
    'See the booking map (when the hotel uses it).',
    'Ver el mapa de reservas (cuando el hotel lo usa).',
    'Ver o mapa de atendimentos (quando o hospital o usa).',
    'See the appointment map (when the hospital uses it).',
    'Ver el mapa de atenciones (cuando el hospital lo usa).',
  ),
  'TRIAL:documentos': hotelOr(
    'Ver o CPF completo dos hóspedes (cada consulta fica registrada).',
    "See guests' full CPF (each reveal is recorded).",
    'Ver el CPF completo de los huéspedes (cada consulta queda registrada).',
    'Ver o CPF completo dos pacientes (cada consulta fica registrada).',
    "See patients' full CPF (each reveal is recorded).",
    'Ver el CPF completo de los pacientes (cada consulta queda registrada).',
  ),
  'CHANGEINS:basic': hotelOr(
    'Alterar os dados e as opções do hotel.',
    "Change the hotel's details and options.",
    'Cambiar los datos y las opciones del hotel.',
    'Alterar os dados e as opções do hospital.',
    "Change the hospital's details and options.",
    'Cambiar los datos y las opciones del hospital.',
  ),
  'CHANGEINS:notifications': hotelOr(
    'Escolher quais e-mails vão para os hóspedes e para a equipe.',
    'Choose which e-mails go to guests and to staff.',
    'Elegir qué correos van a los huéspedes y al equipo.',
    'Escolher quais e-mails vão para os pacientes e para a equipe.',
    'Choose which e-mails go to patients and to staff.',
    'Elegir qué correos van a los pacientes y al equipo.',
  ),
  'CHANGEINS:saveconf': hotelOr(
    'Exportar e importar a configuração do hotel.',
    "Export and import the hotel's configuration.",
    'Exportar e importar la configuración del hotel.',
    'Exportar e importar a configuração do hospital.',
    "Export and import the hospital's configuration.",
    'Exportar e importar la configuración del hospital.',
  ),
  'CHANGEINS:manageusers': {
    pt: 'Convidar usuários, mudar suas permissões e desativar acessos.',
    en: 'Invite users, change their permissions and deactivate access.',
    es: 'Invitar usuarios, cambiar sus permisos y desactivar accesos.',
  },
  'CHANGEINS:novapessoa': { pt: 'Cadastrar uma nova pessoa.', en: 'Register a new person.', es: 'Registrar una nueva persona.' },
  'PAY:listfaturas': hotelOr(
    'Ver as faturas e cobrar as reservas com cartão.',
    'See invoices and charge bookings by card.',
    'Ver las facturas y cobrar las reservas con tarjeta.',
    'Ver as faturas e cobrar os atendimentos com cartão.',
    'See invoices and charge appointments by card.',
    'Ver las facturas y cobrar las atenciones con tarjeta.',
  ),
  'DASH:auto-wpp': {
    pt: 'Painel das mensagens automáticas por WhatsApp.',
    en: 'Automatic WhatsApp messages dashboard.',
    es: 'Panel de los mensajes automáticos por WhatsApp.',
  },
  'DASH:door-lock': {
    pt: 'Painel e operações das fechaduras.',
    en: 'Door-lock dashboard and operations.',
    es: 'Panel y operaciones de las cerraduras.',
  },
  'DASH:webcheckins': {
    pt: 'Painéis do check-in online e do totem.',
    en: 'Online check-in and kiosk dashboards.',
    es: 'Paneles del check-in en línea y del tótem.',
  },
  'DASH:nps': {
    pt: 'Painel de satisfação (NPS) e avaliações.',
    en: 'Satisfaction (NPS) and reviews dashboard.',
    es: 'Panel de satisfacción (NPS) y evaluaciones.',
  },
  'DASH:tagpanel': { pt: 'Painel do CRM.', en: 'CRM dashboard.', es: 'Panel del CRM.' },
  'DASH:ortripadvisor': { pt: 'Painel do TripAdvisor.', en: 'TripAdvisor dashboard.', es: 'Panel de TripAdvisor.' },
  'DASH:roi': hotelOr(
    'Painéis de resultados: Booking e hóspedes do CRM.',
    'Results dashboards: Booking and CRM guests.',
    'Paneles de resultados: Booking y huéspedes del CRM.',
    'Painéis de resultados: Booking e pacientes do CRM.',
    'Results dashboards: Booking and CRM patients.',
    'Paneles de resultados: Booking y pacientes del CRM.',
  ),
  'DASH:taglaura': {
    pt: 'Painel da assistente virtual Laura.',
    en: 'Laura virtual assistant dashboard.',
    es: 'Panel de la asistente virtual Laura.',
  },
  'DASH:tagsync': hotelOr(
    'Painel da sincronização com o sistema do hotel (PMS).',
    "Dashboard of the sync with the hotel's system (PMS).",
    'Panel de la sincronización con el sistema del hotel (PMS).',
    'Painel da sincronização com o sistema do hospital.',
    "Dashboard of the sync with the hospital's system.",
    'Panel de la sincronización con el sistema del hospital.',
  ),
  'ADM:*': {
    pt: 'Administração: ver o sistema como outro usuário (emular) e a trilha de auditoria.',
    en: 'Administration: see the product as another user (emulate) and the audit trail.',
    es: 'Administración: ver el sistema como otro usuario (emular) y el registro de auditoría.',
  },
  'ADM:outbox': { pt: 'Ver os e-mails enviados.', en: 'See the e-mails sent.', es: 'Ver los correos enviados.' },
  'ADM:audit': {
    pt: 'Ver e exportar a trilha de auditoria.',
    en: 'See and export the audit trail.',
    es: 'Ver y exportar el registro de auditoría.',
  },
  'TAGPANEL:*': hotelOr(
    'CRM: modelos de e-mail, segmentos, campanhas e perfis de hóspedes.',
    'CRM: e-mail templates, segments, campaigns and guest profiles.',
    'CRM: plantillas de correo, segmentos, campañas y perfiles de huéspedes.',
    'CRM: modelos de e-mail, segmentos, campanhas e perfis de pacientes.',
    'CRM: e-mail templates, segments, campaigns and patient profiles.',
    'CRM: plantillas de correo, segmentos, campañas y perfiles de pacientes.',
  ),
  'CREATEINS:*': { pt: 'Criar novas propriedades.', en: 'Create new properties.', es: 'Crear nuevas propiedades.' },
};

const EVERYTHING_IN: Record<Locale, string> = {
  pt: 'Tudo em «{area}», inclusive o que for acrescentado depois.',
  en: 'Everything in “{area}”, including what is added later.',
  es: 'Todo en «{area}», incluido lo que se agregue después.',
};

/** What a grant (AREA:action or AREA:instance:action) allows, in plain words. */
export function grantWords(grant: string, locale: Locale, hospital = false): string {
  const parts = grant.split(':');
  const area = parts[0] ?? '';
  const action = parts[parts.length - 1] ?? '';
  const words = GRANT_WORDS[`${area}:${action}`];
  if (words) return wordsIn(words, locale, hospital);
  const areaWords = AREA_WORDS[area];
  if (action === '*' && areaWords) return EVERYTHING_IN[locale].replace('{area}', wordsIn(areaWords, locale, hospital));
  return grant;
}
