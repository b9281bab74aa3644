-- Key revocation at check-out (docs/decisions/0078-kiosk-keys-revocation-face-retention.md): a revocation is a job of
-- door_encode_jobs (kind 'revoke'), taken, leased, retried and expired like an encode; the keys it revoked keep when and
-- by which job.
ALTER TABLE door_encode_jobs ADD COLUMN kind text NOT NULL DEFAULT 'encode' CHECK (kind IN ('encode', 'revoke'));
ALTER TABLE door_encode_jobs ADD COLUMN revoked_at timestamptz;                          -- an encoded key, revoked then
ALTER TABLE door_encode_jobs ADD COLUMN revoked_by bigint REFERENCES door_encode_jobs(id); -- by this revocation job
-- One revocation on its way per booking and room: a check-out told twice, or the desk's second tap, joins it.
CREATE UNIQUE INDEX door_revoke_jobs_open ON door_encode_jobs (booking_id, room) WHERE kind = 'revoke' AND state IN ('pending', 'working');
