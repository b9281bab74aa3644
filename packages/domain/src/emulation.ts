import { hasPermission, type PermissionMap, parsePermission } from './permissions';

/**
 * Emulation (an administrator sees the product as another user of the same hotel, issue 12): what the emulated user
 * may do there, and whether the administrator may see it. The same rule decides when emulation starts and on every
 * session load afterwards, so a later grant can never make an emulation escalate.
 */
export interface EmulatedGrants {
  /** The user's grants that apply at the hotel, written for it (AREA:{hotel}:action), sorted. */
  grants: string[];
  /** Those the administrator does not hold at the hotel. */
  missing: string[];
  /** null: may be emulated; no_grants: nothing to see as them here; escalation: they hold what the administrator does not. */
  refusal: null | 'no_grants' | 'escalation';
}

/**
 * The user's grants that apply at the hotel (instance = the hotel, or '*'); personal SUJEITO grants are never part of
 * an emulation. Refused when one of them is not covered by the administrator's own grants at the hotel (an action
 * '*' needs '*').
 */
export function emulatedGrants(admin: PermissionMap, userGrants: readonly string[], institutionId: number): EmulatedGrants {
  const hotel = String(institutionId);
  const grants = new Set<string>();
  const missing: string[] = [];
  for (const text of userGrants) {
    const g = parsePermission(text);
    if (!g || g.area === 'SUJEITO' || (g.instance !== hotel && g.instance !== '*')) continue;
    const at = `${g.area}:${hotel}:${g.action}`;
    if (grants.has(at)) continue;
    grants.add(at);
    if (!hasPermission(admin, { area: g.area, instance: hotel, action: g.action })) missing.push(at);
  }
  const refusal = !grants.size ? 'no_grants' : missing.length ? 'escalation' : null;
  return { grants: [...grants].sort(), missing: missing.sort(), refusal };
}
