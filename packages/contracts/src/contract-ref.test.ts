import { describe, expect, it } from 'vitest';
import * as authRefs from './auth/refs';
import * as auth from './auth/services';
import { type AnyContract, contractPath } from './contract';
import * as institutionRefs from './institutions/refs';
import * as institutions from './institutions/services';

const pairs: [string, Record<string, unknown>, Record<string, AnyContract>][] = [
  ['auth', authRefs, auth],
  ['institutions', institutionRefs, institutions],
];

describe('contract refs (the web first-load paths call through them)', () => {
  for (const [domain, refs, contracts] of pairs) {
    it.each(Object.keys(refs))(`${domain}: %s addresses its contract exactly`, (key) => {
      const ref = refs[key] as AnyContract;
      const contract = contracts[key];
      expect(contract, `no contract ${key} in ${domain}/services`).toBeDefined();
      expect({ name: ref.name, paths: ref.paths, basePaths: ref.basePaths }).toEqual({
        name: contract!.name,
        paths: contract!.paths,
        basePaths: contract!.basePaths,
      });
      expect(contractPath(ref)).toBe(contractPath(contract!));
      expect(Object.keys(ref).sort()).toEqual(['name', contract!.paths ? 'paths' : 'basePaths'].sort());
    });
  }
});
