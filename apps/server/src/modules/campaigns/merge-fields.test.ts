import { describe, expect, it } from 'vitest';
import { fillMergeFields, fillMergeFieldsText, unknownMergeFields } from './merge-fields';

describe('merge fields', () => {
  it('fills each known field for one recipient, HTML-escaped', () => {
    const html = '<p>Olá, {{guest.firstName}}! Até {{ stay.checkIn }} no {{hotel.name}}.</p><a href="{{checkin.link}}">x</a>';
    const out = fillMergeFields(html, {
      'guest.firstName': '<b>Ana</b> & "Rui"',
      'stay.checkIn': '3 de março',
      'hotel.name': "Hotel D'Ouro",
      'checkin.link': 'https://app.test/checkin?t=a&b=c',
    });
    expect(out).toBe(
      '<p>Olá, &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Rui&quot;! Até 3 de março no Hotel D&#39;Ouro.</p><a href="https://app.test/checkin?t=a&amp;b=c">x</a>',
    );
  });

  it('empties unknown tokens and known fields without a value, so a guest never reads braces', () => {
    expect(fillMergeFields('A{{guest.nmae}}B{{guest.name}}C{{ x }}D', {})).toBe('ABCD');
  });

  it('fills a subject as plain text', () => {
    expect(fillMergeFieldsText('{{guest.firstName}}, 15% & mais {{foo}}', { 'guest.firstName': 'Zé <3' })).toBe('Zé <3, 15% & mais ');
  });

  it('lists the tokens that are not merge fields', () => {
    expect(unknownMergeFields('{{guest.name}} {{guest.nmae}} {{ hotel }} {not}')).toEqual(['guest.nmae', 'hotel']);
  });
});
