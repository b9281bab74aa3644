/**
 * What other parts may use of the messaging module: the quarter-hourly schedule (main.ts) and the ingestion of a
 * batch of events (the living demo writes its history through it).
 */
export { ingestEvents, scheduleMessagingIngestion } from './ingest';
