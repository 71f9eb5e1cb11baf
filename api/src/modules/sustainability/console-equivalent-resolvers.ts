import { isLocalDate } from '@itad-portal/validation';
import { z } from 'zod';
import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { DomainError } from '../../shared/errors.js';
import { forReader, listArgumentsInput } from '../../shared/lists/list-arguments.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayAct, assertStaffMayRead } from '../staff/policy.js';
import { recordStaffAudit } from '../staff/service.js';
import { co2EquivalentSorting, listCo2Equivalents, shapedEquivalent } from './equivalent-list.js';
import { addCo2Equivalents, equivalentKinds } from './equivalents.js';

const equivalentsInput = z.object({
  equivalent: z.string().trim().max(60).nullish(),
  at: z.string().trim().refine(isLocalDate, 'A date is a real day written YYYY-MM-DD.').nullish(),
});

const equivalentListArguments = listArgumentsInput(co2EquivalentSorting);

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
      const staff = assertStaffMayRead(await requireStaff(context));
      const filter = parseInput(equivalentsInput, input);
      const list = forReader(parseInput(equivalentListArguments, input), staff.language);
      const { equivalents, total } = await listCo2Equivalents(
        context.database,
        context.country,
        {
          equivalent: filter.equivalent ?? undefined,
          at: filter.at ?? undefined,
          page: list.page,
          pageSize: list.pageSize,
        },
        list,
      );
      return {
        items: equivalents.map(shapedEquivalent),
        total,
        page: list.page,
        page_size: list.pageSize,
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
        return shapedEquivalent(added);
      });
    },
  },
};
