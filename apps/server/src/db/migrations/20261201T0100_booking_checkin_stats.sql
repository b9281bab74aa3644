-- Each booking's online check-in counters (docs/decisions/0083-booking-checkin-stats.md): how many persons, how many
-- completed, how far each step went, documents missing, and when the completions came relative to the arrival. The
-- check-in dashboards' aggregates read one narrow row per booking of the period instead of every person of it (a
-- busy hotel's month: 1,247 rows instead of 3,000 person lookups). Kept by statement-level triggers, as booking_counts
-- is: any writer, bulk loads included, and recomputed from the booking's persons each time (a booking has a handful).
CREATE TABLE booking_checkin_stats (
  booking_id     bigint PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  institution_id integer NOT NULL,
  check_in       date NOT NULL,
  cancelled      boolean NOT NULL,
  origin         text,                                  -- the dashboards' origin: final origin, else origin; '' = none
  persons        integer NOT NULL,
  done           integer NOT NULL,                      -- persons who completed the online check-in
  main_done      boolean NOT NULL,                      -- the main guest (position 0) completed it
  docs_missing   integer NOT NULL,                      -- completed without a document nor "at the desk"
  personal       integer NOT NULL,                      -- the steps each person went through
  contact        integer NOT NULL,
  document       integer NOT NULL,
  signature      integer NOT NULL,
  ahead_0        integer NOT NULL,                      -- completions on the arrival day (or after its midnight)
  ahead_1        integer NOT NULL,                      -- up to 1 day before
  ahead_2        integer NOT NULL,                      -- 2 to 3 days before
  ahead_3        integer NOT NULL,                      -- 4 to 7 days before
  ahead_4        integer NOT NULL,                      -- more than 7 days before
  ahead_hours    double precision NOT NULL              -- the sum of those completions' hours before the arrival
);
-- The dashboards read a hotel's arrivals of a period; the counters ride in the index (an index-only scan).
CREATE INDEX booking_checkin_stats_arrivals_idx ON booking_checkin_stats (institution_id, check_in, booking_id)
  INCLUDE (origin, persons, done, main_done, docs_missing, personal, contact, document, signature,
           ahead_0, ahead_1, ahead_2, ahead_3, ahead_4, ahead_hours)
  WHERE NOT cancelled;

-- Recomputes the bookings' rows from their persons. Joins, not a lateral per booking, so a bulk load of a million
-- bookings is one hash join. A person's save costs 0.9 ms with the trigger against 0.16 ms without (the bench's
-- database, 15 saves in a row; decision 0083).
CREATE FUNCTION booking_checkin_stats_refresh(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH k AS (SELECT DISTINCT id FROM unnest(ids) AS u(id)),
       b AS (SELECT b.id, b.institution_id, b.check_in, b.status, nullif(coalesce(b.final_origin, b.origin), '') AS origin,
                    b.check_in::timestamp AT TIME ZONE i.time_zone AS arrival
               FROM k JOIN bookings b ON b.id = k.id JOIN institutions i ON i.id = b.institution_id),
       h AS (SELECT bp.booking_id, bp.position, bp.webcheckin_status = 'D' AS done,
                    bp.webcheck_name, bp.webcheck_email, bp.webcheck_phone, bp.doc_front_key, bp.present_at_reception, bp.signature_key,
                    CASE WHEN bp.webcheckin_status = 'D' AND bp.webcheckin_at IS NOT NULL
                         THEN extract(epoch FROM (b.arrival - bp.webcheckin_at)) / 3600 END AS hours
               FROM b JOIN booking_persons bp ON bp.booking_id = b.id),
       p AS (SELECT booking_id, count(*) AS persons, count(*) FILTER (WHERE done) AS done,
                    coalesce(bool_or(done AND position = 0), false) AS main_done,
                    count(*) FILTER (WHERE done AND doc_front_key IS NULL AND NOT present_at_reception) AS docs_missing,
                    count(*) FILTER (WHERE webcheck_name IS NOT NULL OR done) AS personal,
                    count(*) FILTER (WHERE webcheck_email IS NOT NULL OR webcheck_phone IS NOT NULL) AS contact,
                    count(*) FILTER (WHERE doc_front_key IS NOT NULL OR present_at_reception) AS document,
                    count(*) FILTER (WHERE signature_key IS NOT NULL) AS signature,
                    count(*) FILTER (WHERE hours <= 0) AS ahead_0,
                    count(*) FILTER (WHERE hours > 0 AND hours <= 24) AS ahead_1,
                    count(*) FILTER (WHERE hours > 24 AND hours <= 72) AS ahead_2,
                    count(*) FILTER (WHERE hours > 72 AND hours <= 168) AS ahead_3,
                    count(*) FILTER (WHERE hours > 168) AS ahead_4,
                    coalesce(sum(hours), 0) AS ahead_hours
               FROM h GROUP BY booking_id)
  INSERT INTO booking_checkin_stats AS s (booking_id, institution_id, check_in, cancelled, origin, persons, done, main_done,
                                          docs_missing, personal, contact, document, signature,
                                          ahead_0, ahead_1, ahead_2, ahead_3, ahead_4, ahead_hours)
  SELECT b.id, b.institution_id, b.check_in, b.status = 'C', b.origin, coalesce(p.persons, 0), coalesce(p.done, 0),
         coalesce(p.main_done, false), coalesce(p.docs_missing, 0), coalesce(p.personal, 0), coalesce(p.contact, 0),
         coalesce(p.document, 0), coalesce(p.signature, 0), coalesce(p.ahead_0, 0), coalesce(p.ahead_1, 0),
         coalesce(p.ahead_2, 0), coalesce(p.ahead_3, 0), coalesce(p.ahead_4, 0), coalesce(p.ahead_hours, 0)
    FROM b LEFT JOIN p ON p.booking_id = b.id
   ORDER BY b.id
  ON CONFLICT (booking_id) DO UPDATE SET
    institution_id = EXCLUDED.institution_id, check_in = EXCLUDED.check_in, cancelled = EXCLUDED.cancelled,
    origin = EXCLUDED.origin, persons = EXCLUDED.persons, done = EXCLUDED.done, main_done = EXCLUDED.main_done,
    docs_missing = EXCLUDED.docs_missing, personal = EXCLUDED.personal, contact = EXCLUDED.contact,
    document = EXCLUDED.document, signature = EXCLUDED.signature, ahead_0 = EXCLUDED.ahead_0,
    ahead_1 = EXCLUDED.ahead_1, ahead_2 = EXCLUDED.ahead_2, ahead_3 = EXCLUDED.ahead_3, ahead_4 = EXCLUDED.ahead_4,
    ahead_hours = EXCLUDED.ahead_hours
  -- An unchanged row is not rewritten (a booking's other columns change far more often than its check-in).
  WHERE (s.institution_id, s.check_in, s.cancelled, s.origin, s.persons, s.done, s.main_done, s.docs_missing, s.personal,
         s.contact, s.document, s.signature, s.ahead_0, s.ahead_1, s.ahead_2, s.ahead_3, s.ahead_4, s.ahead_hours)
        IS DISTINCT FROM
        (EXCLUDED.institution_id, EXCLUDED.check_in, EXCLUDED.cancelled, EXCLUDED.origin, EXCLUDED.persons, EXCLUDED.done,
         EXCLUDED.main_done, EXCLUDED.docs_missing, EXCLUDED.personal, EXCLUDED.contact, EXCLUDED.document,
         EXCLUDED.signature, EXCLUDED.ahead_0, EXCLUDED.ahead_1, EXCLUDED.ahead_2, EXCLUDED.ahead_3, EXCLUDED.ahead_4,
         EXCLUDED.ahead_hours);
END $$;

CREATE FUNCTION booking_checkin_stats_bookings_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_checkin_stats_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;

-- Only the columns the counters read: a booking's other changes (status to in-house, sync, notes) rewrite nothing.
CREATE FUNCTION booking_checkin_stats_bookings_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_checkin_stats_refresh(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.institution_id, n.check_in, n.status = 'C', nullif(coalesce(n.final_origin, n.origin), ''))
           IS DISTINCT FROM (o.institution_id, o.check_in, o.status = 'C', nullif(coalesce(o.final_origin, o.origin), ''))));
  RETURN NULL;
