import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkInRefusal,
  checkoutChangeOutcome,
  checkoutChangeRefusal,
  daysBetween,
  editRefusal,
  foldText,
  formatStayDate,
  parseStayDate,
  pmsStatusOf,
  searchTextOf,
  searchWords,
  todayIn,
} from './bookings';
import { documentChecks, documentColumns } from './bookings-documents';

describe('booking status transitions (spec section 4)', () => {
  it('check-in only from R: refused when already in, out or cancelled', () => {
    expect(checkInRefusal('R')).toBeNull();
    expect(checkInRefusal('I')).toBe('already_checked_in');
    expect(checkInRefusal('O')).toBe('already_checked_out');
    expect(checkInRefusal('C')).toBe('cancelled');
  });
  it('the check-out change needs a guest in house', () => {
    expect(checkoutChangeRefusal('I')).toBeNull();
    expect(checkoutChangeRefusal('R')).toBe('not_checked_in');
    expect(checkoutChangeRefusal('O')).toBe('already_checked_out');
    expect(checkoutChangeRefusal('C')).toBe('cancelled');
  });
  it('create/edit only before check-in', () => {
    expect(editRefusal('R')).toBeNull();
    expect(editRefusal('I')).toBe('edit_in_house');
    expect(editRefusal('O')).toBe('already_checked_out');
    expect(editRefusal('C')).toBe('cancelled');
  });
  it('a check-out date after today postpones; today or earlier checks out', () => {
    expect(checkoutChangeOutcome('2026-03-06', '2026-03-05')).toBe('postpone');
    expect(checkoutChangeOutcome('2026-03-05', '2026-03-05')).toBe('check_out');
    expect(checkoutChangeOutcome('2026-03-01', '2026-03-05')).toBe('check_out');
  });
});

describe('dates of stay', () => {
  it('parses DD/MM/YYYY, DD/MM/YY (20YY) and ISO into ISO', () => {
    expect(parseStayDate('05/03/2026')).toBe('2026-03-05');
    expect(parseStayDate(' 05/03/26 ')).toBe('2026-03-05');
    expect(parseStayDate('2026-03-05')).toBe('2026-03-05');
    expect(parseStayDate('29/02/2024')).toBe('2024-02-29');
    expect(parseStayDate('01/01/1900')).toBe('1900-01-01');
    expect(parseStayDate('2100-12-31')).toBe('2100-12-31');
  });
  it('refuses what is not a calendar date', () => {
    for (const bad of [
      '29/02/2026',
      '31/04/2026',
      '00/01/2026',
      '10/13/2026',
      '1/2/2026',
      '2026-02-30',
      'amanhã',
      '',
      '05-03-2026',
      '05/03/1850',
      '01/01/0000',
      '0000-01-01',
      '31/12/9999',
      '9999-12-31',
      '31/12/1899',
      '01/01/2101',
    ]) {
      expect(parseStayDate(bad), bad).toBeNull();
    }
    expect(parseStayDate(null)).toBeNull();
  });
  it('formats ISO as DD/MM/YYYY and empty as -', () => {
    expect(formatStayDate('2026-03-05')).toBe('05/03/2026');
    expect(formatStayDate(null)).toBe('-');
    expect(formatStayDate('')).toBe('-');
  });
  it('round-trips every valid date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        expect(parseStayDate(formatStayDate(iso))).toBe(iso);
      }),
    );
  });
  it("today is the hotel's calendar day", () => {
    const at = new Date('2026-03-05T02:00:00Z');
    expect(todayIn('America/Sao_Paulo', at)).toBe('2026-03-04');
    expect(todayIn('Europe/Lisbon', at)).toBe('2026-03-05');
    expect(todayIn('Asia/Tokyo', new Date('2026-03-05T20:00:00Z'))).toBe('2026-03-06');
  });
  it('adds and counts days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
  });
});

describe('PMS status icon (spec section 2)', () => {
  it('red with both dates and errors, green with both dates and none, grey otherwise', () => {
    expect(pmsStatusOf({ dhLiberacao: '05/03/2026 10:00', dhConsulta: '05/03/2026 10:01', errorDetails: 'CPF recusado' })).toBe('error');
    expect(pmsStatusOf({ dhLiberacao: '05/03/2026 10:00', dhConsulta: '05/03/2026 10:01', errorDetails: null })).toBe('registered');
    expect(pmsStatusOf({ dhLiberacao: '05/03/2026 10:00', dhConsulta: '05/03/2026 10:01', errorDetails: '  ' })).toBe('registered');
    expect(pmsStatusOf({ dhLiberacao: '05/03/2026 10:00', dhConsulta: '-', errorDetails: 'x' })).toBe('pending');
    expect(pmsStatusOf({ dhLiberacao: null, dhConsulta: null, errorDetails: null })).toBe('pending');
  });
});

describe('search text', () => {
  it('folds voucher, names, documents (also digits only) and e-mails', () => {
    const t = searchTextOf('BK-001', [
      { name: 'João  Conceição', email: 'Joao@Example.com', doc: '529.982.247-25' },
      { name: 'Ana', doc: '52998224725' },
    ]);
    expect(t).toBe('bk-001 joao conceicao 529.982.247-25 52998224725 joao@example.com ana 52998224725');
    expect(foldText('ÁÉÍÓÚ Ç ñ')).toBe('aeiou c n');
  });
  it('splits a search box into folded distinct words', () => {
    expect(searchWords('  Conceição  JOÃO conceicao ')).toEqual(['conceicao', 'joao']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe('documents tab columns (spec section 2)', () => {
  it('shows vaccine and pet columns with their flags, authorisation by the simplified check-in rules', () => {
    expect(documentColumns({})).toEqual(['signature', 'docFront', 'docBack', 'terms']);
    expect(documentColumns({ HASSTEPDOCVACCINE: 'S', HASSTEPDOCPET: 'S' })).toEqual([
      'signature',
      'docFront',
      'docBack',
      'terms',
      'vaccineFront',
      'vaccineBack',
      'petFront',
      'petBack',
    ]);
    expect(documentColumns({ ISCHECKINSIMPLIFICADO: 'C', HASLASTSTEPSINGLE: 'S' })).toContain('authorization');
    expect(documentColumns({ ISCHECKINSIMPLIFICADO: 'C', HASLASTSTEPSINGLE: 'N' })).not.toContain('authorization');
    expect(documentColumns({ ISCHECKINSIMPLIFICADO: 'F' })).toContain('authorization');
    expect(documentColumns({ ISCHECKINSIMPLIFICADO: 'G' })).not.toContain('authorization');
  });
  it('checks each shown document', () => {
    const cols = documentColumns({ HASSTEPDOCVACCINE: 'S' });
    const checks = documentChecks(
      {
        WEBCHECKCHAVEIMGASSINATURA: 'sig1',
        WEBCHECKCHAVEIMGDOCUMENTO: 'doc1',
        WEBCHECKCHAVEIMGDOCUMENTOVERSO: '',
        aceiteTermosJuridicos: [{}],
      },
      cols,
    );
    expect(checks).toEqual({ signature: true, docFront: true, docBack: false, terms: true, vaccineFront: false, vaccineBack: false });
  });
});
