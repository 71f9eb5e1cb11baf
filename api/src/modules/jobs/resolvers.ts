import { staffNoticeDependencies } from '../../platform/service-dependencies.js';
import { firstBookableDate } from '@itad-portal/validation';
import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import {
  idempotencyKeyInput,
  jobFilterInput,
  jobListArguments,
  jobUnitFilterInput,
  jobUnitListArguments,
  parseAssignment,
} from './inputs.js';
import { listJobUnits } from './job-units.js';
import {
  attachmentsLoader,
  openHoldsLoader,
  unitValuesLoader,
  processedUnitsLoader,
  statusHistoryLoader,
  storageUnitsLoader,
} from './job-loaders.js';
import { jobStatusOf } from './job-model.js';
import { getAssignmentDefaults, getJob, listJobs, orderAssignment } from './service.js';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';
import type { StorageUnitType } from '@itad-portal/validation';
import { forReader } from '../../shared/lists/list-arguments.js';
import { currencyOfCountry } from '../settlements/settlement-model.js';

export const jobsResolvers: Resolvers = {
  Query: {
    get_assignment_defaults: async (_parent, _arguments, context) => {
      const viewer = await requireViewer(context);
      const defaults = await getAssignmentDefaults(staffNoticeDependencies(context), viewer);
      return { ...defaults, earliest_date: firstBookableDate(todayInBusinessTimeZone()) };
    },
    get_jobs: async (_parent, { filter, ...list }, context) => {
      const viewer = await requireViewer(context);
      const listArguments = forReader(parseInput(jobListArguments, list), viewer.user.language);
      const result = await listJobs(
        context.database,
        viewer,
        parseInput(jobFilterInput, filter),
        listArguments,
      );
      return { ...result, page: listArguments.page, page_size: listArguments.pageSize };
    },
    get_job_units: async (_parent, { job_id, filter, ...list }, context) => {
      const viewer = await requireViewer(context);
      const listArguments = forReader(parseInput(jobUnitListArguments, list), viewer.user.language);
      const result = await listJobUnits(
        context.database,
        viewer,
        job_id,
        parseInput(jobUnitFilterInput, filter),
        listArguments,
      );
      return { ...result, page: listArguments.page, page_size: listArguments.pageSize };
    },
    get_job: async (_parent, { id }, context) => {
      const viewer = await requireViewer(context);
      return getJob(context.database, viewer, id);
    },
  },
  Mutation: {
    order_assignment: async (_parent, { idempotency_key, assignment }, context) => {
      const viewer = await requireViewer(context);
      const key = parseInput(idempotencyKeyInput, idempotency_key);
      return orderAssignment(
        staffNoticeDependencies(context),
        viewer,
        key,
        parseAssignment(assignment, todayInBusinessTimeZone()),
      );
    },
  },
  Job: {
    kind: (job) => (job.kind === 'DELIVERY' ? 'DELIVERY' : 'COLLECTION'),
    status: (job) => jobStatusOf(job.status),
    date: (job) => job.requested_date,
    created_at: (job) => job.created_at.toISOString(),
    // Read per job, but once for all the jobs of the request (a page of them).
    storage_units: async (job, _arguments, context) =>
      (await storageUnitsLoader(context, context.database).load(job.id)).map((line) => ({
        type: line.unit_type as StorageUnitType,
        quantity: line.quantity,
      })),
    attachments: (job, _arguments, context) =>
      attachmentsLoader(context, context.database).load(job.id),
    status_history: async (job, _arguments, context) =>
      (await statusHistoryLoader(context, context.database).load(job.id)).map((event) => ({
        status: jobStatusOf(event.status),
        occurred_at: event.occurred_at.toISOString(),
      })),
    processed_units: async (job, _arguments, context) =>
      (await processedUnitsLoader(context, context.database).load(job.id)).units,
    processed_unit_count: async (job, _arguments, context) =>
      (await processedUnitsLoader(context, context.database).load(job.id)).total,
    open_holds: (job, _arguments, context) =>
      openHoldsLoader(context, context.database).load(job.id),
    unit_values: (job, _arguments, context) =>
      unitValuesLoader(context, context.database).load(job.id),
  },
  JobUnitValues: {
    currency: (_values, _arguments, context) => currencyOfCountry[context.country],
  },
  JobAttachment: {
    file_name: (attachment) => attachment.original_name,
    created_at: (attachment) => attachment.created_at.toISOString(),
    download_path: (attachment, _arguments, context) =>
      `/attachments/${context.country}/${attachment.id}`,
  },
};
