import type { FastifyRequest } from 'fastify';
import { bearerOf, callerInstitution, resolveCaller } from '../../platform/caller';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { hasHospitalWording, spokenFor } from '../../platform/messages';
import { findSettings } from './settings';

/**
 * Whether the edge words this refusal for a hospital (app.ts's error handler): the hotel the request is about has
 * ISHOSPITAL = S. That hotel is the one the service named (platform/messages.ts speakFor: the transports name the
 * caller's), else, on a plain route, the caller's of the bearer token. Looked up only for refusals that have a
 * hospital wording; a failing lookup answers in the hotel wording rather than failing the reply.
 */
export async function refusalForHospital(deps: AppDeps, req: FastifyRequest, error: unknown): Promise<boolean> {
  if (!(error instanceof AppError) || !hasHospitalWording(error.key)) return false;
  try {
    let institutionId = spokenFor(req);
    if (institutionId === undefined) {
      const caller = await resolveCaller(deps, bearerOf(req));
      institutionId = caller === 'invalid' ? null : callerInstitution(caller);
    }
    return institutionId !== null && (await findSettings(deps.db, institutionId))?.hospital === true;
  } catch {
    return false;
  }
}
