#!/usr/bin/env node
/**
 * The on-site door-lock connector (docs/door-lock-connector.md): runs on a computer of the hotel's network, dials out
 * to the product over HTTPS with the hotel's connector token, takes key-encoding jobs (long poll), has the lock server
 * encode them through a pluggable driver, and reports each result. No inbound connection, no firewall rule.
 * Node 20 or later, no dependencies.
 */
import { pathToFileURL } from 'node:url';

export const PROTOCOL_BASE = '/door-lock/connector/v1';
const REASONS = new Set(['max_recordings', 'lock_error', 'room_unknown', 'unreachable']);

const sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * What a driver answered, made safe for the protocol: a thrown error or a malformed answer is "unreachable". A
 * revocation (kind "revoke") answers { ok: true } or a failure; it has no recordings.
 */
export function normaliseOutcome(outcome, kind = 'encode') {
  if (kind === 'revoke') {
    if (outcome && outcome.ok === true) return { ok: true };
    if (outcome && outcome.ok === false && REASONS.has(outcome.reason)) return { ok: false, reason: outcome.reason };
    return { ok: false, reason: 'unreachable' };
  }
  if (outcome && outcome.ok === true && Number.isInteger(outcome.recordings) && outcome.recordings >= 0) {
    return { ok: true, recordings: outcome.recordings };
  }
  if (outcome && outcome.ok === false && REASONS.has(outcome.reason)) {
    return Number.isInteger(outcome.recordings)
      ? { ok: false, reason: outcome.reason, recordings: outcome.recordings }
      : { ok: false, reason: outcome.reason };
  }
  return { ok: false, reason: 'unreachable' };
}

/** Error raised when the product refuses the token (401): the connector stops rather than hammering it. */
export class TokenRefused extends Error {}

/**
 * Runs the connector until `signal` aborts (or the token is refused). Options: url (the product's origin), token,
 * driver ({ encode(job), revoke?(job) }: a driver with revoke also takes the revocations of ended stays), waitSeconds (long-poll wait, 20), encodeTimeoutMs (a driver call longer than this is
 * reported unreachable, 15000), log (function), fetch (for tests). Returns the number of jobs handled.
 */
export async function runConnector({
  url,
  token,
  driver,
  waitSeconds = 20,
  encodeTimeoutMs = 15_000,
  signal,
  log = () => {},
  fetch: f = fetch,
}) {
  const base = url.replace(/\/+$/, '') + PROTOCOL_BASE;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let handled = 0;
  let backoff = 1000;
  // Revocations are asked for only by a driver that can run them (protocol: the kinds of jobs this connector takes).
  const kinds = typeof driver.revoke === 'function' ? ['encode', 'revoke'] : ['encode'];
  while (!signal?.aborted) {
    let res;
    try {
      res = await f(`${base}/jobs/next`, { method: 'POST', headers, body: JSON.stringify({ waitSeconds, kinds }), signal });
    } catch (error) {
      if (signal?.aborted) break;
      log('warn', `product unreachable: ${error.message}; retrying in ${backoff} ms`);
      await sleep(backoff, signal);
      backoff = Math.min(backoff * 2, 30_000);
      continue;
    }
    if (res.status === 401) throw new TokenRefused('the product refused the connector token (revoked or mistyped)');
    if (res.status === 204) {
      backoff = 1000;
      continue;
    }
    if (res.status !== 200) {
      log('warn', `product answered ${res.status}; retrying in ${backoff} ms`);
      await res.body?.cancel?.();
      await sleep(backoff, signal);
      backoff = Math.min(backoff * 2, 30_000);
      continue;
    }
    backoff = 1000;
    const { job } = await res.json();
    const kind = job.kind === 'revoke' ? 'revoke' : 'encode';
    const started = Date.now();
    let outcome;
    let timer;
    try {
      const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, reason: 'unreachable' }), Math.min(encodeTimeoutMs, job.leaseMs));
      });
      const work = kind === 'revoke' ? driver.revoke(job) : driver.encode(job);
      outcome = normaliseOutcome(await Promise.race([work, late]), kind);
    } catch (error) {
      log('warn', `driver failed on job ${job.seqEncode}: ${error.message}`);
      outcome = { ok: false, reason: 'unreachable' };
    } finally {
      clearTimeout(timer);
    }
    const durationMs = Date.now() - started;
    log(
      'info',
      `job ${job.seqEncode} room ${job.room}: ${outcome.ok ? (kind === 'revoke' ? 'keys revoked' : `encoded (${outcome.recordings})`) : outcome.reason} in ${durationMs} ms`,
    );
    for (let attempt = 0; attempt < 5 && !signal?.aborted; attempt++) {
      try {
        const r = await f(`${base}/jobs/${job.seqEncode}/result`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...outcome, durationMs }),
        });
        if (r.status === 401) throw new TokenRefused('the product refused the connector token (revoked or mistyped)');
        await r.body?.cancel?.();
        if (r.status === 409) log('warn', `job ${job.seqEncode}: the lease ran out before the result arrived`);
        if (r.status < 500) break;
      } catch (error) {
        if (error instanceof TokenRefused) throw error;
        log('warn', `could not report job ${job.seqEncode}: ${error.message}`);
      }
      await sleep(500 * 2 ** attempt, signal);
    }
    handled++;
  }
  return handled;
}

/** Loads a driver module: a built-in name (simulated, command) or a path; its createDriver(options) is called. */
export async function loadDriver(name, options) {
  const spec = /^[a-z-]+$/.test(name) ? new URL(`./drivers/${name}.mjs`, import.meta.url).href : pathToFileURL(name).href;
  const mod = await import(spec);
  if (typeof mod.createDriver !== 'function') throw new Error(`driver ${name} exports no createDriver`);
  return mod.createDriver(options);
}

async function main() {
  const env = process.env;
  const url = env.GM_URL;
  const token = env.GM_CONNECTOR_TOKEN;
  if (!url || !token) {
    console.error('Set GM_URL (the product, https://...) and GM_CONNECTOR_TOKEN (from the hotel settings). See README.md.');
    process.exit(2);
  }
  const driverOptions = env.GM_DRIVER_OPTIONS ? JSON.parse(env.GM_DRIVER_OPTIONS) : {};
  const driver = await loadDriver(env.GM_DRIVER ?? 'simulated', driverOptions);
  const controller = new AbortController();
  for (const s of ['SIGINT', 'SIGTERM']) process.once(s, () => controller.abort());
  const log = (level, message) => console[level === 'warn' ? 'warn' : 'log'](`${new Date().toISOString()} ${level} ${message}`);
  log('info', `connector started: ${url}, driver ${env.GM_DRIVER ?? 'simulated'}`);
  try {
    const n = await runConnector({
      url,
      token,
      driver,
      waitSeconds: Number(env.GM_WAIT_SECONDS ?? 20),
      encodeTimeoutMs: Number(env.GM_ENCODE_TIMEOUT_MS ?? 15_000),
      signal: controller.signal,
      log,
    });
    log('info', `stopped after ${n} jobs`);
  } catch (error) {
    log('warn', error.message);
    process.exit(error instanceof TokenRefused ? 3 : 1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
