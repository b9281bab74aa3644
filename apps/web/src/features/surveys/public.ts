/**
 * What other features may use of surveys (they import it only through this file): the query keys, so a screen that
 * shows a booking's answers (a later issue) refreshes with the reviews.
 */
export { surveyKeys } from './api';
