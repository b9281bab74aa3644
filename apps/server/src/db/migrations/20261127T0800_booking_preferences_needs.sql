-- /fill-preferences (docs/decisions/0054-guest-preferences.md): what a guest tells the hotel besides bed and floor:
-- dietary needs (a hospital's meals and diet), accessibility needs, and who comes along (a hospital's companion).
ALTER TABLE booking_preferences
  ADD COLUMN diet text,
  ADD COLUMN accessibility text,
  ADD COLUMN companion text;
