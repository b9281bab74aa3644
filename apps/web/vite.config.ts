import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs separately (npm start, port 3000 by default); the dev server forwards
// every API path to it so the browser sees one origin, as in production.
const apiTarget = process.env.VITE_API_URL ?? 'http://localhost:3000';
const apiPaths = ['/broker', '/jwt', '/brokerJson', '/legacy', '/person', '/booking', '/login', '/logout', '/user', '/passwordRecovery', '/sendActivateAccount', '/changePassword', '/finishUnsubscribe', '/openapi.json', '/api', '/health', '/viacep', '/documentosUploader', '/faceUploader', '/image'];

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle-size script reads the manifest to follow each page's chunk graph.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
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
});
