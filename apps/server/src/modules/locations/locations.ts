import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { City, Country, LocationPage, Region } from '@gm/contracts/locations';
import type { Locale } from '@gm/domain/locale';
import { serverRoot } from '../../db/paths';

/**
 * Countries, regions and cities from the data shipped in apps/server/data/locations (see its README): country
 * names from Intl.DisplayNames in pt/en/es, subdivisions from iso3166-2-db, cities from GeoNames and, for Brazil,
 * IBGE's municipalities (id = IBGE code). Read lazily and kept in memory (cities per country, the most recent few).
 */

type RegionRow = [isoCode: string, pt: string, en: string, es: string];
type CityRow = [id: string, name: string];

const LANG_COLUMN: Record<Locale, 1 | 2 | 3> = { pt: 1, en: 2, es: 3 };
const CITY_COUNTRIES_KEPT = 24;

const dataDir = () => path.join(serverRoot(), 'data/locations');
let codes: string[] | null = null;
let regionRows: Record<string, RegionRow[]> | null = null;
const countryLists = new Map<Locale, Country[]>();
const regionLists = new Map<string, Region[]>();
const cityFiles = new Map<string, Record<string, CityRow[]>>();
const cityLists = new Map<string, City[]>();

function countryCodes(): string[] {
  codes ??= JSON.parse(readFileSync(path.join(dataDir(), 'countries.json'), 'utf8')) as string[];
  return codes;
}

function regionsData(): Record<string, RegionRow[]> {
  regionRows ??= JSON.parse(readFileSync(path.join(dataDir(), 'regions.json'), 'utf8')) as Record<string, RegionRow[]>;
  return regionRows;
}

export function isKnownCountry(code: string): boolean {
  return countryCodes().includes(code);
}

export function listCountries(locale: Locale): Country[] {
  let list = countryLists.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    list = countryCodes()
      .map((code) => {
        const name = names.of(code) ?? code;
        return { code, name, label: name };
      })
      .sort((a, b) => collator.compare(a.name, b.name));
    countryLists.set(locale, list);
  }
  return list;
}

export function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** null when the country is unknown; [] when it has no subdivisions in the data. */
export function listRegions(country: string, locale: Locale): Region[] | null {
  if (!isKnownCountry(country)) return null;
  const key = `${country}:${locale}`;
  let list = regionLists.get(key);
  if (!list) {
    const col = LANG_COLUMN[locale];
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    list = (regionsData()[country] ?? [])
      .map((r) => ({ isoCode: r[0], name: r[col], label: r[col] }))
      .sort((a, b) => collator.compare(a.name, b.name));
    regionLists.set(key, list);
  }
  return list;
}

export function regionName(country: string, isoCode: string, locale: Locale): string | null {
  return listRegions(country, locale)?.find((r) => r.isoCode === isoCode)?.name ?? null;
}

function cityFile(country: string): Record<string, CityRow[]> {
  let file = cityFiles.get(country);
  if (!file) {
    try {
      file = JSON.parse(gunzipSync(readFileSync(path.join(dataDir(), 'cities', `${country}.json.gz`))).toString('utf8')) as Record<
        string,
        CityRow[]
      >;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      file = {};
    }
    if (cityFiles.size >= CITY_COUNTRIES_KEPT) {
      const oldest = cityFiles.keys().next().value as string;
      cityFiles.delete(oldest);
      for (const k of [...cityLists.keys()]) if (k.startsWith(`${oldest}:`)) cityLists.delete(k);
    }
    cityFiles.set(country, file);
  }
  return file;
}

/** null when the country or the region is unknown. City names are the same in every language. */
export function listCities(country: string, isoCode: string): City[] | null {
  const regions = listRegions(country, 'pt');
  if (!regions?.some((r) => r.isoCode === isoCode)) return null;
  const key = `${country}:${isoCode}`;
  let list = cityLists.get(key);
  if (!list) {
    list = (cityFile(country)[isoCode] ?? []).map(([id, name]) => ({
      id,
      city: name,
      name,
      label: name,
      cityId: id,
      cityName: name,
      cidadeId: id,
      cidade: name,
    }));
    cityLists.set(key, list);
  }
  return list;
}

/** The city with this id in the region, or null (used to check a guest's address, e.g. the IBGE code). */
export function findCity(country: string, isoCode: string, cityId: string): City | null {
  return listCities(country, isoCode)?.find((c) => c.id === cityId) ?? null;
}

export function pageOf<T>(items: readonly T[], offset: number, limit: number): LocationPage<T> {
  return { status: 1, metadata: { totalCount: items.length, offset, limit }, data: items.slice(offset, offset + limit) };
}
