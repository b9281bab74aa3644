import { describe, expect, it } from 'vitest';
import { identifiersOf, type KnownProfile, matchProfile, normalPhone } from './guest-profiles';

const known = (p: Partial<KnownProfile> & { id: number }): KnownProfile => ({
  firstName: 'ana',
  cpf: null,
  document: null,
  emails: [],
  phones: [],
  birthDate: null,
  ...p,
});
const ev = (e: Partial<Parameters<typeof matchProfile>[0]>) => ({
  name: 'Ana Souza',
  cpf: null,
  document: null,
  email: null,
  phone: null,
  birthDate: null,
  ...e,
});

describe('matchProfile', () => {
  it('links by CPF whatever the name or e-mail', () => {
    expect(matchProfile(ev({ cpf: '52998224725', name: 'A. Souza' }), [known({ id: 1, cpf: '52998224725' })])).toEqual({
      kind: 'link',
      profileId: 1,
      by: 'cpf',
    });
  });
  it('never merges the same e-mail with another CPF, and does not flag it', () => {
    expect(matchProfile(ev({ cpf: '11144477735', email: 'f@x.com' }), [known({ id: 1, cpf: '52998224725', emails: ['f@x.com'] })])).toEqual(
      {
        kind: 'new',
        flag: null,
        relatedProfileId: null,
      },
    );
  });
  it('keeps the same CPF with another birth date apart, flagged; links to the profile whose birth date agrees', () => {
    const a = known({ id: 1, cpf: '52998224725', birthDate: '1980-01-01' });
    expect(matchProfile(ev({ cpf: '52998224725', birthDate: '1990-01-01' }), [a])).toMatchObject({
      kind: 'new',
      flag: 'same_document_other_birth_date',
    });
    const b = known({ id: 2, cpf: '52998224725', birthDate: '1990-01-01' });
    expect(matchProfile(ev({ cpf: '52998224725', birthDate: '1990-01-01' }), [a, b])).toMatchObject({ kind: 'link', profileId: 2 });
  });
  it('flags a shared contact under another first name; links the one compatible owner', () => {
    expect(matchProfile(ev({ name: 'Bruno', email: 'f@x.com' }), [known({ id: 1, emails: ['f@x.com'] })])).toMatchObject({
      kind: 'new',
      flag: 'shared_contact_other_name',
      relatedProfileId: 1,
    });
    expect(matchProfile(ev({ email: 'f@x.com' }), [known({ id: 1, emails: ['f@x.com'] })])).toMatchObject({ kind: 'link', by: 'email' });
  });
  it('flags an ambiguous contact once, then links later records to the flagged profile', () => {
    const two = [known({ id: 1, cpf: '52998224725', emails: ['f@x.com'] }), known({ id: 2, cpf: '11144477735', emails: ['f@x.com'] })];
    expect(matchProfile(ev({ email: 'f@x.com' }), two)).toMatchObject({ kind: 'new', flag: 'ambiguous_contact' });
    expect(matchProfile(ev({ email: 'f@x.com' }), [...two, known({ id: 3, emails: ['f@x.com'] })])).toMatchObject({
      kind: 'link',
      profileId: 3,
    });
  });
});

describe('identifiers', () => {
  it('reads a CPF from the booking document, a passport as a document, and a phone without +55', () => {
    expect(identifiersOf(null, null, '529.982.247-25')).toEqual({ cpf: '52998224725', document: null });
    expect(identifiersOf(null, null, 'fx-123456')).toEqual({ cpf: null, document: 'FX123456' });
    expect(identifiersOf(null, null, '12345678900')).toEqual({ cpf: null, document: null });
    expect(normalPhone('+55 11 98888-7777')).toBe(normalPhone('(11) 98888-7777'));
    expect(normalPhone('123')).toBeNull();
  });
});
