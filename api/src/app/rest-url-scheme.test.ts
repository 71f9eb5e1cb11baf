import { describe, expect, it } from 'vitest';
import { allRestRoutes } from './modules.js';

/**
 * Routes that predate the one scheme, kept because links to them were given out (mails, saved
 * downloads, integrations). The list only shrinks: a new route goes under the scheme below.
 */
const routesBeforeTheScheme = new Set([
  'GET /.well-known/evidence-signing-key',
  'POST /attachments/:country',
  'GET /attachments/:country/:id',
  'GET /files/:country/documents/:id',
  'GET /files/:country/settlements.csv',
  'GET /files/:country/settlements/:id/document',
  'GET /files/:country/units/:id/certificate.pdf',
  'GET /healthz',
  'GET /metrics',
  'GET /locales/:language/:file',
  'POST /locales/add/:language/:namespace',
  ...[
    'certificates',
    'documents',
    'job-units',
    'jobs',
    'report-subscriptions',
    'reports',
    'serial-search',
    'settlement-lines',
    'settlements',
    'supplier-users',
    // The lists' exports are one family the web app's export buttons address by list name.
    'unit-holds',
    'webhook-deliveries',
  ].flatMap((list) =>
    ['csv', 'xlsx'].map((format) => `GET /files/:country/exports/${list}.${format}`),
  ),
]);

/**
 * The one scheme: a customer's route is /api/<module>/:country/..., the provider's systems'
 * /api/provider/:country/..., SCIM's the protocol's /scim/v2/:country/...
 */
const scheme = /^\/(api\/[a-z-]+\/:country(\/|$)|scim\/v2\/:country(\/|$))/;

describe('REST URLs', () => {
  const routes = allRestRoutes().map((route) => `${route.method} ${route.url}`);

  it('put every new route under the one scheme', () => {
    const outside = routes.filter(
      (route) => !routesBeforeTheScheme.has(route) && !scheme.test(route.split(' ')[1] ?? ''),
    );
    expect(outside).toEqual([]);
  });

  it('keep every route given out before the scheme (their links must not break)', () => {
    expect([...routesBeforeTheScheme].filter((route) => !routes.includes(route))).toEqual([]);
  });
});
