import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Tests that run the real server process: bundled as `npm start` bundles it, into a folder of the test's own. */

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function bundleServer(outfile: string): Promise<void> {
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (a) => (a.path.startsWith('@gm/') ? undefined : { path: a.path, external: true }));
        },
      },
    ],
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
