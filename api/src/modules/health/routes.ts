import { z } from 'zod';
import { isDatabaseReachable } from '../../database/connections.js';
import { restRoute, type RestRoute } from '../../platform/rest-route.js';
import { countryCodes } from '../../shared/countries.js';

/** GET /healthz: 200 when every country's database answers, 503 otherwise. */
export const healthRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/healthz',
    params: z.object({}),
    docs: {
      summary: 'Whether this instance and its databases answer',
      tag: 'Operations',
      response: {
        contentType: 'application/json',
        description: '`status` ok, or 503 with the countries whose database does not answer.',
      },
    },
    authentication: 'none',
    handler: async ({ services, reply }) => {
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
  }),
];
