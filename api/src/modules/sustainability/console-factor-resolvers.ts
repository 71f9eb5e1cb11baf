import { isLocalDate } from '@itad-portal/validation';
import { z } from 'zod';
import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { listArgumentsInput } from '../../shared/lists/list-arguments.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayAct, assertStaffMayRead } from '../staff/policy.js';
import { recordStaffAudit } from '../staff/service.js';
import { addCo2Factors, co2FactorSorting, listCo2Factors } from './factors.js';

const factorsInput = z.object({
  category: z.string().trim().max(60).nullish(),
  at: z.string().trim().refine(isLocalDate, 'A date is a real day written YYYY-MM-DD.').nullish(),
});

const factorPageInput = listArgumentsInput(co2FactorSorting);

function shaped(factor: Awaited<ReturnType<typeof listCo2Factors>>['factors'][number]) {
  return {
    category: factor.category,
    manufacturer: factor.manufacturer,
    model: factor.model,
    valid_from: factor.valid_from,
    kg_co2e: factor.kg_co2e,
    kg_co2e_low: factor.kg_co2e_low,
    kg_co2e_high: factor.kg_co2e_high,
    source: factor.source,
    source_year: factor.source_year,
    source_url: factor.source_url,
  };
}

export const consoleFactorResolvers: Resolvers = {
  Query: {
    console_co2_factors: async (_parent, input, context) => {
      assertStaffMayRead(await requireStaff(context));
      const filter = parseInput(factorsInput, input);
      const page = parseInput(factorPageInput, input);
      const [{ factors, total }, categories] = await Promise.all([
        listCo2Factors(context.database, {
          category: filter.category ?? undefined,
          at: filter.at ?? undefined,
          page: page.page,
          pageSize: page.pageSize,
          sort: page.sort,
          direction: page.direction,
        }),
        context.database.selectFrom('unit_categories').select('code').orderBy('position').execute(),
      ]);
      return {
        items: factors.map(shaped),
        total,
        page: page.page,
        page_size: page.pageSize,
        categories: categories.map((category) => category.code),
      };
    },
  },
  Mutation: {
    console_add_co2_factor: async (_parent, { factor }, context) => {
      const staff = assertStaffMayAct(await requireStaff(context));
      return context.database.transaction().execute(async (transaction) => {
        const [added] = await addCo2Factors(transaction, [factor]);
        if (!added) throw new Error('A factor was accepted but not answered');
        await recordStaffAudit(transaction, {
          staff: { id: staff.staffId, name: staff.name },
          action: 'emission_factor.added',
          target: {
            type: 'emission_factor',
            id: `${added.category}:${added.manufacturer ?? ''}:${added.model ?? ''}:${added.valid_from}`,
            label: [added.category, added.manufacturer, added.model].filter(Boolean).join(' '),
          },
          details: { valid_from: added.valid_from, kg_co2e: added.kg_co2e },
          ipAddress: context.client.ipAddress,
        });
        return shaped(added);
      });
    },
  },
};
