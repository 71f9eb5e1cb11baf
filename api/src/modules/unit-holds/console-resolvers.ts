import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { forReader } from '../../shared/lists/list-arguments.js';
import { parseInput } from '../../shared/validation.js';
import { currencyOfCountry } from '../settlements/settlement-model.js';
import { assertStaffMayRead } from '../staff/policy.js';
import { pageOpenHoldsForConsole } from './console-hold-list.js';
import { consoleOpenHoldsInput } from './inputs.js';
import { unitHoldReasonOf } from './unit-hold-model.js';

export const consoleUnitHoldsResolvers: Resolvers = {
  Query: {
    console_open_holds: async (_parent, input, context) => {
      const staff = assertStaffMayRead(await requireStaff(context));
      const { text, ...request } = parseInput(consoleOpenHoldsInput, input);
      const page = forReader(request, staff.language);
      const { rows, total } = await pageOpenHoldsForConsole(context.database, { text }, page);
      const now = Date.now();
      return {
        items: rows.map((hold) => ({
          id: hold.id,
          customer_id: hold.supplier_id,
          customer: hold.company_name,
          serial_number: hold.serial_number,
          manufacturer: hold.manufacturer,
          model: hold.model,
          job_number: hold.job_number,
          reason: unitHoldReasonOf(hold.reason),
          note: hold.note,
          placed_at: new Date(hold.placed_at).toISOString(),
          respond_by: new Date(hold.respond_by).toISOString(),
          overdue: new Date(hold.respond_by).getTime() < now,
          value_at_stake: hold.value_at_stake === null ? null : Number(hold.value_at_stake),
          currency: currencyOfCountry[context.country],
        })),
        total,
        page: page.page,
        page_size: page.pageSize,
      };
    },
  },
};
