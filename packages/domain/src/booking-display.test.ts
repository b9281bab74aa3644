import { describe, expect, it } from 'vitest';
import { stayDateLabel, stayDatesDisplay, weekdayName } from './booking-display';

describe('booking dates display (HIDEBOOKINGDATEDETAILS, UX_SHOWONLYDIASEMANA)', () => {
  it('hides when HIDEBOOKINGDATEDETAILS = S, shows weekdays when UX_SHOWONLYDIASEMANA = S, else dates', () => {
    expect(stayDatesDisplay({ HIDEBOOKINGDATEDETAILS: 'S', UX_SHOWONLYDIASEMANA: 'S' })).toBe('hidden');
    expect(stayDatesDisplay({ HIDEBOOKINGDATEDETAILS: 's' })).toBe('hidden');
    expect(stayDatesDisplay({ HIDEBOOKINGDATEDETAILS: 'N', UX_SHOWONLYDIASEMANA: 'S' })).toBe('weekday');
    expect(stayDatesDisplay({ UX_SHOWONLYDIASEMANA: 'N' })).toBe('date');
    expect(stayDatesDisplay({})).toBe('date');
    expect(stayDatesDisplay(null)).toBe('date');
  });

  it('names the weekday in the language (27/11/2026 is a Friday)', () => {
    expect(weekdayName('27/11/2026', 'pt')).toBe('sexta-feira');
    expect(weekdayName('2026-11-27', 'en')).toBe('Friday');
    expect(weekdayName('27/11/2026', 'es')).toBe('viernes');
    expect(weekdayName('-', 'pt')).toBe('');
    expect(weekdayName('31/02/2026', 'pt')).toBe('');
  });

  it('labels a date as the display says', () => {
    expect(stayDateLabel('27/11/2026', 'date', 'pt')).toBe('27/11/2026');
    expect(stayDateLabel('27/11/2026', 'date', 'pt', true)).toBe('27/11/2026 (sexta-feira)');
    expect(stayDateLabel('27/11/2026', 'weekday', 'en', true)).toBe('Friday');
    expect(stayDateLabel('27/11/2026', 'hidden', 'pt')).toBe('');
    expect(stayDateLabel('-', 'weekday', 'pt')).toBe('-');
  });
});
