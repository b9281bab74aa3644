-- Home's recent web check-ins: a hotel's guests who finished the web check-in, newest first, read from the index
-- without visiting the hotel's other guests.
CREATE INDEX booking_persons_webcheckin_done_idx ON booking_persons (institution_id, webcheckin_at) WHERE webcheckin_status = 'D';
