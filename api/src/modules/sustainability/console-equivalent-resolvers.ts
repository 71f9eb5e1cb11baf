import { isLocalDate } from '@itad-portal/validation';
import { z } from 'zod';
import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { DomainError } from '../../shared/errors.js';
import { listArgumentsInput } from '../../shared/lists/list-arguments.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayAct, assertStaffMayRead } from '../staff/policy.js';
import { recordStaffAudit } from '../staff/service.js';
import {
  addCo2Equivalents,
  equivalentKinds,
  listCo2Equivalents,
  type EquivalentView,
} from './equivalents.js';

const equivalentsInput = z.object({
  equivalent: z.string().trim().max(60).nullish(),
  at: z.string().trim().refine(isLocalDate, 'A date is a real day written YYYY-MM-DD.').nullish(),
});

/** The equivalents have one order (kind, the country's own first, start): pages only. */
const equivalentPageInput = listArgumentsInput({
  sorts: ['equivalent'],
  defaultSort: 'equivalent',
  defaultDirection: 'ASC',
});

function shaped(equivalent: EquivalentView) {
  return {
    equivalent: equivalent.equivalent,
    country: equivalent.country?.toUpperCase() ?? null,
    valid_from: equivalent.valid_from,
    per_ton_co2e: equivalent.per_ton_co2e,
    source: equivalent.source,
    source_year: equivalent.source_year,
    source_url: equivalent.source_url,
  };
}

/** The provider API names a field by its place in the list; the console sends one. */
function oneEquivalentsProblems(error: unknown): never {
  if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') {
    const fields = (error.details.fields ?? []).map((problem) => ({
      ...problem,
      field: problem.field.replace(/^equivalents\.0\./, 'equivalent.'),
    }));
    throw new DomainError('BAD_USER_INPUT', error.message, { fields });
  }
  throw error;
}

export const consoleEquivalentResolvers: Resolvers = {
  Query: {
    console_co2_equivalents: async (_parent, input, context) => {
      assertStaffMayRead(await requireStaff(context));
      const filter = parseInput(equivalentsInput, input);
      const page = parseInput(equivalentPageInput, input);
      const { equivalents, total } = await listCo2Equivalents(context.database, context.country, {
        equivalent: filter.equivalent ?? undefined,
        at: filter.at ?? undefined,
        page: page.page,
        pageSize: page.pageSize,
      });
      return {
        items: equivalents.map(shaped),
        total,
        page: page.page,
        page_size: page.pageSize,
        kinds: [...equivalentKinds],
      };
    },
  },
  Mutation: {
    console_add_co2_equivalent: async (_parent, { equivalent }, context) => {
      const staff = assertStaffMayAct(await requireStaff(context));
      return context.database.transaction().execute(async (transaction) => {
        const [added] = await addCo2Equivalents(transaction, context.country, [equivalent]).catch(
          oneEquivalentsProblems,
        );
        if (!added) throw new Error('An equivalent was accepted but not answered');
        await recordStaffAudit(transaction, {
          staff: { id: staff.staffId, name: staff.name },
          action: 'emission_equivalent.added',
          target: {
            type: 'emission_equivalent',
            id: `${added.equivalent}:${added.valid_from}`,
            label: added.equivalent,
          },
          details: { valid_from: added.valid_from, per_ton_co2e: added.per_ton_co2e },
          ipAddress: context.client.ipAddress,
        });
        return shaped(added);
      });
    },
  },
};
