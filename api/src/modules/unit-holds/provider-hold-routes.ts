import { z } from 'zod';
import { restRoute, type RestRoute, countryParam } from '../../platform/rest-route.js';
import { pageHoldsForProvider, providerHoldPageSizes } from './provider-hold-feed.js';
import { unitHoldStates } from './unit-hold-model.js';

/**
 * GET /api/provider/:country/unit-holds: the provider's systems learn of the customers' answers
 * to processing holds (and see the holds they placed), with a provider key of the country.
 */
export const providerUnitHoldRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/api/provider/:country/unit-holds',
    params: z.object({ country: countryParam }),
    query: z.object({
      state: z.enum(unitHoldStates).optional(),
      changed_since: z.iso.datetime({ offset: true }).optional(),
      after: z.string().max(200).optional(),
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(providerHoldPageSizes.maximum)
        .default(providerHoldPageSizes.default),
    }),
    docs: {
      summary: "Read every supplier's processing holds in the order they change",
      description:
        'Filters state (open, released, destroy_requested) and changed_since; limit 1-500 (100). Keep next_cursor: asking again with it gives only holds placed, corrected or answered since.',
      tag: 'Provider units',
      response: {
        contentType: 'application/json',
        description:
          'A page of holds (supplier_id, serial_number, job_number, reason, state, answered_at, answer_note, ...) and next_cursor to ask again from.',
      },
    },
    authentication: 'provider-key',
    handler: async ({ services, params, query, reply }) => {
      const page = await pageHoldsForProvider(services.databases[params.country], {
        state: query.state,
        changedSince: query.changed_since ? new Date(query.changed_since) : undefined,
        after: query.after,
        limit: query.limit,
      });
      return reply.header('cache-control', 'no-store').send(page);
    },
  }),
];
