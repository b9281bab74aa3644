import type { GuestBooking } from '@gm/contracts/bookings/replies';
import { webCheckinDetails } from '@gm/contracts/bookings/services';
import { call } from '../../lib/api/client';
import { guarded } from './api';

/**
 * DetalhesReservaWebCheckinService with the booking token: the guest's view of the booking (staff callers get the full
 * details instead). Apart from api.ts so the booking search's first screen does not carry the bookings contracts.
 */
export async function bookingForGuest(token: string, CODRES: number): Promise<GuestBooking> {
  const reply = await guarded(() => call(webCheckinDetails, { CODRES }, { auth: { bearer: token } }));
  if ('documentos' in reply) throw new Error('DetalhesReservaWebCheckinService: a booking token got the staff view');
  return reply.reserva;
}
