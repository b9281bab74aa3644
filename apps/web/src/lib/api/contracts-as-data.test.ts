import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type AnyContract, contractPath } from '@gm/contracts/contract';
import { describe, expect, it } from 'vitest';
import { contractsAsData } from '../../../vite-contracts';

const load = contractsAsData().load as (id: string) => Promise<string | null>;
const src = fileURLToPath(new URL('../../../../../packages/contracts/src/', import.meta.url));
const domains = readdirSync(src, { withFileTypes: true })
  .filter((d) => d.isDirectory() && readdirSync(`${src}${d.name}`).includes('services.ts'))
  .map((d) => d.name);
// Every contract module: each domain's services.ts and its areas' <area>-services.ts.
const modules = readdirSync(src, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(`${src}${d.name}`)
      .filter((f) => /^(?:[a-z-]+-)?services\.ts$/.test(f))
      .map((f) => `${d.name}/${f}`),
  );

async function built(file: string): Promise<Record<string, AnyContract>> {
  const code = await load(file);
  return (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code ?? '').toString('base64')}`)) as Record<
    string,
    AnyContract
  >;
}

describe('contracts in a web build (vite-contracts.ts)', () => {
  it('cover every domain', () => {
    expect(domains).toEqual(expect.arrayContaining(['auth', 'billing', 'bookings', 'checkin', 'dashboards', 'institutions']));
  });
  it.each(modules)('%s: every contract is data that reaches the same path, without zod', async (module) => {
    const file = `${src}${module}`;
    const contracts = (await import(/* @vite-ignore */ file)) as Record<string, AnyContract>;
    const data = await built(file);
    expect(Object.keys(data).sort()).toEqual(Object.keys(contracts).sort());
    for (const [name, contract] of Object.entries(contracts)) {
      expect(data[name]!.name).toBe(contract.name);
      expect(contractPath(data[name]!)).toBe(contractPath(contract));
      expect(data[name]!.method).toBe(contract.method);
      expect(data[name]!.reply).toBe(contract.reply);
      expect(() => data[name]!.input, 'a screen reaching for a schema is told where to find it').toThrow(/no schemas in the web build/);
      expect(() => data[name]!.output).toThrow(/no schemas in the web build/);
    }
    expect(await load(file)).not.toContain('_zod');
  });
  it('leaves every other module alone', async () => {
    expect(await load(`${src}billing/replies.ts`)).toBeNull();
    expect(await load(`${src}auth/emulation.ts`)).toBeNull();
  });
});
