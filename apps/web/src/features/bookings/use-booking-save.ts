import type { BookingDetails } from '@gm/contracts/bookings';
import type { BookingDetailsReply } from '@gm/contracts/bookings/replies';
import type { QueryKey } from '@tanstack/react-query';
import { type CacheMutationOptions, type SavedEntity, useCacheMutation, type WriteEffects } from '../../lib/api/mutations';
import { bookingKeys, checkOut, markSynced, saveBooking, setActivity } from './api';
import { type BookingFormState, type BookingModalMode, toActivityInput, toSaveInput } from './booking-form';

/**
 * The bookings' writes through lib/api/mutations.ts (decision 0029): the reply's booking goes into the detail cache
 * and only the lists refetch (bookings, reception, map, activity, summary, pending: bookingKeys.lists); the live
 * event of the write reaches this tab marked own and refetches nothing, while other desks refetch.
 */

const guestsOf = (names: readonly { CODPESRES: number; NOME: string | null }[]) =>
  names.map((p) => `${p.CODPESRES}:${p.NOME ?? ''}`).join('|');

/** The booking as a write answered it, in the detail query (when the detail is cached: a new booking's is not). */
export function savedBooking(reserva: BookingDetails): SavedEntity<BookingDetailsReply> {
  return {
    queryKey: bookingKeys.details(reserva.CODRES),
    update: (old) => (old ? { ...old, reserva } : undefined),
    // The documents tab's rows are one per guest: added, removed or renamed guests are read again at its next use.
    stale: (old) => !!old && guestsOf(old.documentos.pessoas) !== guestsOf(reserva.pessoasReserva),
  };
}

/** Marked synced: the reply names the booking and its new flag only. */
export function syncedBooking(codRes: number): SavedEntity<BookingDetailsReply> {
  return {
    queryKey: bookingKeys.details(codRes),
    update: (old) => (old ? { ...old, reserva: { ...old.reserva, sincronizacaoConcluida: 'S' } } : undefined),
  };
}

export function bookingWrite(reserva: BookingDetails): WriteEffects {
  return { saved: [savedBooking(reserva)], lists: [bookingKeys.lists] };
}

const uncertain = (codRes: number | null) => (): QueryKey[] => [bookingKeys.lists, ...(codRes ? [bookingKeys.details(codRes)] : [])];

type Options<R, V> = Omit<CacheMutationOptions<R, V>, 'mutationFn' | 'effects' | 'uncertain'>;

/**
 * The booking modal's confirm: create or edit (InserirAlterarReservaService), check-in or the check-out change
 * (RealizarAtividadeReservaService); every reply carries the booking as saved.
 */
export function useBookingSave(
  mode: BookingModalMode,
  codRes: number | null,
  options: Options<{ message: string; reserva: BookingDetails }, BookingFormState>,
) {
  return useCacheMutation({
    ...options,
    mutationFn: (f: BookingFormState) => {
      if (mode === 'new' || mode === 'edit') return saveBooking(toSaveInput(f, codRes));
      return setActivity(toActivityInput(f, codRes!, mode === 'checkin' ? 'I' : 'O'));
    },
    effects: (reply) => bookingWrite(reply.reserva),
    uncertain: uncertain(codRes),
  });
}

/** MarcarProcessamentoService tipo R: the booking's sync flag turns S. */
export function useMarkBookingSynced(codRes: number, options: Options<{ message: string }, void>) {
  return useCacheMutation({
    ...options,
    mutationFn: () => markSynced({ tipo: 'R', CODRES: codRes }),
    effects: () => ({ saved: [syncedBooking(codRes)], lists: [bookingKeys.lists] }),
    uncertain: uncertain(codRes),
  });
}

/** RealizarCheckoutService: the booking leaves today; `saldoDevedor` is the balance due the confirmation showed. */
export function useCheckOut(codRes: number, options: Options<{ message: string; reserva: BookingDetails }, number>) {
  return useCacheMutation({
    ...options,
    mutationFn: (saldoDevedor: number) => checkOut({ CODRES: codRes, saldoDevedor }),
    effects: (reply) => bookingWrite(reply.reserva),
    uncertain: uncertain(codRes),
  });
}
