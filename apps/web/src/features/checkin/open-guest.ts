import type { BookingTokenReply } from '@gm/contracts/checkin';
import { personDetails } from './api';
import { bookingForGuest } from './booking-api';
import { dataFromPerson } from './person-form';
import { bookingFound, dispatch, setData, setExtras, startGuest } from './wizard-store';

/**
 * Starting a guest's check-in, from the guest selection or, when the booking has a single guest left to fill,
 * straight from the booking search (docs/decisions/0038-shorter-guest-wizard.md: that guest's selection is no
 * screen of its own).
 */
export interface PendingGuest {
  CODPESRES: number;
  NOME: string;
  principal: string;
}

/** Starts the guest and fills in what is already known (a guest who started before, or a linked profile). */
export async function openGuest(token: string, p: PendingGuest): Promise<void> {
  startGuest({ CODPESRES: p.CODPESRES, NOME: p.NOME, principal: p.principal === 'S' });
  const details = await personDetails(token, { CODPESRES: p.CODPESRES });
  if (details.pessoa) {
    setData(dataFromPerson(details.pessoa, true));
    const nationality = details.pessoa.nacionalidade;
    setExtras({ brazilian: nationality ? nationality === 'BR' : !details.pessoa.travelDocument });
  }
}

/** The booking search's answer: one guest to fill starts that guest; several go to the guest selection. */
export async function goToBooking(reply: Pick<BookingTokenReply, 'token' | 'CODRES'> & { CODPESRES: number | null }): Promise<void> {
  const booking = await bookingForGuest(reply.token, reply.CODRES);
  const pending = booking.pessoasReserva.filter((p) => p.statusWebCheckin === 'P');
  const single = pending.length === 1 ? pending[0]! : null;
  bookingFound(reply, !!single);
  if (single) await openGuest(reply.token, single);
  dispatch({ type: 'next' });
}
