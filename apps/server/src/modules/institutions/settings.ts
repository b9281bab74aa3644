import type { InstitutionContext } from '@gm/contracts/auth';
import { type InstitutionFlags, institutionSettings } from '@gm/contracts/institutions';
import type { Locale } from '@gm/domain/locale';
import type { Db, Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { ChannelListener } from '../../platform/listener';
import { logoUrl } from './logo-path';

/**
 * An institution's settings, the one way every module reads them (docs/decisions/0025-settings-config-ports.md):
 * the typed flags of spec section 3 with their defaults (@gm/contracts/institutions), time zone, language,
 * currency and theme.
 */
export interface InstitutionSettings {
  institutionId: number;
  name: string;
  network: string | null;
  /** COUNTRYINS in upper case ('BR' unless set). */
  country: string;
  /** An IANA time zone this runtime knows (DEFAULT_TIME_ZONE unless set). */
  timeZone: string;
  language: Locale;
  currency: string;
  theme: string | null;
  /** ISHOSPITAL = S: patients and appointments instead of guests and bookings (the edge picks the wording). */
  hospital: boolean;
  /** Every flag, typed with its default; flags the schema does not know, as stored. */
  flags: InstitutionFlags;
  /** The hotel's own colour (#rrggbb, basic settings), or null: the theme's. */
  themeColor: string | null;
  /** The logo's blob key (basic settings), or null. */
  logoKey: string | null;
}

interface InstitutionRow {
  id: number;
  name: string;
  network: string | null;
  country: string;
  time_zone: string;
  theme: string | null;
  language: string;
  currency: string;
  flags: Record<string, unknown> | null;
  theme_color: string | null;
  logo_key: string | null;
  address: Record<string, unknown> | null;
}

/** The hotel's address (basic settings) on one line, as a guest reads it; null when none was given. */
function addressLine(address: Record<string, unknown> | null): string | null {
  const a = (key: string) => (typeof address?.[key] === 'string' ? (address[key] as string).trim() : '');
  const line = [
    [a('street'), a('number')].filter(Boolean).join(', '),
    a('complement'),
    a('district'),
    [a('city'), a('state')].filter(Boolean).join('/'),
    a('postalCode'),
  ]
    .filter(Boolean)
    .join(' - ');
  return line || null;
}

interface Entry {
  settings: InstitutionSettings;
  /** The institution context as stored, as the web reads it (spec section 3). */
  context: InstitutionContext;
  at: number;
}

/** migrations/20261125T0900_institution_settings.sql notifies it on any change of an institution row. */
const CHANNEL = 'gm_institution_changed';
/** A safety net only: changes arrive by notification within milliseconds. */
const MAX_AGE_MS = 60_000;

function entryOf(row: InstitutionRow): Entry {
  const stored = row.flags ?? {};
  const { codIns, nomeIns, rede, COUNTRYINS, TIMEZONE, THEME, language, currency, ...flags } = institutionSettings.parse({
    ...stored,
    codIns: row.id,
    nomeIns: row.name,
    rede: row.network,
    COUNTRYINS: row.country,
    TIMEZONE: row.time_zone,
    THEME: row.theme,
    language: row.language,
    currency: row.currency,
  });
  const settings: InstitutionSettings = {
    institutionId: codIns,
    name: nomeIns,
    network: rede,
    country: COUNTRYINS.toUpperCase(),
    timeZone: TIMEZONE,
    language,
    currency,
    theme: THEME,
    hospital: flags.ISHOSPITAL === 'S',
    flags: Object.freeze(flags) as InstitutionFlags,
    themeColor: row.theme_color,
    logoKey: row.logo_key,
  };
  // The context stays as stored: its reply is what the web has always read.
  const context: InstitutionContext = {
    ...stored,
    codIns: row.id,
    nomeIns: row.name,
    rede: row.network,
    COUNTRYINS: row.country,
    TIMEZONE: row.time_zone,
    THEME: row.theme,
    THEMECOLOR: row.theme_color,
    LOGOURL: row.logo_key ? logoUrl(row.id, row.logo_key) : null,
    ENDERECOINS: addressLine(row.address),
  };
  return { settings: Object.freeze(settings), context, at: Date.now() };
}

async function readEntry(db: Db, institutionId: number): Promise<Entry | null> {
  const { rows } = await db.query<InstitutionRow>(
    `SELECT id, name, network, country, time_zone, theme, language, currency, flags, theme_color, logo_key, address
       FROM institutions WHERE id = $1`,
    [institutionId],
  );
  return rows[0] ? entryOf(rows[0]) : null;
}

const caches = new WeakMap<Db, SettingsCache>();

/**
 * This process's settings of the institutions it serves, for one pool. Entries are trusted only while the
 * cache listens; any change of an institution row, by any process or by hand, drops that institution's entry
 * everywhere. Without a started cache (a script), every read goes to the database.
 */
export class SettingsCache {
  private readonly entries = new Map<number, Entry>();
  /** Bumped by every notification: a read that began before one does not cache what it read. */
  private generation = 0;
  private readonly listener: ChannelListener;

  constructor(private readonly db: Db) {
    this.listener = new ChannelListener(db, CHANNEL, {
      notified: (payload) => this.changed(payload),
      lost: () => this.changed(''),
    });
  }

  /** Listens, and serves settingsOf(db, ...) for this pool from now on. */
  async start(): Promise<this> {
    await this.listener.start();
    caches.set(this.db, this);
    return this;
  }

  stop(): void {
    if (caches.get(this.db) === this) caches.delete(this.db);
    this.listener.stop();
    this.entries.clear();
  }

  get listening(): boolean {
    return this.listener.listening;
  }

  private changed(payload: string): void {
    this.generation++;
    const id = Number(payload);
    if (payload !== '' && Number.isInteger(id)) this.entries.delete(id);
    else this.entries.clear();
  }

  /** Drops an entry at once (this process's own change; the notification follows for the others). */
  forget(institutionId: number): void {
    this.generation++;
    this.entries.delete(institutionId);
  }

  async load(institutionId: number): Promise<Entry | null> {
    const hit = this.entries.get(institutionId);
    if (hit && this.listening && Date.now() - hit.at < MAX_AGE_MS) return hit;
    const generation = this.generation;
    const entry = await readEntry(this.db, institutionId);
    if (entry && this.listening && generation === this.generation) this.entries.set(institutionId, entry);
    return entry;
  }
}

async function entry(db: Db, institutionId: number): Promise<Entry | null> {
  const cache = caches.get(db);
  return cache ? cache.load(institutionId) : readEntry(db, institutionId);
}

/** The institution's settings, or null when there is no such institution. */
export async function findSettings(db: Db, institutionId: number): Promise<InstitutionSettings | null> {
  return (await entry(db, institutionId))?.settings ?? null;
}

/** The institution's settings; a caller whose institution does not exist is refused (403, platform.no_context). */
export async function settingsOf(db: Db, institutionId: number): Promise<InstitutionSettings> {
  const settings = await findSettings(db, institutionId);
  if (!settings) throw new AppError('platform.no_context', { httpStatus: 403 });
  return settings;
}

/** The institution context as stored (ParamsContextInstituicaoService, the guest link's context), or null. */
export async function institutionContext(db: Db, institutionId: number): Promise<InstitutionContext | null> {
  const found = await entry(db, institutionId);
  return found ? { ...found.context } : null;
}

/** Drops this process's cached settings of a hotel at once (after a change committed; other processes are notified). */
export function forgetSettings(db: Db, institutionId: number): void {
  caches.get(db)?.forget(institutionId);
}

export interface SettingsChange {
  /** Flags to set (a null value removes the flag). */
  flags?: Record<string, unknown>;
  timeZone?: string;
  language?: Locale;
  currency?: string;
  theme?: string | null;
}

/**
 * Changes an institution's settings; every process sees the change within a second (the table's trigger). `tx`: the
 * caller's transaction (the change and its audit entry commit together); this process's entry is dropped at once.
 */
export async function saveSettings(db: Db, institutionId: number, change: SettingsChange, tx: Queryable = db): Promise<void> {
  const flags = Object.entries(change.flags ?? {});
  await tx.query(
    `UPDATE institutions
        SET flags = (flags || $2::jsonb) - $3::text[],
            time_zone = coalesce($4, time_zone),
            language = coalesce($5, language),
            currency = coalesce($6, currency),
            theme = CASE WHEN $7 THEN $8 ELSE theme END
      WHERE id = $1`,
    [
      institutionId,
      JSON.stringify(Object.fromEntries(flags.filter(([, v]) => v !== null))),
      flags.filter(([, v]) => v === null).map(([k]) => k),
      change.timeZone ?? null,
      change.language ?? null,
      change.currency ?? null,
      change.theme !== undefined,
      change.theme ?? null,
    ],
  );
  caches.get(db)?.forget(institutionId);
}
