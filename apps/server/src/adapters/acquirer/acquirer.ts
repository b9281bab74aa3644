import type { AppDeps } from '../../platform/deps';
import { cieloAcquirer } from './cielo';
import type { AcquirerPort } from './port';
import { sandboxAcquirer } from './sandbox';

export interface AcquirerSettings {
  kind: 'sandbox' | 'cielo';
  /** Sandbox: simulated latency range in ms. */
  latencyMs: [number, number];
  /** Sandbox: how long a timeout card (last digit 6) holds the request before the caller gives up. */
  timeoutMs: number;
  /** Sandbox: seed of the random outcome of last digit 9. */
  seed: number;
  cielo: { merchantId: string; merchantKey: string; apiUrl: string; queryUrl: string; timeoutMs: number } | null;
}

function range(value: string | undefined, fallback: [number, number]): [number, number] {
  if (!value) return fallback;
  const parts = value.split('-').map((p) => Number(p.trim()));
  if (parts.some((n) => !Number.isFinite(n) || n < 0)) return fallback;
  return [parts[0]!, parts[1] ?? parts[0]!];
}

/**
 * ACQUIRER=sandbox (default) | cielo. Sandbox: ACQUIRER_SANDBOX_LATENCY_MS ('300-900' or '0'),
 * ACQUIRER_SANDBOX_TIMEOUT_MS, ACQUIRER_SANDBOX_SEED. Cielo: CIELO_MERCHANT_ID, CIELO_MERCHANT_KEY,
 * CIELO_API_URL, CIELO_QUERY_URL (sandbox hosts by default), CIELO_TIMEOUT_MS.
 */
export function acquirerSettings(env: NodeJS.ProcessEnv = process.env): AcquirerSettings {
  const kind = env.ACQUIRER === 'cielo' ? 'cielo' : 'sandbox';
  const timeout = Number(env.CIELO_TIMEOUT_MS);
  return {
    kind,
    latencyMs: range(env.ACQUIRER_SANDBOX_LATENCY_MS, [250, 800]),
    timeoutMs:
      Number.isFinite(Number(env.ACQUIRER_SANDBOX_TIMEOUT_MS)) && env.ACQUIRER_SANDBOX_TIMEOUT_MS
        ? Number(env.ACQUIRER_SANDBOX_TIMEOUT_MS)
        : 8000,
    seed: Number(env.ACQUIRER_SANDBOX_SEED) || 20_240_605,
    cielo:
      kind === 'cielo'
        ? {
            merchantId: env.CIELO_MERCHANT_ID ?? '',
            merchantKey: env.CIELO_MERCHANT_KEY ?? '',
            apiUrl: (env.CIELO_API_URL || 'https://apisandbox.cieloecommerce.cielo.com.br').replace(/\/$/, ''),
            queryUrl: (env.CIELO_QUERY_URL || 'https://apiquerysandbox.cieloecommerce.cielo.com.br').replace(/\/$/, ''),
            timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 40_000,
          }
        : null,
  };
}

const configured = new WeakMap<object, AcquirerPort>();

/** The acquirer for these deps: an injected port (tests), else the one the environment configures. */
export function getAcquirer(deps: AppDeps): AcquirerPort {
  const injected = deps.ports?.acquirer as AcquirerPort | undefined;
  if (injected) return injected;
  let port = configured.get(deps);
  if (!port) {
    const s = acquirerSettings();
    if (s.kind === 'cielo') {
      if (!s.cielo?.merchantId || !s.cielo.merchantKey) throw new Error('ACQUIRER=cielo needs CIELO_MERCHANT_ID and CIELO_MERCHANT_KEY');
      port = cieloAcquirer(s.cielo);
    } else {
      port = sandboxAcquirer(deps.db, { latencyMs: s.latencyMs, timeoutMs: s.timeoutMs, seed: s.seed });
    }
    configured.set(deps, port);
  }
  return port;
}
