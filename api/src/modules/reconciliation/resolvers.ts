import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import { businessDayOrNull } from '../../shared/local-dates.js';
import { requestLoader } from '../../shared/request-loader.js';
import { parseInput } from '../../shared/validation.js';
import { expectedAssetsInput, reconciliationQueryInput } from './inputs.js';
import {
  getJobReconciliation,
  InvalidRowsError,
  storeExpectedAssets,
  unresolvedMissingAssetsOfJobs,
} from './service.js';

const unresolvedMissingLoader = requestLoader((database: Database, jobIds: readonly string[]) =>
  unresolvedMissingAssetsOfJobs(database, jobIds),
);

/** The input field a row's problem is about (the others are about the serial number). */
const problemFields: Partial<Record<string, string>> = {
  assetTagTooLong: 'asset_tag',
  modelTooLong: 'model',
  deviceIdTooLong: 'device_id',
  deviceNameTooLong: 'device_name',
  holdsDataInvalid: 'holds_data',
};

const upper = <Value extends string>(value: Value) => value.toUpperCase() as Uppercase<Value>;

export const reconciliationResolvers: Resolvers = {
  Query: {
    get_job_reconciliation: async (_parent, { job_id, ...input }, context) => {
      const viewer = await requireViewer(context);
      const { filter, sort, page, page_size } = parseInput(reconciliationQueryInput, input);
      const pageNumber = page ?? 1;
      const pageSize = page_size ?? 50;
      const result = await getJobReconciliation(
        context.database,
        viewer,
        job_id,
        { ...filter, sort },
        pageNumber,
        pageSize,
      );
      return {
        job_id: result.jobId,
        can_change_list: result.canChangeList,
        reconciled: result.reconciled,
        counts: result.counts,
        total: result.total,
        page: pageNumber,
        page_size: pageSize,
        rows: result.rows.map((row) => ({
          ...row,
          status: upper(row.status),
          resolution: row.resolution ? upper(row.resolution) : null,
          outcome: row.outcome ? upper(row.outcome) : null,
          // The unit's received date: a day (see businessDayOf).
          received_at: businessDayOrNull(row.received_at),
          resolved_at: row.resolved_at?.toISOString() ?? null,
        })),
      };
    },
  },
  Mutation: {
    set_job_expected_assets: async (_parent, { job_id, ...input }, context) => {
      const viewer = await requireViewer(context);
      const { assets, append } = parseInput(expectedAssetsInput, input);
      async function* rows() {
        for (const [index, asset] of assets.entries()) yield { line: index + 1, raw: asset };
      }
      try {
        return await storeExpectedAssets(
          context.database,
          viewer,
          job_id,
          rows(),
          append ? 'append' : 'replace',
        );
      } catch (error) {
        if (!(error instanceof InvalidRowsError)) throw error;
        // A row's place in the request, as GraphQL clients name their input.
        throw new DomainError('BAD_USER_INPUT', error.message, {
          fields: error.problems.map((problem) => ({
            field: `assets.${problem.line - 1}.${problemFields[problem.code] ?? 'serial_number'}`,
            message: problem.message,
          })),
        });
      }
    },
  },
  Job: {
    // Read per job, but once for all the jobs of the request (the jobs list's flag).
    unresolved_missing_assets: (job, _arguments, context) =>
      unresolvedMissingLoader(context, context.database).load(job.id),
  },
};
