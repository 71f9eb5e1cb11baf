import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { MetricsAccess } from '../../config.js';
import type { AppServices } from '../../graphql/context.js';
import { addRestRoute } from '../../http/route.js';
import { notFound, unauthenticated } from '../../shared/errors.js';
import { bearerTokenOf } from '../auth/service.js';

/** Compares digests of equal length, so the time taken tells nothing about the token. */
function isMetricsToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Off: 404 as for any unknown path. Token: 401 unless `Authorization: Bearer <token>`. */
function authorizeScrape(
  access: MetricsAccess,
  authorization: string | undefined,
  reply: FastifyReply,
): void {
  if (access.mode === 'off') throw notFound();
  if (access.mode === 'open') return;
  const given = bearerTokenOf(authorization);
  if (given === undefined || !isMetricsToken(given, access.token)) {
    reply.header('www-authenticate', 'Bearer realm="metrics"');
    throw unauthenticated();
  }
}

/** GET /metrics: this instance's metrics in Prometheus's text format (see README, Operations). */
export async function metricsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
): Promise<void> {
  addRestRoute(app, services, {
    method: 'GET',
    url: '/metrics',
    params: z.object({}),
    authentication: 'none',
    handler: async ({ request, reply }) => {
      authorizeScrape(services.config.metrics, request.headers.authorization, reply);
      const text = await services.metrics.scrape(services.databases, (country, error) =>
        request.log.warn({ err: error, country }, 'Metrics: the database did not answer'),
      );
      return reply
        .header('content-type', services.metrics.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  });
}
