import { randomUUID } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppConfig } from './config.js';
import type { CountryDatabases } from './database/connections.js';
import { graphqlLimits, graphqlPlugin } from './graphql/plugin.js';
import { restErrorHandler } from './http/errors.js';
import { startPortalCaches } from './graphql/portal-caches.js';
import { createTokenService } from './modules/auth/tokens.js';
import { documentFileRoutes } from './modules/documents/routes.js';
import { createMicrosoftIdentityProvider } from './modules/microsoft-sign-in/identity-provider.js';
import { attachmentRoutes } from './modules/jobs/attachment-routes.js';
import { jobListExportRoutes } from './modules/jobs/list-export-routes.js';
import { certificateListExportRoutes } from './modules/reports/certificate-export-routes.js';
import { reportListExportRoutes } from './modules/reports/report-list-export-routes.js';
import { documentListExportRoutes } from './modules/documents/document-export-routes.js';
import { supplierUserListExportRoutes } from './modules/supplier-users/supplier-user-export-routes.js';
import { webhookDeliveryExportRoutes } from './modules/webhooks/export-routes.js';
import { unitSearchExportRoutes } from './modules/units/unit-search-export-routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { recordRequestMetrics } from './modules/metrics/request-metrics.js';
import { metricsRoutes } from './modules/metrics/routes.js';
import { createPortalMetrics } from './modules/metrics/service.js';
import { loadSchemaDefinition } from './graphql/schema.js';
import { localeRoutes } from './modules/locales/routes.js';
import { messengerSources } from './modules/messenger/content-security.js';
import { settlementFileRoutes } from './modules/settlements/routes.js';
import { settlementListExportRoutes } from './modules/settlements/list-export-routes.js';
import { settlementLineListExportRoutes } from './modules/settlements/settlement-line-export-routes.js';
import { reportDownloadRoutes } from './modules/reports/download-routes.js';
import { unitEventRoutes } from './modules/units/events/routes.js';
import { evidenceRoutes } from './modules/evidence/routes.js';
import { reconciliationRoutes } from './modules/reconciliation/routes.js';
import { unitCustodyRoutes } from './modules/units/custody/routes.js';
import { co2FactorRoutes } from './modules/sustainability/routes.js';
import { co2EquivalentRoutes } from './modules/sustainability/equivalent-routes.js';
import { providerJobRoutes } from './modules/jobs/provider-job-routes.js';
import { localesDirectory, webDistDirectory } from './paths.js';
import { webAppRoutes } from './web-app.js';
import { auditLogExportRoutes } from './modules/audit-log/export-routes.js';
import { captureRequestOrigin } from './modules/audit-log/request-origin.js';
import { scimRoutes } from './modules/scim/routes.js';
import { loggablePath } from './shared/loggable-path.js';
import { proxyTrustFunction } from './shared/proxy-trust.js';
import type { ObjectStorage } from './shared/storage/object-storage.js';

export interface ServerDependencies {
  config: AppConfig;
  databases: CountryDatabases;
  signingKey: Uint8Array;
  /** Where files live (made once per process from config.storage). */
  storage: ObjectStorage;
  /** Told of every route as it is added (the cross-tenant test lists the REST routes so). */
  onRoute?: (route: RouteOptions) => void;
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;

export async function buildServer({
  config,
  databases,
  signingKey,
  storage,
  onRoute,
}: ServerDependencies): Promise<FastifyInstance> {
  const isProduction = config.environment === 'production';
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request, written in onResponse below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: graphqlLimits.maximumBodyBytes,
    trustProxy: proxyTrustFunction(config.trustProxy),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    // Let in-flight requests finish on close, but drop idle keep-alive sockets at once.
    forceCloseConnections: 'idle',
    // A URL Fastify cannot route (say, a broken %-escape) gets the REST routes' error body.
    frameworkErrors: restErrorHandler,
  });

  if (onRoute) app.addHook('onRoute', onRoute);
  const metrics = createPortalMetrics();
  recordRequestMetrics(app, metrics, loadSchemaDefinition());
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // The audit log records each request's address and user agent.
  app.addHook('onRequest', captureRequestOrigin);
  app.addHook('onResponse', async (request, reply) => {
    const body = request.body as { operationName?: unknown } | undefined;
    request.log.info(
      {
        method: request.method,
        url: loggablePath(request.url),
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        ...(typeof body?.operationName === 'string' ? { operationName: body.operationName } : {}),
      },
      'request',
    );
  });

  const messenger = messengerSources(config);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...messenger.scriptSrc],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...messenger.connectSrc],
        frameSrc: messenger.frameSrc.length ? messenger.frameSrc : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only where the site is served over https.
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });

  const tokens = createTokenService(signingKey, config.publicUrl);
  const microsoftIdentity = config.microsoftSignIn
    ? createMicrosoftIdentityProvider(config.microsoftSignIn)
    : undefined;
  const portalCaches = startPortalCaches(databases, (country, error) =>
    app.log.warn({ err: error, country }, 'Change notifications interrupted; caches bypassed'),
  );
  app.addHook('onClose', () => portalCaches.stop());
  app.decorate('portalCaches', portalCaches.caches);
  const services = {
    config,
    databases,
    storage,
    tokens,
    microsoftIdentity,
    caches: portalCaches.caches,
    metrics,
  };
  await app.register(graphqlPlugin, { services });
  await app.register(documentFileRoutes, { services });
  await app.register(settlementFileRoutes, { services });
  await app.register(settlementListExportRoutes, { services });
  await app.register(settlementLineListExportRoutes, { services });
  await app.register(healthRoutes, { services });
  await app.register(metricsRoutes, { services });
  await app.register(attachmentRoutes, { services });
  await app.register(jobListExportRoutes, { services });
  await app.register(certificateListExportRoutes, { services });
  await app.register(reportListExportRoutes, { services });
  await app.register(documentListExportRoutes, { services });
  await app.register(supplierUserListExportRoutes, { services });
  await app.register(webhookDeliveryExportRoutes, { services });
  await app.register(unitSearchExportRoutes, { services });
  await app.register(reportDownloadRoutes, { services });
  await app.register(unitEventRoutes, { services });
  await app.register(evidenceRoutes, { services });
  await app.register(auditLogExportRoutes, { services });
  await app.register(reconciliationRoutes, { services });
  await app.register(unitCustodyRoutes, { services });
  await app.register(co2FactorRoutes, { services });
  await app.register(co2EquivalentRoutes, { services });
  await app.register(providerJobRoutes, { services });
  await app.register(scimRoutes, { services });
  await app.register(localeRoutes, {
    services,
    localesDirectory,
    dataDirectory: config.dataDirectory,
    recordMissingKeys: !isProduction,
  });
  await app.register(webAppRoutes, {
    distDirectory: webDistDirectory,
    features: { microsoftSignIn: microsoftIdentity !== undefined },
  });
  return app;
}
