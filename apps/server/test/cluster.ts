import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { freePort } from './server-bundle';

/**
 * Real server processes (the bundle `npm start` runs) and a round-robin load balancer on loopback, for the tests of
 * several processes on one PostgreSQL (two-processes.test.ts, scale-out.test.ts).
 */
export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
}

/** Variables a developer's shell may set that would change what the test servers do. */
const INHERITED_OFF = ['NODE_ENV', 'SMTP_URL', 'BLOB_KEY', 'BLOB_KEY_FILE', 'REQUIRE_BLOB_KEY', 'TRUST_PROXY', 'PMS_URL', 'PMS_TOKEN'];

/** Starts `node bundle` with DATA_DIR under `work` and waits for /health. */
export async function startServerProcess(
  bundle: string,
  opts: { name: string; work: string; env: Record<string, string> },
): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of INHERITED_OFF) delete env[k];
  const child = spawn(process.execPath, [bundle], {
    cwd: opts.work,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      DATA_DIR: path.join(opts.work, opts.name),
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: path.join(opts.work, 'no-web'),
      PMS_IMPORT_INTERVAL_MS: '0',
      // The small demo: these tests count on it, not on the living demo's history (decision 0033).
      SEED_DEMO: 'basic',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const server: ServerProcess = { name: opts.name, url: `http://127.0.0.1:${port}`, child, output: () => out };
  const end = Date.now() + 45_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server ${opts.name} exited:\n${out}`);
    try {
      if ((await fetch(`${server.url}/health`)).ok) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server ${opts.name} not ready:\n${out}`);
}

/** SIGTERM (the server's clean stop), SIGKILL after 10 s. */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export interface RoundRobinProxy {
  url: string;
  /** Requests forwarded to each upstream so far, by name. */
  served: Record<string, number>;
  close(): Promise<void>;
}

/** Connection-level headers: they describe one hop and are not forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

function withoutHopHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = { ...headers };
  for (const h of HOP_BY_HOP) delete out[h];
  return out;
}

/**
 * A load balancer as nginx or an ALB would be: each request goes to the next upstream in turn (no stickiness),
 * method, path, headers and body forwarded, X-Forwarded-For extended with the peer's address, the response
 * streamed back as it comes (server-sent events pass through) with `x-served-by: <upstream name>` added.
 */
export async function startRoundRobinProxy(upstreams: { name: string; url: string }[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const served: Record<string, number> = Object.fromEntries(upstreams.map((u) => [u.name, 0]));
  const sockets = new Set<net.Socket>();
  let next = 0;
  const server = http.createServer((req, res) => {
    const up = upstreams[next++ % upstreams.length]!;
    served[up.name]! += 1;
    const target = new URL(up.url);
    const prior = req.headers['x-forwarded-for'];
    const headers = withoutHopHeaders(req.headers);
    headers['x-forwarded-for'] = [prior, req.socket.remoteAddress].filter(Boolean).join(', ');
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = req.headers.host;
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...withoutHopHeaders(answer.headers), 'x-served-by': up.name });
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'x-served-by': up.name });
      res.end();
    });
    // The client went away (e.g. closed an event stream): end the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
      agent.destroy();
    },
  };
}

export interface HttpReply {
  status: number;
  /** The upstream that answered (the balancer's x-served-by), '' when called directly. */
  servedBy: string;
  text: string;
  /** The body's bytes (a workbook, an image). */
  raw: Buffer;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test replies are read loosely, like LightMyRequest's json()
  json(): any;
}

let clients = 0;
/** A new client address (10.0.0.0/8) for each caller that should not share another's per-address limits. */
export function newClientAddress(): string {
  const n = ++clients;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface RequestOptions {
  /** JSON body (POST). */
  body?: unknown;
  /** Form body (POST, application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  token?: string | null;
  cookie?: string;
  /** The client's address, sent as X-Forwarded-For (the test runner is itself a loopback proxy); a new one by default. */
  from?: string;
  /** More request headers (e.g. a browser tab's x-live-origin). */
  headers?: Record<string, string>;
  /** GET sends no body (a GET contract's input is in its path and query). */
  method?: 'GET' | 'POST';
}

/** POST (or GET) {base}{path} as a browser or an API client behind `from` would send it. */
export async function post(base: string, path: string, opts: RequestOptions = {}): Promise<HttpReply> {
  const headers: Record<string, string> = { ...opts.headers, 'x-forwarded-for': opts.from ?? newClientAddress() };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: string | undefined;
  if (opts.method === 'GET') {
    const r = await fetch(`${base}${path}`, { method: 'GET', headers });
    const raw = Buffer.from(await r.arrayBuffer());
    const text = raw.toString('utf8');
    return { status: r.status, servedBy: r.headers.get('x-served-by') ?? '', text, raw, headers: r.headers, json: () => JSON.parse(text) };
  }
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body ?? {});
  }
  const r = await fetch(`${base}${path}`, { method: 'POST', headers, body });
  const raw = Buffer.from(await r.arrayBuffer());
  const text = raw.toString('utf8');
  return { status: r.status, servedBy: r.headers.get('x-served-by') ?? '', text, raw, headers: r.headers, json: () => JSON.parse(text) };
}

/** An event's data as the stream sends it; own only on the stream of the tab whose write caused it. */
export interface StreamEvent {
  type: string;
  id: unknown;
  own?: boolean;
}

export interface EventStream {
  servedBy: string;
  /** Resolves with the first event (since the stream opened) that matches, or rejects after `timeoutMs`. */
  next(match: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

/** Opens GET /jwt/events (server-sent events) and collects its events as they stream in. */
export async function openEvents(base: string, token: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const abort = new AbortController();
  const r = await fetch(`${base}/jwt/events`, { headers: { ...headers, authorization: `Bearer ${token}` }, signal: abort.signal });
  if (r.status !== 200) throw new Error(`event stream refused: ${r.status} ${await r.text()}`);
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = r.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let connected: () => void = () => {};
  const ready = new Promise<void>((resolve) => (connected = resolve));
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      buffer += value;
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (block.startsWith(': connected')) connected();
        const data = /^data: (.*)$/m.exec(block);
        if (data) events.push(JSON.parse(data[1]!));
        cut = buffer.indexOf('\n\n');
      }
      for (const w of waiters) w();
    }
  })();
  await ready;
  return {
    servedBy: r.headers.get('x-served-by') ?? '',
    next(match, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
