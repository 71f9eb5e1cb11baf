import { staffNoticeDependencies } from '../../graphql/service-dependencies.js';
import { firstBookableDate } from '@itad-portal/validation';
import { requireViewer } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers.generated.js';
import { parseInput } from '../../shared/validation.js';
import {
  idempotencyKeyInput,
  jobFilterInput,
  jobListArguments,
  jobUnitFilterInput,
  jobUnitListArguments,
  parseAssignment,
} from './inputs.js';
import { listJobUnits, processedUnitsOf } from './job-units.js';
import type { Database } from '../../database/connections.js';
import { isJobStatus, type JobModel, type JobStatus } from './job-model.js';
import {
  attachmentsOf,
  getAssignmentDefaults,
  getJob,
  listJobs,
  orderAssignment,
  statusHistoryOf,
  storageUnitsOf,
} from './service.js';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';
import type { StorageUnitType } from '@itad-portal/validation';
import { forReader } from '../../shared/lists/list-arguments.js';

const statusOf = (value: string): JobStatus => (isJobStatus(value) ? value : 'ORDERED');

// processed_units and processed_unit_count share one query per job and request.
const processedUnitsCache = new WeakMap<JobModel, ReturnType<typeof processedUnitsOf>>();
function processedUnitsOnce(database: Database, job: JobModel) {
  let result = processedUnitsCache.get(job);
  if (!result) {
    result = processedUnitsOf(database, job);
    processedUnitsCache.set(job, result);
  }
  return result;
}

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
    status: (job) => statusOf(job.status),
    date: (job) => job.requested_date,
    created_at: (job) => job.created_at.toISOString(),
    storage_units: async (job, _arguments, context) =>
      (await storageUnitsOf(context.database, job.id)).map((line) => ({
        type: line.unit_type as StorageUnitType,
        quantity: line.quantity,
      })),
    attachments: (job, _arguments, context) => attachmentsOf(context.database, job.id),
    status_history: async (job, _arguments, context) =>
      (await statusHistoryOf(context.database, job.id)).map((event) => ({
        status: statusOf(event.status),
        occurred_at: event.occurred_at.toISOString(),
      })),
    processed_units: async (job, _arguments, context) =>
      (await processedUnitsOnce(context.database, job)).units,
    processed_unit_count: async (job, _arguments, context) =>
      (await processedUnitsOnce(context.database, job)).total,
  },
  JobAttachment: {
    file_name: (attachment) => attachment.original_name,
    created_at: (attachment) => attachment.created_at.toISOString(),
    download_path: (attachment, _arguments, context) =>
      `/attachments/${context.country}/${attachment.id}`,
  },
};
