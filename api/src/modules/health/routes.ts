import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isDatabaseReachable } from '../../database/connections.js';
import type { AppServices } from '../../graphql/context.js';
import { addRestRoute } from '../../http/route.js';
import { countryCodes } from '../../shared/countries.js';

/** GET /healthz: 200 when every country's database answers, 503 otherwise. */
export async function healthRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
): Promise<void> {
  addRestRoute(app, services, {
    method: 'GET',
    url: '/healthz',
    params: z.object({}),
    authentication: 'none',
    handler: async ({ reply }) => {
      const results = await Promise.all(
        countryCodes.map(async (country) => [
          country,
          (await isDatabaseReachable(services.databases[country])) ? 'ok' : 'unreachable',
        ]),
      );
      const databases = Object.fromEntries(results) as Record<string, string>;
      const healthy = Object.values(databases).every((status) => status === 'ok');
      return reply
        .code(healthy ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: healthy ? 'ok' : 'degraded', databases });
    },
  });
}
