/**
 * What other modules may call of institutions (docs/decisions/0024-module-borders.md). Everything else in the module
 * is its own.
 * - institutionContext, institutionName: a hotel's context (name, network, time zone, theme, setting flags) and name;
 * - contactEmailOf: the hotel's contact e-mail (the website widget's contact entry);
 * - resolveLink, hotelLinkContext: an h/r link code to the hotel or network it names, an h code to the guest context;
 * - userWorksAt: whether a user may work in a hotel (changing the session's hotel asks it);
 * - settingsOf, findSettings, InstitutionSettings: a hotel's settings, typed (decision 0025); SettingsCache, started
 *   once per pool (main.ts), keeps them; saveSettings changes them;
 * - refusalForHospital: whether the edge words a refusal for a hospital (app.ts);
 * - readConfiguration, applyConfiguration, configurationChanges, configurationBasis: a hotel's configuration (saveconf
 *   and the new hotel's "copy settings": one reader, one applier); forgetSettings drops a cached hotel after a change;
 * - insertInstitution, findNetwork: a new hotel with its guest link codes, and a network by name (new hotel);
 * - auditRetentionOf, setAuditRetention: how long the hotel keeps its audit trail (modules/administration).
 */

export { auditRetentionOf, setAuditRetention } from './audit-retention';
export {
  applyConfiguration,
  type ConfigurationPart,
  configurationBasis,
  configurationChanges,
  readConfiguration,
} from './configuration';
export { findNetwork, insertInstitution } from './create';
export { contactEmailOf, hotelLinkContext, institutionContext, institutionName, resolveLink, userWorksAt } from './institutions';
/** logoPath: where a hotel's logo is served (GET, public; e-mails link it); logoUrl adds the stored version. */
export { logoPath, logoUrl } from './logo-path';
/** The notification settings document, logo and link code a hotel's mails need; its change (notifications module). */
export { institutionsWithMailOn, type NotificationSource, notificationSourceOf, writeNotificationSettings } from './notifications';
export { findSettings, forgetSettings, type InstitutionSettings, SettingsCache, settingsOf } from './settings';
export { refusalForHospital } from './wording';
