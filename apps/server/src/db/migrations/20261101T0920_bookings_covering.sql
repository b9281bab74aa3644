-- The list's main index, covering its filters (docs/bookings-explain.md): with status, origin, creation
-- type and sync state inside the check-in index, the page skips non-matching bookings and the total
-- is counted from the index alone (index-only scan) instead of visiting every matching booking's heap
-- page. It has the key of 0002's bookings_checkin_idx, which it replaces.
CREATE INDEX bookings_list_idx ON bookings (institution_id, check_in, id) INCLUDE (status, origin, creation_type, synced);
DROP INDEX bookings_checkin_idx;
