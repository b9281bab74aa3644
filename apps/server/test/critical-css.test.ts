import { describe, expect, it } from 'vitest';
import { criticalSheet, splitBlocks } from '../src/modules/checkin/critical-css';

// The rules a server-rendered guest page carries in its document (docs/decisions/0042-payment-server-render.md).
describe('the critical stylesheet of a rendered guest page', () => {
  const css =
    ':root{--a:1}.m_a{color:red}.m_b,.m_c:hover{color:blue}[data-x] .m_d{margin:0}@media (max-width:10em){.m_e{padding:0}}@keyframes k{0%{opacity:0}to{opacity:1}}';

  it('keeps the rules without a class and those of the classes the HTML uses', () => {
    const sheet = criticalSheet(css)!;
    expect(sheet.styleFor('<p class="m_c other">x</p><span class="m_d">')).toBe(
      '<style>:root{--a:1}.m_b,.m_c:hover{color:blue}[data-x] .m_d{margin:0}@media (max-width:10em){.m_e{padding:0}}@keyframes k{0%{opacity:0}to{opacity:1}}</style>',
    );
    expect(sheet.styleFor('<p>x</p>')).not.toContain('.m_a');
    expect(sheet.styleFor('<p class="m_a">x</p>')).toContain('.m_a{color:red}');
  });

  it("adds the rules of the pages' own sheets that the HTML uses, at-rules by the classes inside them (0046)", () => {
    const page =
      '.p_head{font-weight:600}.p_other{color:red}@media (min-width:36em){.p_scale{display:grid}}@media (min-width:48em){.p_x{margin:0}}@keyframes z{to{opacity:1}}';
    const sheet = criticalSheet(css, [page, '.q{content:"</style>"}'])!;
    const style = sheet.styleFor('<button class="p_head"><div class="p_scale m_a">');
    // The entry's rules first, then the page's.
    expect(style).toBe(
      '<style>:root{--a:1}.m_a{color:red}@media (max-width:10em){.m_e{padding:0}}@keyframes k{0%{opacity:0}to{opacity:1}}.p_head{font-weight:600}@media (min-width:36em){.p_scale{display:grid}}</style>',
    );
    expect(style).not.toContain('p_other');
    expect(style).not.toContain('p_x');
    expect(style).not.toContain('@keyframes z');
    // Nothing of a page sheet for a page that uses none of its classes.
    expect(sheet.styleFor('<p>x</p>')).toBe(criticalSheet(css)!.styleFor('<p>x</p>'));
  });

  it('declines a sheet it cannot split or that could close the style element', () => {
    expect(splitBlocks('.a{color:red')).toBeNull();
    expect(splitBlocks('.a{color:red}}')).toBeNull();
    expect(splitBlocks('.a{color:red} stray')).toBeNull();
    expect(criticalSheet('.a{content:"</style>"}')).toBeNull();
    expect(splitBlocks(css)).toHaveLength(6);
  });
});
