import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import { containsPattern, pageOf } from '../../shared/lists/list-arguments.js';
import type { TextTranslations } from '../../shared/translated-text.js';

export const contactRoles = [
  'account_manager',
  'account_manager_itad',
  'account_manager_sales',
  'invoice',
  'sales_director',
  'sales_support',
] as const;
export type ContactRole = (typeof contactRoles)[number];

function contacts(database: Database) {
  return database.selectFrom('provider_contacts as contact').select((eb) => [
    'contact.id',
    'contact.name',
    'contact.email',
    'contact.phone',
    'contact.job_title',
    'contact.job_title_translations',
    eb
      .selectFrom('supplier_provider_contacts as link')
      .select(sql<number>`count(distinct link.supplier_id)::int`.as('count'))
      .whereRef('link.provider_contact_id', '=', 'contact.id')
      .as('customer_count'),
  ]);
}

export type ProviderContactRow = Awaited<
  ReturnType<ReturnType<typeof contacts>['executeTakeFirstOrThrow']>
>;

/** The provider's contact people, by name, narrowed by name, e-mail or job title. */
export function pageProviderContacts(
  database: Database,
  text: string | undefined,
  page: { page: number; pageSize: number },
) {
  let query = contacts(database);
  const pattern = containsPattern(text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('contact.name', 'ilike', pattern),
        eb('contact.email', 'ilike', pattern),
        eb('contact.job_title', 'ilike', pattern),
      ]),
    );
  }
  return pageOf(database, query.orderBy('contact.name').orderBy('contact.id'), page);
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
