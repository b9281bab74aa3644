import { describe, expect, it } from 'vitest';
import { matchesType, parseSse } from './sse';

describe('server-sent event parsing', () => {
  it('reads complete events and keeps the unfinished rest', () => {
    const { events, rest } = parseSse(': connected\n\nevent: booking.changed\ndata: {"type":"booking.changed","id":42}\n\nevent: inv');
    expect(events).toEqual([{ type: 'booking.changed', id: 42 }]);
    expect(rest).toBe('event: inv');
  });
  it("marks the events of this tab's own writes (own: true only)", () => {
    const { events } = parseSse(
      'data: {"type":"booking.changed","id":7,"own":true}\n\ndata: {"type":"booking.changed","id":8,"own":"yes"}\n\n',
    );
    expect(events).toStrictEqual([
      { type: 'booking.changed', id: 7, own: true },
      { type: 'booking.changed', id: 8 },
    ]);
  });
  it('ignores heartbeats and handles CRLF line ends and split data lines', () => {
    const { events } = parseSse(': ping\r\n\r\nevent: x.changed\r\ndata: not json\r\n\r\n');
    expect(events).toEqual([{ type: 'x.changed', id: null }]);
  });
  it('matches exact types and domain wildcards', () => {
    expect(matchesType(['booking.changed'], 'booking.changed')).toBe(true);
    expect(matchesType(['booking.*'], 'booking.deleted')).toBe(true);
    expect(matchesType(['booking.*'], 'billing.changed')).toBe(false);
  });
});
