import { isDeepStrictEqual } from 'node:util';
import * as auth from '@gm/contracts/auth/services';
import * as billing from '@gm/contracts/billing/services';
import * as bookings from '@gm/contracts/bookings/services';
import * as checkin from '@gm/contracts/checkin/services';
import type { AnyContract } from '@gm/contracts/contract';
import * as institutions from '@gm/contracts/institutions/services';
import type { AnyService } from './platform/registry';

/**
 * While modules move to `defineService(contract, impl)`, a service still written the older way gets its contract's
 * output schema by name, and start-up fails if the two disagree on anything the wire depends on (paths, access,
 * permission, institution, encoding). Once every module registers against its contract this file goes.
 */
const CONTRACTS: AnyContract[] = [auth, billing, bookings, checkin, institutions].flatMap((m) =>
  Object.values(m as Record<string, unknown>).filter(isContract),
);

function isContract(v: unknown): v is AnyContract {
  return !!v && typeof v === 'object' && 'name' in v && 'output' in v && 'input' in v;
}

const set = (list: readonly unknown[] | undefined) => new Set((list ?? []).map((x) => JSON.stringify(x)));
const asList = <T>(v: T | readonly T[] | undefined): readonly T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v as T]);

export function bindContracts(services: AnyService[]): AnyService[] {
  const byName = new Map(CONTRACTS.map((c) => [c.name, c]));
  for (const def of services) {
    const c = byName.get(def.name);
    if (!c || def.output) continue;
    const same =
      isDeepStrictEqual(set(def.basePaths), set(c.basePaths)) &&
      isDeepStrictEqual(set(def.paths), set(c.paths)) &&
      isDeepStrictEqual(set(asList(def.access)), set(asList(c.access))) &&
      isDeepStrictEqual(set(asList(def.permission)), set(asList(c.permission))) &&
      isDeepStrictEqual(set(asList(def.staffPermission)), set(asList(c.staffPermission))) &&
      !!def.needsInstitution === c.needsInstitution &&
      !!def.form === !!c.form &&
      !!def.xml === !!c.xml &&
      (def.reply ?? 'json') === (c.reply ?? 'json') &&
      def.rateLimit === c.rateLimit &&
      !!def.writes === !!c.writes;
    if (!same) throw new Error(`service ${def.name} disagrees with its contract`);
    def.output = c.output;
  }
  return services;
}
