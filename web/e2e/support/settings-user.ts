import { withTestDatabase } from './database';

/**
 * An active user of a fresh supplier of their own (not a master account, not an admin) in the
 * Norwegian database, with the demo password (its hash copied from user@demo.no), so a test can
 * change the user's settings and password without touching the demo logins.
 */
export async function createSettingsUser(
  email: string,
  profile: { firstName: string; lastName: string; language: string },
): Promise<void> {
  await withTestDatabase(async (client) => {
    const supplier = await client.query<{ id: string }>(
      'insert into suppliers (company) values ($1) returning id',
      [`Settings ${email.split('@')[0]} AS`],
    );
    await client.query(
      `insert into users
       (supplier_id, email, first_name, last_name, country, status, language, password_hash)
     select $1, $2, $3, $4, 'norway', 'active', $5, password_hash
     from users where email = 'user@demo.no'`,
      [supplier.rows[0]!.id, email, profile.firstName, profile.lastName, profile.language],
    );
  });
}
