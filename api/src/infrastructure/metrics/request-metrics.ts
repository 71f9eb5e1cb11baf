import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createOperationLabels, requestedOperationName } from './operation-labels.js';
import type { PortalMetrics } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's metrics (its task workers count their failures there too). */
    metrics: PortalMetrics;
  }
}

const graphqlRoute = '/graphql/:country';

/**
 * Counts and times every answered request. GraphQL requests by operation name (bounded), REST
 * and other routes by method and route pattern, never by the raw URL (it carries ids and keys).
 * Call it before the routes are registered, so its hooks cover them all.
 */
export function recordRequestMetrics(
  app: FastifyInstance,
  metrics: PortalMetrics,
  schemaDefinition: string,
): void {
  app.decorate('metrics', metrics);
  const operationLabel = createOperationLabels(schemaDefinition);
  // GraphQL answers errors with status 200; their body tells.
  const graphqlErrors = new WeakSet<FastifyRequest>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.routeOptions.url !== graphqlRoute) return payload;
    const errors = (payload as { errors?: unknown } | null)?.errors;
    if (Array.isArray(errors) && errors.length > 0) graphqlErrors.add(request);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    const isGraphql = route === graphqlRoute;
    const failed = reply.statusCode >= 400 || graphqlErrors.has(request);
    metrics.recordRequest({
      kind: isGraphql ? 'graphql' : 'rest',
      operation: isGraphql
        ? operationLabel(requestedOperationName(request))
        : `${request.method} ${route ?? '(no route)'}`,
      status: reply.statusCode,
      outcome: failed ? 'error' : 'ok',
      seconds: reply.elapsedTime / 1000,
    });
  });
}
