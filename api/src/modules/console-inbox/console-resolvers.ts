import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { forReader } from '../../shared/lists/list-arguments.js';
import { parseInput } from '../../shared/validation.js';
import { retryUnsentEmail } from '../email/service.js';
import { assertStaffMayAct, assertStaffMayRead } from '../staff/policy.js';
import { recordStaffAudit } from '../staff/service.js';
import {
  failedMailListArguments,
  failingEndpointListArguments,
  inboxListInput,
  retryMailInput,
} from './console-inputs.js';
import { shapedMail } from './console-shape.js';
import { findUnsentMail, inboxSummary, pageFailedMails, pageFailingEndpoints } from './inbox.js';

export const consoleInboxResolvers: Resolvers = {
  Query: {
    console_inbox_summary: async (_parent, _input, context) => {
      assertStaffMayRead(await requireStaff(context));
      return inboxSummary(context.database);
    },
    console_failed_mails: async (_parent, input, context) => {
      const staff = assertStaffMayRead(await requireStaff(context));
      const { text } = parseInput(inboxListInput, input);
      const list = forReader(parseInput(failedMailListArguments, input), staff.language);
      const { rows, total } = await pageFailedMails(
        context.database,
        { text: text ?? undefined },
        list,
      );
      return { items: rows.map(shapedMail), total, page: list.page, page_size: list.pageSize };
    },
    console_failing_webhook_endpoints: async (_parent, input, context) => {
      const staff = assertStaffMayRead(await requireStaff(context));
      const { text } = parseInput(inboxListInput, input);
      const list = forReader(parseInput(failingEndpointListArguments, input), staff.language);
      const { rows, total } = await pageFailingEndpoints(
        context.database,
        { text: text ?? undefined },
        list,
      );
      return { items: rows, total, page: list.page, page_size: list.pageSize };
    },
  },
  Mutation: {
    console_retry_mail: async (_parent, input, context) => {
      const staff = assertStaffMayAct(await requireStaff(context));
      const { id } = parseInput(retryMailInput, input);
      // Read before queuing it: the worker may send it at once, and a read after would then
      // call a retry that worked a failure. Sent in the meantime, it is no longer the inbox's.
      const mail = isUuid(id) ? await findUnsentMail(context.database, id) : undefined;
      if (!mail || !(await retryUnsentEmail(context.database, id))) throw notFound();
      await recordStaffAudit(context.database, {
        staff: { id: staff.staffId, name: staff.name },
        action: 'mail.retried',
        target: { type: 'mail', id, label: mail.recipient },
        ipAddress: context.client.ipAddress,
      });
      return shapedMail(mail);
    },
  },
};
