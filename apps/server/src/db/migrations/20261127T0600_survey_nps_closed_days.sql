-- The NPS of closed days (docs/decisions/0052-survey-speed.md). The daily tally (survey_nps_daily) has one row per
-- questionnaire, day and slot (16 slots, so concurrent submits don't queue on one row): a hotel's year over 50
-- questionnaires is up to 292,000 rows to add up. Once a day is over in the hotel's time zone no submit writes it
-- again, so it is closed: its totals over every questionnaire go to one row here, and its slots are folded into
-- slot 0. The NPS of a year then reads at most 365 closed rows plus the open days' tally.
CREATE TABLE survey_nps_closed_days (
  institution_id  integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  day             date NOT NULL,
  answers         integer NOT NULL,
  promoters       integer NOT NULL,
  passives        integer NOT NULL,
  detractors      integer NOT NULL,
  PRIMARY KEY (institution_id, day)
);

-- Closes, for every hotel, each day after its last closed day that ended more than ten minutes ago in the hotel's
-- time zone (a submit's tally day is its transaction's start: the margin lets a submit begun before midnight
-- commit first). Days are closed in order, so every day up to a hotel's last closed day is closed: the readers take
-- closed days from here and the later ones from the tally. Returns the number of days closed. The surveys module's
-- hourly job and the bench call it; one caller at a time.
CREATE FUNCTION survey_close_nps_days() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  closed integer := 0;
  n integer;
  h record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('survey_close_nps_days'));
  FOR h IN
    SELECT i.id,
           ((now() - interval '10 minutes') AT TIME ZONE i.time_zone)::date AS today,
           coalesce((SELECT max(c.day) FROM survey_nps_closed_days c WHERE c.institution_id = i.id), '-infinity'::date) AS through
      FROM institutions i
     WHERE EXISTS (SELECT 1 FROM survey_nps_daily d WHERE d.institution_id = i.id)
  LOOP
    INSERT INTO survey_nps_closed_days (institution_id, day, answers, promoters, passives, detractors)
    SELECT h.id, d.day, sum(d.answers), sum(d.promoters), sum(d.passives), sum(d.detractors)
      FROM survey_nps_daily d
     WHERE d.institution_id = h.id AND d.day > h.through AND d.day < h.today
     GROUP BY d.day;
    GET DIAGNOSTICS n = ROW_COUNT;
    closed := closed + n;
    WITH moved AS (
      DELETE FROM survey_nps_daily d
       WHERE d.institution_id = h.id AND d.day > h.through AND d.day < h.today AND d.slot > 0
      RETURNING d.questionnaire_id, d.day, d.answers, d.promoters, d.passives, d.detractors)
    INSERT INTO survey_nps_daily (institution_id, questionnaire_id, day, slot, answers, promoters, passives, detractors)
    SELECT h.id, m.questionnaire_id, m.day, 0, sum(m.answers), sum(m.promoters), sum(m.passives), sum(m.detractors)
      FROM moved m GROUP BY m.questionnaire_id, m.day
    ON CONFLICT (institution_id, questionnaire_id, day, slot) DO UPDATE
       SET answers = survey_nps_daily.answers + EXCLUDED.answers,
           promoters = survey_nps_daily.promoters + EXCLUDED.promoters,
           passives = survey_nps_daily.passives + EXCLUDED.passives,
           detractors = survey_nps_daily.detractors + EXCLUDED.detractors;
  END LOOP;
  RETURN closed;
END $$;

SELECT survey_close_nps_days();
