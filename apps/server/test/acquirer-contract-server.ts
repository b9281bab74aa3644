import { randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that follows the documented Cielo API 3.0 contract (PAYMENTS.md "Hosts and
 * auth", "Endpoints", status and response shapes): a transactions host and a separate query host,
 * MerchantId/MerchantKey checked, sandbox outcomes by the card's last digit. Faults can be queued to
 * test timeouts, resets and 5xx. Test double only; the server never imports it.
 */

export interface RecordedRequest {
  host: 'api' | 'query';
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Fault = { match: RegExp; kind: 'status500' | 'reset' | 'hang' | 'hang-after-processing' | 'status400' };

interface Sale {
  MerchantOrderId: string;
  Customer: { Name: string };
  Payment: Record<string, unknown> & { PaymentId: string; Status: number; Amount: number };
}

export interface ContractServer {
  apiUrl: string;
  queryUrl: string;
  merchantId: string;
  merchantKey: string;
  requests: RecordedRequest[];
  faults: Fault[];
  sales: Map<string, Sale>;
  close(): Promise<void>;
}

const OUTCOMES: Record<string, [number, string, string] | null> = {
  '0': null,
  '1': null,
  '4': null,
  '2': [3, '05', 'Não Autorizada'],
  '3': [3, '57', 'Cartão Expirado'],
  '5': [3, '78', 'Cartão Bloqueado'],
  '6': [3, '99', 'Time Out'],
  '7': [3, '77', 'Cartão Cancelado'],
  '8': [3, '70', 'Problemas com o Cartão de Crédito'],
  '9': null,
};

export async function startContractServer(): Promise<ContractServer> {
  const merchantId = randomUUID();
  const merchantKey = 'K'.repeat(40);
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  const cards = new Map<string, { last4: string; brand: string }>();
  const sales = new Map<string, Sale>();
  const sockets = new Set<import('node:net').Socket>();

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, code: number, message: string) =>
    json(res, status, [{ Code: code, Message: message }]);

  function handle(host: 'api' | 'query', req: http.IncomingMessage, body: string, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.headers.merchantid !== merchantId || req.headers.merchantkey !== merchantKey)
      return error(res, 401, 132, 'MerchantKey is invalid');
    const method = req.method ?? 'GET';
    const p = url.pathname;
    if (host === 'api' && method === 'POST' && p === '/1/card/') {
      const b = JSON.parse(body || '{}') as Record<string, string>;
      if (!/^\d{13,19}$/.test(b.CardNumber ?? '')) return error(res, 400, 213, 'Credit Card Number is invalid');
      const token = randomUUID();
      cards.set(token, { last4: b.CardNumber!.slice(-4), brand: b.Brand ?? 'Visa' });
      return json(res, 201, { CardToken: token, Links: { Method: 'GET', Rel: 'self', Href: `/1/card/${token}` } });
    }
    if (host === 'api' && method === 'POST' && p === '/1/sales/') {
      const b = JSON.parse(body || '{}') as { MerchantOrderId?: string; Customer?: { Name: string }; Payment?: Record<string, unknown> };
      const pay = b.Payment ?? {};
      const cc = (pay.CreditCard ?? {}) as Record<string, string>;
      if (!/^[A-Za-z0-9]{1,50}$/.test(b.MerchantOrderId ?? '')) return error(res, 400, 109, 'MerchantOrderId is required');
      const card = cards.get(cc.CardToken ?? '');
      if (!card) return error(res, 400, 213, 'Credit Card Token not found');
      const outcome = OUTCOMES[card.last4.slice(-1)] ?? null;
      const capture = pay.Capture === true;
      const status = outcome ? outcome[0] : capture ? 2 : 1;
      const payment = {
        ServiceTaxAmount: 0,
        Installments: pay.Installments,
        Interest: 'ByMerchant',
        Capture: capture,
        Authenticate: false,
        CreditCard: { CardNumber: `******${card.last4}`, ExpirationDate: '12/2031', SaveCard: false, Brand: card.brand },
        ProofOfSale: String(randomInt(100000, 999999)),
        Tid: String(randomInt(1e9, 9e9)),
        AuthorizationCode: outcome ? undefined : String(randomInt(100000, 999999)),
        PaymentId: randomUUID(),
        Type: 'CreditCard',
        Amount: pay.Amount as number,
        ...(status === 2 ? { CapturedAmount: pay.Amount } : {}),
        Currency: 'BRL',
        Country: 'BRA',
        ReturnCode: outcome ? outcome[1] : capture ? '6' : '4',
        ReturnMessage: outcome ? outcome[2] : 'Operation Successful',
        Status: status,
        Links: [],
      };
      const sale: Sale = { MerchantOrderId: b.MerchantOrderId!, Customer: b.Customer ?? { Name: '' }, Payment: payment };
      sales.set(payment.PaymentId, sale);
      return json(res, 201, sale);
    }
    const op = /^\/1\/sales\/([^/]+)\/(capture|void)$/.exec(p);
    if (host === 'api' && method === 'PUT' && op) {
      const sale = sales.get(op[1]!);
      if (!sale) return error(res, 404, 307, 'Transaction not found');
      if (op[2] === 'capture') {
        if (sale.Payment.Status !== 1) return error(res, 400, 308, 'Transaction not available to capture');
        sale.Payment.Status = 2;
        sale.Payment.CapturedAmount = Number(url.searchParams.get('amount') ?? sale.Payment.Amount);
        return json(res, 200, {
          Status: 2,
          ReasonCode: 0,
          ReasonMessage: 'Successful',
          ProviderReturnCode: '6',
          ProviderReturnMessage: 'Operation Successful',
          ReturnCode: '6',
          ReturnMessage: 'Operation Successful',
          Tid: sale.Payment.Tid,
          Links: [],
        });
      }
      if (sale.Payment.Status !== 1 && sale.Payment.Status !== 2) return error(res, 400, 309, 'Transaction not available to void');
      sale.Payment.Status = 10;
      return json(res, 200, {
        Status: 10,
        ReasonCode: 0,
        ReasonMessage: 'Successful',
        ProviderReturnCode: '9',
        ProviderReturnMessage: 'Operation Successful',
        ReturnCode: '9',
        ReturnMessage: 'Operation Successful',
        Links: [],
      });
    }
    if (host === 'query' && method === 'GET' && p === '/1/sales') {
      const order = url.searchParams.get('merchantOrderId') ?? '';
      const found = [...sales.values()].filter((s) => s.MerchantOrderId === order);
      if (!found.length) return json(res, 404, []);
      return json(res, 200, {
        ReasonCode: 0,
        ReasonMessage: 'Successful',
        Payments: found.map((s) => ({ PaymentId: s.Payment.PaymentId, ReceveidDate: '2026-01-10 10:00:00' })),
      });
    }
    const get = /^\/1\/sales\/([^/]+)$/.exec(p);
    if (host === 'query' && method === 'GET' && get) {
      const sale = sales.get(get[1]!);
      return sale ? json(res, 200, sale) : json(res, 404, []);
    }
    // Transactions on the query host and queries on the transactions host are not served.
    return json(res, 404, [{ Code: 0, Message: 'Not found' }]);
  }

  function server(host: 'api' | 'query'): http.Server {
    const s = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        requests.push({ host, method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
        const i = faults.findIndex((f) => f.match.test(`${req.method} ${req.url}`));
        const fault = i >= 0 ? faults.splice(i, 1)[0] : undefined;
        if (fault?.kind === 'status500') return json(res, 500, { Message: 'Internal error' });
        if (fault?.kind === 'status400') return error(res, 400, 126, 'Credit Card Expiration Date is invalid');
        if (fault?.kind === 'reset') return req.socket.destroy();
        if (fault?.kind === 'hang') return; // never answers: the client's timeout fires
        if (fault?.kind === 'hang-after-processing') {
          // Processes the request (the sale exists) but the answer never arrives.
          const sink = new http.ServerResponse(req);
          handle(host, req, body, sink);
          return;
        }
        handle(host, req, body, res);
      });
    });
    s.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return s;
  }

  const api = server('api');
  const query = server('query');
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => query.listen(0, '127.0.0.1', r));
  return {
    apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    queryUrl: `http://127.0.0.1:${(query.address() as AddressInfo).port}`,
    merchantId,
    merchantKey,
    requests,
    faults,
    sales,
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all([new Promise((r) => api.close(r)), new Promise((r) => query.close(r))]);
    },
  };
}
