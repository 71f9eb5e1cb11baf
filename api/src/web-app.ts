import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pageLanguages } from './page-language.js';
import type { Language } from './shared/countries.js';

/** Features of this server the web app needs to know before its first request. */
export interface WebAppFeatures {
  microsoftSignIn: boolean;
}

/**
 * The page with the server's features in a meta tag: the login screen can show (or not) the
 * Microsoft button in its first paint, without a request and without moving anything later.
 */
function pageWithFeatures(html: string, features: WebAppFeatures): string {
  const names = Object.entries(features)
    .filter(([, enabled]) => enabled)
    .map(([name]) => name)
    .join(' ');
  return html.replace('</head>', `  <meta name="portal-features" content="${names}" />\n  </head>`);
}

/**
 * The page for one request: it asks for the translations the app will need beside its script,
 * not after it (they are on the way to the first paint).
 */
function pageWithTranslations(html: string, languages: Language[]): string {
  const links = languages
    .map(
      (language) =>
        `  <link rel="preload" href="/locales/${language}/translations.json" as="fetch" crossorigin="anonymous" />\n`,
    )
    .join('');
  return html.replace('</head>', `${links}  </head>`);
}

/**
 * Serves the built single-page app: hashed assets for a year (brotli or gzip files made at
 * build time when the browser takes them), index.html for every other GET that accepts HTML,
 * so client-side routes survive a reload.
 */
export async function webAppRoutes(
  app: FastifyInstance,
  options: { distDirectory: string; features: WebAppFeatures },
): Promise<void> {
  const indexPath = `${options.distDirectory}/index.html`;
  if (!existsSync(indexPath)) {
    app.log.warn(`No built web app in ${options.distDirectory}; run "npm run build".`);
    return;
  }
  const page = pageWithFeatures(readFileSync(indexPath, 'utf8'), options.features);
  await app.register(fastifyStatic, {
    root: options.distDirectory,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our own cache-control below, also for the precompressed copies.
    cacheControl: false,
    setHeaders(response, filePath) {
      response.setHeader(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return reply.code(404).send({ error: 'Not found' });
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language')
      .type('text/html; charset=utf-8')
      .send(pageWithTranslations(page, pageLanguages(request)));
  });
}
