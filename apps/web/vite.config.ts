// A relative path: the config is bundled on its own, and the workspace package is TypeScript source.

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isGuestPath } from '../../packages/domain/src/guest-pages.ts';
import { contractsAsData } from './vite-contracts.ts';
import { precompress } from './vite-precompress.ts';

// In development the API runs separately (npm start, port 3000 by default); the dev server forwards
// every API path to it so the browser sees one origin, as in production.
const apiTarget = process.env.VITE_API_URL ?? 'http://localhost:3000';
const apiPaths = [
  '/broker',
  '/jwt',
  '/brokerJson',
  '/legacy',
  '/person',
  '/booking',
  '/login',
  '/logout',
  '/user',
  '/passwordRecovery',
  '/sendActivateAccount',
  '/changePassword',
  '/finishUnsubscribe',
  '/openapi.json',
  '/api',
  '/health',
  '/viacep',
  '/documentosUploader',
  '/faceUploader',
  '/image',
];

/** In development, the guest's paths get the guest entry's page, as the server does in production. */
function guestEntryInDev(): Plugin {
  return {
    name: 'gm-guest-entry',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev');
        if (req.method === 'GET' && isGuestPath(url.pathname)) req.url = `/guest.html${url.search}`;
        next();
      });
    },
  };
}

// `vite build --ssr` builds the server's render of the guest pages (src/guest/ssr.tsx) into dist/server/, which the
// API server loads and never serves (docs/decisions/0017-guest-server-render.md).
const ssrBuild = defineConfig({
  plugins: [react(), contractsAsData()],
  // One self-contained file (it loads wherever the build is put, e.g. WEB_DIST), with React's production build
  // whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: fileURLToPath(new URL('src/guest/ssr.tsx', import.meta.url)),
    target: 'node20',
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'guest-ssr.js' } },
  },
});

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        plugins: [react(), guestEntryInDev(), precompress(), contractsAsData()],
        build: {
          target: 'es2022',
          outDir: 'dist',
          emptyOutDir: true,
          // The bundle-size script reads the manifest to follow each page's chunk graph.
          manifest: true,
          sourcemap: false,
          chunkSizeWarningLimit: 400,
          // Two documents: the back office (index.html) and the guest's public screens (guest.html, without the
          // back office: docs/decisions/0015-guest-entry.md). They share chunks (React, Mantine, i18n, the API client).
          rolldownOptions: {
            input: {
              main: fileURLToPath(new URL('index.html', import.meta.url)),
              guest: fileURLToPath(new URL('guest.html', import.meta.url)),
            },
            // The Mantine components the first screens of both entries draw (sign-in, the guest's check-in) in one
            // chunk instead of a dozen small ones: fewer requests, and gzip compresses them better together.
            output: {
              codeSplitting: {
                groups: [
                  // The small modules every guest page's first screen shares (the API client, the translation
                  // engine, the language switch, hydration, the session store, a few domain rules): one chunk, not
                  // a dozen that each import the others (a lazy page that shares some of them, like the kiosk, made
                  // the bundler split them further, 1.3 KB more per first load).
                  {
                    name: 'guest-core',
                    test: /(apps[\\/]web[\\/]src[\\/](lib[\\/](api[\\/](client|http)|hydration|constants|session[\\/]session-store)|i18n[\\/](i18n|engine|use-t|feature-bundles)|ui[\\/](language-switch|language-names))|packages[\\/]domain[\\/]src[\\/](contrast|dates))\.tsx?$/,
                  },
                  {
                    name: 'mantine-base',
                    test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Box|UnstyledButton|Transition|Loader|Input|InputBase|TextInput|CloseButton|ActionIcon|Paper|Group|Container|VisuallyHidden|ThemeIcon|Button|Text|Title|Stack|Center)[\\/]/,
                  },
                ],
              },
            },
          },
        },
        server: {
          proxy: Object.fromEntries(
            apiPaths.map((p) => [
              // /login is both an API path (POST) and a screen (GET): only forward non-GET requests for it.
              `^${p.replace('.', '\\.')}(/|\\?|$)`,
              {
                target: apiTarget,
                changeOrigin: false,
                bypass: (req: { method?: string; headers: Record<string, unknown> }) =>
                  req.method === 'GET' && String(req.headers.accept ?? '').includes('text/html') ? '/index.html' : undefined,
              },
            ]),
          ),
        },
      },
);
