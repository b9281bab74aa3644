import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Spec section 8, generic errors: a search that matches no option says so. Every searchable picker of the web
// (Mantine Select, MultiSelect) names its nothing-found message; read from the source, so a new picker without one
// fails here with its file.
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(path);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [path] : [];
  });
}

describe('searchable pickers', () => {
  it('say when no option matches the search', () => {
    const silent: string[] = [];
    let searchable = 0;
    for (const file of tsxFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/<(Select|MultiSelect)\b/g)) {
        const end = text.indexOf('/>', m.index);
        const element = text.slice(m.index, end < 0 ? undefined : end);
        if (!/\bsearchable\b/.test(element)) continue;
        searchable++;
        if (!element.includes('nothingFoundMessage')) silent.push(`${relative(SRC, file)}: <${m[1]}>`);
      }
    }
    expect(searchable).toBeGreaterThan(3);
    expect(silent).toEqual([]);
  });
});
