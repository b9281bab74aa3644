-- CRM e-mail templates (issue 15, spec sections 3, 7 and 9; docs/decisions/0051-crm-templates.md). A hotel's
-- template keeps its design (the Unlayer-shaped rows -> columns -> contents) and the HTML the server rendered from it
-- with MJML, merge fields still as {{tokens}}; removing one hides it (campaigns sent with it keep their history).
CREATE TABLE campaign_templates (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  name               text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  type               smallint NOT NULL CHECK (type BETWEEN 0 AND 5),
  subject            text NOT NULL DEFAULT '' CHECK (length(subject) <= 200),
  msg_from           text NOT NULL DEFAULT '' CHECK (length(msg_from) <= 80),
  design             jsonb NOT NULL CHECK (jsonb_typeof(design) = 'object'),
  output_html        text NOT NULL CHECK (octet_length(output_html) <= 104448),
  created_by         integer REFERENCES users(id) ON DELETE SET NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  removed_at         timestamptz
);
CREATE INDEX campaign_templates_by_hotel ON campaign_templates (institution_id, updated_at DESC, id DESC) WHERE removed_at IS NULL;
