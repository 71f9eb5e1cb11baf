import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { consoleStaffLogInput, consoleStaffLogPageInput } from './inputs.js';
import { assertStaffMayReadLog } from './policy.js';
import { pageStaffLog } from './staff-log.js';

export const staffLogResolvers: Resolvers = {
  Query: {
    console_staff_log: async (_parent, input, context) => {
      assertStaffMayReadLog(await requireStaff(context));
      const filter = parseInput(consoleStaffLogInput, input);
      const page = parseInput(consoleStaffLogPageInput, input);
      const { rows, total } = await pageStaffLog(
        context.database,
        {
          text: filter.text ?? undefined,
          action: filter.action ?? undefined,
          from: filter.from ?? undefined,
          to: filter.to ?? undefined,
        },
        page,
      );
      return {
        items: rows.map((entry) => ({
          ...entry,
          id: String(entry.id),
          occurred_at: new Date(entry.occurred_at).toISOString(),
          details: JSON.stringify(entry.details ?? {}),
        })),
        total,
        page: page.page,
        page_size: page.pageSize,
      };
    },
  },
};
