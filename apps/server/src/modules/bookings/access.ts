import { type PermissionRequirement, satisfies } from '@gm/domain/permissions';
import { AppError, forbidden } from '../../platform/errors';
import type { ServiceContext } from '../../platform/registry';
import type { Actor } from './events';

/** Whether the caller, a staff user, holds a permission in the current hotel (a part of a reply that needs more). */
export function holds(ctx: ServiceContext, requirement: PermissionRequirement): boolean {
  const c = ctx.caller;
  return c.kind === 'user' && satisfies(c.permissions, requirement, { codIns: ctx.institutionId, idUser: c.idUser });
}

/** A second check inside a service whose actions need different permissions (MarkAsSynced R vs P). */
export function requirePermission(ctx: ServiceContext, requirement: PermissionRequirement): void {
  if (!holds(ctx, requirement)) throw forbidden();
}

export function actorOf(ctx: ServiceContext): Actor {
  const c = ctx.caller;
  if (c.kind === 'user') return { userId: c.idUser, name: c.name, audit: ctx };
  return { userId: null, name: null };
}

/**
 * The booking a guest-facing call may touch: a guest needs a booking token and may name only that
 * booking; staff name it in the input. Anything else is refused (403).
 */
export function bookingInScope(ctx: ServiceContext, requested: number | null | undefined): number {
  const c = ctx.caller;
  if (c.kind === 'guest') {
    if (c.tokenType !== 'booking' || !c.codRes) throw forbidden();
    if (requested && requested !== c.codRes) throw forbidden();
    return c.codRes;
  }
  if (c.kind !== 'user') throw forbidden();
  if (!requested)
    throw new AppError('platform.validation', { httpStatus: 400, extra: { errors: [{ path: 'CODRES', message: 'required' }] } });
  return requested;
}
