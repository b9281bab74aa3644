export { HelpModal } from './help-modal';
export { HELP_TOPICS, helpTopic } from './topics';
