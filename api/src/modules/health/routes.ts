import type { FastifyInstance } from 'fastify';
import { isDatabaseReachable, type CountryDatabases } from '../../database/connections.js';
import { countryCodes } from '../../shared/countries.js';

/** GET /healthz: 200 when every country's database answers, 503 otherwise. */
export async function healthRoutes(
  app: FastifyInstance,
  options: { databases: CountryDatabases },
): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    const results = await Promise.all(
      countryCodes.map(async (country) => [
        country,
        (await isDatabaseReachable(options.databases[country])) ? 'ok' : 'unreachable',
      ]),
    );
    const databases = Object.fromEntries(results) as Record<string, string>;
    const healthy = Object.values(databases).every((status) => status === 'ok');
    return reply
      .code(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: healthy ? 'ok' : 'degraded', databases });
  });
}
