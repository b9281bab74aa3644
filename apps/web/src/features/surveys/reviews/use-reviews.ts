import type { ListReviewsReply, ReviewRow } from '@gm/contracts/surveys/replies';
import { addDays, todayIn } from '@gm/domain/bookings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useListQuery } from '../../../lib/use-list-query';
import { listReviews, surveyKeys } from '../api';

/** The reviews page's filters as the service takes them (the dates already checked: start on or before the end). */
export interface ReviewFilters {
  dtInicio: string;
  dtFim: string;
  chaveQue?: string | undefined;
  faixa?: 'promoter' | 'passive' | 'detractor' | undefined;
  busca?: string | undefined;
}

/** The period a manager looks at first: the last 30 days, today included, in the hotel's days. */
export function defaultPeriod(timeZone: string, now: Date = new Date()): { dtInicio: string; dtFim: string } {
  const today = todayIn(timeZone, now);
  return { dtInicio: addDays(today, -29), dtFim: today };
}

/** The page of reviews; live: a guest's submit or another desk's reply refetches it. */
export function useReviewList(filters: ReviewFilters) {
  return useListQuery<ReviewRow, ReviewFilters>({
    queryKey: surveyKeys.reviews,
    fetch: (w, f) => listReviews({ ...f, offset: w.offset, limit: w.limit }),
    filters,
    pageSize: 25,
    pageSizes: [25, 50, 100],
    live: ['surveys.changed'],
  });
}

/**
 * The period's NPS (the same service, one row asked): apart from the pages so paging does not reload it; under the
 * reviews' key, so the list's live refetch (useReviewList) and a reply's write refresh it too.
 */
export function useNpsSummary(filters: ReviewFilters) {
  return useQuery({
    queryKey: [...surveyKeys.reviews, 'nps', filters],
    queryFn: () => listReviews({ ...filters, offset: 0, limit: 1 }).then((r): ListReviewsReply['nps'] => r.nps),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
