import * as contract from '@gm/contracts/institutions/services';
import { type AnyService, defineService } from '../../platform/registry';
import { basicSettingsOf, changeInstitution, saveBasicSettings } from './basic-settings';
import { removeStoredLogo } from './logo-routes';

/** Basic settings (/config/basicsettings, CHANGEINS basic); the logo upload is a plain route (logo-routes.ts). */

const read = defineService(contract.readBasicSettings, {
  summary:
    "The current hotel's basic settings: identity (name, legal name, CNPJ, address), time zone, language, currency, theme colour, logo, every flag of spec section 3 and its guest link codes (h, r).",
  handler: (ctx) => basicSettingsOf(ctx.deps.db, ctx.institutionId),
});

const save = defineService(contract.saveBasicSettings, {
  summary:
    'Saves what the input names of the basic settings (identity, address, time zone, language, currency, theme colour at WCAG AA, flags); a bad value is a 400 on its field and nothing is saved. Audited (settings.change); every process sees it within a second.',
  sample: () => ({ language: 'pt' }),
  handler: (ctx, input) => saveBasicSettings(ctx, input),
});

const removeLogo = defineService(contract.removeLogo, {
  summary: "Removes the current hotel's logo: its guest pages and e-mails show the theme's mark again. Audited.",
  async handler(ctx) {
    const removed: { key: string | null } = { key: null };
    const reply = await changeInstitution(ctx, async (tx) => {
      const { rows } = await tx.query<{ logo_key: string | null }>(
        'UPDATE institutions i SET logo_key = NULL FROM institutions old WHERE i.id = $1 AND old.id = i.id RETURNING old.logo_key',
        [ctx.institutionId],
      );
      removed.key = rows[0]?.logo_key ?? null;
    });
    if (removed.key) await removeStoredLogo(ctx.deps, removed.key);
    return reply;
  },
});

export const basicSettingsServices: AnyService[] = [read, save, removeLogo];
