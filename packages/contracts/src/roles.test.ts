import { SUPPORTED_LOCALES } from '@gm/domain/locale';
import { describe, expect, it } from 'vitest';
import {
  AREA_WORDS,
  expandRole,
  GRANT_AREAS,
  grantWords,
  isCataloguedGrant,
  ROLE_GRANTS,
  ROLE_IDS,
  ROLE_WORDS,
  roleOfGrants,
} from './roles';

describe('role templates', () => {
  it('expand to AREA:{codIns}:action grants of the catalogue, sorted', () => {
    expect(expandRole('billing', 7)).toEqual(['HOTEL:7:home', 'PAY:7:listfaturas', 'TRIAL:7:reservas']);
    for (const role of ROLE_IDS) for (const g of expandRole(role, 3)) expect(isCataloguedGrant(g), `${role} ${g}`).toBe(true);
  });
  it('are told apart: every template names itself, and a grant more or less is custom', () => {
    for (const role of ROLE_IDS) expect(roleOfGrants([...expandRole(role, 5)].reverse(), 5)).toBe(role);
    expect(roleOfGrants([...expandRole('frontDesk', 5), 'DASH:5:nps'], 5)).toBe('custom');
    expect(roleOfGrants(expandRole('frontDesk', 5).slice(1), 5)).toBe('custom');
    expect(roleOfGrants(expandRole('frontDesk', 6), 5)).toBe('custom');
    expect(new Set(ROLE_IDS.map((r) => expandRole(r, 1).join())).size).toBe(ROLE_IDS.length);
  });
  it('only the network administrator may create hotels; administrators manage users', () => {
    for (const role of ROLE_IDS) expect(ROLE_GRANTS[role].includes('CREATEINS:*'), role).toBe(role === 'networkAdmin');
    expect(ROLE_GRANTS.hotelAdmin).toContain('CHANGEINS:*');
    expect(ROLE_GRANTS.frontDesk.some((g) => g.startsWith('CHANGEINS:manageusers') || g === 'CHANGEINS:*')).toBe(false);
  });
});

describe('the grant catalogue and its words', () => {
  it('refuses unknown areas, actions and personal grants', () => {
    expect(isCataloguedGrant('TRIAL:1:reservas')).toBe(true);
    expect(isCataloguedGrant('TRIAL:1:*')).toBe(true);
    expect(isCataloguedGrant('TRIAL:1:everything')).toBe(false);
    expect(isCataloguedGrant('SUJEITO:1:*')).toBe(false);
    expect(isCataloguedGrant('TRIAL:1')).toBe(false);
  });
  it('says what every grant and role allows in pt, en and es', () => {
    for (const { area, actions } of GRANT_AREAS) {
      expect(AREA_WORDS[area], area).toBeDefined();
      for (const action of actions) {
        for (const lng of SUPPORTED_LOCALES) {
          const text = grantWords(`${area}:1:${action}`, lng);
          expect(text, `${area}:${action} ${lng}`).not.toBe(`${area}:1:${action}`);
          expect(text.length).toBeGreaterThan(5);
        }
      }
    }
    for (const role of ROLE_IDS) for (const lng of SUPPORTED_LOCALES) expect(ROLE_WORDS[role].summary[lng].length).toBeGreaterThan(10);
    expect(grantWords('TRIAL:1:reservas', 'pt', true)).toBe('Ver e alterar os atendimentos e a atividade do hospital.');
    expect(grantWords('DASH:1:*', 'en')).toBe('Everything in “Dashboards”, including what is added later.');
  });
});
