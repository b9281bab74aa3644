import { DEFAULT_CONTENT_WIDTH, type Design, type DesignContent, type DesignRow } from '@gm/contracts/crm/templates-design';
import { STARTER_NAMES } from '@gm/contracts/crm/templates-inputs';
import type { Locale } from '@gm/domain/locale';
import { FOOTER, FOOTER_HOSPITAL, STARTER_WORDS, type StarterWords } from './starter-words';

/**
 * The bundled starters (spec sections 3 and 4: default template types 0 to 5 load them): a header with the
 * hotel's name, the starter's words in the hotel's language (hospital wording for a hospital), its button, and a
 * footer with the unsubscribe link every marketing mail needs.
 */
export interface Starter {
  name: string;
  subject: string;
  design: Design;
}

const BRAND = '#1c5d99';
const BUTTON_LINKS: Partial<Record<(typeof STARTER_NAMES)[number], string>> = {
  review: '{{review.link}}',
  preArrival: '{{checkin.link}}',
};

let ids = 0;
const nextId = (p: string) => `${p}-${++ids}`;
const content = (type: string, values: Record<string, unknown>): DesignContent => ({ id: nextId('content'), type, values });
const row = (columns: DesignContent[][], backgroundColor = '#ffffff'): DesignRow => ({
  id: nextId('row'),
  cells: columns.map(() => 1),
  columns: columns.map((contents) => ({ id: nextId('column'), contents, values: {} })),
  values: { backgroundColor },
});
const para = (html: string) => `<p>${html}</p>`;

export function starterDesign(type: number, locale: Locale, hospital: boolean): Starter {
  ids = 0; // the same starter always has the same ids
  const name = STARTER_NAMES[type] ?? 'blank';
  const base = STARTER_WORDS[name];
  const w: Omit<StarterWords, 'hospital'> = { ...base, ...(hospital ? base.hospital : {}) };
  const header = row(
    [[content('heading', { text: '{{hotel.name}}', headingType: 'h2', color: '#ffffff', textAlign: 'center', containerPadding: '20px' })]],
    BRAND,
  );
  const main: DesignContent[] = [
    content('heading', { text: w.heading[locale], headingType: 'h1', textAlign: 'left', containerPadding: '24px 24px 8px' }),
    content('text', { text: w.body.map((p) => para(p[locale])).join(''), containerPadding: '8px 24px' }),
  ];
  const link = BUTTON_LINKS[name];
  if (w.button && link)
    main.push(
      content('button', {
        text: w.button[locale],
        href: { name: 'web', values: { href: link, target: '_blank' } },
        buttonColors: { color: '#ffffff', backgroundColor: BRAND },
        textAlign: 'center',
        containerPadding: '16px 24px 24px',
      }),
    );
  const rows = [header, row([main])];
  if (name === 'blankTwoColumns')
    rows.push(
      row([
        [content('text', { text: para(''), containerPadding: '8px 24px' })],
        [content('text', { text: para(''), containerPadding: '8px 24px' })],
      ]),
    );
  const footer = (hospital ? FOOTER_HOSPITAL : FOOTER)[locale];
  rows.push(
    row(
      [[content('text', { text: para(footer), fontSize: '12px', color: '#555555', textAlign: 'center', containerPadding: '16px 24px' })]],
      '#f4f4f4',
    ),
  );
  return {
    name: w.name[locale],
    subject: w.subject[locale],
    design: {
      body: {
        rows,
        values: {
          backgroundColor: '#f4f4f4',
          contentWidth: DEFAULT_CONTENT_WIDTH,
          fontFamily: { label: 'Arial', value: 'arial,helvetica,sans-serif' },
        },
      },
    },
  };
}
