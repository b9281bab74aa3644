-- The bookings list's pages read from the index alone, whatever the order and the date window (decision 0041).

-- Ordered by voucher: the voucher's unique index had no id, so a page deep in a big hotel's list fetched a heap row
-- for every row skipped, and the planner preferred reading the hotel's every booking and sorting them (offset 4,180
-- of a hotel with 10,000 bookings: 28-180 ms; index-only, ~1 ms). Same unique key, same name (bookings.ts
-- recognises a taken voucher by it), with id carried in the index.
CREATE UNIQUE INDEX bookings_voucher_id_key ON bookings (institution_id, voucher) INCLUDE (id);
DROP INDEX bookings_voucher_key;
ALTER INDEX bookings_voucher_id_key RENAME TO bookings_voucher_key;

-- A date window ordered by another column (check-ins of a month by creation, check-outs by voucher): each date
-- index carries the other orders' columns, so the window is sorted from the index instead of visiting every
-- booking in it (a 20-day window of the biggest hotel at 1M bookings: ~900 heap pages, 2-17 ms; index-only, the
-- few pages of the window). Same keys and names; bookings_list_idx keeps the filters it already carried.
CREATE INDEX bookings_list_idx_new ON bookings (institution_id, check_in, id)
  INCLUDE (status, origin, creation_type, synced, check_out, created_at, voucher);
DROP INDEX bookings_list_idx;
ALTER INDEX bookings_list_idx_new RENAME TO bookings_list_idx;
CREATE INDEX bookings_checkout_idx_new ON bookings (institution_id, check_out, id) INCLUDE (check_in, created_at, voucher);
DROP INDEX bookings_checkout_idx;
ALTER INDEX bookings_checkout_idx_new RENAME TO bookings_checkout_idx;
CREATE INDEX bookings_created_idx_new ON bookings (institution_id, created_at, id) INCLUDE (check_in, check_out, voucher);
DROP INDEX bookings_created_idx;
ALTER INDEX bookings_created_idx_new RENAME TO bookings_created_idx;
