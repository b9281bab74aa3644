import { DASHBOARDS, type DashboardDef } from '@gm/contracts/dashboards/catalogue';
import { type PermissionMap, satisfies } from '@gm/domain/permissions';

/**
 * The screens of a family the user may open at a hotel: each dashboard's own permission (tagpanel's guest screens
 * need DASH roi, its campaign figures DASH tagpanel; decision 0075). The page shows these as tabs and sends a user to
 * the first of them when the one asked for is not theirs.
 */
export function sectionsFor(family: string, permissions: PermissionMap, codIns: number, idUser: number): DashboardDef[] {
  return DASHBOARDS.filter((d) => d.family === family && satisfies(permissions, d.permission, { codIns, idUser }));
}
