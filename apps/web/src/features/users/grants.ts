import { expandRole, GRANT_AREAS, normaliseGrants, type RoleOrCustom, roleOfGrants } from '@gm/contracts/roles';
import { hasPermission, type PermissionMap, parsePermission } from '@gm/domain/permissions';

// The grant editor's rules, kept apart from the markup (grants.test.ts): what the editor may tick, and how a role and
// a list of grants follow each other.

/** Whether the person editing holds the grant (wildcards count, as on the server). */
export function holds(map: PermissionMap, grant: string): boolean {
  const p = parsePermission(grant);
  return !!p && hasPermission(map, { area: p.area, instance: p.instance, action: p.action });
}

/** A role the editor may give: they hold every grant of it. */
export function mayGiveRole(map: PermissionMap, role: Exclude<RoleOrCustom, 'custom'>, codIns: number): boolean {
  return expandRole(role, codIns).every((g) => holds(map, g));
}

export const grantOf = (area: string, codIns: number, action: string) => `${area}:${codIns}:${action}`;

/** A grant the user has because the area's '*' is ticked (shown ticked and not editable on its own). */
export function impliedByWildcard(grants: readonly string[], grant: string): boolean {
  const [area, codIns, action] = grant.split(':');
  return action !== '*' && grants.includes(`${area}:${codIns}:*`);
}

/** Ticks or unticks a grant; ticking an area's '*' drops that area's single actions (it holds them all). */
export function toggleGrant(grants: readonly string[], grant: string, on: boolean): string[] {
  const [area, codIns, action] = grant.split(':');
  if (!on) return normaliseGrants(grants.filter((g) => g !== grant));
  const kept = action === '*' ? grants.filter((g) => !g.startsWith(`${area}:${codIns}:`)) : grants;
  return normaliseGrants([...kept, grant]);
}

/** The form's role for a list of grants: the template it equals, else custom. */
export const roleFor = (grants: readonly string[], codIns: number): RoleOrCustom => roleOfGrants(grants, codIns);

/** Every grant the editor offers at the hotel, by area. */
export function editorAreas(codIns: number): { area: string; grants: string[] }[] {
  return GRANT_AREAS.map((a) => ({ area: a.area, grants: a.actions.map((action) => grantOf(a.area, codIns, action)) }));
}
