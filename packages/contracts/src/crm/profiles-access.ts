import { PERMISSIONS as P } from '../permissions';

/**
 * Who calls the CRM (issue 15, spec section 7 "CRM"): TAGPANEL:{codIns}:* in the caller's current hotel, on the
 * spec's /broker/tagpanel base path and the /jwt/brokerJson/tagpanel one the reviews already use.
 */
export const TAGPANEL_PATHS = ['/jwt/brokerJson/tagpanel', '/broker/tagpanel'];
export const crmStaff = { basePaths: TAGPANEL_PATHS, access: 'user', permission: P.TAGPANEL.any, needsInstitution: true } as const;
