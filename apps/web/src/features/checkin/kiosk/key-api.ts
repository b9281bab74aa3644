import { callService } from '../../../lib/api/client';
import { guarded } from '../api';
import { deviceToken } from './kiosk-api';

/**
 * The door-key encoding calls of spec section 7 ("Check-in calls: ... encode request, encode consult"), built by the
 * door-keys work (branch h-doorkeys) in parallel. The kiosk calls them by name on the check-in base path, against
 * the contract agreed for them (docs/decisions/0064-kiosk.md, "Door keys"):
 * - RequisitarEncodeService, body: the booking context (CODRES, CODPESRES, the kiosk's device token) -> { seqEncode };
 * - ConsultaEncodeService, body { seqEncode } -> { estado: pending | done | failed, motivo, gravacoes }.
 * When the door-key contracts land in @gm/contracts, the integrator swaps these two functions for `call(contract)`;
 * nothing else of the kiosk changes.
 */
const BASE = '/jwt/brokerJson/checkin';

export interface EncodeRequestReply {
  seqEncode: number;
}

export type EncodeState = 'pending' | 'done' | 'failed';

export interface EncodeConsultReply {
  estado: EncodeState;
  /** Why it failed: e.g. max_recordings (the booking's maximum number of keys reached), lock_error, timeout. */
  motivo: string | null;
  /** Keys recorded for the booking so far. */
  gravacoes: number;
  /** Poll again after this long while pending. */
  pollAfterMs?: number | null;
}

export function requestEncode(bookingToken: string, ctx: { CODRES: number; CODPESRES: number }): Promise<EncodeRequestReply> {
  return guarded(() =>
    callService<EncodeRequestReply>(
      BASE,
      'RequisitarEncodeService',
      { ...ctx, dispositivo: deviceToken() },
      { auth: { bearer: bookingToken } },
    ),
  );
}

export function consultEncode(bookingToken: string, seqEncode: number): Promise<EncodeConsultReply> {
  return guarded(() => callService<EncodeConsultReply>(BASE, 'ConsultaEncodeService', { seqEncode }, { auth: { bearer: bookingToken } }));
}
