import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../database/connections.js';
import type { SupplierContacts, Suppliers, Users } from '../database/schema.generated.js';
import { hashPassword } from '../shared/passwords.js';

const defaultTestPassword = 'Correct-horse-7';

// Hashing is deliberately slow; one hash of the default password serves every factory user.
let defaultPasswordHash: Promise<string> | undefined;
function passwordHashFor(password: string): Promise<string> {
  if (password !== defaultTestPassword) return hashPassword(password);
  defaultPasswordHash ??= hashPassword(defaultTestPassword);
  return defaultPasswordHash;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@test.example`;
}

export async function createSupplier(
  database: Database,
  overrides: Partial<Insertable<Suppliers>> = {},
): Promise<Selectable<Suppliers>> {
  return database
    .insertInto('suppliers')
    .values({ company: `Test Supplier ${randomUUID().slice(0, 8)} AS`, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A master account with `count` sub-suppliers. */
export async function createSupplierGroup(
  database: Database,
  count = 2,
): Promise<{ master: Selectable<Suppliers>; subSuppliers: Selectable<Suppliers>[] }> {
  const master = await createSupplier(database, { is_master_account: true });
  const subSuppliers: Selectable<Suppliers>[] = [];
  for (let index = 0; index < count; index += 1) {
    subSuppliers.push(await createSupplier(database, { parent_supplier_id: master.id }));
  }
  return { master, subSuppliers };
}

export type UserOverrides = Partial<Omit<Insertable<Users>, 'password_hash'>> & {
  password?: string | null;
};

/** An active user with a password; creates a fresh supplier unless `supplier_id` is given. */
export async function createUser(
  database: Database,
  overrides: UserOverrides = {},
): Promise<Selectable<Users> & { password: string }> {
  const { password = defaultTestPassword, ...columns } = overrides;
  const supplierId = columns.supplier_id ?? (await createSupplier(database)).id;
  const user = await database
    .insertInto('users')
    .values({
      email: uniqueEmail(),
      first_name: 'Test',
      last_name: 'User',
      country: 'norway',
      status: 'active',
      has_report_access: true,
      ...columns,
      supplier_id: supplierId,
      password_hash: password === null ? null : await passwordHashFor(password),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...user, password: password ?? '' };
}

export async function createSupplierContact(
  database: Database,
  overrides: Partial<Insertable<SupplierContacts>> & { supplier_id: string },
): Promise<Selectable<SupplierContacts>> {
  return database
    .insertInto('supplier_contacts')
    .values({ name: 'Known Contact', email: uniqueEmail('contact'), ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}
