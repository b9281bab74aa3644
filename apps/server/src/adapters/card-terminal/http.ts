import type { CardTerminalPort, TerminalState, TerminalTransaction } from './port';
import { CardTerminalUnavailableError } from './port';

/**
 * The real terminal gateway (CARD_TERMINAL_URL, CARD_TERMINAL_KEY; decision 0064). Cloud TEF gateways (the ones
 * Brazilian PIN pads such as those of Stone, Cielo LIO, PayGo or SiTef connect to) share this shape, which is what
 * this client speaks; a gateway with other names gets a small adapter beside this file:
 * - POST   {url}/transactions               {terminalId, amountCents, reference} -> Transaction (201; same reference: same one)
 * - GET    {url}/transactions/{id}          -> Transaction (404: unknown)
 * - POST   {url}/transactions/{id}/cancel   -> Transaction
 * Transaction: {id, status: pending|approved|declined|timeout|cancelled, amountCents, authorizationCode?, brand?,
 * reasonCode?}. Authorization: Bearer {key}. The terminal reads the card and talks to the acquirer; the gateway
 * never sends card data back.
 */
interface GatewayTransaction {
  id: string;
  status: string;
  amountCents: number;
  authorizationCode?: string | null;
  brand?: string | null;
  reasonCode?: string | null;
}

const STATES: readonly TerminalState[] = ['pending', 'approved', 'declined', 'timeout', 'cancelled'];

function toTransaction(t: GatewayTransaction): TerminalTransaction {
  const state = STATES.includes(t.status as TerminalState) ? (t.status as TerminalState) : 'pending';
  return {
    transactionId: String(t.id),
    state,
    amountCents: Number(t.amountCents),
    authorizationCode: t.authorizationCode ?? null,
    brand: t.brand ?? null,
    reason: t.reasonCode ?? null,
  };
}

export function httpCardTerminal(opts: { url: string; key: string; timeoutMs: number }): CardTerminalPort {
  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<GatewayTransaction | null> {
    let res: Response;
    try {
      res = await fetch(`${opts.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${opts.key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (error) {
      throw new CardTerminalUnavailableError((error as Error)?.name === 'TimeoutError' ? 'timeout' : 'network');
    }
    if (res.status === 404) return null;
    if (res.status >= 500) throw new CardTerminalUnavailableError('server');
    if (!res.ok) throw new Error(`card terminal gateway answered ${res.status}`);
    return (await res.json()) as GatewayTransaction;
  }
  return {
    name: 'http',
    async start(input) {
      const t = await request('POST', '/transactions', input);
      if (!t) throw new Error('card terminal gateway did not create the transaction');
      return toTransaction(t);
    },
    async status(id) {
      const t = await request('GET', `/transactions/${encodeURIComponent(id)}`);
      return t ? toTransaction(t) : null;
    },
    async cancel(id) {
      const t = await request('POST', `/transactions/${encodeURIComponent(id)}/cancel`, {});
      return t ? toTransaction(t) : null;
    },
  };
}
