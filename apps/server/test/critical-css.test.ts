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

  it('declines a sheet it cannot split or that could close the style element', () => {
    expect(splitBlocks('.a{color:red')).toBeNull();
    expect(splitBlocks('.a{color:red}}')).toBeNull();
    expect(splitBlocks('.a{color:red} stray')).toBeNull();
    expect(criticalSheet('.a{content:"</style>"}')).toBeNull();
    expect(splitBlocks(css)).toHaveLength(6);
  });
});
