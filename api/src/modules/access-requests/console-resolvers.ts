import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { forReader } from '../../shared/lists/list-arguments.js';
import { notFound } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayAct, assertStaffMayRead } from '../staff/policy.js';
import type { StaffCaller } from '../staff/staff-model.js';
import {
  consoleAccessRequestListArguments,
  consoleAccessRequestsInput,
  consoleApproveAccessRequestInput,
  consoleRejectAccessRequestInput,
} from './console-inputs.js';
import {
  findConsoleAccessRequest,
  listConsoleAccessRequests,
  type ConsoleAccessRequest,
} from './console-list.js';
import { approveAccessRequest, rejectAccessRequest } from './service.js';

/** Times leave as ISO 8601 text, as the rest of the API gives them. */
function shaped(request: ConsoleAccessRequest) {
  return {
    ...request,
    status: request.status as 'pending' | 'approved' | 'rejected',
    created_at: request.created_at.toISOString(),
    decided_at: request.decided_at?.toISOString() ?? null,
  };
}

const deciderOf = (staff: StaffCaller, ipAddress: string) => ({
  staffId: staff.staffId,
  name: staff.name,
  ipAddress,
});

async function decidedRequest(
  database: Parameters<typeof findConsoleAccessRequest>[0],
  id: string,
) {
  const request = await findConsoleAccessRequest(database, id);
  if (!request) throw notFound();
  return shaped(request);
}

export const consoleAccessRequestsResolvers: Resolvers = {
  Query: {
    console_access_requests: async (_parent, input, context) => {
      const staff = assertStaffMayRead(await requireStaff(context));
      const filter = parseInput(consoleAccessRequestsInput, input);
      const list = forReader(parseInput(consoleAccessRequestListArguments, input), staff.language);
      const { items, total } = await listConsoleAccessRequests(
        context.database,
        { status: filter.status ?? 'pending', text: filter.text ?? undefined },
        list,
      );
      return { items: items.map(shaped), total, page: list.page, page_size: list.pageSize };
    },
  },
  Mutation: {
    console_approve_access_request: async (_parent, input, context) => {
      const staff = assertStaffMayAct(await requireStaff(context));
      const { id, supplier_id } = parseInput(consoleApproveAccessRequestInput, input);
      const approved = await approveAccessRequest(
        context.database,
        { country: context.country, publicUrl: context.services.config.publicUrl },
        {
          id,
          supplierId: supplier_id ?? undefined,
          decidedBy: deciderOf(staff, context.client.ipAddress),
        },
      );
      if (!approved) throw notFound();
      return {
        request: await decidedRequest(context.database, id),
        supplier_id: approved.supplierId,
        supplier_created: approved.supplierCreated,
        invited_email: approved.invited.email,
      };
    },
    console_reject_access_request: async (_parent, input, context) => {
      const staff = assertStaffMayAct(await requireStaff(context));
      const { id, reason } = parseInput(consoleRejectAccessRequestInput, input);
      const rejected = await rejectAccessRequest(context.database, id, {
        reason,
        decidedBy: deciderOf(staff, context.client.ipAddress),
      });
      if (!rejected) throw notFound();
      return decidedRequest(context.database, id);
    },
  },
};
