import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * A contract module of packages/contracts: one defineContract per service (`<domain>/services.ts`, or
 * `<domain>/<area>-services.ts` for an area of a domain built apart, e.g. auth/emulation-services.ts).
 */
const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+[\\/](?:[a-z]+(?:-[a-z]+)*-)?services\.ts$/;

/**
 * What a call needs of a contract at run time: its name, the one path the web calls (contractPath: the first exact
 * path, else the first base path), the method and the encodings. Access, permissions and the schemas are for the
 * compiler and the server.
 */
export function wireOf(name: string, value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || !('name' in value) || !('output' in value)) {
    throw new Error(`gm-contracts: ${name} is not a contract (a contract module exports contracts only)`);
  }
  const c = value as { name: string; paths?: string[]; basePaths?: string[]; method?: string; reply?: string; form?: boolean };
  return {
    name: c.name,
    ...(c.paths?.length ? { paths: [c.paths[0]] } : { basePaths: [c.basePaths?.[0]] }),
    ...(c.method ? { method: c.method } : {}),
    ...(c.reply ? { reply: c.reply } : {}),
    ...(c.form ? { form: c.form } : {}),
  };
}

/**
 * In a build, the web gets each contract module as data: name, paths, method, access... without the zod schemas.
 * `call(contract, input)` reads only the path, and the types still come from the schemas at compile time, so the
 * guest's pages do not carry zod and every input and reply schema of a domain (about 27 KB gzip on /payment).
 * A screen that validates with a schema imports it from `@gm/contracts/<domain>` itself (as the forms do).
 * The development server serves the modules as they are.
 */
export function contractsAsData(): Plugin {
  return {
    name: 'gm-contracts-as-data',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CONTRACTS.test(file)) return null;
      const out = await build({ entryPoints: [file], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });
      const code = out.outputFiles[0]?.text ?? '';
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>;
      // A screen that reached for a schema here would get undefined silently: it gets this error instead.
      const schemaless = `function schemaless(wire) {
  const missing = () => { throw new Error(wire.name + ': a contract has no schemas in the web build; import the schema from @gm/contracts/<domain>'); };
  return Object.freeze(Object.defineProperties(wire, { input: { get: missing }, output: { get: missing } }));
}`;
      return [
        schemaless,
        ...Object.entries(module).map(
          ([name, value]) => `export const ${name} = /*#__PURE__*/ schemaless(${JSON.stringify(wireOf(name, value))});`,
        ),
      ].join('\n');
    },
  };
}
