-- Jobs move to pg-boss (docs/decisions/0035-jobs-on-pg-boss.md), whose `pgboss` schema pg-boss creates and migrates
-- itself at start. The old table keeps its history; its unfinished jobs are handed to pg-boss by the first
-- process that starts (platform/jobs.ts, adoptLegacyJobs), which deletes them here in the same transaction.
ALTER TABLE jobs RENAME TO jobs_legacy;
DROP INDEX jobs_due_idx;
DROP INDEX jobs_dedupe_key;
