// Door keys' contracts (spec section 7, check-in calls); schemas in ./index.ts.
import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import {
  bookingKeysInput,
  bookingKeysReply,
  connectorTokenInput,
  connectorTokenReply,
  consultEncodeInput,
  consultEncodeReply,
  listConnectorsReply,
  requestEncodeInput,
  requestEncodeReply,
  revokeConnectorInput,
  revokeKeysInput,
  revokeKeysReply,
} from './index';

const CHECKIN_PATHS = ['/jwt/brokerJson/checkin'];

/** Queues a key for the booking's room and answers its seqEncode at once (the lock server takes a few seconds). */
export const requestEncode = defineContract({
  name: 'RequisitarEncodeService',
  basePaths: CHECKIN_PATHS,
  access: ['user', 'guest'],
  permission: P.TRIAL.checkinouts,
  needsInstitution: true,
  writes: true,
  input: requestEncodeInput,
  output: requestEncodeReply,
});

/** How a key encoding went: pending, done (with the recordings count) or failed (with the reason). */
export const consultEncode = defineContract({
  name: 'ConsultaEncodeService',
  basePaths: CHECKIN_PATHS,
  access: ['user', 'guest'],
  permission: P.TRIAL.checkinouts,
  needsInstitution: true,
  input: consultEncodeInput,
  output: consultEncodeReply,
});

/** The booking's room and latest keys (the booking view). */
export const bookingKeys = defineContract({
  name: 'ListarChavesReservaService',
  basePaths: CHECKIN_PATHS,
  access: 'user',
  permission: P.TRIAL.checkinouts,
  needsInstitution: true,
  input: bookingKeysInput,
  output: bookingKeysReply,
});

/** Revokes the booking's keys not revoked yet (the stay's end does it by itself: decision 0078); answers the revocations. */
export const revokeBookingKeys = defineContract({
  name: 'RevogarChavesReservaService',
  basePaths: CHECKIN_PATHS,
  access: 'user',
  permission: P.TRIAL.checkinouts,
  needsInstitution: true,
  writes: true,
  input: revokeKeysInput,
  output: revokeKeysReply,
});

/** A token for the hotel's on-site door-lock connector (docs/door-lock-connector.md), shown once. */
export const connectorToken = defineContract({
  name: 'GerarTokenConectorFechaduraService',
  basePaths: CHECKIN_PATHS,
  access: 'user',
  permission: P.CHANGEINS.basic,
  needsInstitution: true,
  writes: true,
  input: connectorTokenInput,
  output: connectorTokenReply,
});

const connectorAdmin = {
  basePaths: CHECKIN_PATHS,
  access: 'user',
  permission: P.CHANGEINS.basic,
  needsInstitution: true,
} as const;

/** The hotel's door-lock connectors: name, created, last contact, revoked (never their tokens). */
export const listConnectors = defineContract({
  ...connectorAdmin,
  name: 'ListarConectoresFechaduraService',
  input: emptyInput,
  output: listConnectorsReply,
});

/** Revokes a connector's token at once: its next poll is refused. */
export const revokeConnector = defineContract({
  ...connectorAdmin,
  name: 'RevogarConectorFechaduraService',
  writes: true,
  input: revokeConnectorInput,
  output: listConnectorsReply,
});
