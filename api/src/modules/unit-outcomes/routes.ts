import { z } from 'zod';
import { countryParam, restRoute, uuidParam, type RestRoute } from '../../platform/rest-route.js';
import { outcomePageSizes, registerOutcomes } from './outcome-model.js';
import { pageUnitOutcomes } from './service.js';
import { unitValueKinds } from '../units/unit-value-model.js';

/** The list's filters, shared with its files. */
export const outcomeFilterQuery = {
  supplier_id: uuidParam.optional(),
  job_id: uuidParam.optional(),
  changed_since: z.iso
    .datetime({ offset: true, message: 'changed_since: give a time in ISO 8601 with its offset.' })
    .optional(),
};

const nullableText = z.string().nullable();

/** The answer's shape, for the API reference. */
const outcomePageSchema = z.object({
  outcomes: z.array(
    z.object({
      unit_id: z.string(),
      supplier_id: z.string(),
      serial_number: z.string(),
      asset_tag: nullableText,
      device_id: nullableText,
      device_name: nullableText,
      manufacturer: nullableText,
      model: nullableText,
      category: z.string(),
      job_id: nullableText,
      job_number: nullableText,
      outcome: z.enum(registerOutcomes),
      sanitisation_result: z.string(),
      sanitisation_method: z.string(),
      erasure_standard: nullableText,
      recycler: nullableText,
      certificate_number: nullableText,
      certificate_verify_url: nullableText,
      unit_certificate_url: z.string(),
      evidence_pack_id: nullableText,
      evidence_pack_url: nullableText,
      received_date: z.string(),
      sanitised_date: nullableText,
      completed_date: nullableText,
      value: nullableText.describe(
        'Decimal amount with two decimals, once the provider has valued the unit.',
      ),
      value_kind: z.enum(unitValueKinds).nullable(),
      currency: nullableText.describe("The value's currency (NOK, DKK or SEK)."),
      changed_at: z.string(),
    }),
  ),
  has_more: z.boolean(),
  next_cursor: nullableText,
});

/**
 * GET /api/units/{country}/outcomes: every unit's outcome for the customer's asset register,
 * in the order the units last changed, a page at a time by an opaque cursor.
 */
export const outcomeListRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/api/units/:country/outcomes',
    params: z.object({ country: countryParam }),
    query: z.object({
      ...outcomeFilterQuery,
      after: z.string().max(200, 'after: not a cursor of this list.').optional(),
      limit: z.coerce
        .number({ message: 'limit: give a whole number.' })
        .int('limit: give a whole number.')
        .min(1, `limit: give 1 to ${outcomePageSizes.maximum}.`)
        .max(outcomePageSizes.maximum, `limit: give 1 to ${outcomePageSizes.maximum}.`)
        .default(outcomePageSizes.default),
    }),
    authentication: 'signed-in',
    apiTokens: 'read',
    docs: {
      summary: "Every unit's outcome for the customer's asset register, in the order units change",
      description:
        "What became of each unit of the caller's group (or of `supplier_id`, one of its companies; or of the job `job_id`), keyed by the register's keys from the job's retirement list (asset tag, device ID, device name) and the serial number: the outcome (in_process, on_hold, stocked, reused, recycled, destroyed; returned is reserved), sanitisation, the certificate of destruction with its verify link, the job's evidence pack, the dates and the unit's value (resale or scrap) once the provider has valued it. Oldest change first; `changed_since` starts at a time; limit 1-500 (100). Keep `next_cursor`: asking again with it as `after` gives only what changed since. An organisation API token of either scope may call it.",
      tag: 'Units',
      response: {
        contentType: 'application/json',
        schema: outcomePageSchema,
        description: 'A page of outcomes, has_more, and next_cursor to ask again from.',
      },
    },
    handler: async ({ services, params, query, viewer, reply }) => {
      const page = await pageUnitOutcomes(
        services.databases[params.country],
        viewer,
        { publicUrl: services.config.publicUrl, country: params.country },
        {
          supplier_id: query.supplier_id,
          job_id: query.job_id,
          changed_since: query.changed_since ? new Date(query.changed_since) : undefined,
          after: query.after,
          limit: query.limit,
        },
      );
      return reply.header('cache-control', 'private, no-store').send(page);
    },
  }),
];
