import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { notFound } from '../../shared/errors.js';
import { isJobStatus } from '../jobs/job-model.js';
import { parseInput } from '../../shared/validation.js';
import { evidencePackPageInput, orderEvidencePackInput } from './inputs.js';
import { assertEvidenceAccess } from './policy.js';
import {
  findEvidencePack,
  listEvidencePackJobs,
  listEvidencePacks,
  orderEvidencePack,
} from './service.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const evidenceResolvers: Resolvers = {
  Query: {
    get_evidence_packs: async (_parent, input, context) => {
      const { supplierId } = assertEvidenceAccess(await requireViewer(context));
      const { page, page_size } = parseInput(evidencePackPageInput, input);
      const pageNumber = page ?? 1;
      const pageSize = page_size ?? 20;
      const { packs, total } = await listEvidencePacks(
        context.database,
        supplierId,
        pageNumber,
        pageSize,
      );
      return { packs, total, page: pageNumber, page_size: pageSize };
    },
    get_evidence_pack_jobs: async (_parent, _arguments, context) => {
      const viewer = await requireViewer(context);
      assertEvidenceAccess(viewer);
      const jobs = await listEvidencePackJobs(context.database, viewer);
      return jobs.map((job) => ({
        id: job.id,
        job_number: job.job_number,
        status: isJobStatus(job.status) ? job.status : 'ORDERED',
        created: job.created_at.toISOString(),
      }));
    },
    get_evidence_pack: async (_parent, { id }, context) => {
      const { supplierId } = assertEvidenceAccess(await requireViewer(context));
      const pack = await findEvidencePack(context.database, supplierId, id);
      if (!pack) throw notFound();
      return pack;
    },
  },
  Mutation: {
    order_evidence_pack: async (_parent, { input }, context) => {
      const viewer = await requireViewer(context);
      assertEvidenceAccess(viewer);
      return orderEvidencePack(context.database, viewer, parseInput(orderEvidencePackInput, input));
    },
  },
  EvidencePack: {
    status: (pack) => pack.status as 'READY',
    from: (pack) => pack.date_from,
    to: (pack) => pack.date_to,
    ordered_by: (pack) => pack.ordered_by_name,
    created: (pack) => pack.created_at.toISOString(),
    completed: (pack) => iso(pack.completed_at),
    size_bytes: (pack) => (pack.size_bytes === null ? null : Number(pack.size_bytes)),
    download_path: (pack, _arguments, context) =>
      pack.status === 'READY' ? `/api/evidence/${context.country}/packs/${pack.id}/download` : null,
  },
};
