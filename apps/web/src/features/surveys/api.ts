import type { InputOf } from '@gm/contracts/contract';
import * as contracts from '@gm/contracts/surveys/services';
import { call } from '../../lib/api/client';

/** Surveys (issue 14), staff side: reviews and replies, questionnaires and their versions, the survey settings. */
export { surveyKeys } from './keys';

export const listReviews = (input: InputOf<typeof contracts.listReviews>) => call(contracts.listReviews, input);
export const getReview = (seqQue: number) => call(contracts.getReview, { seqQue });
export const bookingReviews = (codRes: number) => call(contracts.listBookingReviews, { codRes });
export const replyToReview = (input: InputOf<typeof contracts.defineReviewMessage>) => call(contracts.defineReviewMessage, input);
export const listQuestionnaires = () => call(contracts.listQuestionnaires, {});
export const saveQuestionnaire = (input: InputOf<typeof contracts.saveQuestionnaire>) => call(contracts.saveQuestionnaire, input);
export const getSurveySettings = () => call(contracts.getSurveySettings, {});
export const saveSurveySettings = (input: InputOf<typeof contracts.saveSurveySettings>) => call(contracts.saveSurveySettings, input);
