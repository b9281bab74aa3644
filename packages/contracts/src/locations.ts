import { z } from 'zod';

/**
 * Locations (spec section 7): GET /countries, /countries/{code}/regions, /countries/{code}/regions/{isoCode}/cities
 * with languageCode, offset and limit; clients fetch pages of 1000 until metadata.totalCount is reached.
 */
export const LOCATION_PAGE_SIZE = 1000;

export const locationListQuery = z.object({
  /** pt, en or es (pt_BR style codes are cut at the underscore); the request's language otherwise. */
  languageCode: z.string().trim().max(10).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(LOCATION_PAGE_SIZE).default(LOCATION_PAGE_SIZE),
});
export type LocationListQuery = z.infer<typeof locationListQuery>;

/** ISO 3166-1 alpha-2. */
export const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((v) => v.toUpperCase());

/** The subdivision part of ISO 3166-2 (SP for BR-SP, C for AR-C). */
export const regionCode = z
  .string()
  .regex(/^[A-Za-z0-9]{1,3}$/)
  .transform((v) => v.toUpperCase());

export interface Country {
  code: string;
  name: string;
  label: string;
}

export interface Region {
  isoCode: string;
  name: string;
  label: string;
}

/** City with the spec's aliases; for Brazil the id is the 7-digit IBGE code, elsewhere the GeoNames id. */
export interface City {
  id: string;
  city: string;
  name: string;
  label: string;
  cityId: string;
  cityName: string;
  cidadeId: string;
  cidade: string;
}

export interface LocationPage<T> {
  status: 1;
  metadata: { totalCount: number; offset: number; limit: number };
  data: T[];
}
