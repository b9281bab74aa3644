import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EncodeOutcome, RevokeOutcome } from '../../adapters/door-lock/door-lock';
import { bearerOf } from '../../platform/caller';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { PlainRoutes } from '../../platform/module';
import type { PlainRouteDoc } from '../../platform/openapi';
import { hashConnectorToken } from './encode';
import { expireStale, finishJob, takeJob } from './jobs';

/**
 * The on-site connector's side of the product (docs/door-lock-connector.md): the connector dials out over HTTPS with
 * its hotel's token, long-polls for the next encode job, and posts the lock server's result. Nothing calls into the
 * hotel's network, so no inbound firewall rule is needed. Jobs live in PostgreSQL, so any process may answer.
 */

export const CONNECTOR_BASE = '/door-lock/connector/v1';
/** The longest a `next` call waits for a job (clients and proxies commonly cut idle requests at 30 s or more). */
export const MAX_WAIT_SECONDS = 25;
const POLL_MS = 200;

/**
 * kinds: what the connector runs. A connector that does not say runs encodes only (v1 as first published), so an older
 * connector is never handed a revocation it would take for an encode (decision 0078).
 */
const nextBody = z
  .object({
    waitSeconds: z.coerce.number().int().min(0).max(MAX_WAIT_SECONDS).default(20),
    kinds: z
      .array(z.enum(['encode', 'revoke']))
      .min(1)
      .max(2)
      .default(['encode']),
  })
  .strict();
const resultBody = z.discriminatedUnion('ok', [
  // A revocation's success carries no recordings.
  z.object({
    ok: z.literal(true),
    recordings: z.number().int().min(0).max(1000).optional(),
    durationMs: z.number().int().min(0).optional(),
  }),
  z.object({
    ok: z.literal(false),
    reason: z.enum(['max_recordings', 'lock_error', 'room_unknown', 'unreachable']),
    recordings: z.number().int().min(0).max(1000).optional(),
    durationMs: z.number().int().min(0).optional(),
  }),
]);

interface Connector {
  id: number;
  institution_id: number;
  name: string;
}

async function connectorOf(deps: AppDeps, req: FastifyRequest): Promise<Connector> {
  const token = bearerOf(req);
  if (!token?.startsWith('gmdl_')) throw new AppError('platform.unauthenticated', { httpStatus: 401 });
  const { rows } = await deps.db.query<Connector>(
    `UPDATE door_lock_connectors SET last_seen_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id, institution_id, name`,
    [hashConnectorToken(token)],
  );
  if (!rows[0]) throw new AppError('platform.unauthenticated', { httpStatus: 401 });
  return rows[0];
}

const deviceOf = (c: Connector) => `connector:${c.name}`;

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body ?? {});
  if (!r.success) {
    const errors = r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new AppError('platform.validation', { httpStatus: 400, extra: { errors } });
  }
  return r.data;
}

