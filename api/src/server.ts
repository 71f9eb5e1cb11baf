import { randomUUID } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import type { CountryDatabases } from './database/connections.js';
import { graphqlLimits, graphqlPlugin } from './graphql/plugin.js';
import { createTokenService } from './modules/auth/tokens.js';
import { healthRoutes } from './modules/health/routes.js';
import { localeRoutes } from './modules/locales/routes.js';
import { reportDownloadRoutes } from './modules/reports/download-routes.js';
import { localesDirectory, webDistDirectory } from './paths.js';
import { webAppRoutes } from './web-app.js';

export interface ServerDependencies {
  config: AppConfig;
  databases: CountryDatabases;
  signingKey: Uint8Array;
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;

export async function buildServer({
  config,
  databases,
  signingKey,
}: ServerDependencies): Promise<FastifyInstance> {
  const isProduction = config.environment === 'production';
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request, written in onResponse below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: graphqlLimits.maximumBodyBytes,
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    // Let in-flight requests finish on close, but drop idle keep-alive sockets at once.
    forceCloseConnections: 'idle',
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const body = request.body as { operationName?: unknown } | undefined;
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        ...(typeof body?.operationName === 'string' ? { operationName: body.operationName } : {}),
      },
      'request',
    );
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
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
  await app.register(graphqlPlugin, { services: { config, databases, tokens } });
  await app.register(healthRoutes, { databases });
  await app.register(reportDownloadRoutes, { config, databases });
  await app.register(localeRoutes, {
    localesDirectory,
    dataDirectory: config.dataDirectory,
    recordMissingKeys: !isProduction,
  });
  await app.register(webAppRoutes, { distDirectory: webDistDirectory });
  return app;
}
