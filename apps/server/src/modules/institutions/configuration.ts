import { createHash } from 'node:crypto';
import { institutionFlags, institutionSettings } from '@gm/contracts/institutions';
import {
  CONFIGURATION_FORMAT,
  CONFIGURATION_VERSION,
  type ConfigurationChange,
  type ConfigurationSettings,
  configurationFlags,
  type HotelConfiguration,
  TERMS_FLAG,
  themeKey,
} from '@gm/contracts/institutions/configuration';
import { storedNotificationSettings } from '@gm/contracts/notifications';
import type { Queryable } from '../../db/pool';

/**
 * A hotel's configuration (saveconf and the new hotel's "copy settings", docs/decisions/0037-administration.md): the
 * one reader and the one applier of the settings a property may copy from another. Identity (name, legal name, CNPJ,
 * address, logo, link codes), users and data are never part of it.
 */

interface Row {
  id: number;
  name: string;
  network: string | null;
  country: string;
  time_zone: string;
  language: string;
  currency: string;
  theme: string | null;
  theme_color: string | null;
  flags: Record<string, unknown> | null;
  notifications: unknown;
}

const KNOWN_FLAGS = Object.keys(institutionFlags.shape).filter((name) => name !== TERMS_FLAG);

/** The stored row as a configuration: every known flag typed (its default when unset), other flags as stored. */
function configurationOf(row: Row): HotelConfiguration {
  const stored = row.flags ?? {};
  const typed = institutionSettings.parse({
    ...stored,
    codIns: row.id,
    nomeIns: row.name,
    rede: row.network,
    COUNTRYINS: row.country,
    TIMEZONE: row.time_zone,
    THEME: row.theme,
    language: row.language,
    currency: row.currency,
  }) as Record<string, unknown>;
  const flags: Record<string, unknown> = {};
  for (const name of KNOWN_FLAGS) flags[name] = typed[name];
  for (const [name, value] of Object.entries(stored)) {
    if (name in flags || name === TERMS_FLAG) continue;
    // A flag no code knows travels as stored, if the file can carry it (a short scalar, an upper-case name).
    if (configurationFlags.safeParse({ [name]: value }).success) flags[name] = value;
  }
  // A hotel that never saved its notification settings exports {}; a saved document, read as its screen reads it.
  const savedNotices = row.notifications && typeof row.notifications === 'object' ? row.notifications : {};
  const notifications = Object.keys(savedNotices).length ? storedNotificationSettings(savedNotices) : {};
  const theme = themeKey.safeParse(row.theme);
  return {
    format: CONFIGURATION_FORMAT,
    version: CONFIGURATION_VERSION,
    exportedAt: new Date().toISOString(),
    source: { codIns: row.id, name: row.name },
    settings: {
      timeZone: String(typed.TIMEZONE),
      language: typed.language as ConfigurationSettings['language'],
      currency: String(typed.currency),
      theme: theme.success ? theme.data : null,
      themeColor: row.theme_color,
      flags: flags as ConfigurationSettings['flags'],
      notifications,
    },
    terms: String(typed[TERMS_FLAG] ?? ''),
  };
}

/**
 * The hotel's configuration as a file would carry it, or null when there is no such hotel. `lock`: in the caller's
 * transaction, hold the row until it commits (an import reads, compares and applies under one lock).
 */
export async function readConfiguration(
  q: Queryable,
  institutionId: number,
  opts: { lock?: boolean } = {},
): Promise<HotelConfiguration | null> {
  const { rows } = await q.query<Row>(
    `SELECT id, name, network, country, time_zone, language, currency, theme, theme_color, flags, notifications
       FROM institutions WHERE id = $1${opts.lock ? ' FOR UPDATE' : ''}`,
    [institutionId],
  );
  return rows[0] ? configurationOf(rows[0]) : null;
}

