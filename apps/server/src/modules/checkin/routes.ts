import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registerDocumentRoutes } from '../documents/routes';
import { registerLocationRoutes } from '../locations/routes';
import { registerPostalCodeRoutes } from './postal';

/**
 * The guest check-in's plain routes (not registry services): GET locations, POST /viacep/{code}, the multipart
 * uploaders, the signed image and accepted-term pages. app.ts calls this once.
 */
export async function registerGuestRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerLocationRoutes(app, deps);
  registerPostalCodeRoutes(app, deps);
  await registerDocumentRoutes(app, deps);
}
