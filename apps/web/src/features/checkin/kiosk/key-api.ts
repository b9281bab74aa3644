import * as doorlock from '@gm/contracts/doorlock/services';
import { call } from '../../../lib/api/client';
import { guarded } from '../api';

/**
 * The door-key encoding calls of spec section 7 (RequisitarEncodeService, ConsultaEncodeService; decision 0066),
 * with the guest's booking token: the token names the booking, the desk or the PMS the room. The kiosk reads the
 * state as pending (queued or being encoded), done (with the booking's recordings) or failed (with the reason).
 */
export interface EncodeRequestReply {
  seqEncode: number;
}

export type EncodeState = 'pending' | 'done' | 'failed';

export interface EncodeConsultReply {
  estado: EncodeState;
  /** Why it failed: max_recordings (the booking's maximum number of keys reached), lock_error, room_unknown, timeout. */
  motivo: string | null;
  /** Keys recorded for the booking so far. */
  gravacoes: number;
}

export async function requestEncode(bookingToken: string, _ctx: { CODRES: number; CODPESRES: number }): Promise<EncodeRequestReply> {
  const r = await guarded(() => call(doorlock.requestEncode, { dispositivo: 'kiosk' }, { auth: { bearer: bookingToken } }));
  return { seqEncode: r.seqEncode };
}

export async function consultEncode(bookingToken: string, seqEncode: number): Promise<EncodeConsultReply> {
  const { encode } = await guarded(() => call(doorlock.consultEncode, { seqEncode }, { auth: { bearer: bookingToken } }));
  const estado: EncodeState = encode.situacao === 'done' ? 'done' : encode.situacao === 'failed' ? 'failed' : 'pending';
  return { estado, motivo: encode.motivo, gravacoes: encode.gravacoes ?? 0 };
}
