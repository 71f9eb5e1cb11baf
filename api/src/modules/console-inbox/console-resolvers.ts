import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { parseInput } from '../../shared/validation.js';
import { retryUnsentEmail } from '../email/service.js';
import { assertStaffMayAct, assertStaffMayRead } from '../staff/policy.js';
import { recordStaffAudit } from '../staff/service.js';
import { inboxPageInput, retryMailInput } from './console-inputs.js';
import { findUnsentMail, inboxSummary, pageFailedMails, pageFailingEndpoints } from './inbox.js';

type MailRow = NonNullable<Awaited<ReturnType<typeof findUnsentMail>>>;

const shapedMail = (mail: MailRow) => ({
  ...mail,
  last_error: mail.last_error ?? '',
  created_at: new Date(mail.created_at).toISOString(),
});

export const consoleInboxResolvers: Resolvers = {
  Query: {
    console_inbox_summary: async (_parent, _input, context) => {
      assertStaffMayRead(await requireStaff(context));
      return inboxSummary(context.database);
    },
    console_failed_mails: async (_parent, input, context) => {
      assertStaffMayRead(await requireStaff(context));
      const page = parseInput(inboxPageInput, input);
      const { rows, total } = await pageFailedMails(context.database, page);
      return { items: rows.map(shapedMail), total, page: page.page, page_size: page.pageSize };
    },
    console_failing_webhook_endpoints: async (_parent, input, context) => {
      assertStaffMayRead(await requireStaff(context));
      const page = parseInput(inboxPageInput, input);
      const { rows, total } = await pageFailingEndpoints(context.database, page);
      return { items: rows, total, page: page.page, page_size: page.pageSize };
    },
  },
  Mutation: {
    console_retry_mail: async (_parent, input, context) => {
      const staff = assertStaffMayAct(await requireStaff(context));
      const { id } = parseInput(retryMailInput, input);
      if (!isUuid(id) || !(await retryUnsentEmail(context.database, id))) throw notFound();
      const mail = await findUnsentMail(context.database, id);
      await recordStaffAudit(context.database, {
        staff: { id: staff.staffId, name: staff.name },
        action: 'mail.retried',
        target: { type: 'mail', id, label: mail?.recipient ?? null },
        ipAddress: context.client.ipAddress,
      });
      // Sent in the meantime: it is no longer the inbox's.
      if (!mail) throw notFound();
      return shapedMail(mail);
    },
  },
};
