/**
 * An unsaved-changes guard for in-app navigation: a screen with unsaved work sets a question; the app's history asks
 * it (window.confirm) before a push or replace leaves the page, and the browser asks its own before a reload or a
 * closed tab. One screen at a time holds it; clearing gives it back.
 */
let question: string | null = null;

const onBeforeUnload = (e: BeforeUnloadEvent) => {
  e.preventDefault();
};

export function setLeaveGuard(next: string | null): void {
  if (next && !question) window.addEventListener('beforeunload', onBeforeUnload);
  if (!next && question) window.removeEventListener('beforeunload', onBeforeUnload);
  question = next;
}

/** Whether navigation may go on: no guard, or the user confirms leaving. */
export function mayLeave(pathname: string): boolean {
  if (!question || pathname === window.location.pathname) return true;
  if (!window.confirm(question)) return false;
  setLeaveGuard(null);
  return true;
}
