import type { FastifyRequest } from 'fastify';
import { bearerOf, resolveCaller } from './caller';
import type { AppDeps } from './deps';
import { unauthenticated } from './errors';
import type { Caller } from './registry';

/**
 * The caller of a plain route (uploads, images, locations, postal codes: the non-registry endpoints), resolved
 * like the transports do. Anonymous callers and unusable tokens are refused with 401.
 */
export async function signedInCaller(deps: AppDeps, req: FastifyRequest): Promise<Exclude<Caller, { kind: 'anonymous' }>> {
  const caller = await resolveCaller(deps, bearerOf(req));
  if (caller === 'invalid' || caller.kind === 'anonymous') throw unauthenticated();
  return caller;
}

export function userAgentOf(req: FastifyRequest): string {
  return String(req.headers['user-agent'] ?? '').slice(0, 500);
}
