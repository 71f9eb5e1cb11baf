import { requireStaff, type GraphQLContext } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { forReader } from '../../shared/lists/list-arguments.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayAct, assertStaffMayRead } from '../staff/policy.js';
import { recordStaffAudit } from '../staff/service.js';
import {
  consoleCustomerContactChangeInput,
  consoleCustomerContactsInput,
  consoleProviderContactListArguments,
  consoleProviderContactsInput,
  consoleSaveProviderContactInput,
} from './console-contact-inputs.js';
import {
  assignCustomerContact,
  findProviderContact,
  listCustomerContacts,
  pageProviderContacts,
  saveProviderContact,
  shapedProviderContact as shaped,
  unassignCustomerContact,
} from './console-contacts.js';

/** Staff pick customers and contacts from the console's lists by id: anything else is no one. */
function knownId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

async function actingStaff(context: GraphQLContext) {
  return assertStaffMayAct(await requireStaff(context));
}

async function customerContacts(context: GraphQLContext, supplierId: string) {
  return (await listCustomerContacts(context.database, supplierId)).map((entry) => ({
    role: entry.role,
    contact: shaped(entry.contact),
  }));
}

export const consoleContactResolvers: Resolvers = {
  Query: {
    console_provider_contacts: async (_parent, input, context) => {
      const staff = assertStaffMayRead(await requireStaff(context));
      const { text } = parseInput(consoleProviderContactsInput, input);
      const list = forReader(
        parseInput(consoleProviderContactListArguments, input),
        staff.language,
      );
      const { items, total } = await pageProviderContacts(
        context.database,
        { text: text ?? undefined },
        list,
      );
      return { items, total, page: list.page, page_size: list.pageSize };
    },
    console_customer_contacts: async (_parent, input, context) => {
      assertStaffMayRead(await requireStaff(context));
      const { customer_id } = parseInput(consoleCustomerContactsInput, input);
      const customer = await context.database
        .selectFrom('suppliers')
        .select('id')
        .where('id', '=', knownId(customer_id))
        .executeTakeFirst();
      if (!customer) throw notFound();
      return customerContacts(context, customer.id);
    },
  },
  Mutation: {
    console_save_provider_contact: async (_parent, input, context) => {
      const staff = await actingStaff(context);
      const { id, contact } = parseInput(consoleSaveProviderContactInput, input);
      const savedId = await context.database.transaction().execute(async (transaction) => {
        const saved = await saveProviderContact(transaction, id ? knownId(id) : undefined, {
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          jobTitle: contact.job_title,
          jobTitleTranslations: Object.fromEntries(
            (contact.job_title_translations ?? []).map((entry) => [entry.language, entry.title]),
          ),
        });
        await recordStaffAudit(transaction, {
          staff: { id: staff.staffId, name: staff.name },
          action: id ? 'provider_contact.changed' : 'provider_contact.added',
          target: { type: 'provider_contact', id: saved, label: contact.email },
          ipAddress: context.client.ipAddress,
        });
        return saved;
      });
      const saved = await findProviderContact(context.database, savedId);
      if (!saved) throw new DomainError('NOT_FOUND');
      return shaped(saved);
    },
    console_assign_customer_contact: async (_parent, input, context) => {
      const staff = await actingStaff(context);
      const change = parseInput(consoleCustomerContactChangeInput, input);
      await context.database.transaction().execute(async (transaction) => {
        const added = await assignCustomerContact(
          transaction,
          knownId(change.customer_id),
          knownId(change.contact_id),
          change.role,
        );
        if (!added) return;
        await recordStaffAudit(transaction, {
          staff: { id: staff.staffId, name: staff.name },
          action: 'customer_contact.assigned',
          target: { type: 'provider_contact', id: change.contact_id },
          supplierId: change.customer_id,
          details: { role: change.role },
          ipAddress: context.client.ipAddress,
        });
      });
      return customerContacts(context, change.customer_id);
    },
    console_unassign_customer_contact: async (_parent, input, context) => {
      const staff = await actingStaff(context);
      const change = parseInput(consoleCustomerContactChangeInput, input);
      await context.database.transaction().execute(async (transaction) => {
        await unassignCustomerContact(
          transaction,
          knownId(change.customer_id),
          knownId(change.contact_id),
          change.role,
        );
        await recordStaffAudit(transaction, {
          staff: { id: staff.staffId, name: staff.name },
          action: 'customer_contact.unassigned',
          target: { type: 'provider_contact', id: change.contact_id },
          supplierId: change.customer_id,
          details: { role: change.role },
          ipAddress: context.client.ipAddress,
        });
      });
      return customerContacts(context, change.customer_id);
    },
  },
};
