import { z } from 'zod';
import { configurationChange, hotelConfiguration } from '../institutions/configuration';

/** A property the caller may copy from: what the new-hotel form pre-fills, and what the caller may copy. */
export const copySource = z.object({
  codIns: z.number().int(),
  nome: z.string(),
  rede: z.string().nullable(),
  country: z.string(),
  timeZone: z.string(),
  language: z.string(),
  currency: z.string(),
  hospital: z.boolean(),
  /** Settings and terms: the caller holds CHANGEINS saveconf there. */
  canCopySettings: z.boolean(),
  /** User roles: the caller holds CHANGEINS manageusers there. */
  canCopyUsers: z.boolean(),
});
export type CopySource = z.infer<typeof copySource>;

/** What the new-hotel form offers: the caller's networks, the current hotel's as default, countries, copy sources. */
export const newPropertyOptionsReply = z.object({
  status: z.literal(1),
  defaults: z.object({
    network: z.string(),
    country: z.string(),
    timeZone: z.string(),
    language: z.string(),
    currency: z.string(),
    copyFrom: z.number().int().nullable(),
  }),
  networks: z.array(z.string()),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  copySources: z.array(copySource),
});
export type NewPropertyOptions = z.infer<typeof newPropertyOptionsReply>;

/** The property created: its code, name, network, guest link codes and what was copied. */
export const createPropertyReply = z.object({
  status: z.literal(1),
  message: z.string(),
  codIns: z.number().int(),
  nome: z.string(),
  rede: z.string().nullable(),
  /** Its own guest link code (/checkin?h=...). */
  h: z.string(),
  /** Its network's link code (/select-ins?r=...), null without a network. */
  r: z.string().nullable(),
  copied: z.object({ settings: z.boolean(), terms: z.boolean(), users: z.number().int() }),
});
export type CreatePropertyReply = z.infer<typeof createPropertyReply>;

/** saveconf export: the file's name and content. */
export const exportConfigurationReply = z.object({
  status: z.literal(1),
  fileName: z.string(),
  configuration: hotelConfiguration,
});

/** saveconf preview: what applying the file would change, and the basis to send back to apply it. */
export const previewConfigurationReply = z.object({
  status: z.literal(1),
  source: z.object({ codIns: z.number().int(), name: z.string(), exportedAt: z.string() }),
  changes: z.array(configurationChange),
  basis: z.string(),
});
export type ConfigurationPreview = z.infer<typeof previewConfigurationReply>;

/** saveconf import applied: how many settings changed. */
export const importConfigurationReply = z.object({
  status: z.literal(1),
  message: z.string(),
  changed: z.number().int(),
});
