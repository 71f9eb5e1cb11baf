import { withTestDatabase } from './database';

/**
 * A supplier of its own with an admin (the demo password) and `count` users inserted in one
 * statement: "Nils <prefix><i>" with e-mail `<prefix>-<i>@demo.no` (zero-padded), every third
 * invited, the rest active.
 */
export async function createUserListSupplier(
  adminEmail: string,
  prefix: string,
  count: number,
): Promise<void> {
  await withTestDatabase(async (client) => {
    const supplierId = (
      await client.query<{ id: string }>(
        `insert into suppliers (company) values ($1) returning id`,
        [`User List ${prefix} AS`],
      )
    ).rows[0]!.id;
    await client.query(
      `insert into users (supplier_id, email, first_name, last_name, country, status, language,
         is_admin, has_report_access, password_hash, registered_at)
       select $1, $2, 'Astrid', 'Admin', 'norway', 'active', 'en', true, true, password_hash, now()
       from users where email = 'admin@demo.no'`,
      [supplierId, adminEmail],
    );
    await client.query(
      `insert into users (supplier_id, email, first_name, last_name, country, status)
       select $1, lower($2) || '-' || lpad(i::text, 3, '0') || '@demo.no', 'Nils',
         $2 || lpad(i::text, 3, '0'), 'norway',
         case when i % 3 = 0 then 'invited' else 'active' end
       from generate_series(1, $3::int) as i`,
      [supplierId, prefix, count],
    );
  });
}
