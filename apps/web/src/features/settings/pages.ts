// The feature's pages, one chunk (routes.ts loads it with the feature's words).
export { BasicSettingsPage } from './basic-settings-page';
export { SettingsOverviewPage } from './overview-page';
