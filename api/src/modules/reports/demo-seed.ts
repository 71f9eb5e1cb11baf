import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { previousFullPeriod } from './intervals.js';
import { insertReport } from './report-store.js';

/**
 * Demo reports for the first master account's report user: a monthly regular report, and a
 * high level report and a certificate of destruction for the last full month, which the
 * workers generate once the server runs.
 */
export async function seedDemoReports(database: Database, country: CountryCode): Promise<void> {
  const owner = await database
    .selectFrom('users')
    .innerJoin('suppliers', 'suppliers.id', 'users.supplier_id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.language'])
    .select('suppliers.id as supplier_id')
    .where('suppliers.is_master_account', '=', true)
    .where('users.has_report_access', '=', true)
    .where('users.status', '=', 'active')
    .orderBy('users.is_admin', 'desc')
    .orderBy('users.email')
    .executeTakeFirst();
  if (!owner) return;
  const name = `${owner.first_name} ${owner.last_name}`.trim();
  const today = todayInBusinessTimeZone();
  const month = previousFullPeriod('MONTHLY', today);
  await database
    .insertInto('report_subscriptions')
    .values({
      supplier_id: owner.supplier_id,
      created_by_user_id: owner.id,
      created_by_name: name,
      kind: 'COMPLETE',
      interval: 'MONTHLY',
      date_column: 'COMPLETED_DATE',
      recipients: [owner.email],
      language: owner.language,
      last_period_from: month.from,
    })
    .execute();
  for (const kind of ['HIGH_LEVEL', 'CERTIFICATE_OF_DESTRUCTION'] as const) {
    await insertReport(database, country, {
      supplierId: owner.supplier_id,
      orderedByUserId: owner.id,
      orderedByName: name,
      subscriptionId: null,
      idempotencyKey: `demo-${kind}-${month.from}`,
      kind,
      from: month.from,
      to: month.to,
      dateColumn: 'COMPLETED_DATE',
      departmentId: null,
      freeText: null,
      serialOrProduct: null,
      recipients: [owner.email],
      language: owner.language,
    });
  }
}
