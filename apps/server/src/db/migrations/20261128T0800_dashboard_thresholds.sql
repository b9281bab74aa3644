-- The dashboards' goals per hotel and family (issue 17, spec section 9's progress modal and config panel; docs/decisions/0071):
-- three goals, each with two thresholds (m1 m2, m3 m4, m5 m6). A hotel without a row sees the product's defaults.
CREATE TABLE dashboard_thresholds (
  institution_id integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  family         text NOT NULL CHECK (family IN ('check-in', 'nps')),
  m1             numeric(10, 2) NOT NULL,
  m2             numeric(10, 2) NOT NULL,
  m3             numeric(10, 2) NOT NULL,
  m4             numeric(10, 2) NOT NULL,
  m5             numeric(10, 2) NOT NULL,
  m6             numeric(10, 2) NOT NULL,
  updated_by     integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institution_id, family),
  CHECK (m1 <= m2 AND m3 <= m4 AND m5 <= m6)
);
