import * as contract from '@gm/contracts/properties/services';
import { unauthenticated } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { type AnyService, defineService, type InstitutionContext, type UserCaller } from '../../platform/registry';
import { createProperty, newPropertyOptions } from './new-hotel';
import { exportConfiguration, importConfiguration, previewConfiguration } from './saveconf';

/** The registry asks for a signed-in user (access: 'user'); this narrows the caller's type for the handlers. */
function asUser<C extends { caller: { kind: string } }>(ctx: C): C & InstitutionContext<UserCaller> {
  if (ctx.caller.kind !== 'user') throw unauthenticated();
  return ctx as C & InstitutionContext<UserCaller>;
}

/** A file the samples import: Hotel Demo's own settings in the file's shape (the matrix's admin applies it). */
const SAMPLE_FILE = {
  format: 'gm-hotel-configuration',
  version: 1,
  exportedAt: '2026-11-25T12:00:00.000Z',
  source: { codIns: 1, name: 'Hotel Demo' },
  settings: {
    timeZone: 'America/Sao_Paulo',
    language: 'pt',
    currency: 'BRL',
    theme: null,
    flags: { HASMAPARESERVAS: 'S', QTDMAXPARCELASPGTO: 6 },
    notifications: {},
  },
  terms: '',
};

const options = defineService(contract.newPropertyOptions, {
  summary:
    "The new-hotel form's choices: the caller's networks, the current hotel's settings as defaults, the countries, and the properties the caller may copy settings (CHANGEINS saveconf) or users (CHANGEINS manageusers) from.",
  handler: (ctx) => newPropertyOptions(asUser(ctx)),
});

const create = defineService(contract.createProperty, {
  summary:
    'Creates a property (name, network, country, time zone, hotel or hospital, language, currency), optionally copying the settings, terms and user roles of a property the caller administers. The creator becomes its administrator; its guest link code (h) and its network link (r) are made. One transaction, audited (institution.create).',
  sample: () => ({
    name: 'Hotel Amostra',
    network: '',
    country: 'BR',
    timeZone: 'America/Sao_Paulo',
    kind: 'hotel',
    language: 'pt',
    currency: 'BRL',
  }),
  async handler(ctx, input) {
    const made = await createProperty(asUser(ctx), input);
    return {
      status: 1,
      message: translate('properties.created', ctx.locale, { name: made.name }),
      codIns: made.id,
      nome: made.name,
      rede: made.network,
      h: made.h,
      r: made.r,
      copied: made.copied,
    };
  },
});

const exportConf = defineService(contract.exportConfiguration, {
  summary:
    "The current hotel's configuration as a versioned JSON file: time zone, language, currency, theme, every setting flag, notification settings and terms. Never identity, users, secrets or guests' data.",
  handler: (ctx) => exportConfiguration(asUser(ctx)),
});

const preview = defineService(contract.previewConfiguration, {
  summary:
    'Reads a configuration file strictly and answers what importing it would change in the current hotel (setting, current value, new value), with the basis to apply exactly that. Changes nothing.',
  sample: () => ({ configuration: SAMPLE_FILE }),
  handler: (ctx, input) => previewConfiguration(asUser(ctx), input.configuration),
});

const importConf = defineService(contract.importConfiguration, {
  summary:
    'Applies a configuration file to the current hotel in one transaction, audited (settings.import with before and after). A bad file: 422 naming each problem; settings changed since the preview (basis): 409; nothing changed.',
  sample: () => ({ configuration: SAMPLE_FILE }),
  async handler(ctx, input) {
    const { changed } = await importConfiguration(asUser(ctx), input.configuration, input.basis);
    const key = changed ? 'properties.config.applied' : 'properties.config.unchanged';
    return { status: 1, message: translate(key, ctx.locale, { count: changed }), changed };
  },
});

export const propertyServices: AnyService[] = [options, create, exportConf, preview, importConf];
