import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { MetricsAccess } from '../../config.js';
import { restRoute, type RestRoute } from '../../platform/rest-route.js';
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
export const metricsRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/metrics',
    params: z.object({}),
    docs: {
      summary: "This instance's metrics",
      description: 'Off unless METRICS_TOKEN is set; then `Authorization: Bearer <METRICS_TOKEN>`.',
      tag: 'Operations',
      response: { contentType: 'text/plain', description: 'Prometheus text format.' },
    },
    authentication: 'none',
    handler: async ({ services, request, reply }) => {
      authorizeScrape(services.config.metrics, request.headers.authorization, reply);
      const text = await services.metrics.scrape(services.databases, (country, error) =>
        request.log.warn({ err: error, country }, 'Metrics: the database did not answer'),
      );
      return reply
        .header('content-type', services.metrics.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  }),
];
