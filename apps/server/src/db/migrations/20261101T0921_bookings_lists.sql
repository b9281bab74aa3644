-- Bookings module: what its lists need beyond 0002 (see docs/bookings-explain.md for the plans).

-- Bookings per hotel and status, kept by statement-level triggers (any writer, bulk loads included):
-- the list's totalCount without filters (or filtered by status only) is a sum of at most four rows
-- instead of a count over years of bookings.
CREATE TABLE booking_counts (
  institution_id integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  status         text NOT NULL,
  n              bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (institution_id, status)
);

-- The origins a hotel has used (ORIGEM dropdown of GetAvailableExploreFiltersService), kept the same way.
CREATE TABLE booking_origins (
  institution_id integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  origin         text NOT NULL,
  PRIMARY KEY (institution_id, origin)
);

CREATE FUNCTION bookings_counts_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_counts (institution_id, status, n)
  SELECT institution_id, status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (institution_id, status) DO UPDATE SET n = booking_counts.n + EXCLUDED.n;
  INSERT INTO booking_origins (institution_id, origin)
  SELECT DISTINCT institution_id, origin FROM new_rows WHERE origin IS NOT NULL AND origin <> '' ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE FUNCTION bookings_counts_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking_counts c SET n = c.n - d.n
    FROM (SELECT institution_id, status, count(*) AS n FROM old_rows GROUP BY 1, 2) d
   WHERE c.institution_id = d.institution_id AND c.status = d.status;
  RETURN NULL;
END $$;

CREATE FUNCTION bookings_counts_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Net change per (hotel, status): +1 for the new value, -1 for the old one; unchanged rows cancel out.
  INSERT INTO booking_counts (institution_id, status, n)
  SELECT institution_id, status, sum(delta) FROM (
      SELECT institution_id, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT institution_id, status, -1 FROM old_rows) x
   GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
  ON CONFLICT (institution_id, status) DO UPDATE SET n = booking_counts.n + EXCLUDED.n;
  INSERT INTO booking_origins (institution_id, origin)
  SELECT DISTINCT institution_id, origin FROM new_rows WHERE origin IS NOT NULL AND origin <> '' ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER bookings_counts_ins AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_counts_ins();
CREATE TRIGGER bookings_counts_del AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_counts_del();
CREATE TRIGGER bookings_counts_upd AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_counts_upd();

-- Rows that existed before this migration.
INSERT INTO booking_counts (institution_id, status, n)
SELECT institution_id, status, count(*) FROM bookings GROUP BY 1, 2;
INSERT INTO booking_origins (institution_id, origin)
SELECT DISTINCT institution_id, origin FROM bookings WHERE origin IS NOT NULL AND origin <> '';

-- Guests in house (reception) and due departures: few rows per hotel among years of bookings.
CREATE INDEX bookings_in_house_idx ON bookings (institution_id, check_out, id) WHERE status = 'I';

-- A signed-in guest's own bookings (SUJEITO) are found by the e-mail on the booking.
CREATE INDEX booking_persons_email_idx ON booking_persons (lower(email)) WHERE email IS NOT NULL;
