import { describe, expect, it } from 'vitest';
import { type Catalogue, catalogueFindings, wrongLanguage } from '../../../../e2e/support/words';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else flatten(v, key, out);
  }
  return out;
}

// The back office's own words (app/i18n, loaded by its entry only) belong to the same catalogue.
const featureFiles = import.meta.glob<Tree>(['../features/**/i18n/**/*.json', '../app/i18n/*.json'], { eager: true, import: 'default' });
function catalogue(lng: 'pt' | 'en' | 'es', base: Tree): Map<string, string> {
  const map = flatten(base);
  for (const [file, tree] of Object.entries(featureFiles)) if (file.endsWith(`/${lng}.json`)) flatten(tree, '', map);
  return map;
}
const web: Catalogue = { pt: catalogue('pt', pt as Tree), en: catalogue('en', en as Tree), es: catalogue('es', es as Tree) };

// Issue 13, "Words in the right language": each screen speaks its own language, the spec's English quotes included.
describe('words in the right language', () => {
  it('finds a Portuguese text in an English or Spanish catalogue and the reverse', () => {
    const planted: Catalogue = {
      pt: new Map([
        ['x.a.notfound', 'Page not found.'],
        ['x.a.link', 'Link de Hotel Inválido'],
        ['x.a.date', 'DD/MM/AAAA'],
      ]),
      en: new Map([
        ['x.a.notfound', 'Page not found.'],
        ['x.a.link', 'Link de Hotel Inválido'],
        ['x.a.date', 'DD/MM/AAAA'],
      ]),
      es: new Map([
        ['x.a.notfound', 'Página no encontrada.'],
        ['x.a.link', 'Enlace de hotel inválido'],
        ['x.a.date', 'DD/MM/YYYY'],
      ]),
    };
    const found = catalogueFindings(planted);
    expect(found.some((f) => f.startsWith('pt x.a.notfound'))).toBe(true);
    expect(found.some((f) => f.startsWith('en x.a.link'))).toBe(true);
    expect(found.some((f) => f.startsWith('en x.a.date'))).toBe(true);
    expect(found.some((f) => f.startsWith('es '))).toBe(false);
    expect(wrongLanguage('es', 'Informe um e-mail válido.')).not.toEqual([]);
    expect(wrongLanguage('en', 'Você não tem acesso.')).not.toEqual([]);
    expect(wrongLanguage('pt', 'Please enter a valid email address.')).not.toEqual([]);
    expect(wrongLanguage('pt', 'Ingrese una dirección de correo electrónico válida.')).not.toEqual([]);
  });

  it('has every web text in its own language, en and es not left as the pt text', () => {
    expect(catalogueFindings(web)).toEqual([]);
  });

  it("keeps the spec's English quotes as the English wording, with pt and es their own", () => {
    const quotes: [string, string][] = [
      ['errors.page.notfound', 'Page not found.'],
      ['errors.page.unauthorized', 'Unauthorized access.'],
      ['ui.inputErrors.email', 'Please enter a valid email address.'],
      ['checkin.form.selectItem', 'Select an item'],
      ['checkin.form.phoneInvalid', 'Please enter a valid phone number'],
    ];
    for (const [key, english] of quotes) {
      expect(web.en.get(key), key).toBe(english);
      expect(web.pt.get(key), key).not.toBe(english);
      expect(web.es.get(key), key).not.toBe(english);
    }
  });

  it('writes dates DD/MM/YYYY in English and Spanish', () => {
    expect(web.en.get('ui.date.placeholder')).toBe('DD/MM/YYYY');
    expect(web.es.get('ui.date.placeholder')).toBe('DD/MM/YYYY');
    expect(web.en.get('checkin.link.invalid')).not.toBe('Link de Hotel Inválido');
  });
});
