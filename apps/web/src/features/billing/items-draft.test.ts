import { describe, expect, it } from 'vitest';
import { draftLineCents, draftsAfterSave, draftToInput, type ItemDraft, itemNumber, itemProblems, sanitizeQuantity } from './items-draft';

const ok: ItemDraft = { key: 'n1', descricao: 'Diária', qtd: '2', vlrCents: 12_345 };

describe('invoice item drafts', () => {
  it('saves only with description, quantity and a value not 0', () => {
    expect(itemProblems(ok)).toEqual([]);
    expect(itemProblems({ ...ok, descricao: '  ' })).toEqual(['description']);
    expect(itemProblems({ ...ok, qtd: '0' })).toEqual(['quantity']);
    expect(itemProblems({ ...ok, qtd: '' })).toEqual(['quantity']);
    expect(itemProblems({ ...ok, vlrCents: 0 })).toEqual(['value']);
    expect(itemProblems({ ...ok, vlrCents: null })).toEqual(['value']);
    // A discount line: negative unit value is allowed.
    expect(itemProblems({ ...ok, vlrCents: -500 })).toEqual([]);
  });
  it('keeps quantity an integer of at most 4 digits', () => {
    expect(sanitizeQuantity('12345')).toBe('1234');
    expect(sanitizeQuantity('1,5')).toBe('15');
    expect(sanitizeQuantity('-3')).toBe('3');
    expect(itemProblems({ ...ok, qtd: '10000' })).toEqual(['quantity']);
  });
  it('numbers items with two digits and sends decimal reais', () => {
    expect(itemNumber(0)).toBe('01');
    expect(itemNumber(9)).toBe('10');
    expect(draftToInput(ok, 5, 9)).toEqual({ codRes: 5, codCab: 9, descricao: 'Diária', qtd: 2, vlrUnit: 123.45 });
    expect(draftToInput({ ...ok, codIte: 4 }, 5, 9)).toMatchObject({ codIte: 4 });
    expect(draftLineCents(ok)).toBe(24_690);
    expect(draftLineCents({ ...ok, qtd: '' })).toBeNull();
  });
});

describe('the new rows after a save', () => {
  const other: ItemDraft = { key: 'n2', descricao: '', qtd: '1', vlrCents: null };
  it('a failed or saved add removes the just-added row, and only it', () => {
    expect(draftsAfterSave([ok, other], ok)).toEqual([other]);
  });
  it('an edit of a saved item leaves the new rows as they are', () => {
    expect(draftsAfterSave([other], { ...ok, key: 'i7', codIte: 7 })).toEqual([other]);
  });
});
