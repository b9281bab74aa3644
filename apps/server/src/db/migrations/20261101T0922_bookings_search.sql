-- The bookings list's text search, scoped to the hotel inside the index (docs/bookings-explain.md).
--
-- 0002's GIN index on (institution_id, search_text gin_trgm_ops) keeps one posting list per trigram for
-- all hotels: at 1M bookings a two-word search on one hotel spent ~11 ms merging lists of other hotels'
-- rows. Here every key is a hash of (hotel, trigram): a hotel's search reads only its own rows' lists
-- (~0.7 ms for the same search). Keys are 32-bit hashes of the unpadded trigrams pg_trgm extracts (so
-- non-ASCII text is handled as pg_trgm does); a hash collision only adds a candidate, and every query
-- keeps its exact LIKE conditions on search_text.

CREATE FUNCTION booking_search_keys(institution integer, txt text) RETURNS integer[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ARRAY(SELECT hashtext(institution::text || ':' || g) FROM unnest(public.show_trgm(txt)) g WHERE strpos(g, ' ') = 0)
$$;

CREATE INDEX bookings_search_keys_idx ON bookings USING gin (booking_search_keys(institution_id, search_text));

-- Nothing queries the global trigram index any more; it only cost writes and space.
DROP INDEX bookings_search_idx;
