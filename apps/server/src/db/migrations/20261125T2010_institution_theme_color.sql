-- Basic settings (issue 12): the hotel's own theme colour for its guest pages and back office, beside THEME (a
-- partner theme key). Lower-case #rrggbb; the service refuses a colour that carries white text below WCAG AA.
ALTER TABLE institutions
  ADD COLUMN theme_color text CHECK (theme_color IS NULL OR theme_color ~ '^#[0-9a-f]{6}$');
