import { requireStaff, type GraphQLContext } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayAct, assertStaffMayRead } from '../staff/policy.js';
import { recordStaffAudit } from '../staff/service.js';
import {
  consoleJobIdInput,
  consoleLinkUnitsInput,
  consoleRecordSealsInput,
} from './console-inputs.js';
import { findJobSeals, linkProcessedUnits, recordJobSeals } from './provider-actions.js';

/** Staff pick jobs from the board by id; a job number is the provider API's way. */
function knownJob(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

async function actingStaff(context: GraphQLContext) {
  return assertStaffMayAct(await requireStaff(context));
}

/**
 * What the driver and the warehouse record for providers without an ERP: a job's seals and the
 * units processed from it, by the provider API's rules, in the staff log.
 */
export const consoleJobRecordResolvers: Resolvers = {
  Query: {
    console_job_seals: async (_parent, input, context) => {
      assertStaffMayRead(await requireStaff(context));
      const { id } = parseInput(consoleJobIdInput, input);
      const seals = await findJobSeals(context.database, knownJob(id));
      if (!seals) throw notFound();
      return seals;
    },
  },
  Mutation: {
    console_record_job_seals: async (_parent, input, context) => {
      const staff = await actingStaff(context);
      const { id, seals } = parseInput(consoleRecordSealsInput, input);
      return context.database.transaction().execute(async (transaction) => {
        const result = await recordJobSeals(transaction, knownJob(id), seals);
        if (result.added > 0) {
          await recordStaffAudit(transaction, {
            staff: { id: staff.staffId, name: staff.name },
            action: 'job.seals_recorded',
            target: { type: 'job', id: result.job.id, label: result.job.job_number },
            supplierId: result.job.supplier_id,
            details: { added: result.added },
            ipAddress: context.client.ipAddress,
          });
        }
        return {
          job_number: result.job.job_number,
          added: result.added,
          seals: result.sealNumbers,
        };
      });
    },
    console_link_job_units: async (_parent, input, context) => {
      const staff = await actingStaff(context);
      const { id, serial_numbers } = parseInput(consoleLinkUnitsInput, input);
      return context.database.transaction().execute(async (transaction) => {
        const result = await linkProcessedUnits(transaction, knownJob(id), serial_numbers);
        await recordStaffAudit(transaction, {
          staff: { id: staff.staffId, name: staff.name },
          action: 'job.units_linked',
          target: { type: 'job', id: result.job.id, label: result.job.job_number },
          supplierId: result.job.supplier_id,
          details: { linked: result.linked, unknown: result.unknownSerialNumbers.length },
          ipAddress: context.client.ipAddress,
        });
        return {
          job_number: result.job.job_number,
          linked: result.linked,
          unknown_serial_numbers: result.unknownSerialNumbers,
        };
      });
    },
  },
};
