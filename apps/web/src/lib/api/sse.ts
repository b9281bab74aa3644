/** A server-sent event from GET /jwt/events. */
export interface LiveEvent {
  type: string;
  id: string | number | null;
  /** Present when this tab's own write caused the event (decision 0029): its data is already in the cache. */
  own?: true;
}

/**
 * Splits a text/event-stream buffer into complete events and the unfinished rest (spec: events are
 * separated by a blank line; comment lines start with ':').
 */
export function parseSse(buffer: string): { events: LiveEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: LiveEvent[] = [];
  for (const block of blocks) {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const i = line.indexOf(':');
      const field = i < 0 ? line : line.slice(0, i);
      const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
      if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) continue;
    const event: LiveEvent = { type: name, id: null };
    try {
      const parsed = JSON.parse(data.join('\n')) as { type?: unknown; id?: unknown; own?: unknown };
      if (typeof parsed.type === 'string') event.type = parsed.type;
      if (typeof parsed.id === 'string' || typeof parsed.id === 'number') event.id = parsed.id;
      if (parsed.own === true) event.own = true;
    } catch {
      /* a non-JSON payload: keep the event name */
    }
    events.push(event);
  }
  return { events, rest };
}

/** Whether an event type is wanted: exact names or a 'domain.*' prefix. */
export function matchesType(wanted: readonly string[], type: string): boolean {
  return wanted.some((w) => w === type || (w.endsWith('.*') && type.startsWith(w.slice(0, -1))));
}
