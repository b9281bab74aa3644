import type { PermissionRequirement } from '@gm/domain/permissions';

/**
 * The permission catalogue (spec section 6): every area and action the product asks for, in one place. The server
 * registry, the web route table, the drawer and the user-administration screens read it; nothing else spells a
 * permission. Strings are AREA:instance:action; the instance of a requirement is resolved at check time ('institution'
 * = the caller's context hotel, 'user' = the caller's id, '*' = any).
 */
const at = <A extends string, const T extends Record<string, string>>(area: A, actions: T, instance?: 'user' | '*') =>
  Object.fromEntries(Object.entries(actions).map(([key, action]) => [key, instance ? { area, action, instance } : { area, action }])) as {
    readonly [K in keyof T]: PermissionRequirement & { area: A; action: T[K] };
  };

export const PERMISSIONS = {
  /** Home (HOTEL:* or HOTELSEC:*). */
  HOTEL: at('HOTEL', { home: 'home', any: '*' }),
  HOTELSEC: at('HOTELSEC', { home: 'home', any: '*' }),
  /** Bookings back office: activity and bookings, reception, pending, reservation map; documentos reveals a full CPF. */
  TRIAL: at('TRIAL', {
    reservas: 'reservas',
    checkinouts: 'checkinouts',
    pessoas: 'pessoas',
    mapa: 'mapa-reservas',
    documentos: 'documentos',
  }),
  /** Hotel settings sections, user management, and registering a person. */
  CHANGEINS: at('CHANGEINS', {
    basic: 'basic',
    notifications: 'notifications',
    saveconf: 'saveconf',
    manageusers: 'manageusers',
    novapessoa: 'novapessoa',
  }),
  /** Billing tab and card operations. */
  PAY: at('PAY', { listfaturas: 'listfaturas' }),
  /** Dashboards by function. */
  DASH: at('DASH', {
    autoWpp: 'auto-wpp',
    doorLock: 'door-lock',
    webcheckins: 'webcheckins',
    nps: 'nps',
    tagpanel: 'tagpanel',
    tripadvisor: 'ortripadvisor',
    roi: 'roi',
    taglaura: 'taglaura',
    tagsync: 'tagsync',
  }),
  /** Administration: emulate, the mail outbox, and the audit trail (ADM:{codIns}:* holders have every action). */
  ADM: at('ADM', { any: '*', outbox: 'outbox', audit: 'audit' }),
  /** CRM. */
  TAGPANEL: at('TAGPANEL', { any: '*' }),
  /** New hotel. */
  CREATEINS: at('CREATEINS', { any: '*' }),
  /** The guest's own data: my information, releases, details, own bookings (instance: the user's id). */
  SUJEITO: at('SUJEITO', { any: '*', reservas: 'reservas' }, 'user'),
} as const;

export type PermissionArea = keyof typeof PERMISSIONS;

/** What minting a guest token at the desk needs (/person/token), and so what every call through it needs by default. */
export const STAFF_MINTED_DEFAULT: PermissionRequirement[] = [PERMISSIONS.TRIAL.checkinouts, PERMISSIONS.TRIAL.reservas];

/** The grants an administrator can give, by area (user administration): instance kind and actions. */
export const GRANTABLE: { area: PermissionArea; instance: 'institution' | 'user'; actions: string[] }[] = (
  Object.entries(PERMISSIONS) as [PermissionArea, Record<string, PermissionRequirement>][]
).map(([area, entries]) => ({
  area,
  instance: area === 'SUJEITO' ? 'user' : 'institution',
  actions: [...new Set(Object.values(entries).map((e) => e.action))],
}));
