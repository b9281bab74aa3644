import { DEFAULT_TIME_ZONE } from '@gm/domain/dates';
import { describe, expect, it } from 'vitest';
import { institutionFlags, institutionSettings } from './institutions';

describe('institutionSettings', () => {
  const base = { codIns: 7, nomeIns: 'Hotel' };

  it('fills every setting a hotel never set with its default', () => {
    expect(institutionSettings.parse(base)).toEqual({
      ...base,
      rede: null,
      COUNTRYINS: 'BR',
      TIMEZONE: DEFAULT_TIME_ZONE,
      language: 'pt',
      currency: 'BRL',
      THEME: null,
      ISHOSPITAL: 'N',
      HASMAPARESERVAS: 'N',
      HASTAGPANELVDOIS: 'N',
      TSYCFGHASPAYMENT: 'N',
      HASSTEPDOCVACCINE: 'N',
      HASSTEPDOCPET: 'N',
      ISCHECKINSIMPLIFICADO: '',
      HASLASTSTEPSINGLE: 'N',
      ALLOWPGTODUASETAPAS: 'N',
      QTDMAXPARCELASPGTO: 1,
      HIDEBOOKINGDATEDETAILS: 'N',
      UX_SHOWONLYDIASEMANA: 'N',
      UX_SHOWVLRDIARIACARD: 'N',
      UX_SHOWTIPOUHCARD: 'N',
      QTDMAXHOSPEDESRESERVA: 10,
      PERMITEEMAILDUPLICADO: 'N',
      PMSIMPORTBOOKINGS: 'N',
      HASBUSCAFACIAL: 'N',
      DIASRETENCAOFACIAL: 0,
      TERMOJURIDICO: '',
    });
  });

  it('keeps what is set, and flags it does not know', () => {
    const s = institutionSettings.parse({
      ...base,
      ISHOSPITAL: 'S',
      QTDMAXPARCELASPGTO: '6',
      QTDMAXHOSPEDESRESERVA: 4,
      ISCHECKINSIMPLIFICADO: 'CFG',
      TIMEZONE: 'America/Manaus',
      language: 'es',
      currency: 'ARS',
      THEME: 'parceira-verde',
      PERMITEEMAILDUPLICADO: 's',
      CUSTOMFLAG: { any: 'shape' },
    });
    expect(s).toMatchObject({
      ISHOSPITAL: 'S',
      QTDMAXPARCELASPGTO: 6,
      QTDMAXHOSPEDESRESERVA: 4,
      ISCHECKINSIMPLIFICADO: 'CFG',
      TIMEZONE: 'America/Manaus',
      language: 'es',
      currency: 'ARS',
      THEME: 'parceira-verde',
      PERMITEEMAILDUPLICADO: 'S',
      CUSTOMFLAG: { any: 'shape' },
    });
  });

  it('reads a value it cannot use as the default: one odd flag never takes a hotel down', () => {
    const flags = institutionFlags.parse({ ISHOSPITAL: 's', HASMAPARESERVAS: true, QTDMAXPARCELASPGTO: '', QTDMAXHOSPEDESRESERVA: 2.5 });
    expect(flags).toMatchObject({ ISHOSPITAL: 'N', HASMAPARESERVAS: 'N', QTDMAXPARCELASPGTO: 1, QTDMAXHOSPEDESRESERVA: 10 });
    const s = institutionSettings.parse({ ...base, TIMEZONE: 'Nowhere/Atlantis', language: 'fr', currency: 'real', COUNTRYINS: '' });
    expect(s).toMatchObject({ TIMEZONE: DEFAULT_TIME_ZONE, language: 'pt', currency: 'BRL', COUNTRYINS: 'BR' });
  });
});
