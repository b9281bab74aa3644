import type { InputOf } from '@gm/contracts/contract';
import * as contracts from '@gm/contracts/surveys/services';
import { call } from '../../lib/api/client';

/** Surveys (issue 14), staff side: reviews and replies, questionnaires and their versions, the survey settings. */
export const surveyKeys = {
  all: ['surveys'] as const,
  reviews: ['surveys', 'reviews'] as const,
  review: (seqQue: number) => ['surveys', 'review', seqQue] as const,
  /** A booking's answers (its view's Survey tab): under reviews, so a guest's submit or a reply refreshes it too. */
  booking: (codRes: number) => ['surveys', 'reviews', 'booking', codRes] as const,
  questionnaires: ['surveys', 'questionnaires'] as const,
  settings: ['surveys', 'settings'] as const,
};

export const listReviews = (input: InputOf<typeof contracts.listReviews>) => call(contracts.listReviews, input);
export const getReview = (seqQue: number) => call(contracts.getReview, { seqQue });
export const bookingReviews = (codRes: number) => call(contracts.listBookingReviews, { codRes });
export const replyToReview = (input: InputOf<typeof contracts.defineReviewMessage>) => call(contracts.defineReviewMessage, input);
export const listQuestionnaires = () => call(contracts.listQuestionnaires, {});
export const saveQuestionnaire = (input: InputOf<typeof contracts.saveQuestionnaire>) => call(contracts.saveQuestionnaire, input);
export const getSurveySettings = () => call(contracts.getSurveySettings, {});
export const saveSurveySettings = (input: InputOf<typeof contracts.saveSurveySettings>) => call(contracts.saveSurveySettings, input);
