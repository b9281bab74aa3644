import { currentLocale } from '../../i18n/i18n';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { LIVE_ORIGIN, LIVE_ORIGIN_HEADER } from './live-origin';

export interface FieldError {
  path: string;
  message: string;
}

/**
 * A failed call. `readable` is true when the server sent a message meant for the user (spec section 8:
 * shown as a warning toast); otherwise the toast says 'Ocorreu um erro interno: {error}'. `silent`
 * errors were already handled (the session ended and the user was told).
 */
export class ApiError extends Error {
  readonly http: number;
  readonly code: string | undefined;
  readonly errors: FieldError[];
  readonly requestId: string | undefined;
  readonly readable: boolean;
  readonly silent: boolean;

  constructor(
    message: string,
    info: { http: number; code?: string; errors?: FieldError[]; requestId?: string; readable: boolean; silent?: boolean },
  ) {
    super(message);
    this.name = 'ApiError';
    this.http = info.http;
    this.code = info.code;
    this.errors = info.errors ?? [];
    this.requestId = info.requestId;
    this.readable = info.readable;
    this.silent = info.silent ?? false;
  }
}

export interface SendOptions {
  body?: BodyInit | null;
  contentType?: string;
  bearer?: string | null;
  signal?: AbortSignal;
  method?: 'GET' | 'POST';
}

/** One HTTP exchange with the same-origin API: language, bearer, this tab's live-event id and the spec's request timeout. */
export async function send(path: string, opts: SendOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'accept-language': currentLocale(), [LIVE_ORIGIN_HEADER]: LIVE_ORIGIN };
  if (opts.contentType) headers['content-type'] = opts.contentType;
  if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  try {
    return await fetch(path, { method: opts.method ?? 'POST', headers, body: opts.body ?? null, credentials: 'same-origin', signal });
  } catch (error) {
    if (opts.signal?.aborted) throw error;
    throw new ApiError(error instanceof Error ? error.message : String(error), { http: 0, readable: false });
  }
}

export function formBody(fields: Record<string, string | boolean | number>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  return body;
}

interface ErrorReply {
  status?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: unknown;
  requestId?: unknown;
}

/** Reads a JSON reply: `{ status: 0, message }` (any HTTP status) is rejected with its message. */
export async function readJson<T>(res: Response): Promise<T> {
  let data: unknown;
  const text = await res.text();
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(`HTTP ${res.status}`, { http: res.status, readable: false });
  }
  const reply = (data ?? {}) as ErrorReply;
  if (!res.ok || reply.status === 0) {
    const readable = typeof reply.message === 'string' && reply.message !== '';
    throw new ApiError(readable ? (reply.message as string) : `HTTP ${res.status}`, {
      http: res.status,
      code: typeof reply.code === 'string' ? reply.code : undefined,
      errors: Array.isArray(reply.errors) ? (reply.errors as FieldError[]) : undefined,
      requestId: typeof reply.requestId === 'string' ? reply.requestId : undefined,
      readable: readable && res.status < 500,
    });
  }
  return data as T;
}

/**
 * Legacy semicolon text replies ('1;Login com sucesso!', '2;message'): the first item is the status,
 * the rest the message.
 */
export function parseStatusText(text: string): { status: string; message: string } {
  const i = text.indexOf(';');
  return i < 0 ? { status: text.trim(), message: '' } : { status: text.slice(0, i).trim(), message: text.slice(i + 1).trim() };
}
