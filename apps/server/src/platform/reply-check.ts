import { isDeepStrictEqual } from 'node:util';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from './deps';
import { AppError } from './errors';
import { type AnyService, RawJson } from './registry';

/**
 * Every reply is checked against its contract's output schema in tests and development (decision 0026): what the
 * wire would carry (the JSON round trip) must parse, and parsing must not drop anything, so a field the contract does
 * not declare (a database row leaking, a full CPF) fails as loudly as a missing one. Only the paths and zod's
 * messages are logged, never the values.
 */
export function checkReply(deps: AppDeps, def: AnyService, req: FastifyRequest, result: unknown): void {
  const schema = def.output;
  if (!schema) return;
  const wire: unknown =
    result instanceof RawJson ? JSON.parse(result.json) : result === undefined || result === null ? { status: 1 } : roundTrip(result);
  const parsed = schema.safeParse(wire);
  let problem: string | null = null;
  if (!parsed.success) problem = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  else if (!isDeepStrictEqual(parsed.data, wire)) problem = `undeclared fields: ${undeclared(parsed.data, wire).join(', ')}`;
  if (!problem) return;
  req.log.error({ service: def.name, problem: problem.slice(0, 2000) }, 'reply does not match its contract');
  if (deps.config.replyChecks === 'enforce') {
    throw new AppError('platform.internal', { httpStatus: 500, params: { requestId: req.id }, extra: { requestId: req.id } });
  }
}

function roundTrip(value: unknown): unknown {
  return typeof value === 'string' ? value : JSON.parse(JSON.stringify(value));
}

/** The paths present in the reply and absent from what the schema kept (at most 20). */
function undeclared(kept: unknown, wire: unknown, path = ''): string[] {
  if (Array.isArray(wire) && Array.isArray(kept)) {
    return wire.flatMap((w, i) => undeclared(kept[i], w, `${path}[${i}]`)).slice(0, 20);
  }
  if (wire && typeof wire === 'object' && kept && typeof kept === 'object') {
    const k = kept as Record<string, unknown>;
    return Object.entries(wire as Record<string, unknown>)
      .flatMap(([key, w]) => (key in k ? undeclared(k[key], w, path ? `${path}.${key}` : key) : [path ? `${path}.${key}` : key]))
      .slice(0, 20);
  }
  return isDeepStrictEqual(kept, wire) ? [] : [`${path || '(root)'} (changed by the schema)`];
}
