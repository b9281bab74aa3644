import { expect, it } from 'vitest';
import { allServices } from '../src/modules';
import { accessList, servicePaths } from '../src/platform/registry';
import { call, createTestEnv, signIn } from './harness';
import { describeRegistryMatrix, prepareRegistryMatrix } from './registry-matrix-cases';

/**
 * The registry-wide authorisation matrix (registry-matrix-cases.ts) in one process, through `app.inject`.
 * scale-out.test.ts runs the same cases over HTTP through a load balancer in front of two server processes.
 */
const env = await createTestEnv();

const matrix = await prepareRegistryMatrix({
  db: env.db,
  demo: env.demo,
  call: (path, body, token, method) =>
    method === 'GET'
      ? env.app.inject({ method: 'GET', url: path, headers: token ? { authorization: `Bearer ${token}` } : {} })
      : call(env.app, path, body, token),
  signIn: async (email) => (await signIn(env.app, email)).token,
});
describeRegistryMatrix(matrix);

it('every service names its paths, access and a summary', () => {
  for (const def of allServices()) {
    expect(servicePaths(def).length, def.name).toBeGreaterThan(0);
    expect(def.summary.length, def.name).toBeGreaterThan(10);
    expect(accessList(def).length, def.name).toBeGreaterThan(0);
  }
});
