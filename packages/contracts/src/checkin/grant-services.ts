import { emptyInput } from '../common';
import { defineContract } from '../contract';
import {
  grantAccessInput,
  grantAccessReply,
  listGrantsReply,
  openGrantInput,
  openGrantReply,
  revokeAccessInput,
  revokeAccessReply,
} from './grant-inputs';

/** A booking's guest shares the booking with another person (docs/decisions/0054-guest-preferences.md). */
const GRANT_PATHS = ['/jwt/brokerJson/checkin'];

export const grantAccess = defineContract({
  name: 'ConcederAcessoReservaService',
  basePaths: GRANT_PATHS,
  access: 'guest',
  needsInstitution: true,
  writes: true,
  input: grantAccessInput,
  output: grantAccessReply,
});

export const listGrants = defineContract({
  name: 'ListarAcessosReservaService',
  basePaths: GRANT_PATHS,
  access: 'guest',
  needsInstitution: true,
  input: emptyInput,
  output: listGrantsReply,
});

export const revokeAccess = defineContract({
  name: 'RevogarAcessoReservaService',
  basePaths: GRANT_PATHS,
  access: 'guest',
  needsInstitution: true,
  writes: true,
  input: revokeAccessInput,
  output: revokeAccessReply,
});

/** The invitation link: its code for a booking token bound to the grant (void once the grant is revoked). */
export const openGrant = defineContract({
  name: 'AbrirAcessoReservaService',
  basePaths: GRANT_PATHS,
  access: 'public',
  rateLimit: 'auth',
  writes: true,
  input: openGrantInput,
  output: openGrantReply,
});
