import { useQuery } from '@tanstack/react-query';
import { useLiveRefetch } from '../../../lib/api/live-refetch';
import { explorePerson, guestEmails, guestKeys, guestsSummary } from './api';

/** One guest's profile and timeline; a consent recorded at another desk refetches it. */
export function useGuestProfile(id: number) {
  useLiveRefetch(['profiles.changed'], guestKeys.person(id));
  return useQuery({ queryKey: guestKeys.person(id), queryFn: () => explorePerson(id), enabled: id > 0 });
}

/** The campaign e-mails of one guest (sent, opened, clicked, failed) for the timeline. */
export function useGuestEmails(id: number) {
  return useQuery({ queryKey: guestKeys.emails(id), queryFn: () => guestEmails(id), enabled: id > 0 });
}

export function useGuestsSummary() {
  return useQuery({ queryKey: guestKeys.summary, queryFn: guestsSummary });
}
