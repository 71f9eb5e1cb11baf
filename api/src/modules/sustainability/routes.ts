import { z } from 'zod';
import { restRoute, type RestRoute, countryParam } from '../../platform/rest-route.js';
import { addCo2Factors, maximumFactorsPerCall } from './factors.js';

/**
 * POST /api/provider/:country/co2-factors: the provider's systems publish CO2 factors (per
 * category, or per manufacturer and model from a product carbon footprint) with a provider key
 * of that country's database; all or none, each valid from tomorrow at the earliest.
 */
export const co2FactorRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    url: '/api/provider/:country/co2-factors',
    params: z.object({ country: countryParam }),
    body: z.object({
      factors: z
        .array(z.unknown())
        .min(1)
        .max(maximumFactorsPerCall, `Send at most ${maximumFactorsPerCall} factors per request.`)
        .describe(
          'Each: category, manufacturer and model (both or neither), valid_from (YYYY-MM-DD), kg_co2e, kg_co2e_low, kg_co2e_high, source (English), source_translations ({ "da", "fi", "no", "se" }, each optional), source_year, source_url.',
        ),
    }),
    // 500 factors with a source in five languages of at most 500 characters each.
    bodyLimit: 4_194_304,
    docs: {
      summary: 'Publish CO2 factors',
      description:
        'Per category, or per manufacturer and model from a product carbon footprint; all or none, each valid from tomorrow at the earliest.',
      tag: 'Provider sustainability',
      response: { contentType: 'application/json', description: 'The factors stored.' },
    },
    authentication: 'provider-key',
    handler: async ({ services, params, body, reply }) => {
      const added = await addCo2Factors(services.databases[params.country], body.factors);
      return reply
        .header('cache-control', 'no-store')
        .send({ added: added.length, factors: added });
    },
  }),
];
