/**
 * What other modules may call of institutions (docs/decisions/0024-module-borders.md). Everything else in the module
 * is its own.
 * - institutionContext, institutionName: a hotel's context (name, network, time zone, theme, setting flags) and name;
 * - resolveLink, hotelLinkContext: an h/r link code to the hotel or network it names, an h code to the guest context;
 * - userWorksAt: whether a user may work in a hotel (changing the session's hotel asks it);
 * - settingsOf, findSettings, InstitutionSettings: a hotel's settings, typed (decision 0025); SettingsCache, started
 *   once per pool (main.ts), keeps them; saveSettings changes them;
 * - refusalForHospital: whether the edge words a refusal for a hospital (app.ts).
 */
export { hotelLinkContext, institutionContext, institutionName, resolveLink, userWorksAt } from './institutions';
/** logoPath: where a hotel's logo is served (GET, public; e-mails link it); logoUrl adds the stored version. */
export { logoPath, logoUrl } from './logo-path';
export { findSettings, type InstitutionSettings, SettingsCache, settingsOf } from './settings';
export { refusalForHospital } from './wording';
