-- The bookings list sorted by voucher (decision 0041): the page's ids come from the voucher index alone.
--
-- The other orders' indexes end in id, so a page (and the rows an OFFSET skips) is read index-only. The voucher's
-- unique index had no id: a page deep in a big hotel's list fetched a heap row for every row skipped, and the
-- planner preferred reading the hotel's every booking and sorting them (a page at offset 4,180 of a hotel with
-- 10,000 bookings took 28-180 ms; read index-only, ~1 ms). Same unique key, same name (bookings.ts recognises a
-- taken voucher by it), with id carried in the index.
CREATE UNIQUE INDEX bookings_voucher_id_key ON bookings (institution_id, voucher) INCLUDE (id);
DROP INDEX bookings_voucher_key;
ALTER INDEX bookings_voucher_id_key RENAME TO bookings_voucher_key;