async function next(deps: AppDeps, req: FastifyRequest, reply: FastifyReply) {
  const connector = await connectorOf(deps, req);
  const { waitSeconds, kinds } = parsed(nextBody, req.body);
  const timings = deps.ports.doorLock.timings;
  const until = Date.now() + waitSeconds * 1000;
  // The connector hung up (stopped, network cut): take no job for it, or the job would wait for its lease to run out.
  // The response's close, not the request's (which closes once its body is read).
  let gone = false;
  reply.raw.once('close', () => {
    gone = true;
  });
  for (;;) {
    if (gone) return reply;
    await expireStale(deps.db, connector.institution_id, timings);
    const job = await takeJob(deps.db, { institutionId: connector.institution_id, kinds }, deviceOf(connector), timings.leaseMs);
    if (job) {
      return reply.send({
        job: {
          kind: job.kind,
          seqEncode: job.id,
          booking: job.booking_id,
          room: job.room,
          cards: job.cards,
          validFrom: job.valid_from,
          validUntil: job.valid_until,
          attempt: job.attempts,
          leaseMs: timings.leaseMs,
        },
      });
    }
    if (gone || Date.now() + POLL_MS > until) return reply.code(204).send();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function result(deps: AppDeps, req: FastifyRequest<{ Params: { seq: string } }>, reply: FastifyReply) {
  const connector = await connectorOf(deps, req);
  if (!/^\d{1,15}$/.test(req.params.seq)) throw new AppError('doorLock.encode_not_found', { httpStatus: 404 });
  const body = parsed(resultBody, req.body);
  if (body.ok && body.recordings === undefined) {
    // An encode's success names the lock server's count; only a revocation's may leave it out.
    const { rows } = await deps.db.query<{ kind: string }>('SELECT kind FROM door_encode_jobs WHERE id = $1 AND institution_id = $2', [
      Number(req.params.seq),
      connector.institution_id,
    ]);
    if (rows[0]?.kind !== 'revoke')
      throw new AppError('platform.validation', { httpStatus: 400, extra: { errors: [{ path: 'recordings', message: 'required' }] } });
  }
  const outcome: EncodeOutcome | RevokeOutcome = body.ok
    ? body.recordings === undefined
      ? { ok: true }
      : { ok: true, recordings: body.recordings }
    : body.reason === 'unreachable'
      ? { ok: false, reason: 'unreachable' }
      : { ok: false, reason: body.reason, ...(body.recordings !== undefined ? { recordings: body.recordings } : {}) };
  const state = await finishJob(
    deps.db,
    { id: Number(req.params.seq), institution_id: connector.institution_id },
    deviceOf(connector),
    outcome,
    body.durationMs ?? 0,
    deps.ports.doorLock.timings.attempts,
  );
  if (!state) throw new AppError('doorLock.lease_lost', { httpStatus: 409 });
  return reply.send({ state });
}

const docs: PlainRouteDoc[] = [
  {
    method: 'post',
    path: `${CONNECTOR_BASE}/jobs/next`,
    summary:
      "The hotel's on-site door-lock connector takes its next key-encoding job (long poll: waits up to waitSeconds for one). Bearer: the connector token (GerarTokenConectorFechaduraService). docs/door-lock-connector.md.",
    access: ['connector token'],
    body: {
      contentType: 'application/json',
      description: `{ waitSeconds?: 0-${MAX_WAIT_SECONDS} (default 20), kinds?: ['encode'] (default) | ['encode', 'revoke'] }`,
    },
    responses: {
      '200': '{ job: { kind: encode | revoke, seqEncode, booking, room, cards, validFrom, validUntil, attempt, leaseMs } }',
      '204': 'No job within the wait: ask again',
      '400': 'Bad body',
      '401': 'Unknown or revoked connector token',
    },
  },
  {
    method: 'post',
    path: `${CONNECTOR_BASE}/jobs/{seqEncode}/result`,
    summary: "The lock server's answer for a job the connector holds: encoded (recordings), refused (reason) or unreachable (tried again).",
    access: ['connector token'],
    pathParams: { seqEncode: 'the job' },
    body: {
      contentType: 'application/json',
      description:
        '{ ok: true, recordings? (an encode: required), durationMs? } | { ok: false, reason: max_recordings | lock_error | room_unknown | unreachable, recordings?, durationMs? }',
    },
    responses: {
      '200': '{ state: done | failed | pending }',
      '400': 'Bad body',
      '401': 'Unknown or revoked connector token',
      '409': 'The job is not this connector’s any more (its lease ran out)',
    },
  },
];

export const connectorRoutes: PlainRoutes = {
  docs,
  register(app: FastifyInstance, deps: AppDeps) {
    app.post(`${CONNECTOR_BASE}/jobs/next`, (req, reply) => next(deps, req, reply));
    app.post<{ Params: { seq: string } }>(`${CONNECTOR_BASE}/jobs/:seq/result`, (req, reply) => result(deps, req, reply));
  },
};
