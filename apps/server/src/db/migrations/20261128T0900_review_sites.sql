-- Reviews of the hotel on TripAdvisor and Booking.com (issue 17, "Sources outside the product";
-- docs/decisions/0072-review-sites.md): each hotel's account on a site (the site's id of the property), and the
-- reviews a scheduled job fetches through the review-sites port. The tripadvisor2 and booking2 dashboards read them.
CREATE TABLE review_site_accounts (
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  site               text NOT NULL CHECK (site IN ('tripadvisor', 'booking')),
  external_ref       text NOT NULL CHECK (external_ref ~ '^[A-Za-z0-9._-]{1,60}$'),
  enabled            boolean NOT NULL DEFAULT true,
  last_synced_at     timestamptz,                 -- the last fetch that succeeded
  last_attempt_at    timestamptz,
  last_error         text CHECK (length(last_error) <= 500),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institution_id, site)
);

CREATE TABLE external_reviews (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  site               text NOT NULL CHECK (site IN ('tripadvisor', 'booking')),
  external_id        text NOT NULL CHECK (length(external_id) <= 120),
  published_at       timestamptz NOT NULL,
  stay_month         date,
  rating             numeric(4, 1) NOT NULL,       -- the site's scale: 1-5 (TripAdvisor), 1-10 (Booking.com)
  rating_100         smallint NOT NULL CHECK (rating_100 BETWEEN 0 AND 100), -- the same on 0-100, to compare sites
  subratings         jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(subratings) = 'object'),
  title              text,
  body               text,
  positive           text,
  negative           text,
  language           text,
  reviewer_name      text,
  reviewer_country   text,
  trip_type          text CHECK (trip_type IN ('business', 'couples', 'family', 'friends', 'solo')),
  reply              text,
  replied_at         timestamptz,
  url                text,
  fetched_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (institution_id, site, external_id)
);
CREATE INDEX external_reviews_by_time ON external_reviews (institution_id, site, published_at DESC);
