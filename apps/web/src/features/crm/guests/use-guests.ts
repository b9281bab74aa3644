import { useQuery } from '@tanstack/react-query';
import { useLiveRefetch } from '../../../lib/api/live-refetch';
import { explorePerson, guestKeys, guestsSummary } from './api';

/** One guest's profile and timeline; a consent recorded at another desk refetches it. */
export function useGuestProfile(id: number) {
  useLiveRefetch(['profiles.changed'], guestKeys.person(id));
  return useQuery({ queryKey: guestKeys.person(id), queryFn: () => explorePerson(id), enabled: id > 0 });
}

export function useGuestsSummary() {
  return useQuery({ queryKey: guestKeys.summary, queryFn: guestsSummary });
}
