import { useQuery } from '@tanstack/react-query';
import { useLiveRefetch } from '../../../lib/api/live-refetch';
import { bookingReviews, surveyKeys } from '../api';

/**
 * A booking's answers (ListAvaliacoesReservaService). Under the reviews' key: a reply saved here or in the reviews list
 * refreshes both; live, a guest's submit or another desk's reply refetches it.
 */
export function useBookingReviews(codRes: number) {
  const key = surveyKeys.booking(codRes);
  useLiveRefetch(['surveys.changed'], key);
  return useQuery({ queryKey: key, queryFn: () => bookingReviews(codRes), meta: { handlesErrors: true } });
}
