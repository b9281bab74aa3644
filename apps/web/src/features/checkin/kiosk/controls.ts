import { useSyncExternalStore } from 'react';

/**
 * The kiosk's controls (spec section 2 "Wizard": the totem variant has events to show or hide the language, home,
 * back, next and logo controls). A step, or the kiosk's host page, dispatches `gm:totem-controls` on window with the
 * controls to change ({ detail: { next: false } }) or calls setControls; the kiosk's bar reads them, and the kiosk's
 * root names the hidden ones (data-hide), which its style sheet applies to the wizard's back and next buttons
 * (data-control): the web wizard carries none of this.
 */
export type KioskControl = 'language' | 'home' | 'back' | 'next' | 'logo';
export type ControlsVisibility = Record<KioskControl, boolean>;

export const CONTROLS_EVENT = 'gm:totem-controls';
const ALL_VISIBLE: ControlsVisibility = { language: true, home: true, back: true, next: true, logo: true };

let visible: ControlsVisibility = ALL_VISIBLE;
const listeners = new Set<() => void>();

export function setControls(change: Partial<ControlsVisibility>): void {
  const next = { ...visible };
  for (const key of Object.keys(ALL_VISIBLE) as KioskControl[]) if (typeof change[key] === 'boolean') next[key] = change[key]!;
  visible = next;
  for (const l of listeners) l();
}

/** Every control visible again (a new guest, a new step). */
export function resetControls(): void {
  visible = ALL_VISIBLE;
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  window.addEventListener(CONTROLS_EVENT, (e) => setControls(((e as CustomEvent).detail ?? {}) as Partial<ControlsVisibility>));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const read = () => visible;

export function useVisibleControls(): ControlsVisibility {
  return useSyncExternalStore(subscribe, read, read);
}
