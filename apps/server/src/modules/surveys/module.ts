import { wordedCatalogue } from '../../platform/messages';
import { defineModule } from '../../platform/module';
import { npsDashboardQueries, surveyDashboardMessages } from './dashboard-queries';
import { surveyMessages } from './messages';
import { NPS_CLOSE_JOB, npsCloseJob } from './nps-days';
import { npsQuery, surveyQueryMessages } from './queries';
import { surveyServices } from './services';

// A hospital's refusals are worded as a hospital's (the '<key>.hospital' variants answer them).
const catalogue = wordedCatalogue({ ...surveyMessages, ...surveyQueryMessages, ...surveyDashboardMessages });

/**
 * Surveys, NPS and stay reviews (issue 14, spec section 7 "Evaluation and questionnaire"): the hotel's
 * questionnaires in versions, a guest's answers through the survey link, the staff's list of reviews with the NPS
 * and their replies. The engine is @gm/domain/questionnaire; docs/decisions/0043-survey-engine.md says why.
 */
export const surveysModule = defineModule({
  name: 'surveys',
  services: surveyServices,
  messages: catalogue.messages,
  hospitalKeys: catalogue.hospitalKeys,
  queries: [npsQuery, ...npsDashboardQueries],
  jobs: { [NPS_CLOSE_JOB]: npsCloseJob },
  owns: [
    'questionnaires',
    'questionnaire_versions',
    'survey_responses',
    'survey_answers',
    'survey_nps_daily',
    'survey_nps_closed_days',
    'survey_settings',
  ],
});
