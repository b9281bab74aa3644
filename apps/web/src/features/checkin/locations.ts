import type { City, Country, Region } from '@gm/contracts/locations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type LocationPage, locationPage } from './api';

/**
 * Countries, regions and cities for the address and nationality fields (spec sections 7 "Locations" and 9):
 * pages of 1000 fetched until metadata.totalCount is reached, in the guest's language. TanStack Query keeps one
 * entry per language (the cache of the spec); while a language's list loads, a list already fetched in another
 * language stands in (the fallback pair), so switching language never empties a filled field.
 */
const LOCATION_PAGE = 1000;
/** Bounds a broken totalCount: no list of the dataset is near this. */
const MAX_PAGES = 50;

type Fetch<T> = (offset: number, limit: number) => Promise<LocationPage<T>>;

async function fetchAllPages<T>(fetchPage: Fetch<T>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const reply = await fetchPage(all.length, LOCATION_PAGE);
    all.push(...reply.data);
    if (reply.data.length === 0 || all.length >= reply.metadata.totalCount) break;
  }
  return all;
}

const locationKeys = {
  countries: (lang: string) => ['checkin', 'locations', 'countries', lang] as const,
  regions: (lang: string, country: string) => ['checkin', 'locations', 'regions', lang, country] as const,
  cities: (lang: string, country: string, region: string) => ['checkin', 'locations', 'cities', lang, country, region] as const,
};

/** The other language whose cached list stands in while this one loads. */
const FALLBACK: Record<string, string[]> = { pt: ['es', 'en'], es: ['pt', 'en'], en: ['pt', 'es'] };

function useLocationList<T>(keyFor: (lang: string) => readonly unknown[], lang: string, token: string | null, path: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: keyFor(lang),
    enabled: !!token && !!path,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60 * 60_000,
    queryFn: () => fetchAllPages<T>((offset, limit) => locationPage<T>(token!, path!, { languageCode: lang, offset, limit })),
    // A list cached in another language keeps the select usable until this one arrives.
    placeholderData: () => {
      for (const other of FALLBACK[lang] ?? []) {
        const cached = client.getQueryData<T[]>(keyFor(other));
        if (cached) return cached;
      }
      return undefined;
    },
  });
}

export function useCountries(lang: string, token: string | null) {
  return useLocationList<Country>((l) => locationKeys.countries(l), lang, token, '/countries');
}

export function useRegions(lang: string, token: string | null, country: string | null | undefined) {
  const c = country ?? '';
  return useLocationList<Region>((l) => locationKeys.regions(l, c), lang, token, c ? `/countries/${encodeURIComponent(c)}/regions` : null);
}

export function useCities(lang: string, token: string | null, country: string | null | undefined, region: string | null | undefined) {
  const c = country ?? '';
  const r = region ?? '';
  return useLocationList<City>(
    (l) => locationKeys.cities(l, c, r),
    lang,
    token,
    c && r ? `/countries/${encodeURIComponent(c)}/regions/${encodeURIComponent(r)}/cities` : null,
  );
}
