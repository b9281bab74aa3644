import { describe, expect, it } from 'vitest';
import { type ContextTab, MAX_CONTEXT_TABS, parseTabs, tabKey, withoutTab, withTab } from './context-tabs';

const booking = (id: number, label = `V${id}`): ContextTab => ({ kind: 'booking', id, label, path: `/operation/bookings?open=${id}` });
const guest: ContextTab = { kind: 'guest', id: 7, label: 'Ana', path: '/tagpanel/segment/guest/7' };

describe('context tabs (decision 0080)', () => {
  it('appends a new tab and relabels one already open in its place', () => {
    const list = withTab(withTab([], booking(1)), guest);
    expect(list.map(tabKey)).toEqual(['booking:1', 'guest:7']);
    const relabelled = withTab(list, booking(1, 'NEW'));
    expect(relabelled.map(tabKey)).toEqual(['booking:1', 'guest:7']);
    expect(relabelled[0]!.label).toBe('NEW');
  });

  it(`keeps at most ${MAX_CONTEXT_TABS}, dropping the oldest`, () => {
    let list: ContextTab[] = [];
    for (let i = 1; i <= MAX_CONTEXT_TABS + 2; i++) list = withTab(list, booking(i));
    expect(list).toHaveLength(MAX_CONTEXT_TABS);
    expect(list[0]!.id).toBe(3);
    expect(list.at(-1)!.id).toBe(MAX_CONTEXT_TABS + 2);
  });

  it('closes a tab by its key', () => {
    expect(withoutTab([booking(1), guest], 'booking:1')).toEqual([guest]);
    expect(withoutTab([booking(1)], 'guest:1')).toEqual([booking(1)]);
  });

  it('reads back only well-formed tabs from storage', () => {
    expect(parseTabs(JSON.stringify([booking(1), guest]))).toEqual([booking(1), guest]);
    expect(parseTabs(null)).toEqual([]);
    expect(parseTabs('not json')).toEqual([]);
    expect(parseTabs('{"kind":"booking"}')).toEqual([]);
    expect(
      parseTabs(
        JSON.stringify([
          booking(1),
          { kind: 'invoice', id: 2, label: 'x', path: '/x' },
          { kind: 'guest', id: '3', label: 'x', path: '/x' },
          { kind: 'guest', id: 4, label: 'x', path: 'https://evil.test/' },
        ]),
      ),
    ).toEqual([booking(1)]);
  });
});
