import type { PmsAnswer, PmsPort, PmsRegistrationState, PmsReleaseAnswer } from './pms';

/**
 * The PMS over HTTP (PMS_URL, bearer PMS_TOKEN): the hotel's PMS bridge exposes
 *   POST {base}/registrations            body: the guest          -> { externalId, state, errorDetails? }
 *   GET  {base}/registrations/{externalId}?institutionId=..      -> { state, errorDetails? }
 * with state one of pending | registered | error. Any other answer counts as unreachable (the job retries).
 */
export interface HttpPmsOptions {
  baseUrl: string;
  token: string | null;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const STATES: readonly PmsRegistrationState[] = ['pending', 'registered', 'error'];

function answerOf(body: unknown): PmsAnswer {
  const b = body as { state?: unknown; errorDetails?: unknown } | null;
  if (!b || typeof b.state !== 'string' || !STATES.includes(b.state as PmsRegistrationState)) {
    throw new Error('PMS answered without a valid state');
  }
  const details = typeof b.errorDetails === 'string' ? b.errorDetails.slice(0, 2000) : null;
  return { state: b.state as PmsRegistrationState, errorDetails: details };
}

export function httpPms(opts: HttpPmsOptions): PmsPort {
  const base = opts.baseUrl.replace(/\/$/, '');
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const doFetch = opts.fetchImpl ?? fetch;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;

  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const res = await doFetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`PMS answered HTTP ${res.status}`);
    return res.json();
  }

  return {
    async release(guest): Promise<PmsReleaseAnswer> {
      const body = (await request('POST', '/registrations', guest)) as { externalId?: unknown };
      const answer = answerOf(body);
      if (typeof body.externalId !== 'string' || !body.externalId) throw new Error('PMS answered without a registration id');
      return { ...answer, externalId: body.externalId.slice(0, 200) };
    },
    async consult({ institutionId, externalId }): Promise<PmsAnswer> {
      return answerOf(await request('GET', `/registrations/${encodeURIComponent(externalId)}?institutionId=${institutionId}`));
    },
  };
}
