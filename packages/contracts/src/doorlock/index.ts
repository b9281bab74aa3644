import { z } from 'zod';
import { codRes } from '../bookings';

/**
 * Door keys (issue 16, spec section 7 "check-in calls": encode request, encode consult; docs/decisions/0066-door-keys.md).
 * RequisitarEncodeService queues a key-encoding job and answers its seqEncode at once; ConsultaEncodeService
 * ({ seqEncode }) tells how it went. The kiosk, the guest's pages and the desk call the same two services.
 */

const MAX_ID = 2 ** 53 - 1;
export const seqEncode = z.coerce.number().int().positive().max(MAX_ID);

/** A room as lock servers name it: letters, digits, dash, dot (e.g. 101, A-12, 3.04). */
export const roomNumber = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .regex(/^[A-Za-z0-9][A-Za-z0-9.-]*$/);

/** Where the request came from, for the operations log (the dashboards group by it). */
export const encodeDevice = z.enum(['desk', 'kiosk', 'web']);

/**
 * RequisitarEncodeService: staff name the booking (CODRES) and may name the room (numUH, remembered for the booking);
 * a guest's booking token names the booking, and the room is the one the desk or the PMS set.
 */
export const requestEncodeInput = z.object({
  CODRES: codRes.nullish(),
  numUH: roomNumber.nullish(),
  qtdCartoes: z.coerce.number().int().min(1).max(4).default(1),
  dispositivo: encodeDevice.optional(),
});
export type RequestEncodeInput = z.output<typeof requestEncodeInput>;

export const requestEncodeReply = z.object({
  status: z.literal(1),
  seqEncode: z.number().int(),
  situacao: z.enum(['pending', 'working', 'done', 'failed']),
});
export type RequestEncodeReply = z.infer<typeof requestEncodeReply>;

/** ConsultaEncodeService: body { seqEncode } (spec section 7). */
export const consultEncodeInput = z.object({ seqEncode });
export type ConsultEncodeInput = z.input<typeof consultEncodeInput>;

/** Why an encode failed: the spec's key recording errors (error processing, could not complete, maximum recordings). */
export const encodeFailure = z.enum(['max_recordings', 'lock_error', 'room_unknown', 'timeout']);
export type EncodeFailure = z.infer<typeof encodeFailure>;

export const encodeStatus = z.object({
  seqEncode: z.number().int(),
  CODRES: z.number().int(),
  numUH: z.string(),
  qtdCartoes: z.number().int(),
  /** pending (waiting for the lock server), working (being encoded), done, failed. */
  situacao: z.enum(['pending', 'working', 'done', 'failed']),
  motivo: encodeFailure.nullable(),
  /** The failure worded for the caller's language and the hotel (hotel or hospital), or null. */
  mensagem: z.string().nullable(),
  /** How many keys the lock server has recorded for the booking (after this one when done), or null. */
  gravacoes: z.number().int().nullable(),
  tentativas: z.number().int(),
  dhSolicitacao: z.string(),
  dhConclusao: z.string().nullable(),
  /** When the lock server revoked this key (the stay ended: decision 0078), or null. */
  revogadaEm: z.string().nullable(),
});
export type EncodeStatus = z.infer<typeof encodeStatus>;

export const consultEncodeReply = z.object({ status: z.literal(1), encode: encodeStatus });
export type ConsultEncodeReply = z.infer<typeof consultEncodeReply>;

/**
 * A revocation of the booking's keys in a room (decision 0078): queued when the stay ends (check-out, cancellation) or
 * by the desk; pending, working, done, or failed (lock_error: the lock server refused; timeout: it never answered).
 */
export const revocationStatus = z.object({
  seqEncode: z.number().int(),
  numUH: z.string(),
  situacao: z.enum(['pending', 'working', 'done', 'failed']),
  motivo: z.enum(['lock_error', 'timeout']).nullable(),
  /** The failure worded for the caller's language and the hotel, or null. */
  mensagem: z.string().nullable(),
  tentativas: z.number().int(),
  dhSolicitacao: z.string(),
  dhConclusao: z.string().nullable(),
});
export type RevocationStatus = z.infer<typeof revocationStatus>;

/** ListarChavesReservaService: the booking's room, its latest encodes and its revocations (the booking view's key section). */
export const bookingKeysInput = z.object({ CODRES: codRes });
export const bookingKeysReply = z.object({
  status: z.literal(1),
  numUH: z.string().nullable(),
  encodes: z.array(encodeStatus),
  /** The latest revocation per room, or empty (nothing revoked yet). */
  revogacoes: z.array(revocationStatus),
});

/** RevogarChavesReservaService: the desk revokes the booking's unrevoked keys (again); answers the revocations. */
export const revokeKeysInput = z.object({ CODRES: codRes });
export const revokeKeysReply = z.object({ status: z.literal(1), revogacoes: z.array(revocationStatus) });
export type BookingKeysReply = z.infer<typeof bookingKeysReply>;

/** GerarTokenConectorFechaduraService: a new token for the hotel's on-site connector, shown once. */
export const connectorTokenInput = z.object({ nome: z.string().trim().min(1).max(60) });
export const connectorTokenReply = z.object({ status: z.literal(1), id: z.number().int(), nome: z.string(), token: z.string() });

/** ListarConectoresFechaduraService / RevogarConectorFechaduraService: the hotel's connectors (never their tokens). */
export const doorLockConnector = z.object({
  id: z.number().int(),
  nome: z.string(),
  criadoEm: z.string(),
  /** When the connector last asked for work (it polls all the time while it runs), or null. */
  ultimoContato: z.string().nullable(),
  revogadoEm: z.string().nullable(),
});
export type DoorLockConnector = z.infer<typeof doorLockConnector>;
export const listConnectorsReply = z.object({ status: z.literal(1), data: z.array(doorLockConnector) });
export const revokeConnectorInput = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
