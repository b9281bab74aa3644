import {
  type Address,
  type BasicSettings,
  type BasicSettingsChange,
  type BasicSettingsReply,
  FLAG_NAMES,
  type FlagValues,
} from '@gm/contracts/institutions/settings';
import { type Db, type Queryable, withTransaction } from '../../db/pool';
import { changedFields, recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import type { InstitutionContext } from '../../platform/registry';
import { linkCodesOf } from './institutions';
import { logoUrl } from './logo-path';
import { forgetSettings, institutionContext, saveSettings, settingsOf } from './settings';

/**
 * Basic settings (/config/basicsettings): the hotel's identity (name, legal name, CNPJ, address), its time zone,
 * language and currency, its own theme colour and logo, and every flag of spec section 3. The contract's schema
 * has already refused bad values (nothing is saved then); a save changes only what it names, in one transaction
 * with its audit entry, and every process sees it within a second (saveSettings, the table's trigger).
 */

const EMPTY_ADDRESS: Address = {
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
  country: 'BR',
};

interface IdentityRow {
  name: string;
  legal_name: string | null;
  tax_id: string | null;
  address: Partial<Address> | null;
  country: string;
}

function addressOf(row: IdentityRow): Address {
  const stored = row.address ?? {};
  const out = { ...EMPTY_ADDRESS };
  for (const key of Object.keys(EMPTY_ADDRESS) as (keyof Address)[]) {
    if (typeof stored[key] === 'string') out[key] = stored[key];
  }
  // The hotel's country column (COUNTRYINS) is the address's country.
  return { ...out, country: (row.country || 'BR').toUpperCase() };
}

/** The settings as the page shows them, read after any change committed (this process's cache dropped first). */
export async function basicSettingsOf(db: Db, institutionId: number): Promise<BasicSettingsReply> {
  const s = await settingsOf(db, institutionId);
  const [{ rows }, links, contextIns] = await Promise.all([
    db.query<IdentityRow>('SELECT name, legal_name, tax_id, address, country FROM institutions WHERE id = $1', [institutionId]),
    linkCodesOf(db, institutionId),
    institutionContext(db, institutionId),
  ]);
  const row = rows[0];
  if (!row || !contextIns) throw new AppError('platform.no_context', { httpStatus: 403 });
  const flags = Object.fromEntries(FLAG_NAMES.map((f) => [f, s.flags[f]])) as FlagValues;
  const settings: BasicSettings = {
    codIns: institutionId,
    name: row.name,
    legalName: row.legal_name,
    taxId: row.tax_id,
    address: addressOf(row),
    timeZone: s.timeZone,
    language: s.language,
    currency: s.currency,
    themeColor: s.themeColor,
    theme: s.theme,
    logoUrl: s.logoKey ? logoUrl(institutionId, s.logoKey) : null,
    flags,
    links,
  };
  return { status: 1, settings, contextIns };
}

interface AuditRow extends IdentityRow {
  time_zone: string;
  language: string;
  currency: string;
  theme_color: string | null;
  logo_key: string | null;
  flags: Record<string, unknown> | null;
}

/** What the audit trail compares: one flat record, the flags by name as stored, the logo by its version. */
async function auditedRecord(
  q: Queryable,
  institutionId: number,
  lock: boolean,
): Promise<{ label: string; record: Record<string, unknown> }> {
  const { rows } = await q.query<AuditRow>(
    `SELECT name, legal_name, tax_id, address, country, time_zone, language, currency, theme_color, logo_key, flags
       FROM institutions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [institutionId],
  );
  const r = rows[0];
  if (!r) throw new AppError('platform.no_context', { httpStatus: 403 });
  const flags = r.flags ?? {};
  return {
    label: r.name,
    record: {
      name: r.name,
      legalName: r.legal_name,
      taxId: r.tax_id,
      address: r.address ?? {},
      timeZone: r.time_zone,
      language: r.language,
      currency: r.currency,
      themeColor: r.theme_color,
      logo: r.logo_key ? r.logo_key.slice(0, 12) : null,
      ...Object.fromEntries(FLAG_NAMES.map((f) => [f, flags[f] ?? null])),
    },
  };
}

/**
 * Runs a change of the hotel's row in a transaction that also records what changed ('settings.change', only the
 * changed fields) and tells the hotel's open screens; returns the settings as they are after it.
 */
export async function changeInstitution(
  ctx: Pick<InstitutionContext, 'deps' | 'caller' | 'institutionId' | 'ip' | 'requestId'>,
  change: (tx: Queryable) => Promise<void>,
): Promise<BasicSettingsReply> {
  const { db } = ctx.deps;
  const id = ctx.institutionId;
  await withTransaction(db, async (tx) => {
    const before = await auditedRecord(tx, id, true);
    await change(tx);
    const after = await auditedRecord(tx, id, false);
    const diff = changedFields(before.record, after.record);
    if (!diff) return;
    await recordAudit(tx, ctx, {
      action: 'settings.change',
      target: { type: 'institution', id, label: after.label },
      before: diff.before,
      after: diff.after,
    });
    await publishEvent(tx, { institutionId: id, type: 'institution.changed', id });
  });
  forgetSettings(db, id);
  return basicSettingsOf(db, id);
}

/** Saves what the input names (the schema has checked and normalised it: CNPJ digits, zone spelling, colour case). */
export function saveBasicSettings(ctx: InstitutionContext, input: BasicSettingsChange): Promise<BasicSettingsReply> {
  return changeInstitution(ctx, async (tx) => {
    const id = ctx.institutionId;
    await tx.query(
      `UPDATE institutions
          SET name = CASE WHEN $2 THEN $3 ELSE name END,
              legal_name = CASE WHEN $4 THEN $5 ELSE legal_name END,
              tax_id = CASE WHEN $6 THEN $7 ELSE tax_id END,
              address = CASE WHEN $8 THEN $9::jsonb ELSE address END,
              country = CASE WHEN $8 THEN $12 ELSE country END,
              theme_color = CASE WHEN $10 THEN $11 ELSE theme_color END
        WHERE id = $1`,
      [
        id,
        input.name !== undefined,
        input.name ?? null,
        input.legalName !== undefined,
        input.legalName || null,
        input.taxId !== undefined,
        input.taxId ?? null,
        input.address !== undefined,
        input.address ? JSON.stringify(input.address) : null,
        input.themeColor !== undefined,
        input.themeColor ?? null,
        // The address's country is the hotel's country (COUNTRYINS: phone rules, the guest's default country).
        input.address?.country ?? null,
      ],
    );
    await saveSettings(
      ctx.deps.db,
      id,
      { flags: input.flags, timeZone: input.timeZone, language: input.language, currency: input.currency },
      tx,
    );
  });
}
