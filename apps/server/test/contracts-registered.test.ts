import { describe, expect, it } from 'vitest';
import { allServices } from '../src/modules';

/**
 * Every contract of packages/contracts is served: docs/spec-coverage.md traces the calls of spec section 7 to their
 * contracts (scripts/spec-coverage.test.ts reads the contract modules, fast), and this closes the loop on the server,
 * whose modules this project loads anyway (docs/decisions/0079-spec-coverage.md).
 */
const contractModules = import.meta.glob(
  [
    '../../../packages/contracts/src/**/*services.ts',
    '../../../packages/contracts/src/crm/unsubscribe.ts',
    '../../../packages/contracts/src/auth/users.ts',
  ],
  { eager: true },
);

describe('the service registry', () => {
  it('registers a service for every contract of packages/contracts', () => {
    const contracts = Object.values(contractModules).flatMap((m) =>
      Object.values(m as Record<string, unknown>).filter(
        (v): v is { name: string } => !!v && typeof v === 'object' && 'name' in v && 'input' in v && 'output' in v && 'access' in v,
      ),
    );
    expect(contracts.length).toBeGreaterThan(150);
    const served = new Set(allServices().map((s) => s.name));
    expect(contracts.map((c) => c.name).filter((name) => !served.has(name))).toEqual([]);
  });
});
