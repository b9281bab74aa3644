-- Attempt limits shared by every server process (docs/decisions/0018-guest-identity-and-limits.md):
-- a fixed-window counter and an optional block per (scope, key). Keys are SHA-256 hashes, so a CPF,
-- an e-mail or a card fingerprint never appears here in clear.
CREATE TABLE attempt_limits (
  scope text NOT NULL,
  key_hash text NOT NULL,
  window_start timestamptz NOT NULL DEFAULT now(),
  count integer NOT NULL DEFAULT 0,
  blocked_until timestamptz,
  -- How many times the key was blocked in a row (growing delays); reset by a success.
  strikes integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key_hash)
);
CREATE INDEX attempt_limits_updated ON attempt_limits (updated_at);
