import { tx } from '../i18n/i18n';
import { ApiError } from './api/http';
import { LOGOUT_WARNING_MS, TOAST_MS } from './constants';
import type { ToastData } from './toasts';

type Tone = 'success' | 'warning' | 'danger' | 'info';

const COLORS: Record<Tone, string> = { success: 'green', warning: 'yellow', danger: 'red', info: 'brand' };

// The toast machinery (Mantine notifications) is not needed to draw the first screen: it loads with
// the first toast or when the browser is idle, and toasts raised meanwhile wait in this queue.
type ToastModule = typeof import('./toasts');
let loaded: ToastModule | null = null;
let loading: Promise<ToastModule> | null = null;
const queue: ToastData[] = [];
const readyListeners = new Set<() => void>();

export function loadToasts(): Promise<ToastModule> {
  loading ??= import('./toasts').then((m) => {
    loaded = m;
    for (const l of readyListeners) l();
    return m;
  });
  return loading;
}

export function toastsReady(): boolean {
  return loaded !== null;
}

export function onToastsReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/** Called by the mounted container: shows what was queued before it existed. */
function flushToasts(): void {
  if (!loaded) return;
  for (const t of queue.splice(0)) loaded.showToast(t);
}

/** A toast (spec section 8): 6 s by default. */
export function notify(tone: Tone, message: string, autoClose: number = TOAST_MS): void {
  queue.push({ color: COLORS[tone], message, autoClose, closeLabel: tx('common.actions.closeNotification') });
  if (loaded && containerMounted) flushToasts();
  else void loadToasts();
}

let containerMounted = false;
export function setToastContainerMounted(mounted: boolean): void {
  containerMounted = mounted;
  if (mounted) flushToasts();
}

/** What a failed call says to the user: the server's readable message, else 'Ocorreu um erro interno: {error}'. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.readable) return error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return tx('common.errors.internal', { error: detail });
}

/** Failed call: a readable server message as a warning, anything else as 'Ocorreu um erro interno: {error}'. */
export function notifyError(error: unknown): void {
  if (error instanceof ApiError && error.silent) return;
  notify(error instanceof ApiError && error.readable ? 'warning' : 'danger', errorMessage(error));
}

/** 'Sua sessão expirou, por favor faça o login novamente!' (warning, 10 s). */
export function notifySessionExpired(): void {
  notify('warning', tx('auth.session.expired'), LOGOUT_WARNING_MS);
}

/**
 * 'Sua sessão expirou, por favor continue o cadastro.' (spec section 4): for public pages whose
 * guest token expired; the page clears its own state (e.g. the wizard store) and calls this.
 */
export function notifyPublicSessionExpired(): void {
  notify('warning', tx('auth.session.publicExpired'), LOGOUT_WARNING_MS);
}
