import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import {
  containsPattern,
  pageOf,
  sortedBy,
  type ListArguments,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import { textSort } from '../../shared/lists/list-collation.js';
import { translationList, type TextTranslations } from '../../shared/translated-text.js';

export const contactRoles = [
  'account_manager',
  'account_manager_itad',
  'account_manager_sales',
  'invoice',
  'sales_director',
  'sales_support',
] as const;
export type ContactRole = (typeof contactRoles)[number];

const providerContactSorts = ['name', 'email', 'job_title', 'customer_count'] as const;
export type ProviderContactSort = (typeof providerContactSorts)[number];

export const providerContactSorting: ListSorting<ProviderContactSort> = {
  sorts: providerContactSorts,
  defaultSort: 'name',
  defaultDirection: 'ASC',
};

/** How many customers have the contact in any role: shown, and an order of the list. */
const customerCount = sql<number>`(select count(distinct link.supplier_id)::int
  from supplier_provider_contacts link where link.provider_contact_id = contact.id)`;

function contacts(database: Database) {
  return database
    .selectFrom('provider_contacts as contact')
    .select([
      'contact.id',
      'contact.name',
      'contact.email',
      'contact.phone',
      'contact.job_title',
      'contact.job_title_translations',
      customerCount.as('customer_count'),
    ]);
}

export type ProviderContactRow = Awaited<
  ReturnType<ReturnType<typeof contacts>['executeTakeFirstOrThrow']>
>;

/** A contact as the console shows it: its translated titles as a list. */
export function shapedProviderContact(contact: ProviderContactRow) {
  return {
    ...contact,
    job_title_translations: translationList(contact.job_title_translations),
  };
}

export type ShapedProviderContact = ReturnType<typeof shapedProviderContact>;

/**
 * The provider's contact people that the text finds (name, e-mail, phone, or the job title in
 * any language), in the list's order.
 */
function providerContactListQuery(
  database: Database,
  filter: { text?: string | undefined },
  order: ListOrder<ProviderContactSort>,
) {
  let query = contacts(database);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('contact.name', 'ilike', pattern),
        eb('contact.email', 'ilike', pattern),
        eb('contact.phone', 'ilike', pattern),
        eb('contact.job_title', 'ilike', pattern),
        // The translated titles too: staff search in the language a customer reads.
        eb.exists(
          eb
            .selectFrom(sql`jsonb_each_text(contact.job_title_translations)`.as('translation'))
            .select(sql`1`.as('found'))
            .where(sql.ref('translation.value'), 'ilike', pattern),
        ),
      ]),
    );
  }
  return sortedBy(
    {
      name: textSort(sql.ref('contact.name')),
      email: sql`lower(contact.email)`,
      job_title: textSort(sql.ref('contact.job_title')),
      customer_count: customerCount,
    },
    sql.ref('contact.id'),
    order,
  )(query);
}

/** A page of the provider's contact people, as the console's text and order ask. */
export async function pageProviderContacts(
  database: Database,
  filter: { text?: string | undefined },
  list: ListArguments<ProviderContactSort>,
): Promise<{ items: ShapedProviderContact[]; total: number }> {
  const { rows, total } = await pageOf(
    database,
    providerContactListQuery(database, filter, list),
    list,
  );
  return { items: rows.map(shapedProviderContact), total };
}

/** The export's reader of the same list. */
export function providerContactListReader(
  filter: { text?: string | undefined },
  order: ListOrder<ProviderContactSort>,
) {
  return async (source: Database, offset: number, limit: number) =>
    (
      await providerContactListQuery(source, filter, order).limit(limit).offset(offset).execute()
    ).map(shapedProviderContact);
}

export function findProviderContact(database: Database, id: string) {
  return contacts(database).where('contact.id', '=', id).executeTakeFirst();
}

export interface ProviderContactInput {
  name: string;
  email: string;
  phone?: string | undefined;
  jobTitle?: string | undefined;
  jobTitleTranslations: TextTranslations;
}

/** Adds a contact person (no id) or changes one; the id of the one saved. */
export async function saveProviderContact(
  database: Database,
  id: string | undefined,
  input: ProviderContactInput,
): Promise<string> {
  const values = {
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    job_title: input.jobTitle ?? null,
    job_title_translations: JSON.stringify(input.jobTitleTranslations),
  };
  if (id === undefined) {
    const added = await database
      .insertInto('provider_contacts')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return added.id;
  }
  const changed = await database
    .updateTable('provider_contacts')
    .set(values)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!changed) throw new DomainError('NOT_FOUND');
  return changed.id;
}

/** A customer's contacts at the provider with their roles, by role then name. */
export async function listCustomerContacts(database: Database, supplierId: string) {
  const rows = await database
    .selectFrom('supplier_provider_contacts as link')
    .select('link.role')
    .select('link.provider_contact_id')
    .where('link.supplier_id', '=', supplierId)
    .orderBy('link.role')
    .execute();
  if (rows.length === 0) return [];
  const people = await contacts(database)
    .where(
      'contact.id',
      'in',
      rows.map((row) => row.provider_contact_id),
    )
    .execute();
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.flatMap((row) => {
    const contact = byId.get(row.provider_contact_id);
    return contact ? [{ role: row.role as ContactRole, contact }] : [];
  });
}

/** Makes a contact the customer's in a role; false when it already was. */
export async function assignCustomerContact(
  database: Database,
  supplierId: string,
  contactId: string,
  role: ContactRole,
): Promise<boolean> {
  const [customer, contact] = await Promise.all([
    database.selectFrom('suppliers').select('id').where('id', '=', supplierId).executeTakeFirst(),
    database
      .selectFrom('provider_contacts')
      .select('id')
      .where('id', '=', contactId)
      .executeTakeFirst(),
  ]);
  if (!customer || !contact) throw new DomainError('NOT_FOUND');
  const added = await database
    .insertInto('supplier_provider_contacts')
    .values({ supplier_id: supplierId, provider_contact_id: contactId, role })
    .onConflict((conflict) => conflict.doNothing())
    .returning('role')
    .executeTakeFirst();
  return added !== undefined;
}

/** Takes a contact off a customer's role; NOT_FOUND when they did not have it. */
export async function unassignCustomerContact(
  database: Database,
  supplierId: string,
  contactId: string,
  role: ContactRole,
): Promise<void> {
  const removed = await database
    .deleteFrom('supplier_provider_contacts')
    .where('supplier_id', '=', supplierId)
    .where('provider_contact_id', '=', contactId)
    .where('role', '=', role)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new DomainError('NOT_FOUND');
}
