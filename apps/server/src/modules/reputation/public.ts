/**
 * What other parts may use of the reputation module: the six-hourly schedule (main.ts) and the upsert of fetched
 * reviews (the living demo writes its history through it).
 */
export { scheduleReviewSync, syncAccount, upsertReviews } from './sync';
