import type { EncodeFailure } from '@gm/contracts/doorlock/index';
import * as doorlock from '@gm/contracts/doorlock/services';
import { call } from '../../../lib/api/client';
import { guarded } from '../api';

/**
 * The door-key encoding calls of spec section 7 (RequisitarEncodeService, ConsultaEncodeService; decision 0066),
 * with the guest's booking token: the token names the booking, the desk or the PMS the room. The kiosk reads the
 * state as pending (queued or being encoded, with the lock server's attempt), done (with the booking's recordings)
 * or failed (with the reason of the contract: decision 0078).
 */
export type EncodeState = 'pending' | 'done' | 'failed';

export interface EncodeConsultReply {
  estado: EncodeState;
  /** Why it failed: max_recordings, lock_error, room_unknown, timeout (doorlock contracts' encodeFailure). */
  motivo: EncodeFailure | null;
  /** Keys recorded for the booking so far. */
  gravacoes: number;
  /** The lock server's attempt at this key (more than 1: it did not answer before and is being tried again). */
  tentativas: number;
}

export async function requestEncode(bookingToken: string): Promise<number> {
  const r = await guarded(() => call(doorlock.requestEncode, { dispositivo: 'kiosk' }, { auth: { bearer: bookingToken } }));
  return r.seqEncode;
}

export async function consultEncode(bookingToken: string, seqEncode: number): Promise<EncodeConsultReply> {
  const { encode } = await guarded(() => call(doorlock.consultEncode, { seqEncode }, { auth: { bearer: bookingToken } }));
  const estado: EncodeState = encode.situacao === 'done' ? 'done' : encode.situacao === 'failed' ? 'failed' : 'pending';
  return { estado, motivo: encode.motivo, gravacoes: encode.gravacoes ?? 0, tentativas: encode.tentativas };
}
