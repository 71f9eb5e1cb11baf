import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../graphql/context.js';
import { addRestRoute, countryParam } from '../../http/route.js';
import { addCo2Factors, maximumFactorsPerCall } from './factors.js';

/**
 * POST /api/provider/:country/co2-factors: the provider's systems publish CO2 factors (per
 * category, or per manufacturer and model from a product carbon footprint) with a provider key
 * of that country's database; all or none, each valid from tomorrow at the earliest.
 */
export async function co2FactorRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
): Promise<void> {
  addRestRoute(app, services, {
    method: 'POST',
    url: '/api/provider/:country/co2-factors',
    params: z.object({ country: countryParam }),
    body: z.object({
      factors: z
        .array(z.unknown())
        .min(1)
        .max(maximumFactorsPerCall, `Send at most ${maximumFactorsPerCall} factors per request.`),
    }),
    // 500 factors of at most about 1 kB each.
    bodyLimit: 1_048_576,
    authentication: 'provider-key',
    handler: async ({ params, body, reply }) => {
      const added = await addCo2Factors(services.databases[params.country], body.factors);
      return reply
        .header('cache-control', 'no-store')
        .send({ added: added.length, factors: added });
    },
  });
}
