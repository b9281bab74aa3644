import { postalCodeBody, postalCodeParam } from '@gm/contracts/checkin';
import { onlyDigits } from '@gm/domain/validators';
import type { FastifyInstance } from 'fastify';
import type { PostalAddress } from '../../adapters/postal-code/postal-code';
import type { Db } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { signedInCaller } from '../../platform/http-caller';
import { text } from '../../platform/messages';
import type { PlainRoutes } from '../../platform/module';
import type { PlainRouteDoc } from '../../platform/openapi';
import { requestLocale } from '../../platform/transports';
import { regionName } from '../locations/public';

/**
 * POST /viacep/{code} (body Pais): Brazilian CEP lookups through the postal-code port, cached in PostgreSQL. The
 * wizard never waits on the outside service: a slow or failing lookup answers at once that the address is to be
 * filled in by hand (status 1, disponivel N), and for a while after a failure the service is not called at all.
 * Refusals: invalid zip, zip not found (status 0, translated).
 */

const LOOKUP_TIMEOUT_MS = 2500;
const BREAKER_MS = 30_000;
const FOUND_TTL_DAYS = 30;
const NOT_FOUND_TTL_DAYS = 1;

const brokenUntil = new WeakMap<AppDeps, number>();

const BRAZIL = new Set(['BR', 'BRA', 'BRASIL', 'BRAZIL', '76']);

type Cached = { found: true; address: PostalAddress } | { found: false };

async function fromCache(db: Db, cep: string): Promise<Cached | null> {
  const { rows } = await db.query<{ found: boolean; address: PostalAddress | null }>(
    `SELECT found, address FROM postal_code_cache WHERE country = 'BR' AND code = $1
        AND fetched_at > now() - make_interval(days => CASE WHEN found THEN $2::int ELSE $3::int END)`,
    [cep, FOUND_TTL_DAYS, NOT_FOUND_TTL_DAYS],
  );
  const r = rows[0];
  if (!r) return null;
  return r.found && r.address ? { found: true, address: r.address } : { found: false };
}

async function toCache(db: Db, cep: string, source: string, address: PostalAddress | null): Promise<void> {
  await db.query(
    `INSERT INTO postal_code_cache (country, code, found, address, source) VALUES ('BR', $1, $2, $3, $4)
     ON CONFLICT (country, code) DO UPDATE SET found = EXCLUDED.found, address = EXCLUDED.address, source = EXCLUDED.source, fetched_at = now()`,
    [cep, address !== null, address ? JSON.stringify(address) : null, source],
  );
}

function foundReply(a: PostalAddress) {
  const estadoLong = regionName('BR', a.uf, 'pt');
  return {
    status: 1 as const,
    disponivel: 'S' as const,
    parcial: a.partial ? ('S' as const) : ('N' as const),
    cep: a.cep,
    logradouro: a.logradouro,
    complemento: a.complemento,
    bairro: a.bairro,
    localidade: a.localidade,
    uf: a.uf,
    ibge: a.ibge,
    ddd: a.ddd,
    // The wizard's field names.
    pais: 'BR',
    paisShort: 'BR',
    estado: a.uf,
    estadoLong,
    cidade: a.localidade,
    cidadeId: a.ibge,
    endereco: a.logradouro,
  };
}

async function lookupPostalCode(deps: AppDeps, code: string, country: string | undefined, locale: Parameters<typeof text>[1]) {
  const unavailable = (key: string) => ({ status: 1 as const, disponivel: 'N' as const, message: text(key, locale, null) });
  if (country && !BRAZIL.has(country.trim().toUpperCase())) return unavailable('checkin.zip_other_country');
  const cep = onlyDigits(code);
  if (!/^\d{8}$/.test(cep) || cep === '00000000') throw new AppError('checkin.zip_invalid');
  const cached = await fromCache(deps.db, cep);
  if (cached?.found) return foundReply(cached.address);
  if (cached) throw new AppError('checkin.zip_not_found');
  if ((brokenUntil.get(deps) ?? 0) > Date.now()) return unavailable('checkin.zip_unavailable');
  const port = deps.ports.postalCode;
  try {
    const result = await port.lookup(cep, AbortSignal.timeout(LOOKUP_TIMEOUT_MS));
    if (result.kind === 'invalid') throw new AppError('checkin.zip_invalid');
    if (result.kind === 'not_found') {
      await toCache(deps.db, cep, port.source, null);
      throw new AppError('checkin.zip_not_found');
    }
    await toCache(deps.db, cep, port.source, result.address);
    return foundReply(result.address);
  } catch (error) {
    if (error instanceof AppError) throw error;
    brokenUntil.set(deps, Date.now() + BREAKER_MS);
    deps.log?.warn({ source: port.source, reason: (error as Error).name }, 'postal code lookup unavailable');
    return unavailable('checkin.zip_unavailable');
  }
}

const docs: PlainRouteDoc[] = [
  {
    method: 'post',
    path: '/viacep/{code}',
    summary:
      "Looks up a postal code (Brazil's CEP through ViaCEP or the sandbox; cached in PostgreSQL) and answers the address with the IBGE city. Never blocks the wizard: when the service is down it says so.",
    access: ['guest', 'user'],
    pathParams: { code: 'the postal code (CEP: 8 digits, with or without the dash)' },
    body: { contentType: 'application/json', description: '{ Pais?: ISO code or name of the country (Brazil when absent) }' },
    responses: { '200': 'The address, or { status: 0, message } for an invalid, unknown or unavailable code' },
  },
];

function registerPostalCodeRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Params: { code: string } }>(
    '/viacep/:code',
    { config: { rateLimit: { max: Math.max(60, deps.config.rateLimitAuthMax * 6), timeWindow: 60_000 } } },
    async (req) => {
      await signedInCaller(deps, req);
      const body = postalCodeBody.parse(req.body ?? {});
      return lookupPostalCode(deps, postalCodeParam.parse(req.params.code), body.Pais, requestLocale(req));
    },
  );
}

/** POST /viacep/{code} (listed in checkin's manifest). */
export const postalCodeRoutes: PlainRoutes = { docs, register: registerPostalCodeRoutes };
