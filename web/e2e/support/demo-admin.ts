import { withTestDatabase } from './database';

/**
 * A fresh supplier admin of the Norwegian demo master account (admin@demo.no's supplier), with
 * the demo password and English (or the given language), so a test can change things without touching the
 * demo logins other tests use.
 */
export async function createDemoAdmin(email: string, language = 'en'): Promise<void> {
  await withTestDatabase(async (client) => {
    await client.query(
      `insert into users (supplier_id, email, first_name, last_name, country, status, language,
       is_admin, has_report_access, password_hash, registered_at)
     select supplier_id, $1, 'Astrid', 'Admin', 'norway', 'active', $2, true, true,
       password_hash, now()
     from users where email = 'admin@demo.no'`,
      [email, language],
    );
  });
}
