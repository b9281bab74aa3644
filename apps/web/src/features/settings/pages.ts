// The feature's pages, one chunk (routes.ts loads it with the feature's words and the components' styles).
import './styles';

export { BasicSettingsPage } from './basic-settings-page';
export { SettingsOverviewPage } from './overview-page';
