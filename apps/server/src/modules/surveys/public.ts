export { SURVEY_LINK_TTL_SECONDS, signSurveyToken } from './access';
export { ensureDefaultQuestionnaire } from './questionnaires';
export { npsOfPeriod } from './reviews';
