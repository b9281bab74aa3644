import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

// Feature bundles (features/<domain>/i18n/<lng>.json) are checked as part of the same catalogue.
// The back office's own words (app/i18n, loaded by its entry only) belong to the same catalogue.
const featureFiles = import.meta.glob<Tree>(['../features/**/i18n/**/*.json', '../app/i18n/*.json'], { eager: true, import: 'default' });
function withFeatures(lng: 'pt' | 'en' | 'es', base: Tree): Map<string, string> {
  const map = flatten(base);
  for (const [file, tree] of Object.entries(featureFiles)) {
    if (!file.endsWith(`/${lng}.json`)) continue;
    for (const [k, v] of flatten(tree)) {
      if (map.has(k)) throw new Error(`${file} redefines ${k}`);
      map.set(k, v);
    }
  }
  return map;
}
const files = { pt: withFeatures('pt', pt as Tree), en: withFeatures('en', en as Tree), es: withFeatures('es', es as Tree) };
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Keys the code names literally: t('x.y.z'), tx('...'), labelKey/titleKey/headerKey: '...', theme step keys. */
function usedKeys(): { exact: Set<string>; prefixes: Set<string> } {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  const patterns = [
    /\b(?:t|tx)\(\s*(['`])([a-zA-Z][\w.-]*(?:\$\{[^}]+\}[\w.-]*)?)\1/g,
    /\b(?:labelKey|titleKey|headerKey):\s*'([^']+)'/g,
    /'(theme\.steps\.[a-zA-Z]+)'/g,
  ];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const re of patterns) {
      for (const m of text.matchAll(re)) {
        const key = m[m.length - 1]!;
        if (key.includes('${')) prefixes.add(key.slice(0, key.indexOf('${')));
        else exact.add(key);
      }
    }
  }
  return { exact, prefixes };
}

describe('translations', () => {
  it('has the same keys in pt, en and es (no missing or stray key)', () => {
    const ptKeys = [...files.pt.keys()].sort();
    expect([...files.en.keys()].sort()).toEqual(ptKeys);
    expect([...files.es.keys()].sort()).toEqual(ptKeys);
  });

  it('has the same placeholders in every language', () => {
    const mismatches: string[] = [];
    for (const [key, text] of files.pt) {
      for (const lng of ['en', 'es'] as const) {
        const other = files[lng].get(key);
        if (other !== undefined && placeholders(other).join() !== placeholders(text).join()) mismatches.push(`${lng}:${key}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('has no empty texts and keys shaped <feature>.<area>.<element>', () => {
    for (const [lng, map] of Object.entries(files)) {
      for (const [key, text] of map) {
        expect(text.trim(), `${lng}:${key}`).not.toBe('');
        expect(key.split('.').length, key).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('gives every hospital variant a base key', () => {
    for (const key of files.pt.keys()) {
      if (key.endsWith('_hospital')) expect(files.pt.has(key.slice(0, -'_hospital'.length)), key).toBe(true);
    }
  });

  it('defines every key the code uses', () => {
    const { exact, prefixes } = usedKeys();
    expect(exact.size).toBeGreaterThan(50);
    const missing = [...exact].filter((k) => !files.pt.has(k));
    expect(missing).toEqual([]);
    for (const p of prefixes)
      expect(
        [...files.pt.keys()].some((k) => k.startsWith(p)),
        p,
      ).toBe(true);
  });

  it("keeps the spec's pt wording for the shell's messages", () => {
    expect(files.pt.get('auth.signIn.success')).toBe('Login com sucesso!');
    expect(files.pt.get('auth.logout.success')).toBe('Logout com sucesso!');
    expect(files.pt.get('auth.session.expired')).toBe('Sua sessão expirou, por favor faça o login novamente!');
    expect(files.pt.get('shell.feedback.sent')).toBe('Feedback enviado com sucesso!');
    expect(files.pt.get('auth.recovery.sent')).toBe('Link para recuperação da senha enviada para o email!');
    expect(files.pt.get('auth.activation.sent')).toBe('Link para ativação da conta enviada para o email!');
    expect(files.pt.get('shell.changeHotel.failed')).toBe('Ocorreu um erro, tente novamente.');
    expect(files.pt.get('errors.page.notfound')).toBe('Página não encontrada.');
    expect(files.pt.get('errors.page.unauthorized')).toBe('Acesso não autorizado.');
    expect(files.pt.get('common.errors.internal')).toBe('Ocorreu um erro interno: {{error}}');
  });
});
