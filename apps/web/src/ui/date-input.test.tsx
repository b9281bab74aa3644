import { readDateInput } from '@gm/domain/dates';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { addBundle, setLanguage, translate } from '../i18n/engine';
import es from '../i18n/es.json';
import pt from '../i18n/pt.json';
import { DateInput, dateProblemMessage } from './date-input';

// The reasons as the guest reads them; typing, the calendar and the focus run in the browser (e2e/tests/checkin.spec.ts).

const TODAY = '2026-11-25';
const reason = (lng: string, typed: string, rules = {}) => {
  const r = readDateInput(typed, TODAY, { complete: true, rules });
  if (!r.problem) throw new Error(`${typed} was accepted`);
  return dateProblemMessage((key, o) => translate(key, { lng, ...o }), lng, r.text, r.problem);
};

beforeAll(() => {
  addBundle('pt', pt);
  addBundle('en', en);
  addBundle('es', es);
  setLanguage('pt');
});

describe('the reason a date is refused', () => {
  it('names the month and its length that year, in each language', () => {
    expect(reason('pt', '31/02/2001')).toBe('31/02/2001 não existe: fevereiro tem 28 dias em 2001.');
    expect(reason('en', '31/02/2001')).toBe('31/02/2001 does not exist: February has 28 days in 2001.');
    expect(reason('es', '31/04/2024')).toBe('31/04/2024 no existe: abril tiene 30 días en 2024.');
  });
  it('says which part is wrong', () => {
    expect(reason('pt', '00/13/2020')).toBe('00/13/2020 não existe: nenhum mês tem o dia 00.');
    expect(reason('en', '15/13/2020')).toBe('15/13/2020 does not exist: there is no month 13 (months go from 01 to 12).');
    expect(reason('es', '01/01/1899')).toBe('01/01/1899 no se acepta: el año debe estar entre 1900 y 2099.');
    expect(reason('en', '01/02/1')).toBe('01/02/1 is incomplete: type the date as DD/MM/YYYY.');
  });
  it('gives a birth date in the future with today, and the limits of a field as dates', () => {
    const birth = { birth: true, min: '1900-01-01', max: TODAY };
    expect(reason('pt', '26/11/2026', birth)).toBe(
      '26/11/2026 está no futuro: a data de nascimento não pode ser depois de hoje (25/11/2026).',
    );
    expect(reason('es', '01/01/1899', birth)).toBe('01/01/1899 no se acepta: el año debe estar entre 1900 y 2026.');
    expect(reason('en', '09/03/2026', { min: '2026-03-10' })).toBe(
      '09/03/2026 is not accepted: the first date allowed here is 10/03/2026.',
    );
    expect(reason('pt', '11/04/2026', { max: '2026-04-10' })).toBe('11/04/2026 não é aceita: a última data permitida aqui é 10/04/2026.');
  });
});

describe('the field', () => {
  it('renders the date as DD/MM/YYYY with a named calendar button, and no calendar until opened', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <DateInput label="Data de nascimento" value="1985-12-25" onChange={() => {}} birth />
      </MantineProvider>,
    );
    expect(html).toContain('value="25/12/1985"');
    expect(html).toMatch(/<button[^>]*aria-label="Abrir calendário"/);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain('role="dialog"');
  });
  it('has no calendar button when read-only', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <DateInput label="Check-in" value="2026-11-25" onChange={() => {}} readOnly />
      </MantineProvider>,
    );
    expect(html).toContain('value="25/11/2026"');
    expect(html).not.toContain('Abrir calendário');
  });
});
