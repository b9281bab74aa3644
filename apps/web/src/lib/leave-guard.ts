import { useEffect, useState } from 'react';

/**
 * Unsaved work that asks before it is left (react-router's useBlocker needs a data router; the back office runs on
 * its own history, lib/history.ts). One screen holds the guard at a time: the history hands it every push, replace
 * and back/forward while it is held, and the screen asks; closing or reloading the tab gets the browser's own
 * question (beforeunload).
 */
type Hold = (proceed: () => void) => void;
let holder: Hold | null = null;

/** The history's check: true when a screen holds the navigation (it will call `proceed` if the person leaves). */
export function holdNavigation(proceed: () => void): boolean {
  if (!holder) return false;
  holder(proceed);
  return true;
}

export interface LeaveGuard {
  /** A navigation waits for the person's answer. */
  asking: boolean;
  stay: () => void;
  leave: () => void;
  /** For the screen's own ways out (a Cancel button): asks first while there are unsaved changes. */
  confirm: (proceed: () => void) => void;
}

/** While `dirty`, leaving the screen (in the app, or closing or reloading the tab) asks first. */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const [pending, setPending] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!dirty) return undefined;
    const hold: Hold = (proceed) => setPending(() => proceed);
    holder = hold;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      // Released (the person chose to leave, e.g. towards another document): the browser does not ask again.
      if (holder !== hold) return;
      e.preventDefault();
      // Older Chromium asks only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      if (holder === hold) holder = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
  return {
    asking: pending !== null,
    stay: () => setPending(null),
    leave: () => {
      const go = pending;
      setPending(null);
      holder = null;
      go?.();
    },
    confirm: (proceed) => (dirty ? setPending(() => proceed) : proceed()),
  };
}
