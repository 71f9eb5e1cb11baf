import { withTestDatabase } from './database';

/**
 * A master account (its user signs in with the demo password) with one sub-supplier and `count`
 * jobs between them, inserted in one statement: every fifth job the sub-supplier's, every
 * seventh in Bergen, job numbers `<prefix>00001` upwards.
 */
export async function createJobListGroup(
  email: string,
  prefix: string,
  count: number,
): Promise<{ master: string; sub: string }> {
  return withTestDatabase(async (client) => {
    const master = `List Master ${prefix} AS`;
    const sub = `List Branch ${prefix} AS`;
    const masterId = (
      await client.query<{ id: string }>(
        `insert into suppliers (company, is_master_account) values ($1, true) returning id`,
        [master],
      )
    ).rows[0]!.id;
    const subId = (
      await client.query<{ id: string }>(
        `insert into suppliers (company, parent_supplier_id) values ($1, $2) returning id`,
        [sub, masterId],
      )
    ).rows[0]!.id;
    await client.query(
      `insert into users (supplier_id, email, first_name, last_name, country, status, language,
         has_report_access, password_hash, registered_at)
       select $1, $2, 'Liv', 'Lund', 'norway', 'active', 'en', true, password_hash, now()
       from users where email = 'admin@demo.no'`,
      [masterId, email],
    );
    await client.query(
      `insert into jobs (supplier_id, job_number, kind, status, address, city, zip_code, country,
         company_name, contact_first_name, contact_last_name, email, phone, requested_date,
         recipient_name, recipient_email, idempotency_key, created_at)
       select case when i % 5 = 0 then $2::uuid else $1::uuid end, $3 || lpad(i::text, 5, '0'),
         'COLLECTION', 'ORDERED', 'Street ' || i,
         case when i % 7 = 0 then 'Bergen' else 'Oslo' end, '0150', 'norway', 'Company',
         'Liv', 'Lund', 'liv@test.example', '+47 900 00 000', date '2026-03-02' + (i % 90),
         'Liv', 'liv@test.example', $3 || 'key' || i, now() - i * interval '1 minute'
       from generate_series(1, $4::int) as i`,
      [masterId, subId, prefix, count],
    );
    return { master, sub };
  });
}
