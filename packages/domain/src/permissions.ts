/**
 * Permission strings are AREA:instance:action (spec section 6). A granted entry matches a requested
 * one when its instance and action equal the requested ones or are '*'. The same function decides the
 * web route guard, the navigation drawer and the server registry.
 */
export interface PermissionEntry {
  instance: string;
  action: string;
}

/** Map from area to its granted entries, as the spec's authenticated user carries them. */
export type PermissionMap = Record<string, PermissionEntry[]>;

export interface PermissionRequest {
  area: string;
  instance: string | number;
  action: string;
}

export function parsePermission(text: string): ({ area: string } & PermissionEntry) | null {
  const parts = text.trim().split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => p === '')) return null;
  const [area, instance, action = '*'] = parts as [string, string, string?];
  return { area: area.toUpperCase(), instance, action: action ?? '*' };
}

export function permissionMapFromStrings(list: readonly string[]): PermissionMap {
  const map: PermissionMap = {};
  for (const text of list) {
    const p = parsePermission(text);
    if (!p) continue;
    (map[p.area] ??= []).push({ instance: p.instance, action: p.action });
  }
  return map;
}

export function permissionStrings(map: PermissionMap): string[] {
  return Object.entries(map).flatMap(([area, entries]) => entries.map((e) => `${area}:${e.instance}:${e.action}`));
}

function partMatches(granted: string, requested: string): boolean {
  return granted === '*' || granted === requested;
}

export function hasPermission(map: PermissionMap, req: PermissionRequest): boolean {
  const entries = map[req.area.toUpperCase()];
  if (!entries) return false;
  const instance = String(req.instance);
  return entries.some((e) => partMatches(e.instance, instance) && partMatches(e.action, req.action));
}

/** True when any entry of the area exists for the instance (any action). */
export function hasAreaAccess(map: PermissionMap, area: string, instance: string | number): boolean {
  const entries = map[area.toUpperCase()];
  return !!entries?.some((e) => partMatches(e.instance, String(instance)));
}

/** The guest flag: the user holds a SUJEITO entry (spec section 3, authenticated user). */
export function isGuestUser(map: PermissionMap): boolean {
  return (map.SUJEITO?.length ?? 0) > 0;
}

/**
 * A requirement a route or a service declares. The instance is resolved at check time:
 * 'institution' is the caller's context hotel code, 'user' the caller's id, or a literal.
 */
export interface PermissionRequirement {
  area: string;
  action: string;
  instance?: 'institution' | 'user' | '*';
}

export interface PermissionScope {
  codIns: number | string | null;
  idUser: number | string | null;
}

export function resolveInstance(req: PermissionRequirement, scope: PermissionScope): string | null {
  const kind = req.instance ?? 'institution';
  if (kind === '*') return '*';
  const value = kind === 'user' ? scope.idUser : scope.codIns;
  return value === null || value === undefined ? null : String(value);
}

function isRequirementList(r: PermissionRequirement | readonly PermissionRequirement[]): r is readonly PermissionRequirement[] {
  return Array.isArray(r);
}

/** Checks one requirement, or a list where any one suffices. */
export function satisfies(
  map: PermissionMap,
  requirement: PermissionRequirement | readonly PermissionRequirement[],
  scope: PermissionScope,
): boolean {
  const list: readonly PermissionRequirement[] = isRequirementList(requirement) ? requirement : [requirement];
  return list.some((r) => {
    const instance = resolveInstance(r, scope);
    if (instance === null) return false;
    if (instance === '*') return hasAreaAccess(map, r.area, '*') || !!map[r.area.toUpperCase()]?.length;
    return hasPermission(map, { area: r.area, instance, action: r.action });
  });
}
