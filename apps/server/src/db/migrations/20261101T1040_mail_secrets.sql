-- Live credentials (link tokens) are not kept in a mail's bodies (docs/decisions/0022-crash-recovery-and-secrets.md):
-- the bodies carry placeholders [[secret:N]]; the in-app outbox, the demo's mailbox, keeps the values in
-- `secrets` only until the credential is used, superseded or expires; a delivering transport never stores them.
ALTER TABLE mail_outbox
  ADD COLUMN secret_count      smallint NOT NULL DEFAULT 0,
  ADD COLUMN secrets           text[],
  ADD COLUMN secrets_expire_at timestamptz;
CREATE INDEX mail_outbox_kept_secrets_idx ON mail_outbox (secrets_expire_at) WHERE secrets IS NOT NULL;

-- Mail written before: take the link tokens out of the bodies (a still-unused link must be asked for again).
UPDATE mail_outbox
   SET text_body = regexp_replace(text_body, 'token=[A-Za-z0-9_-]+', 'token=[[secret:1]]', 'g'),
       html_body = regexp_replace(html_body, 'token=[A-Za-z0-9_-]+', 'token=[[secret:1]]', 'g'),
       secret_count = 1
 WHERE kind IN ('recovery', 'activation') AND text_body ~ 'token=[A-Za-z0-9_-]+';
