/**
 * What other code may call of surveys (docs/decisions/0024-module-borders.md). Notifications (above it) sends the
 * post-stay survey link and the detractor notice; the registry-wide tests seed a review for their samples; main.ts
 * schedules the hourly close of the NPS days.
 */
export { SURVEY_LINK_TTL_SECONDS, signSurveyToken } from './access';
export { responseNotice, surveyAnswered } from './notices';
export { scheduleNpsClose } from './nps-days';
export { ensureDefaultQuestionnaire } from './questionnaires';
export { surveySettingsOf } from './settings';
