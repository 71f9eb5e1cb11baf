import { randomUUID } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppConfig } from './config.js';
import type { CountryDatabases } from './database/connections.js';
import { graphqlLimits, graphqlPlugin } from './graphql/plugin.js';
import { restErrorHandler } from './http/errors.js';
import { addRestRoute } from './http/route.js';
import { installRequestScope } from './http/request-scope.js';
import { apiTokenAccessOf, portalModules } from './app/modules.js';
import { restApiDocument } from './app/rest-api-document.js';
import { apiReferenceRoutes } from './http/openapi/reference-routes.js';
import { schemaDefinitionOf } from './graphql/schema.js';
import type { PortalModule } from './platform/module.js';
import { startPortalCaches } from './platform/portal-caches.js';
import { createTokenService } from './modules/auth/tokens.js';
import { createMicrosoftIdentityProvider } from './modules/microsoft-sign-in/identity-provider.js';
import { recordRequestMetrics } from './infrastructure/metrics/request-metrics.js';
import { createPortalMetrics } from './infrastructure/metrics/service.js';
import { messengerSources } from './infrastructure/messenger/content-security.js';
import { webDistDirectory } from './paths.js';
import { webAppRoutes } from './web-app.js';
import { captureRequestOrigin } from './modules/audit-log/request-origin.js';
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
  /** The modules served: the portal's own unless a test adds one (app/modules.ts). */
  modules?: readonly PortalModule[];
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;

export async function buildServer({
  config,
  databases,
  signingKey,
  storage,
  onRoute,
  modules = portalModules,
}: ServerDependencies): Promise<FastifyInstance> {
  const schema = schemaDefinitionOf(modules);
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
  recordRequestMetrics(app, metrics, schema);
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
  const staffMicrosoftIdentity = config.staffMicrosoftSignIn
    ? createMicrosoftIdentityProvider(config.staffMicrosoftSignIn)
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
    staffMicrosoftIdentity,
    caches: portalCaches.caches,
    metrics,
  };
  installRequestScope(app, services);
  await app.register(graphqlPlugin, {
    services,
    schema,
    resolvers: modules.flatMap((module) => module.resolvers ?? []),
    apiTokenAccess: apiTokenAccessOf(modules),
  });
  await app.register(async (rest) => {
    // Uploads are read as streams by the routes that take them, each with its own limits.
    await rest.register(fastifyMultipart);
    for (const route of modules.flatMap((module) => module.routes ?? [])) {
      addRestRoute(rest, services, route);
    }
  });
  for (const plugin of modules.flatMap((module) => module.plugins ?? [])) {
    await app.register(plugin, { services });
  }
  // The contract of exactly the routes this server serves.
  await app.register(apiReferenceRoutes, { document: restApiDocument(modules) });
  await app.register(webAppRoutes, {
    distDirectory: webDistDirectory,
    features: { microsoftSignIn: microsoftIdentity !== undefined },
  });
  return app;
}
