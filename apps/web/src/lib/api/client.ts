import { type AnyContract, type Contract, contractPath, type InputOf, type OutputOf } from '@gm/contracts/contract';
import type { z } from 'zod';
import { expireSession, getSessionState, refreshAccessToken, sessionExpiredError } from '../session/session-store';
import { formBody, readJson, type SendOptions, send } from './http';

/**
 * How a call authenticates:
 * - 'session' (default): the signed-in user's access token. A 401 refreshes the token once from the
 *   session cookie and retries; if that fails, or on a 403, the user is signed out with the
 *   session-expired message (spec sections 4 and 8).
 * - 'none': no bearer (public calls, sign-in).
 * - { bearer }: an explicit token (a guest's context or booking token, a mailed link token); a 401 is
 *   returned to the caller, which owns that token.
 */
export type CallAuth = 'session' | 'none' | { bearer: string };

export interface CallOptions {
  auth?: CallAuth;
  signal?: AbortSignal;
}

async function currentToken(): Promise<string | null> {
  const s = getSessionState();
  if (s.status !== 'signed-in') return null;
  if (Date.now() < s.session.refreshAt) return s.session.token;
  return (await refreshAccessToken()) ?? s.session.token;
}

async function exchange(path: string, base: Omit<SendOptions, 'bearer'>, auth: CallAuth): Promise<Response> {
  if (auth === 'none') return send(path, base);
  if (typeof auth === 'object') return send(path, { ...base, bearer: auth.bearer });
  const token = await currentToken();
  let res = await send(path, { ...base, bearer: token });
  if (res.status === 401 && token) {
    const fresh = await refreshAccessToken();
    if (fresh) res = await send(path, { ...base, bearer: fresh });
  }
  if ((res.status === 401 || res.status === 403) && token) {
    expireSession();
    throw sessionExpiredError();
  }
  return res;
}

/** POST {path} with a JSON body; resolves the reply, rejects `{ status: 0, message }` as ApiError. */
async function callJson<T>(path: string, params: unknown = {}, opts: CallOptions = {}): Promise<T> {
  const res = await exchange(
    path,
    { body: JSON.stringify(params ?? {}), contentType: 'application/json', signal: opts.signal },
    opts.auth ?? 'session',
  );
  return readJson<T>(res);
}

/**
 * A service by its contract (packages/contracts): the path comes from the contract, the input is checked by the
 * compiler against the contract's input schema, and the reply has the type of its output schema. In the build a
 * contract is data without its schemas (apps/web/vite-contracts.ts), so a call carries no zod into a page.
 */
export function call<C extends AnyContract>(contract: C, input: InputOf<C>, opts: CallOptions = {}): Promise<OutputOf<C>> {
  return callJson<OutputOf<C>>(contractPath(contract), input, opts);
}

/** A registry service by base path and name: POST {base}/{serviceName} (spec section 7). */
export function callService<T>(base: string, serviceName: string, params: unknown = {}, opts: CallOptions = {}): Promise<T> {
  return callJson<T>(`${base}/${serviceName}`, params, opts);
}

type FormFields = Record<string, string | boolean | number>;

/** POST a form to a legacy endpoint that answers semicolon text ('1;message'). */
export async function postForm(path: string, fields: FormFields, opts: CallOptions = {}): Promise<string> {
  const res = await exchange(
    path,
    { body: formBody(fields), contentType: 'application/x-www-form-urlencoded', signal: opts.signal },
    opts.auth ?? 'session',
  );
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('text/plain')) return res.text();
  // A JSON error (rate limit, body too large...) carries the readable message.
  await readJson(res);
  return res.text();
}

/**
 * A legacy form service by its contract (`form: true`, a text reply): the fields go form-encoded, as the server
 * expects, and the reply is its semicolon text.
 */
export function callForm<C extends Contract<z.ZodType, z.ZodString, boolean>>(
  contract: C,
  fields: InputOf<C> & FormFields,
  opts: CallOptions = {},
): Promise<OutputOf<C>> {
  return postForm(contractPath(contract), fields, opts) as Promise<OutputOf<C>>;
}

/** A file a service sends (`reply: 'binary'`): its content and the name the server gave it. */
export interface CalledFile {
  blob: Blob;
  filename: string | null;
}

/** The file name of a Content-Disposition header (RFC 6266: the UTF-8 `filename*` first). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]!);
    } catch {
      /* fall back to the ASCII name */
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/** A service whose reply is a file (an .xlsx export): a refusal is still `{ status: 0, message }` (ApiError). */
export function callFile<C extends AnyContract>(contract: C, input: InputOf<C>, opts: CallOptions = {}): Promise<CalledFile> {
  return postForFile(contractPath(contract), input, opts);
}

/**
 * POST {path} with a JSON body for a file reply (a path with a parameter, e.g. /dashboardQueries/executeQueryXls/x);
 * `onProgress` hears the bytes received so far as the file streams in (and the size, when the reply says it).
 */
export async function postForFile(
  path: string,
  input: unknown,
  opts: CallOptions & { onProgress?: (bytes: number, total: number | null) => void } = {},
): Promise<CalledFile> {
  const res = await exchange(
    path,
    { body: JSON.stringify(input ?? {}), contentType: 'application/json', signal: opts.signal },
    opts.auth ?? 'session',
  );
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
    await readJson(res);
    throw new Error(`${path}: no file in the reply`);
  }
  const filename = fileNameOf(res.headers.get('content-disposition'));
  if (!opts.onProgress || !res.body) return { blob: await res.blob(), filename };
  const parts: Uint8Array[] = [];
  let received = 0;
  // The size when the reply says it; a streamed workbook's is not known before its end.
  const total = Number(res.headers.get('content-length')) || null;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    opts.onProgress(received, total);
  }
  return { blob: new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? undefined }), filename };
}

/** POST a multipart form (an upload through a plain route) with the signed-in user's token; resolves its JSON reply. */
export async function postMultipart<T>(path: string, form: FormData, opts: CallOptions = {}): Promise<T> {
  return readJson<T>(await exchange(path, { body: form, signal: opts.signal }, opts.auth ?? 'session'));
}

/** GET a plain route (locations) with the signed-in user's token; resolves its JSON reply. */
export async function getJson<T>(path: string, opts: CallOptions = {}): Promise<T> {
  return readJson<T>(await exchange(path, { method: 'GET', signal: opts.signal }, opts.auth ?? 'session'));
}
