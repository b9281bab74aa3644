/**
 * The questionnaire engine (spec sections 3, 4, 5 and 9; docs/decisions/0043-survey-engine.md): the question model
 * and texts (questionnaire-model.ts), conditions and visibility (questionnaire-conditions.ts), the authoring and
 * answering rules (questionnaire-rules.ts), the tree's helpers and the NPS (questionnaire-tree.ts). Import everything
 * from here; the guest's review page alone imports the parts apart, the rules once the guest answers
 * (docs/decisions/0046-review-server-render.md: they and the date checks they need stay out of its first load).
 */
export * from './questionnaire-conditions';
export * from './questionnaire-model';
export * from './questionnaire-rules';
export * from './questionnaire-tree';
