import { describe, expect, it } from 'vitest';
import { type BookingTab, bookingTabs, visibleTabs } from './booking-tabs';

const component = bookingTabs[0]!.component;
const documents = bookingTabs.find((t) => t.key === 'documents')!;
const paid: BookingTab = {
  key: 'paid',
  labelKey: 'x.y.z',
  permission: { area: 'PAY', action: 'listfaturas' },
  modes: ['edit', 'view', 'checkin', 'postpone'],
  component,
};

describe('booking modal tabs', () => {
  it('shows the documents tab when editing, viewing, checking in or out, never on a new booking', () => {
    const all = () => true;
    expect(visibleTabs(bookingTabs, 'new', all)).toEqual([]);
    for (const mode of ['edit', 'view', 'checkin', 'postpone'] as const)
      expect(visibleTabs(bookingTabs, mode, all).map((t) => t.key)).toContain('documents');
  });

  it("shows the survey tab only to users holding DASH:nps (the guest-experience manager's)", () => {
    const nps = (p: Parameters<Parameters<typeof visibleTabs>[2]>[0]) => !Array.isArray(p) && p.area === 'DASH' && p.action === 'nps';
    expect(visibleTabs(bookingTabs, 'view', nps).map((t) => t.key)).toEqual(['documents', 'survey']);
    expect(visibleTabs(bookingTabs, 'view', () => false).map((t) => t.key)).toEqual(['documents']);
    expect(visibleTabs(bookingTabs, 'new', nps)).toEqual([]);
  });

  it('shows a tab with a permission only to users holding it', () => {
    const tabs = [documents, paid];
    expect(visibleTabs(tabs, 'edit', () => false).map((t) => t.key)).toEqual(['documents']);
    expect(visibleTabs(tabs, 'edit', (p) => !Array.isArray(p) && p.area === 'PAY').map((t) => t.key)).toEqual(['documents', 'paid']);
    expect(visibleTabs(tabs, 'new', () => true)).toEqual([]);
  });
});
