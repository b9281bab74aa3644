import { canGoBack } from '@gm/domain/wizard';
import { useEffect, useRef } from 'react';
import { back, getCheckin } from '../wizard-store';

/**
 * The phone's back button inside the wizard (docs/decisions/0038-shorter-guest-wizard.md): each screen the guest
 * moves on to is a browser history entry (same address, the screen's index in its state), so the browser's back
 * is the wizard's back where the rules allow it (spec section 4), not a way out of the check-in. Where back is
 * blocked (the summary, the last screen) the entry is put back and the guest stays.
 */
const KEY = 'gmWizardIndex';

function marked(): number | null {
  const v = (window.history.state as Record<string, unknown> | null)?.[KEY];
  return typeof v === 'number' ? v : null;
}

function mark(index: number, push: boolean): void {
  const state = { ...((window.history.state as Record<string, unknown> | null) ?? {}), [KEY]: index };
  if (push) window.history.pushState(state, '', window.location.href);
  else window.history.replaceState(state, '', window.location.href);
}

function allowed(): boolean {
  const s = getCheckin();
  return !s.machine.finished && canGoBack(s.machine, s.route);
}

/** The step bar's back: through the history when the previous screen is its entry, so both backs stay in step. */
export function goBack(): void {
  const at = marked();
  if (at !== null && at === getCheckin().machine.index && at > 0 && allowed()) window.history.back();
  else back();
}

export function useWizardHistory(index: number): void {
  const opened = useRef(false);
  useEffect(() => {
    const at = marked();
    // The page (re)opens on a screen: its entry is this one, whatever an earlier wizard of the tab left in it.
    if (!opened.current) {
      opened.current = true;
      mark(index, false);
      return;
    }
    // Several screens back at once (a jump, a refusal's field): the history goes back with the wizard.
    if (at !== null && index < at && at - index < window.history.length) window.history.go(index - at);
    else mark(index, at !== null && index > at);
  }, [index]);

  useEffect(() => {
    const onPop = () => {
      const target = marked();
      const here = getCheckin().machine.index;
      if (target === null) {
        // Back past the wizard's first entry while a later screen shows: one screen back, or stay.
        if (here > 0) {
          if (allowed()) back();
          mark(getCheckin().machine.index, true);
        }
        return;
      }
      if (target < here) {
        if (allowed()) back();
        else mark(here, true);
      } else if (target > here) {
        // Forward to a screen the guest has left: the wizard goes on with its next button only.
        mark(here, false);
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
}
