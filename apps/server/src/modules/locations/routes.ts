import { countryCode, locationListQuery, regionCode } from '@gm/contracts/locations';
import { normaliseLocale } from '@gm/domain/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { signedInCaller } from '../../platform/http-caller';
import type { PlainRoutes } from '../../platform/module';
import type { PlainRouteDoc } from '../../platform/openapi';
import { requestLocale } from '../../platform/transports';
import { listCities, listCountries, listRegions, pageOf } from './locations';

/** Served under /jwt/location (the spec's base path) and at the bare paths; guests (context or booking token) and staff. */
const PREFIXES = ['/jwt/location', ''];
const CACHE = 'private, max-age=3600';

function localeOf(req: FastifyRequest, languageCode: string | undefined) {
  return normaliseLocale(languageCode) ?? requestLocale(req);
}

const PAGE = { '200': '{ totalCount, offset, limit, data[] } (pages of up to 1000; cached an hour by the browser)', '400': 'Bad query' };
const docs: PlainRouteDoc[] = [
  {
    method: 'get',
    path: '/jwt/location/countries',
    summary: 'Countries named in the requested language (pt, en, es). Also at /countries.',
    access: ['guest', 'user'],
    query: locationListQuery,
    responses: PAGE,
  },
  {
    method: 'get',
    path: '/jwt/location/countries/{code}/regions',
    summary: "A country's regions (Brazil's states with IBGE codes). Also at /countries/{code}/regions.",
    access: ['guest', 'user'],
    pathParams: { code: 'ISO 3166-1 alpha-2' },
    query: locationListQuery,
    responses: { ...PAGE, '404': 'Unknown country' },
  },
  {
    method: 'get',
    path: '/jwt/location/countries/{code}/regions/{isoCode}/cities',
    summary: "A region's cities (Brazil's municipalities with IBGE codes). Also at /countries/{code}/regions/{isoCode}/cities.",
    access: ['guest', 'user'],
    pathParams: { code: 'ISO 3166-1 alpha-2', isoCode: 'the region code' },
    query: locationListQuery,
    responses: { ...PAGE, '404': 'Unknown country or region' },
  },
];

function registerLocationRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const prefix of PREFIXES) {
    app.get(`${prefix}/countries`, async (req, reply) => {
      await signedInCaller(deps, req);
      const q = locationListQuery.parse(req.query ?? {});
      reply.header('cache-control', CACHE);
      return pageOf(listCountries(localeOf(req, q.languageCode)), q.offset, q.limit);
    });

    app.get<{ Params: { code: string } }>(`${prefix}/countries/:code/regions`, async (req, reply) => {
      await signedInCaller(deps, req);
      const q = locationListQuery.parse(req.query ?? {});
      const regions = listRegions(countryCode.parse(req.params.code), localeOf(req, q.languageCode));
      if (!regions) throw new AppError('locations.country_not_found', { httpStatus: 404 });
      reply.header('cache-control', CACHE);
      return pageOf(regions, q.offset, q.limit);
    });

    app.get<{ Params: { code: string; isoCode: string } }>(`${prefix}/countries/:code/regions/:isoCode/cities`, async (req, reply) => {
      await signedInCaller(deps, req);
      const q = locationListQuery.parse(req.query ?? {});
      const country = countryCode.parse(req.params.code);
      if (!listRegions(country, 'pt')) throw new AppError('locations.country_not_found', { httpStatus: 404 });
      const cities = listCities(country, regionCode.parse(req.params.isoCode));
      if (!cities) throw new AppError('locations.region_not_found', { httpStatus: 404 });
      reply.header('cache-control', CACHE);
      return pageOf(cities, q.offset, q.limit);
    });
  }
}

/** GET countries, regions and cities (listed in the locations manifest). */
export const locationRoutes: PlainRoutes = { docs, register: registerLocationRoutes };
