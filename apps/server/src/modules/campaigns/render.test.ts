import { design, MAX_HTML_BYTES } from '@gm/contracts/crm/templates-design';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { assertKnownMergeFields, renderDesign } from './render';
import { sanitizeRichText } from './rich-text';
import { starterDesign } from './starters';

const one = (contents: unknown[], extra: Record<string, unknown> = {}) =>
  design.parse({ body: { rows: [{ columns: [{ contents }] }], values: extra } });

describe('design validation', () => {
  it('opens an Unlayer-shaped design, keeping what it does not edit', () => {
    const d = design.parse({
      counters: { u_row: 1 },
      body: {
        id: 'x',
        rows: [
          {
            id: 'r1',
            cells: [1, 2],
            columns: [
              { id: 'c1', contents: [{ id: 'm1', type: 'menu', values: { menu: { items: [] } } }], values: {} },
              { id: 'c2', contents: [{ type: 'text', values: { text: '<p>Oi</p>', containerPadding: '10px' } }], values: {} },
            ],
            values: { backgroundColor: '#ffffff', padding: '0px' },
          },
        ],
        values: { backgroundColor: '#e7e7e7', contentWidth: '500px', fontFamily: { label: 'Arial', value: 'arial,helvetica,sans-serif' } },
      },
      schemaVersion: 16,
    });
    expect(d.counters).toEqual({ u_row: 1 });
    expect(d.body.rows[0]!.columns[0]!.contents[0]!.type).toBe('menu');
    expect(d.body.rows[0]!.values.padding).toBe('0px');
  });

  it('refuses values that would reach the markup: a script URL, a colour with markup, five columns, a wrong width', () => {
    const bad = (x: unknown) => design.safeParse(x).success;
    expect(
      bad({ body: { rows: [{ columns: [{ contents: [{ type: 'button', values: { text: 'x', href: 'javascript:alert(1)' } }] }] }] } }),
    ).toBe(false);
    expect(bad({ body: { rows: [{ columns: [{ contents: [{ type: 'text', values: { text: 'x', color: 'red" onload="x' } }] }] }] } })).toBe(
      false,
    );
    expect(bad({ body: { rows: [{ columns: [1, 2, 3, 4, 5].map(() => ({ contents: [] })) }] } })).toBe(false);
    expect(bad({ body: { rows: [], values: { contentWidth: '2000px' } } })).toBe(false);
    expect(
      bad({ body: { rows: [{ columns: [{ contents: [{ type: 'image', values: { src: { url: 'data:image/png;base64,AA' } } }] }] }] } }),
    ).toBe(false);
  });

  it('refuses a merge field that does not exist, on its field', () => {
    const d = one([{ type: 'text', values: { text: '<p>{{guest.name}} {{guest.nmae}}</p>' } }]);
    try {
      assertKnownMergeFields(d, '');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).field).toBe('templateObject.body.rows.0.columns.0.contents.0.values.text');
      expect((e as AppError).params).toEqual({ name: 'guest.nmae' });
    }
  });
});

describe('rich text', () => {
  it('keeps the safe subset and drops the rest', () => {
    expect(
      sanitizeRichText(
        '<p style="color:red" onclick="x()"><strong>B</strong> <em>I</em> <u>U</u> <a href="javascript:x">j</a> <a href="https://a.test/?q=1">ok</a> <a href="{{review.link}}">r</a></p><script>alert(1)</script><img src="x" onerror="y"><ul><li>1</li></ul>',
      ),
    ).toBe(
      '<p><b>B</b> <i>I</i> <u>U</u> <a>j</a> <a href="https://a.test/?q=1" target="_blank" rel="noopener">ok</a> <a href="{{review.link}}" target="_blank" rel="noopener">r</a></p><ul><li>1</li></ul>',
    );
  });
});

describe('MJML rendering', () => {
  it('renders rows, columns and contents with merge tokens left for the sender', async () => {
    const d = design.parse({
      body: {
        rows: [
          {
            cells: [1, 1],
            columns: [
              { contents: [{ type: 'heading', values: { text: 'Oi {{guest.firstName}}', headingType: 'h2' } }] },
              {
                contents: [
                  { type: 'image', values: { src: { url: 'https://img.test/a.png', maxWidth: '50%' }, altText: 'Piscina' } },
                  { type: 'button', values: { text: 'Check-in <já>', href: { name: 'web', values: { href: '{{checkin.link}}' } } } },
                  { type: 'video', values: { url: 'https://v.test' } },
                ],
              },
            ],
          },
        ],
      },
    });
    const { html, bytes } = await renderDesign(d, 'Assunto');
    expect(html).toContain('Oi {{guest.firstName}}</h2>');
    expect(html).toContain('href="{{checkin.link}}"');
    expect(html).toContain('Check-in &lt;já&gt;');
    expect(html).toContain('alt="Piscina"');
    expect(html).toContain('width="125"'); // half of a 250 px column of a 500 px body
    expect(html).not.toContain('v.test');
    expect(bytes).toBe(Buffer.byteLength(html));
  });

  it('refuses an e-mail above 102 KB with the translated key', async () => {
    const big = Array.from({ length: 40 }, () => ({
      columns: [{ contents: [{ type: 'text', values: { text: `<p>${'x'.repeat(3000)}</p>` } }] }],
    }));
    await expect(renderDesign(design.parse({ body: { rows: big } }))).rejects.toMatchObject({ key: 'campaigns.template_too_large' });
  });

  it('renders every starter in every language under 102 KB, hospital wording included', async () => {
    const sizes: string[] = [];
    for (const type of [0, 1, 2, 3, 4, 5])
      for (const locale of ['pt', 'en', 'es'] as const)
        for (const hospital of [false, true]) {
          const s = starterDesign(type, locale, hospital);
          expect(design.safeParse(s.design).success).toBe(true);
          assertKnownMergeFields(s.design, s.subject);
          const { bytes } = await renderDesign(s.design, s.subject);
          expect(bytes).toBeLessThan(MAX_HTML_BYTES);
          if (locale === 'pt' && !hospital) sizes.push(`${type}:${bytes}`);
        }
    console.info(`starter HTML bytes (pt): ${sizes.join(' ')}`);
    expect(starterDesign(1, 'pt', true).subject).toContain('atendimento');
    expect(JSON.stringify(starterDesign(2, 'en', false).design)).toContain('15% off');
  });
});
