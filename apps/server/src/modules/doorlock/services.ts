import * as contracts from '@gm/contracts/doorlock/services';
import { defineService } from '../../platform/registry';
import { bookingKeys, consultEncode, listConnectors, newConnectorToken, requestEncode, revokeConnector } from './encode';
import { revokeBookingKeys } from './revoke';

const request = defineService(contracts.requestEncode, {
  summary:
    "Queues a room key for the booking (the desk names the room; a guest's token uses the room the desk set) after the check-in rules; answers its seqEncode at once.",
  sample: (fx) => ({ CODRES: fx.bookingId, numUH: '101' }),
  handler: (ctx, input) => requestEncode(ctx, input),
});

const consult = defineService(contracts.consultEncode, {
  summary: 'How a key encoding went: pending, working, done (with the recordings count) or failed (reason and message).',
  sample: (fx) => ({ seqEncode: fx.extra.encodeJobId ?? 1 }),
  handler: (ctx, input) => consultEncode(ctx, input.seqEncode),
});

const keys = defineService(contracts.bookingKeys, {
  summary: "The booking's room and its latest key encodings (the booking view).",
  sample: (fx) => ({ CODRES: fx.bookingId }),
  handler: (ctx, input) => bookingKeys(ctx, input.CODRES),
});

const revokeKeys = defineService(contracts.revokeBookingKeys, {
  summary:
    "Revokes the booking's keys the lock server has not revoked yet (the stay's end does it by itself); one job per room, retried like an encode; audited.",
  sample: (fx) => ({ CODRES: fx.bookingId }),
  handler: (ctx, input) => revokeBookingKeys(ctx, input.CODRES),
});

const connectorToken = defineService(contracts.connectorToken, {
  summary: "A new token for the hotel's on-site door-lock connector (docs/door-lock-connector.md); shown once, only its hash kept.",
  sample: () => ({ nome: 'Recepção' }),
  handler: (ctx, input) => newConnectorToken(ctx, input.nome),
});

const connectors = defineService(contracts.listConnectors, {
  summary: "The hotel's door-lock connectors: name, created, last contact and revoked (never their tokens).",
  handler: (ctx) => listConnectors(ctx),
});

const revoke = defineService(contracts.revokeConnector, {
  summary: "Revokes one of the hotel's door-lock connectors at once (its next poll is refused); audited.",
  sample: (fx) => ({ id: Number(fx.extra.connectorId ?? 1) }),
  handler: (ctx, input) => revokeConnector(ctx, input.id),
});

export const doorLockServices = [request, consult, keys, revokeKeys, connectorToken, connectors, revoke];
