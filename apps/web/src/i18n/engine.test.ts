import { describe, expect, it, vi } from 'vitest';
import { addBundle, getLanguage, hasBundle, hasTranslation, onLanguageChange, setLanguage, translate } from './engine';

describe('translation engine', () => {
  addBundle('pt', {
    a: { title: 'Reserva', title_hospital: 'Atendimento', guests: 'Hóspedes ({{count}})', hello: 'Olá, {{ name }}! {{missing}}' },
  });
  addBundle('en', { a: { title: 'Booking' } });
  setLanguage('pt');

  it('reads nested keys, the context variant first, and answers the key when missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(translate('a.title')).toBe('Reserva');
    expect(translate('a.title', { context: 'hospital' })).toBe('Atendimento');
    expect(translate('a.guests', { context: 'hospital', count: 3 })).toBe('Hóspedes (3)');
    expect(translate('a.nope')).toBe('a.nope');
    expect(translate('a')).toBe('a');
    expect(translate('a.title.deeper')).toBe('a.title.deeper');
    error.mockRestore();
  });

  it('interpolates given values (0 included), leaves others as written, does not escape', () => {
    expect(translate('a.hello', { name: '<b>Ana</b>' })).toBe('Olá, <b>Ana</b>! {{missing}}');
    expect(translate('a.guests', { count: 0 })).toBe('Hóspedes (0)');
  });

  it('merges later bundles deeply (features add their keys) and reads another language on request', () => {
    addBundle('pt', { a: { extra: 'Extra' }, b: { x: 'X' } });
    expect(translate('a.title')).toBe('Reserva');
    expect(translate('a.extra')).toBe('Extra');
    expect(translate('a.title', { lng: 'en' })).toBe('Booking');
    expect(hasBundle('es')).toBe(false);
  });

  it('tells listeners about a language change once', () => {
    let calls = 0;
    const stop = onLanguageChange(() => calls++);
    setLanguage('en');
    setLanguage('en');
    expect(calls).toBe(1);
    expect(getLanguage()).toBe('en');
    expect(translate('a.title')).toBe('Booking');
    stop();
    setLanguage('pt');
    expect(calls).toBe(1);
  });

  it('reports a missing key once on the console (the browser tests fail on it) and answers whether a key exists', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(translate('a.absent')).toBe('a.absent');
      expect(translate('a.absent', { context: 'hospital' })).toBe('a.absent');
      expect(translate('a.title')).toBe('Reserva');
      expect(error.mock.calls).toEqual([['[i18n] missing translation: a.absent']]);
      expect(hasTranslation('a.title')).toBe(true);
      expect(hasTranslation('a.absent')).toBe(false);
      expect(hasTranslation('a')).toBe(false);
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });
});
