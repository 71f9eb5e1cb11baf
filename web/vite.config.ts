import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (api/) serves web/dist in production; in development Vite proxies to it.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    // The manifest lets scripts/bench-bundle.ts follow each route's chunk and imports.
    manifest: true,
    sourcemap: true,
    // Inlined assets would need data: URIs in font-src, which the CSP does not allow.
    assetsInlineLimit: 0,
    // Every browser we support runs ES2022 as is; no down-levelling helpers in the bundle.
    target: 'es2022',
    // Chromium, Firefox and Safari all support modulepreload; the polyfill is dead weight.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/graphql': apiOrigin,
      '/locales': apiOrigin,
      '/attachments': apiOrigin,
    },
  },
});
