import { emptyFilter, type FilterGroup } from '@gm/contracts/crm/segments-filters';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLiveRefetch } from '../../../lib/api/live-refetch';
import { explorePeople, guestKeys } from '../guests/api';
import { availableFilters, getSegment, listSegments, segmentKeys } from './api';
import { problems } from './builder-model';

/** The filterable fields with the hotel's options. */
export function useAvailableFilters() {
  return useQuery({ queryKey: segmentKeys.filters, queryFn: availableFilters, staleTime: 60_000 });
}

/** The saved segments, counted now; another desk's change refetches them. */
export function useSegments() {
  useLiveRefetch(['segments.changed'], segmentKeys.list);
  return useQuery({ queryKey: segmentKeys.list, queryFn: listSegments });
}

export function useSegment(id: number | null) {
  return useQuery({ queryKey: segmentKeys.detail(id ?? 0), queryFn: () => getSegment(id!), enabled: id !== null });
}

export const SAMPLE_SIZE = 8;

/**
 * The builder's live count and sample: the tree as it is, 400 ms after the last change, only once every rule can be
 * evaluated (a rule being typed keeps the last answer on screen).
 */
export function useSegmentPreview(tree: FilterGroup) {
  const [settled] = useDebouncedValue(tree, 400);
  const ready = Object.keys(problems(settled)).length === 0;
  const filter = settled.rules.length === 0 ? emptyFilter : settled;
  return useQuery({
    queryKey: [...guestKeys.people, 'preview', filter],
    queryFn: () => explorePeople({ filter, limit: SAMPLE_SIZE, offset: 0, sort: '-lastStay' }),
    enabled: ready,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
