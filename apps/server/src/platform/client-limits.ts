import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import type { AppDeps } from './deps';
import { rateLimited } from './errors';
import { hit } from './limits';

/**
 * Limits per client address, kept in PostgreSQL (platform/limits.ts) so they hold across processes and restarts
 * (docs/decisions/0019-edge-input-and-sign-in-limits.md). The address is req.ip: the peer, or what a configured
 * trusted proxy forwarded (config TRUST_PROXY).
 */

function ipv6Groups(address: string): string[] {
  let text = address.split('%')[0]!;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const gap = tail === undefined ? [] : Array<string>(Math.max(0, 8 - first.length - last.length)).fill('0');
  return [...first, ...gap, ...last].map((g) => parseInt(g, 16).toString(16));
}

/**
 * What limits count an address as: an IPv4 address as is (also when IPv4-mapped), an IPv6 address by its /64
 * network (one subscriber's LAN gets a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function addressKey(ip: string): string {
  let address = ip.trim().toLowerCase();
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  if (isIP(address.split('%')[0]!) !== 6) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/**
 * A limit key no one can read back: limits.ts stores a plain SHA-256 of the key, which a dictionary of e-mails
 * or the 2^32 IPv4 addresses reverses, so keys naming people or addresses are first keyed with the server secret.
 */
export function privateKey(deps: AppDeps, ...parts: (string | number)[]): string {
  return createHmac('sha256', deps.config.jwtSecret)
    .update(`attempt-limit\u001f${parts.join('\u001f')}`)
    .digest('hex');
}

/**
 * The 'auth' class of services (sign-in, recovery, activation, booking search...): RATE_LIMIT_AUTH_MAX attempts
 * per RATE_LIMIT_WINDOW_MS per service and address, whatever transport the service is called through.
 */
export async function limitAuthAttempt(deps: AppDeps, serviceName: string, ip: string): Promise<void> {
  const rule = { scope: 'auth.address', max: deps.config.rateLimitAuthMax, windowMs: deps.config.rateLimitWindowMs };
  const state = await hit(deps.db, rule, privateKey(deps, serviceName, addressKey(ip)));
  if (!state.allowed) throw rateLimited(state.retryAfterMs);
}
