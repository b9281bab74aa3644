import { fileURLToPath } from 'node:url';
import * as contracts from '@gm/contracts/billing/services';
import { type AnyContract, contractPath } from '@gm/contracts/contract';
import { describe, expect, it } from 'vitest';
import { contractsAsData } from '../../../vite-contracts';

const load = contractsAsData().load as (id: string) => Promise<string | null>;
const file = fileURLToPath(new URL('../../../../../packages/contracts/src/billing/services.ts', import.meta.url));

describe('billing contracts in a web build (vite-contracts.ts)', () => {
  it('are data: every contract, its path and access, without the schemas', async () => {
    const code = await load(file);
    const built = (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code ?? '').toString('base64')}`)) as Record<
      string,
      AnyContract
    >;
    expect(Object.keys(built).sort()).toEqual(Object.keys(contracts).sort());
    for (const [name, contract] of Object.entries(contracts) as [string, AnyContract][]) {
      const { input: _input, output: _output, ...wire } = contract;
      expect(built[name]).toEqual(wire);
      expect(contractPath(built[name]!)).toBe(contractPath(contract));
    }
    expect(JSON.stringify(built)).not.toContain('_zod');
  });

  it('leaves every other module alone', async () => {
    expect(await load(file.replace('services.ts', 'replies.ts'))).toBeNull();
  });
});
