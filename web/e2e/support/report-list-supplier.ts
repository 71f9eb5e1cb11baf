import { withTestDatabase } from './database';

/**
 * A supplier of its own with an admin with report access (the demo password, the given
 * language) and `count` ordered reports and `count` regular reports, inserted in one statement
 * each: report i goes to `<prefix>-<i>@demo.no` (zero-padded), ordered i minutes after
 * 2026-01-01; every third failed, the rest ready. Regular report i goes to the same address,
 * every fourth paused, intervals in turn. Returns the supplier's id.
 */
export async function createReportListSupplier(
  adminEmail: string,
  prefix: string,
  count: number,
): Promise<string> {
  return withTestDatabase(async (client) => {
    const supplierId = (
      await client.query<{ id: string }>(
        `insert into suppliers (company) values ($1) returning id`,
        [`Report List ${prefix} AS`],
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
      `insert into reports (supplier_id, ordered_by_name, idempotency_key, kind, name, date_from,
         date_to, date_column, language, download_key, status, recipients, created_at,
         completed_at, available_until)
       select $1, 'Astrid Admin', $2 || '-key-' || i,
         (array['COMPLETE', 'HIGH_LEVEL'])[i % 2 + 1], 'Report', date '2026-01-01' + i,
         date '2026-01-01' + i, 'COMPLETED_DATE', 'en', md5($2 || i) || md5(i::text),
         case when i % 3 = 0 then 'FAILED' else 'READY' end,
         array[lower($2) || '-' || lpad(i::text, 3, '0') || '@demo.no'],
         timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute',
         case when i % 3 = 0 then null else timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute' end,
         case when i % 3 = 0 then null else now() + interval '30 days' end
       from generate_series(1, $3::int) as i`,
      [supplierId, prefix, count],
    );
    await client.query(
      `insert into report_subscriptions (supplier_id, kind, interval, date_column, recipients,
         language, created_by_name, status, paused_reason, paused_at, created_at)
       select $1, 'COMPLETE', (array['WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'])[i % 4 + 1],
         'COMPLETED_DATE', array[lower($2) || '-' || lpad(i::text, 3, '0') || '@demo.no'], 'en',
         'Creator ' || lpad(i::text, 3, '0'),
         case when i % 4 = 0 then 'PAUSED' else 'ACTIVE' end,
         case when i % 4 = 0 then 'CREATOR_DEACTIVATED' end,
         case when i % 4 = 0 then timestamptz '2026-06-01T00:00:00Z' end,
         timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute'
       from generate_series(1, $3::int) as i`,
      [supplierId, prefix, count],
    );
    return supplierId;
  });
}

/** Sets a user's language, as the account page would. */
export async function setUserLanguage(email: string, language: string): Promise<void> {
  await withTestDatabase((client) =>
    client.query(`update users set language = $2 where email = $1`, [email, language]),
  );
}