/** What to apply: the settings (flags are merged: a flag the file does not name stays as it is), the terms, or both. */
export interface ConfigurationPart {
  settings?: ConfigurationSettings;
  /** TERMOJURIDICO; empty: the product's default terms. */
  terms?: string;
}

/**
 * Applies a configuration to a hotel, in the caller's transaction. Every process drops its cached settings of the
 * hotel when the transaction commits (the table's trigger); the caller also calls forgetSettings for its own.
 */
export async function applyConfiguration(q: Queryable, institutionId: number, part: ConfigurationPart): Promise<void> {
  const { rows } = await q.query<{ flags: Record<string, unknown> | null }>('SELECT flags FROM institutions WHERE id = $1 FOR UPDATE', [
    institutionId,
  ]);
  if (!rows[0]) throw new Error(`institution ${institutionId} does not exist`);
  const flags: Record<string, unknown> = { ...(rows[0].flags ?? {}), ...(part.settings?.flags ?? {}) };
  if (part.terms !== undefined) {
    if (part.terms.trim() === '') delete flags[TERMS_FLAG];
    else flags[TERMS_FLAG] = part.terms;
  }
  const s = part.settings;
  await q.query(
    `UPDATE institutions
        SET flags = $2::jsonb,
            time_zone = coalesce($3, time_zone),
            language = coalesce($4, language),
            currency = coalesce($5, currency),
            theme = CASE WHEN $6 THEN $7 ELSE theme END,
            notifications = coalesce($8::jsonb, notifications),
            theme_color = CASE WHEN $9 THEN $10 ELSE theme_color END
      WHERE id = $1`,
    [
      institutionId,
      JSON.stringify(flags),
      s?.timeZone ?? null,
      s?.language ?? null,
      s?.currency ?? null,
      s !== undefined,
      s?.theme ?? null,
      s ? JSON.stringify(s.notifications) : null,
      s?.themeColor !== undefined,
      s?.themeColor ?? null,
    ],
  );
}

/** JSON with object keys sorted at every level: equal settings give equal text whatever order they were written in. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : stable(value);
}

/** A nested settings document as dotted keys to scalar values (arrays kept whole): one diff row per setting. */
function leaves(value: unknown, prefix: string, out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, `${prefix}.${k}`, out);
  } else out.set(prefix, value);
  return out;
}

/**
 * What applying `next` to a hotel whose configuration is `current` would change, setting by setting, in the order
 * the file lists them: time zone, language, currency, theme, colour, flags, notifications (replaced whole), terms.
 */
export function configurationChanges(current: HotelConfiguration, next: ConfigurationPart): ConfigurationChange[] {
  const out: ConfigurationChange[] = [];
  const add = (key: string, before: unknown, after: unknown) => {
    if (stable(before ?? null) !== stable(after ?? null)) out.push({ key, current: shown(before), next: shown(after) });
  };
  const s = next.settings;
  if (s) {
    const c = current.settings;
    add('timeZone', c.timeZone, s.timeZone);
    add('language', c.language, s.language);
    add('currency', c.currency, s.currency);
    add('theme', c.theme, s.theme);
    if (s.themeColor !== undefined) add('themeColor', c.themeColor, s.themeColor);
    for (const name of Object.keys(s.flags)) add(`flags.${name}`, c.flags[name], s.flags[name]);
    const before = leaves(c.notifications, 'notifications');
    const after = leaves(s.notifications, 'notifications');
    for (const key of new Set([...before.keys(), ...after.keys()])) add(key, before.get(key), after.get(key));
  }
  if (next.terms !== undefined) add('terms', current.terms, next.terms);
  return out;
}

/** A short digest of a hotel's configuration (settings and terms): an import applies only over what it previewed. */
export function configurationBasis(c: HotelConfiguration): string {
  return createHash('sha256')
    .update(stable({ settings: c.settings, terms: c.terms }))
    .digest('hex')
    .slice(0, 32);
}
