// The CRM flows' pages, one chunk (routes.ts loads it with the words), with their components' styles.
import './styles';

export { FlowEditorPage } from './flow-editor-page';
export { FlowsListPage } from './flows-list-page';
