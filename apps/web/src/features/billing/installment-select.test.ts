import { installmentPlan } from '@gm/domain/money';
import { describe, expect, it } from 'vitest';
import { addBundle, translate } from '../../i18n/engine';
import en from './i18n/en.json';
import es from './i18n/es.json';
import pt from './i18n/pt.json';
import { installmentLabel } from './installment-select';

addBundle('pt', pt);
addBundle('en', en);
addBundle('es', es);

/** The sum of the amounts a label states (each 'k de R$ x' counted k times; a bare 'n parcelas de R$ x' n times). */
function statedCents(label: string, n: number): number {
  const amounts = [...label.matchAll(/(?:(\d+) (?:de|of) )?R\$\s*([\d.]+,\d{2})/g)].map((m) => ({
    count: m[1] ? Number(m[1]) : null,
    cents: Number(m[2]?.replace(/\./g, '').replace(',', '')),
  }));
  if (amounts.length === 1) return (amounts[0]?.cents ?? 0) * n;
  return amounts.reduce((sum, a) => sum + (a.count ?? 1) * a.cents, 0);
}

describe('installment label', () => {
  it('R$ 1.437,50 in 6 reads 5 x R$ 239,58 + 1 x R$ 239,60 in pt, en and es', () => {
    const label = (lng: string) => installmentLabel((k, o) => translate(k, { ...o, lng }), 143_750, 6);
    expect(label('pt')).toMatch(/^6 parcelas: 5 de R\$\s239,58 \+ 1 de R\$\s239,60$/);
    expect(label('en')).toMatch(/^6 installments: 5 of R\$\s239,58 \+ 1 of R\$\s239,60$/);
    expect(label('es')).toMatch(/^6 cuotas: 5 de R\$\s239,58 \+ 1 de R\$\s239,60$/);
  });

  it('always states exactly the amount due (every total, every count, every language)', () => {
    for (const lng of ['pt', 'en', 'es']) {
      const t = (k: string, o?: Record<string, unknown>) => translate(k, { ...o, lng });
      for (const total of [0, 1, 500, 999, 10_000, 143_750, 123_457, 99_999_999]) {
        for (let n = 1; n <= 24; n++) {
          const label = installmentLabel(t, total, n);
          expect(label).not.toContain('{{');
          expect(statedCents(label, n), `${lng} ${total} / ${n}: ${label}`).toBe(total);
          expect(installmentPlan(total, n).count).toBe(n);
        }
      }
    }
  });
});
