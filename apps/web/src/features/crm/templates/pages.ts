// The CRM templates' list pages, one chunk (routes.ts loads it with the feature's words); the designer is its own.
export { StartersPage } from './list/starters-page';
export { NewTemplatePage, TemplatesPage } from './list/templates-page';
