-- Surveys, NPS and stay reviews (issue 14, spec sections 3, 4, 7 and 9; docs/decisions/0043-survey-engine.md).
-- A hotel's questionnaires (chaveQue is the public key), each published as numbered versions whose questions are
-- the engine's tree (@gm/domain/questionnaire); a guest's answers (seqQue) keep the version they answered; each
-- answer is also one row of survey_answers, queryable by hotel, period, questionnaire, question and score for the
-- NPS dashboards, and each submitted NPS answer counts in a daily tally so a year's NPS reads ~365 rows.
CREATE TABLE questionnaires (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  public_key         text NOT NULL UNIQUE CHECK (public_key ~ '^[a-z0-9-]{6,40}$'),            -- chaveQue
  name               text NOT NULL CHECK (length(name) BETWEEN 1 AND 400),                    -- pt;;;en;;;es
  purpose            text NOT NULL CHECK (purpose IN ('nps', 'stay', 'follow-up', 'custom')),
  is_default         boolean NOT NULL DEFAULT false,
  created_at         timestamptz NOT NULL DEFAULT now(),
  archived_at        timestamptz
);
-- One default (the post-stay NPS) per hotel.
CREATE UNIQUE INDEX questionnaires_one_default ON questionnaires (institution_id) WHERE is_default AND archived_at IS NULL;
CREATE INDEX questionnaires_by_hotel ON questionnaires (institution_id, id);

CREATE TABLE questionnaire_versions (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  questionnaire_id   bigint NOT NULL REFERENCES questionnaires(id) ON DELETE CASCADE,
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  version            integer NOT NULL CHECK (version >= 1),
  questions          jsonb NOT NULL CHECK (jsonb_typeof(questions) = 'array'),
  published_at       timestamptz NOT NULL DEFAULT now(),
  published_by       integer REFERENCES users(id) ON DELETE SET NULL,
  UNIQUE (questionnaire_id, version)
);

-- One guest's answers to one questionnaire for one booking (a guest may change them until submitted).
CREATE TABLE survey_responses (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,                          -- seqQue
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  questionnaire_id   bigint NOT NULL REFERENCES questionnaires(id) ON DELETE CASCADE,
  version_id         bigint NOT NULL REFERENCES questionnaire_versions(id),
  booking_id         bigint NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,              -- codRes
  booking_person_id  bigint REFERENCES booking_persons(id) ON DELETE CASCADE,
  language           text NOT NULL CHECK (language IN ('pt', 'en', 'es')),
  questions          jsonb NOT NULL CHECK (jsonb_typeof(questions) = 'array'),
  nps                smallint CHECK (nps BETWEEN 0 AND 10),
  rating             numeric(4, 2),
  comment            text CHECK (length(comment) <= 4000),
  created_at         timestamptz NOT NULL DEFAULT now(),                                       -- dhInclusao
  updated_at         timestamptz NOT NULL DEFAULT now(),
  submitted_at       timestamptz,
  -- The stay review message (DefineMsgAvaliacaoService): the hotel's answer, shown to the guest.
  reply_text         text CHECK (length(reply_text) BETWEEN 1 AND 2000),
  replied_by         integer REFERENCES users(id) ON DELETE SET NULL,
  replied_at         timestamptz,
  UNIQUE NULLS NOT DISTINCT (questionnaire_id, booking_id, booking_person_id)
);
CREATE INDEX survey_responses_by_period ON survey_responses (institution_id, submitted_at DESC) INCLUDE (questionnaire_id, nps);
CREATE INDEX survey_responses_by_booking ON survey_responses (booking_id);

CREATE TABLE survey_answers (
  response_id        bigint NOT NULL REFERENCES survey_responses(id) ON DELETE CASCADE,
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  questionnaire_id   bigint NOT NULL,
  question_code      integer NOT NULL,
  value              jsonb NOT NULL,
  score              numeric(6, 2),                                 -- stars, 0-10 and numbers: what averages read
  remark             text CHECK (length(remark) <= 4000),           -- respText
  answered_at        timestamptz NOT NULL,
  PRIMARY KEY (response_id, question_code)
);
CREATE INDEX survey_answers_by_question ON survey_answers (institution_id, questionnaire_id, question_code, answered_at) INCLUDE (score);

-- Submitted NPS answers per hotel, questionnaire and day (in the hotel's time zone).
CREATE TABLE survey_nps_daily (
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  questionnaire_id   bigint NOT NULL REFERENCES questionnaires(id) ON DELETE CASCADE,
  day                date NOT NULL,
  promoters          integer NOT NULL DEFAULT 0,
  passives           integer NOT NULL DEFAULT 0,
  detractors         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (institution_id, questionnaire_id, day)
);
CREATE INDEX survey_nps_daily_by_day ON survey_nps_daily (institution_id, day);

-- A hotel's survey settings: where a promoter is invited to post a public review (TripAdvisor, Google), and after how
-- many days an unanswered post-stay survey gets its one reminder.
CREATE TABLE survey_settings (
  institution_id     integer PRIMARY KEY REFERENCES institutions(id) ON DELETE CASCADE,
  review_links       jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(review_links) = 'array'),
  reminder_days      integer NOT NULL DEFAULT 3 CHECK (reminder_days BETWEEN 1 AND 30),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
