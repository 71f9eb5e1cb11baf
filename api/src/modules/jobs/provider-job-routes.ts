import { z } from 'zod';
import { restRoute, type RestRoute, countryParam, uuidParam } from '../../platform/rest-route.js';
import { jobStatuses, providerJobLimits } from './job-model.js';
import { advanceJobStatus, linkProcessedUnits, recordJobSeals } from './provider-actions.js';
import { jobForProvider, pageJobsForProvider, providerJobPageSizes } from './provider-job-feed.js';

const jobParams = z.object({ country: countryParam, job: z.string().min(1).max(100) });

/** 1 to `maximum` seal or serial numbers, each of 1-100 characters. */
function numbers(maximum: number, what: string) {
  return z
    .array(z.string().trim().min(1).max(100))
    .min(1)
    .max(maximum, `Send at most ${maximum} ${what} per request.`);
}
const status = z.enum(jobStatuses, { message: `Give one of ${jobStatuses.join(', ')}.` });

/**
 * The provider's systems and the jobs customers order, with a provider key of the country's
 * database: read the orders as they come and change, move a job along its statuses (the
 * recipient is mailed, webhooks fire), record its seals and link the units it brought. The same
 * services as the admin commands; a job is named by its number or id.
 */
export const providerJobRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/api/provider/:country/jobs',
    params: z.object({ country: countryParam }),
    query: z.object({
      status: status.optional(),
      supplier_id: uuidParam.optional(),
      changed_since: z.iso.datetime({ offset: true }).optional(),
      after: z.string().max(200).optional(),
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(providerJobPageSizes.maximum)
        .default(providerJobPageSizes.default),
    }),
    docs: {
      summary: "Read every supplier's orders in the order they change",
      description:
        'Filters status, supplier_id and changed_since; limit 1-500 (100). Keep next_cursor: asking again with it gives only new orders and changes.',
      tag: 'Provider jobs',
      response: {
        contentType: 'application/json',
        description:
          "A page of jobs with contact, recipient, storage units and their units' processing holds counted by state, and next_cursor to ask again from.",
      },
    },
    authentication: 'provider-key',
    handler: async ({ services, params, query, reply }) => {
      const page = await pageJobsForProvider(services.databases[params.country], {
        status: query.status,
        supplierId: query.supplier_id,
        changedSince: query.changed_since ? new Date(query.changed_since) : undefined,
        after: query.after,
        limit: query.limit,
      });
      return reply.header('cache-control', 'no-store').send(page);
    },
  }),
  restRoute({
    method: 'GET',
    url: '/api/provider/:country/jobs/:job',
    params: jobParams,
    lookupParams: ['country', 'job'],
    docs: {
      summary: 'One job with its seals, status history, units and missing assets',
      tag: 'Provider jobs',
      response: {
        contentType: 'application/json',
        description: 'The job, named by its number (any case) or id.',
      },
    },
    authentication: 'provider-key',
    handler: async ({ services, params, reply }) => {
      const job = await jobForProvider(services.databases[params.country], params.job);
      return reply.header('cache-control', 'no-store').send({ job });
    },
  }),
  restRoute({
    method: 'POST',
    url: '/api/provider/:country/jobs/:job/status',
    params: jobParams,
    lookupParams: ['country', 'job'],
    body: z.object({
      status,
      occurred_at: z.iso.datetime({ offset: true }).optional(),
    }),
    docs: {
      summary: 'Move a job along its statuses',
      description:
        'The same status again changes nothing and mails no one. occurred_at may be up to 5 minutes in the future and not before the last status. The recipient is mailed and job.status_changed webhooks fire.',
      tag: 'Provider jobs',
      response: { contentType: 'application/json', description: 'The job as it is now.' },
    },
    authentication: 'provider-key',
    handler: async ({ services, params, body, reply }) => {
      const result = await advanceJobStatus(
        services.databases[params.country],
        params.job,
        body.status,
        {
          ...(body.occurred_at ? { occurredAt: new Date(body.occurred_at) } : {}),
          notify: { publicUrl: services.config.publicUrl, country: params.country },
        },
      );
      return reply.header('cache-control', 'no-store').send({
        job_number: result.job.job_number,
        status: result.job.status,
        recorded: result.recorded,
      });
    },
  }),
  restRoute({
    method: 'POST',
    url: '/api/provider/:country/jobs/:job/seals',
    params: jobParams,
    lookupParams: ['country', 'job'],
    body: z.object({
      seals: numbers(providerJobLimits.seals, 'seals'),
    }),
    docs: {
      summary: "Record the seals of a job's storage units",
      description:
        '1-100 seals of at most 100 characters each, all or none; a seal given twice is kept once.',
      tag: 'Provider jobs',
      response: { contentType: 'application/json', description: 'The seals the job carries now.' },
    },
    authentication: 'provider-key',
    handler: async ({ services, params, body, reply }) => {
      const result = await recordJobSeals(
        services.databases[params.country],
        params.job,
        body.seals,
      );
      return reply.header('cache-control', 'no-store').send({
        job_number: result.job.job_number,
        added: result.added,
        seals: result.sealNumbers,
      });
    },
  }),
  restRoute({
    method: 'POST',
    url: '/api/provider/:country/jobs/:job/units',
    params: jobParams,
    lookupParams: ['country', 'job'],
    body: z.object({
      serial_numbers: numbers(providerJobLimits.serialNumbers, 'serial numbers'),
    }),
    bodyLimit: 1_048_576,
    docs: {
      summary: 'Link units to a job by serial number',
      description: '1-10,000 serial numbers a call.',
      tag: 'Provider jobs',
      response: {
        contentType: 'application/json',
        description:
          "How many were linked, and the serial numbers not found among the job supplier's units.",
      },
    },
    authentication: 'provider-key',
    handler: async ({ services, params, body, reply }) => {
      const result = await linkProcessedUnits(
        services.databases[params.country],
        params.job,
        body.serial_numbers,
      );
      return reply.header('cache-control', 'no-store').send({
        job_number: result.job.job_number,
        linked: result.linked,
        unknown_serial_numbers: result.unknownSerialNumbers,
      });
    },
  }),
];
