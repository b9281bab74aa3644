-- Follow-up questionnaires (issue 14, docs/decisions/0049-survey-follow-ups.md): after the main survey a guest may be
-- invited to a second, shorter questionnaire (one for detractors, 0-6, and optionally one for everybody else), chosen
-- by the hotel among its questionnaires. A follow-up's answers are kept linked to the main answer and never count in
-- the NPS (their nps stays empty, no tally).

-- The questionnaire the product ships as the hotel's "what went wrong" follow-up (created on first use, like the
-- default NPS); at most one per hotel.
ALTER TABLE questionnaires ADD COLUMN bundled text CHECK (bundled IN ('follow-up'));
CREATE UNIQUE INDEX questionnaires_one_bundled ON questionnaires (institution_id, bundled) WHERE bundled IS NOT NULL AND archived_at IS NULL;

-- The hotel's choice. Until it chooses (follow_ups_chosen false) detractors are invited to the bundled follow-up.
ALTER TABLE survey_settings
  ADD COLUMN follow_up_detractors bigint REFERENCES questionnaires(id) ON DELETE SET NULL,
  ADD COLUMN follow_up_others bigint REFERENCES questionnaires(id) ON DELETE SET NULL,
  ADD COLUMN follow_ups_chosen boolean NOT NULL DEFAULT false;

-- A follow-up's answers point at the main answer they follow.
ALTER TABLE survey_responses
  ADD COLUMN follow_up_of bigint REFERENCES survey_responses(id) ON DELETE CASCADE,
  ADD CONSTRAINT survey_responses_follow_up_no_nps CHECK (follow_up_of IS NULL OR nps IS NULL);
CREATE INDEX survey_responses_follow_ups ON survey_responses (follow_up_of) WHERE follow_up_of IS NOT NULL;
