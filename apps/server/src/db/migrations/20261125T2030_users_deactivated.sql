-- Users administration (issue 12): a deactivated account is told apart from one invited and not yet activated
-- (both are inactive). Deactivation also voids the account's mailed links, so only reactivation brings it back.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
