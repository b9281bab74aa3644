// The dashboards' pages, one chunk (routes.ts loads it with the feature's words and the components' styles).
import './styles';

export { DashboardPage } from './dashboard-page';
