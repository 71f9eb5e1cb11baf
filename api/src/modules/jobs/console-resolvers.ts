import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { forReader } from '../../shared/lists/list-arguments.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayAct, assertStaffMayRead } from '../staff/policy.js';
import { recordStaffAudit } from '../staff/service.js';
import {
  consoleAdvanceJobInput,
  consoleJobListArguments,
  consoleJobsInput,
} from './console-inputs.js';
import { findConsoleJob, listConsoleJobs, type ConsoleJob } from './console-jobs.js';
import type { JobStatus } from './job-model.js';
import { advanceJobStatus } from './provider-actions.js';

function shaped(job: ConsoleJob) {
  return {
    ...job,
    kind: job.kind as 'COLLECTION' | 'DELIVERY',
    status: job.status as JobStatus,
    created_at: job.created_at.toISOString(),
  };
}

export const consoleJobsResolvers: Resolvers = {
  Query: {
    console_jobs: async (_parent, input, context) => {
      const staff = assertStaffMayRead(await requireStaff(context));
      const filter = parseInput(consoleJobsInput, input);
      const list = forReader(parseInput(consoleJobListArguments, input), staff.language);
      const { items, total } = await listConsoleJobs(
        context.database,
        {
          statuses: filter.statuses ?? [],
          text: filter.text ?? undefined,
          from: filter.from ?? undefined,
          to: filter.to ?? undefined,
        },
        list,
      );
      return { items: items.map(shaped), total, page: list.page, page_size: list.pageSize };
    },
  },
  Mutation: {
    console_advance_job: async (_parent, input, context) => {
      const staff = assertStaffMayAct(await requireStaff(context));
      const { id, status, occurred_at } = parseInput(consoleAdvanceJobInput, input);
      // Staff pick jobs from the board by id; a job number is the provider API's way.
      if (!isUuid(id)) throw notFound();
      const { job } = await advanceJobStatus(context.database, id, status, {
        // When it happened, if not now: the driver's pickup staff enter afterwards.
        ...(occurred_at ? { occurredAt: new Date(occurred_at) } : {}),
        notify: { publicUrl: context.services.config.publicUrl, country: context.country },
        audit: (transaction, moved, recorded) =>
          recordStaffAudit(transaction, {
            staff: { id: staff.staffId, name: staff.name },
            action: 'job.status_changed',
            target: { type: 'job', id: moved.id, label: moved.job_number },
            supplierId: moved.supplier_id,
            details: { status, recorded: recorded.join(',') },
            ipAddress: context.client.ipAddress,
          }),
      });
      const shown = await findConsoleJob(context.database, job.id);
      if (!shown) throw notFound();
      return shaped(shown);
    },
  },
};
