import { z } from 'zod';
import { restRoute, type RestRoute, countryParam } from '../../../platform/rest-route.js';
import { applyUnitEvents } from './service.js';
import { maximumEventsPerBatch } from './unit-event.js';

/**
 * POST /api/provider/:country/unit-events: the provider's systems report unit changes as they
 * happen, with a provider key of that country's database; one result per event.
 */
export const unitEventRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    url: '/api/provider/:country/unit-events',
    params: z.object({ country: countryParam }),
    body: z.object({
      events: z
        .array(z.unknown())
        .min(1)
        .max(maximumEventsPerBatch, `Send at most ${maximumEventsPerBatch} events per request.`),
    }),
    // 500 events of at most about 1 kB each.
    bodyLimit: 1_048_576,
    docs: {
      summary: 'Report unit changes as they happen',
      description:
        'Types: received, graded, sanitised, completed and held (a processing hold: reason, note, value_at_stake). Events are idempotent by their id: an event sent again changes nothing.',
      tag: 'Provider units',
      response: {
        contentType: 'application/json',
        description: 'One result an event, in the order sent.',
      },
    },
    authentication: 'provider-key',
    handler: async ({ services, params, body, reply }) => {
      const results = await applyUnitEvents(services.databases[params.country], body.events);
      services.metrics.recordUnitEvents(params.country, results);
      const count = (result: string) => results.filter((item) => item.result === result).length;
      return reply.header('cache-control', 'no-store').send({
        applied: count('applied'),
        duplicate: count('duplicate'),
        stale: count('stale'),
        rejected: count('rejected'),
        results,
      });
    },
  }),
];
