import type { KeyboardEvent } from 'react';

/** The modal kit's focus rules (app-modal.tsx, decision 0040), kept apart so they are unit tested. */

const FIELD =
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([readonly]):not([disabled]), textarea:not([readonly]):not([disabled]), select:not([disabled])';

/** The first field of `root` a person can type in or choose from (shown, not read-only, not disabled). */
export function firstField(root: ParentNode): HTMLElement | null {
  for (const el of Array.from(root.querySelectorAll<HTMLElement>(FIELD))) {
    if (el.getClientRects().length > 0 && el.tabIndex >= 0) return el;
  }
  return null;
}

/** One-line inputs: Enter in them submits; not in a text area, a select, a button or a list that is open. */
const ONE_LINE = new Set(['text', 'email', 'tel', 'number', 'search', 'url', 'password', 'date', '']);

/**
 * Whether this key press submits the modal `root`: Enter without modifiers, not composing text, in a one-line field
 * of the modal's own content (not of a modal opened above it), whose own handling did not take the key (a combobox
 * picking an option, an open list).
 */
export function submitsOnEnter(
  e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' | 'defaultPrevented' | 'target'> & {
    nativeEvent?: { isComposing?: boolean };
  },
  root: Element,
): boolean {
  if (e.key !== 'Enter' || e.defaultPrevented || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey || e.nativeEvent?.isComposing)
    return false;
  const target = e.target;
  if (!(target instanceof HTMLInputElement) || !root.contains(target)) return false;
  if (!ONE_LINE.has(target.type) || target.readOnly || target.disabled) return false;
  return target.getAttribute('aria-expanded') !== 'true';
}
