import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import officePt from '../app/i18n/pt.json';
import { addBundle, setLanguage } from '../i18n/engine';
import pt from '../i18n/pt.json';
import { ApiError } from '../lib/api/http';
import { DataTable, type DataTableProps } from './data-table';
import type { DataColumn } from './data-table-model';
import { densityKey, readDensity, writeDensity } from './table-density';

// The markup's promises (semantics, states, count); keyboard, density and live behaviour run in the browser
// (e2e/tests/data-table.spec.ts).

interface Mail {
  id: number;
  subject: string;
  size: number;
}

const columns: DataColumn<Mail>[] = [
  { key: 'subject', headerKey: 'details.index.name', cell: (m) => m.subject, sortable: true },
  { key: 'size', headerKey: 'details.index.email', cell: (m) => m.size, numeric: true },
];
const mails: Mail[] = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, subject: `Assunto ${i + 1}`, size: i }));

function html(props: Partial<DataTableProps<Mail>>): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <DataTable columns={columns} rows={mails} rowKey={(m) => m.id} label="E-mails" empty="Nenhum e-mail." {...props} />
    </MantineProvider>,
  );
}

beforeAll(() => {
  addBundle('pt', pt);
  addBundle('pt', officePt);
  setLanguage('pt');
});

describe('DataTable markup', () => {
  it('is a named table with sortable headers that say their sort, and the page in the whole count', () => {
    const out = html({
      sort: { key: 'subject', direction: 'desc' },
      onSortChange: () => {},
      paging: { page: 3, pageSize: 20, total: 143, onPageChange: () => {} },
      testId: 'mails',
    });
    expect(out).toMatch(/<table[^>]*aria-label="E-mails"/);
    expect(out).toMatch(/<th[^>]*aria-sort="descending"[^>]*><button[^>]*>Nome/);
    expect(out).toContain('aria-rowcount="144"');
    expect(out).toContain('aria-rowindex="42"');
    expect(out).toMatch(/role="status" aria-live="polite"><p[^>]*>41–60 de 143</);
    // One row is reached with Tab; the others by the arrows.
    expect(out.match(/<tr[^>]*tabindex="0"/g)).toHaveLength(1);
    expect(out.match(/<tr[^>]*tabindex="-1"/g)).toHaveLength(19);
    expect(out).toContain('role="radiogroup"');
  });

  it('says a capped count is a floor: "10.000+" in the locale\'s digits, and an unknown row count', () => {
    const out = html({ paging: { page: 1, pageSize: 20, total: 10_000, totalCapped: true, onPageChange: () => {} } });
    expect(out).toMatch(/role="status" aria-live="polite"><p[^>]*>1–20 de 10\.000\+</);
    expect(out).toContain('aria-rowcount="-1"');
    const exact = html({ paging: { page: 1, pageSize: 20, total: 10_000, onPageChange: () => {} } });
    expect(exact).toMatch(/>1–20 de 10\.000</);
    expect(exact).toContain('aria-rowcount="10001"');
  });

  it('leaves unsortable headers and lists without paging plain', () => {
    const out = html({});
    expect(out).not.toContain('aria-sort');
    expect(out).not.toMatch(/<th[^>]*><button/);
    expect(out).not.toContain('aria-rowcount');
    expect(out).not.toContain('role="radiogroup"');
  });

  it('shows a skeleton while loading, announced, and the empty state in the live region', () => {
    const loading = html({ rows: undefined, loading: true, paging: { page: 1, pageSize: 20, total: 0, onPageChange: () => {} } });
    expect(loading).toMatch(/<table[^>]*aria-busy="true"/);
    expect(loading).toMatch(/<tbody[^>]*aria-hidden="true"/);
    expect(loading).toMatch(/role="status" aria-live="polite">.*Carregando/);
    const empty = html({ rows: [], emptyTestId: 'none' });
    expect(empty).not.toContain('<table');
    expect(empty).toMatch(/role="status" aria-live="polite"><p[^>]*data-testid="none"[^>]*>Nenhum e-mail\.</);
  });

  it('says a failure with a retry, above the rows it still has', () => {
    const error = new ApiError('Hotel sem permissão.', { http: 422, readable: true });
    const failed = html({ rows: undefined, error, onRetry: () => {} });
    expect(failed).toMatch(/role="alert"/);
    expect(failed).toContain('Não foi possível carregar a lista.');
    expect(failed).toContain('Hotel sem permissão.');
    expect(failed).toContain('Tentar novamente');
    expect(failed).not.toContain('<table');
    expect(failed).not.toContain('Nenhum e-mail.');
    const stale = html({ error: new Error('boom') });
    expect(stale).toContain('Ocorreu um erro interno: boom');
    expect(stale).toContain('<table');
  });
});

describe('table density', () => {
  it("is remembered per user; until a choice, the table's own default", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    expect(readDensity(7, storage)).toBe('comfortable');
    writeDensity(7, 'compact', storage);
    expect(readDensity(7, storage)).toBe('compact');
    expect(readDensity(8, storage)).toBe('comfortable');
    expect(store.get(densityKey(7))).toBe('compact');
    writeDensity(7, 'comfortable', storage);
    expect(readDensity(7, storage, 'compact')).toBe('comfortable');
    expect(readDensity(8, storage, 'compact')).toBe('compact');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDensity(7, broken)).toBe('comfortable');
    expect(readDensity(7, broken, 'compact')).toBe('compact');
  });
});
