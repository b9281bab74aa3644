import { permissionMapFromStrings } from '@gm/domain/permissions';
import { describe, expect, it } from 'vitest';
import { sectionsFor } from './sections';

const sections = (grants: string[], family = 'tagpanel') =>
  sectionsFor(family, permissionMapFromStrings(grants), 7, 1).map((d) => d.section);

describe('the sections a user may open (decision 0075)', () => {
  it('tagpanel: campaign figures with DASH tagpanel, guest screens with DASH roi, all with both or DASH:*', () => {
    expect(sections(['DASH:7:tagpanel'])).toEqual(['summary', 'comparative']);
    expect(sections(['DASH:7:roi'])).toEqual(['birthdayGuests', 'frequentGuests', 'reservations']);
    expect(sections(['DASH:7:tagpanel', 'DASH:7:roi'])).toHaveLength(5);
    expect(sections(['DASH:7:*'])).toHaveLength(5);
    // At another hotel, nothing.
    expect(sections(['DASH:8:tagpanel', 'DASH:8:roi'])).toEqual([]);
  });
  it('tagsync: its three screens with DASH tagsync only', () => {
    expect(sections(['DASH:7:tagsync'], 'tagsync')).toEqual(['summary', 'guest-upd-log', 'guest-upd-log-grouped']);
    expect(sections(['DASH:7:tagpanel'], 'tagsync')).toEqual([]);
  });
});
