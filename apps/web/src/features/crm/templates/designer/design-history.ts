import type { Design } from '@gm/contracts/crm/templates-design';

/** Undo and redo over the designer's design: a plain reducer, so it is tested without a browser. */
export interface History {
  past: Design[];
  present: Design;
  future: Design[];
  /** The design as last saved: the page warns before leaving when present differs. */
  saved: Design;
  /** The field the last change typed into: typing on in it makes one undo step, not one per key. */
  typing: string | null;
}

export type HistoryAction =
  | { type: 'change'; design: Design; typing?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved'; design: Design }
  | { type: 'load'; design: Design };

const LIMIT = 100;

export const initialHistory = (design: Design): History => ({ past: [], present: design, future: [], saved: design, typing: null });

export function historyReducer(h: History, a: HistoryAction): History {
  switch (a.type) {
    case 'change':
      if (a.design === h.present) return h;
      if (a.typing && a.typing === h.typing) return { ...h, present: a.design, future: [] };
      return { ...h, past: [...h.past, h.present].slice(-LIMIT), present: a.design, future: [], typing: a.typing ?? null };
    case 'undo': {
      const prev = h.past.at(-1);
      if (!prev) return h;
      return { ...h, past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future], typing: null };
    }
    case 'redo': {
      const [next, ...rest] = h.future;
      if (!next) return h;
      return { ...h, past: [...h.past, h.present], present: next, future: rest, typing: null };
    }
    case 'saved':
      return { ...h, saved: a.design, typing: null };
    case 'load':
      return initialHistory(a.design);
  }
}

export const isDirty = (h: History) => h.present !== h.saved;
