import { type HotelConfiguration, hotelConfiguration } from '@gm/contracts/institutions/configuration';
import type { ConfigurationPreview } from '@gm/contracts/properties/replies';
import type { Locale } from '@gm/domain/locale';
import { z } from 'zod';
import { withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import type { InstitutionContext, UserCaller } from '../../platform/registry';
import { applyConfiguration, configurationBasis, configurationChanges, forgetSettings, readConfiguration } from '../institutions/public';

/**
 * saveconf (/config/saveconf, CHANGEINS saveconf; docs/decisions/0037-administration.md): a hotel's configuration
 * exported as a versioned JSON file, and a file imported into a hotel: read strictly, its differences shown, then
 * applied in one transaction with an audit entry (settings.import, before and after). The reading and applying are
 * institutions' (readConfiguration, applyConfiguration), the same the new hotel's "copy settings" uses.
 */

type Ctx = InstitutionContext<UserCaller>;

/** Reasons the configuration schema names itself (`message`), worded here; zod's own issues in zod's words. */
const OWN_REASONS = new Set([
  'not_a_configuration',
  'unsupported_version',
  'invalid_time_zone',
  'invalid_currency',
  'invalid_theme',
  'invalid_flag_name',
  'terms_apart',
  'too_many_flags',
  'too_many_notifications',
]);

const ZOD_LOCALES = { pt: z.locales.pt, en: z.locales.en, es: z.locales.es } as const;

/** Reads the file's content with the configuration schema; a bad file: 422 naming each problem's place, in words. */
export function readConfigurationFile(raw: unknown, locale: Locale): HotelConfiguration {
  const parsed = hotelConfiguration.safeParse(raw, { error: ZOD_LOCALES[locale]().localeError });
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.slice(0, 20).map((issue) => ({
    path: ['configuration', ...issue.path.map(String)].join('.'),
    message: OWN_REASONS.has(issue.message) ? translate(`properties.issue.${issue.message}`, locale) : issue.message,
  }));
  throw new AppError('properties.config.invalid', { extra: { errors } });
}

export function exportConfiguration(ctx: Ctx) {
  return readConfiguration(ctx.deps.db, ctx.institutionId).then((configuration) => {
    if (!configuration) throw new AppError('platform.no_context', { httpStatus: 403 });
    const day = configuration.exportedAt.slice(0, 10);
    return { status: 1 as const, fileName: `configuracao-${fileSlug(configuration.source.name)}-${day}.json`, configuration };
  });
}

function fileSlug(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'hotel'
  );
}

/** What the file would change in the caller's hotel, and the basis to apply exactly that. Changes nothing. */
export async function previewConfiguration(ctx: Ctx, raw: unknown): Promise<ConfigurationPreview> {
  const file = readConfigurationFile(raw, ctx.locale);
  const current = await readConfiguration(ctx.deps.db, ctx.institutionId);
  if (!current) throw new AppError('platform.no_context', { httpStatus: 403 });
  return {
    status: 1,
    source: { codIns: file.source.codIns, name: file.source.name, exportedAt: file.exportedAt },
    changes: configurationChanges(current, { settings: file.settings, terms: file.terms }),
    basis: configurationBasis(current),
  };
}

/** Applies the file to the caller's hotel: one transaction, audited; refused if the settings moved since `basis`. */
export async function importConfiguration(ctx: Ctx, raw: unknown, basis: string | undefined): Promise<{ changed: number }> {
  const file = readConfigurationFile(raw, ctx.locale);
  const part = { settings: file.settings, terms: file.terms };
  const changed = await withTransaction(ctx.deps.db, async (tx) => {
    const current = await readConfiguration(tx, ctx.institutionId, { lock: true });
    if (!current) throw new AppError('platform.no_context', { httpStatus: 403 });
    if (basis !== undefined && basis !== configurationBasis(current)) throw new AppError('properties.config.stale', { httpStatus: 409 });
    const changes = configurationChanges(current, part);
    if (!changes.length) return 0;
    await applyConfiguration(tx, ctx.institutionId, part);
    await recordAudit(tx, ctx, {
      action: 'settings.import',
      target: { type: 'institution', id: ctx.institutionId, label: current.source.name },
      before: Object.fromEntries(changes.map((c) => [c.key, c.current])),
      after: Object.fromEntries(changes.map((c) => [c.key, c.next])),
    });
    return changes.length;
  });
  if (changed) forgetSettings(ctx.deps.db, ctx.institutionId);
  return { changed };
}