END $$;

CREATE FUNCTION booking_checkin_stats_persons_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_checkin_stats_refresh(ARRAY(SELECT DISTINCT booking_id FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION booking_checkin_stats_persons_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_checkin_stats_refresh(ARRAY(SELECT DISTINCT booking_id FROM old_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION booking_checkin_stats_persons_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_checkin_stats_refresh(ARRAY(
    SELECT n.booking_id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.booking_id, n.position, n.webcheckin_status, n.webcheckin_at, n.webcheck_name IS NULL,
            n.webcheck_email IS NULL, n.webcheck_phone IS NULL, n.doc_front_key IS NULL, n.present_at_reception,
            n.signature_key IS NULL)
           IS DISTINCT FROM
           (o.booking_id, o.position, o.webcheckin_status, o.webcheckin_at, o.webcheck_name IS NULL,
            o.webcheck_email IS NULL, o.webcheck_phone IS NULL, o.doc_front_key IS NULL, o.present_at_reception,
            o.signature_key IS NULL)
    UNION SELECT o.booking_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.booking_id <> n.booking_id));
  RETURN NULL;
END $$;

-- A hotel that changes its time zone moves its arrivals' midnights.
CREATE FUNCTION booking_checkin_stats_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_checkin_stats_refresh(ARRAY(SELECT id FROM bookings WHERE institution_id = NEW.id));
  RETURN NULL;
END $$;

CREATE TRIGGER booking_checkin_stats_ins AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_checkin_stats_bookings_ins();
CREATE TRIGGER booking_checkin_stats_upd AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_checkin_stats_bookings_upd();
CREATE TRIGGER booking_checkin_stats_ins AFTER INSERT ON booking_persons
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_checkin_stats_persons_ins();
CREATE TRIGGER booking_checkin_stats_del AFTER DELETE ON booking_persons
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_checkin_stats_persons_del();
CREATE TRIGGER booking_checkin_stats_upd AFTER UPDATE ON booking_persons
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_checkin_stats_persons_upd();
CREATE TRIGGER booking_checkin_stats_time_zone AFTER UPDATE OF time_zone ON institutions
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION booking_checkin_stats_time_zone();

-- The bookings that existed before this migration.
SELECT booking_checkin_stats_refresh(ARRAY(SELECT id FROM bookings));

-- The completed check-ins list pages by completion time, newest first, ties by id: the id in the key lets the index
-- give the page in order instead of sorting every completion of the period.
CREATE INDEX booking_persons_webcheckin_done_page_idx ON booking_persons (institution_id, webcheckin_at, id)
  WHERE webcheckin_status = 'D';
DROP INDEX booking_persons_webcheckin_done_idx;
