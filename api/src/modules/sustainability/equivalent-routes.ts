import { z } from 'zod';
import { restRoute, type RestRoute, countryParam } from '../../platform/rest-route.js';
import { addCo2Equivalents, maximumEquivalentsPerCall } from './equivalents.js';

/**
 * POST /api/provider/:country/co2-equivalents: the provider's systems publish the country's own
 * everyday equivalents (households, hot water, ...) with their sources, with a provider key of
 * that country's database; all or none, each valid from tomorrow at the earliest.
 */
export const co2EquivalentRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    url: '/api/provider/:country/co2-equivalents',
    params: z.object({ country: countryParam }),
    body: z.object({
      equivalents: z
        .array(z.unknown())
        .min(1)
        .max(
          maximumEquivalentsPerCall,
          `Send at most ${maximumEquivalentsPerCall} equivalents per request.`,
        )
        .describe(
          'Each: equivalent (households, persons, water_liters, spruce_forest_hectares), per_ton_co2e, valid_from (YYYY-MM-DD), source (English), source_translations ({ "da", "fi", "no", "se" }, each optional), source_year, source_url.',
        ),
    }),
    // 100 equivalents with a source in five languages of at most 1,000 characters each.
    bodyLimit: 4_194_304,
    docs: {
      summary: "Publish the country's everyday equivalents of CO2",
      description:
        'Households, hot water and the like, each with its source; all or none, each valid from tomorrow at the earliest.',
      tag: 'Provider sustainability',
      response: { contentType: 'application/json', description: 'The equivalents stored.' },
    },
    authentication: 'provider-key',
    handler: async ({ services, params, body, reply }) => {
      const added = await addCo2Equivalents(
        services.databases[params.country],
        params.country,
        body.equivalents,
      );
      return reply
        .header('cache-control', 'no-store')
        .send({ added: added.length, equivalents: added });
    },
  }),
];
