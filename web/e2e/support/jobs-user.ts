import { withTestDatabase } from './database';

/**
 * A user (with the demo password) of a supplier of their own, with an address to prefill the
 * order form, so a test's jobs are the only ones in its overview.
 */
export async function createJobsUser(
  email: string,
  company: string,
  options: { admin?: boolean } = {},
): Promise<void> {
  await withTestDatabase(async (client) => {
    const supplier = await client.query<{ id: string }>(
      `insert into suppliers (company, address, city, zip, can_upload)
       values ($1, 'Strandveien 10', 'Lysaker', '1366', true) returning id`,
      [company],
    );
    await client.query(
      `insert into users (supplier_id, email, first_name, last_name, phone, country, status,
       language, has_report_access, is_admin, password_hash, registered_at)
     select $1, $2, 'Jonas', 'Lie', '+47 912 34 567', 'norway', 'active', 'en', true, $3,
       password_hash, now()
     from users where email = 'admin@demo.no'`,
      [supplier.rows[0]!.id, email, options.admin ?? false],
    );
  });
}
