import { build } from 'esbuild';

// Bundles the server and the workspace packages it imports; every npm dependency stays external.
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@gm/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
