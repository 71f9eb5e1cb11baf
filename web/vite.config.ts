import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { readTranslations } from '../api/src/shared/translation-catalogue';
import { signedInChunkGroups } from './chunk-groups';

/**
 * Writes brotli and gzip copies of the text assets beside them once at build time; the server
 * sends them to browsers that accept them (no compression work per request).
 */
function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const directory = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg|json)$/.test(file));
      for (const file of files) {
        const filePath = path.join(directory, file);
        const content = await readFile(filePath);
        if (content.length < 1024) continue;
        await writeFile(
          `${filePath}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${filePath}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Copies each language's 'common.loading' from the translations (merged from the locale files as
 * the server merges them) into the boot loading screen of index.html, where
 * public/boot-language.js picks the reader's before the app arrives.
 */
function bootLoadingTexts(): Plugin {
  return {
    name: 'boot-loading-texts',
    async transformIndexHtml(html) {
      const languages = ['da', 'en', 'fi', 'no', 'se'];
      const attributes: string[] = [];
      for (const language of languages) {
        const { common } = readTranslations(
          path.resolve(import.meta.dirname, '../locales'),
          language,
        );
        const loading = typeof common === 'object' ? common.loading : undefined;
        if (typeof loading !== 'string') throw new Error(`No common.loading in ${language}.`);
        const text = loading.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        attributes.push(`data-boot-loading-${language}="${text}"`);
      }
      return html.replace('<p data-boot-loading>', `<p data-boot-loading ${attributes.join(' ')}>`);
    },
  };
}

// The API server (api/) serves web/dist in production; in development Vite proxies to it.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

/**
 * One of React Router's builds by path. Its package exports only the development build, whose dev
 * warnings (and their messages) would ship to every page's first load; the production build beside
 * it is the same code with them switched off. Unit tests take the development one as an ES module
 * (vitest.config.ts), which Node would not pick.
 */
export function reactRouterBuild(kind: 'development' | 'production'): string {
  return path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    `dist/${kind}/index.mjs`,
  );
}

/**
 * Preact renders the React code we and our libraries write (preact/compat): React DOM alone was
 * two thirds of the sign-in page's first load. Tests run on the same renderer (vitest.config.ts).
 */
export const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  // A shim for React 17's lack of the hook, which preact/compat has (react-i18next imports it).
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  // JSX only: React's fast refresh cannot re-render through Preact, so an edit reloads the page.
  plugins: [react({ refreshExclude: /./ }), precompressedAssets(), bootLoadingTexts()],
  resolve: {
    alias: [
      ...preactForReact,
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterBuild('production') }]
        : []),
    ],
  },
  build: {
    // The manifest lets scripts/bench-bundle.ts follow each route's chunk and imports.
    manifest: true,
    sourcemap: true,
    // Small SVG images go inline (img-src allows data:), so the sign-in page's background paints
    // with the first render instead of after a request of its own; fonts stay files, as
    // font-src does not allow data: URIs.
    assetsInlineLimit: (filePath, content) => filePath.endsWith('.svg') && content.length <= 4096,
    // Every browser we support runs ES2022 as is; no down-levelling helpers in the bundle.
    target: 'es2022',
    // Chromium, Firefox and Safari all support modulepreload; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        codeSplitting: {
          // What the entry needs before anything renders comes as one chunk, not a dozen small
          // ones: over HTTP/1.1 each extra request on the first load waits for a connection.
          // Libraries and shared code only: a group that takes the app's own modules swallows
          // the entry chunk, and the manifest then names no entry.
          groups: [
            { name: 'initial', tags: ['$initial'], test: /node_modules|[\\/]src[\\/]shared[\\/]/ },
            // The sign-in screen (its layout, page and the components it uses) likewise: the
            // page most visits start on. Signed-in pages share its buttons and fields.
            {
              name: 'sign-in',
              test: /[\\/]src[\\/](app[\\/]layouts[\\/]auth-layout|app[\\/]routes[\\/]login\.|features[\\/]auth[\\/]components[\\/]login-screen)/,
            },
            ...signedInChunkGroups(),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': apiOrigin,
      '/locales': apiOrigin,
      '/files': apiOrigin,
      '/attachments': apiOrigin,
      '/api': apiOrigin,
    },
  },
}));
