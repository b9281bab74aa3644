import { countryCode, locationListQuery, regionCode } from '@gm/contracts/locations';
import { normaliseLocale } from '@gm/domain/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { requestLocale } from '../../platform/transports';
import { signedInCaller } from '../checkin/http';
import { listCities, listCountries, listRegions, pageOf } from './locations';
import './messages';

/** Served under /jwt/location (the spec's base path) and at the bare paths; guests (context or booking token) and staff. */
const PREFIXES = ['/jwt/location', ''];
const CACHE = 'private, max-age=3600';

function localeOf(req: FastifyRequest, languageCode: string | undefined) {
  return normaliseLocale(languageCode) ?? requestLocale(req);
}

export function registerLocationRoutes(app: FastifyInstance, deps: AppDeps): void {
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
