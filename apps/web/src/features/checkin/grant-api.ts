import { grantAccess, listGrants, openGrant, revokeAccess } from '@gm/contracts/checkin/grant-services';
import type { InputOf, OutputOf } from '@gm/contracts/contract';
import { call } from '../../lib/api/client';

/** /grant-person-access's calls (docs/decisions/0054-guest-preferences.md): the booking token's guest, or the invitation. */
const bearer = (token: string) => ({ auth: { bearer: token } });

export const grantKeys = { list: (token: string) => ['checkin', 'grants', token] as const };

export type GrantInput = InputOf<typeof grantAccess>;
export type GrantList = OutputOf<typeof listGrants>;
export type OpenedGrant = OutputOf<typeof openGrant>;

export const fetchGrants = (token: string): Promise<GrantList> => call(listGrants, {}, bearer(token));
export const sendGrant = (token: string, input: GrantInput) => call(grantAccess, input, bearer(token));
export const revokeGrant = (token: string, id: number) => call(revokeAccess, { id }, bearer(token));
/** The invitation link's code for a booking token bound to the grant. */
export const openInvitation = (codigo: string): Promise<OpenedGrant> => call(openGrant, { codigo });
