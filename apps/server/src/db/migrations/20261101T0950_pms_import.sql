-- Bookings imported from the PMS: a fingerprint of what the PMS last said, so an import that brings
-- nothing new writes nothing (no row update, no event, no refetch on the reception screens).
ALTER TABLE bookings ADD COLUMN pms_fingerprint text;
