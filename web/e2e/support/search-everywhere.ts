import { randomInt } from 'node:crypto';
import { withTestDatabase } from './database';
import { createJobsUser } from './jobs-user';
import { setUserLanguage } from './report-list-supplier';

export interface SearchableThings {
  serialNumber: string;
  jobNumber: string;
  certificateNumber: string;
}

/**
 * A user of a supplier of their own (in `language`), with a unit, a job and an issued certificate
 * of destruction whose numbers no other test uses.
 */
export async function createSearchableThings(
  email: string,
  unique: string,
  language: string,
): Promise<SearchableThings> {
  const company = `Search ${unique} AS`;
  await createJobsUser(email, company);
  await setUserLanguage(email, language);
  const things = {
    serialNumber: `SE${unique}X`,
    // Like the numbers people quote (J-<year>-<six digits>), in a range the demo never reaches.
    jobNumber: `J-2019-${String(randomInt(100_000, 999_999))}`,
    certificateNumber: `COD-2019-${unique}`,
  };
  await withTestDatabase(async (client) => {
    const supplier = await client.query<{ id: string }>(
      'select id from suppliers where company = $1',
      [company],
    );
    const supplierId = supplier.rows[0]!.id;
    await client.query(
      `insert into processed_units (supplier_id, serial_number, manufacturer, model, category,
         sanitisation_method, sanitisation_result, outcome, created_at)
       values ($1, $2, 'Lenovo', 'ThinkPad T14', 'laptop', 'software_erasure', 'passed',
         'reused', timestamptz '2026-01-05T12:00:00Z')`,
      [supplierId, things.serialNumber],
    );
    const job = await client.query<{ id: string }>(
      `insert into jobs (supplier_id, job_number, kind, status, address, city, zip_code, country,
         company_name, contact_first_name, contact_last_name, email, phone, requested_date,
         recipient_name, recipient_email, idempotency_key)
       values ($1, $2, 'COLLECTION', 'ORDERED', 'Strandveien 10', 'Lysaker', '1366', 'norway',
         $3, 'Jonas', 'Lie', $4, '+47 912 34 567', date '2026-02-02', 'Jonas Lie', $4,
         'search-' || $2)
       returning id`,
      [supplierId, things.jobNumber, company, email],
    );
    await client.query(`insert into job_status_events (job_id, status) values ($1, 'ORDERED')`, [
      job.rows[0]!.id,
    ]);
    await client.query(
      `insert into reports (supplier_id, ordered_by_name, idempotency_key, kind, name, date_from,
         date_to, date_column, language, download_key, status, certificate_number, units_total,
         completed_at)
       values ($1, 'Jonas Lie', 'search-' || $2, 'CERTIFICATE_OF_DESTRUCTION', 'Certificate',
         date '2026-01-01', date '2026-01-31', 'COMPLETED_DATE', 'en', md5($2) || md5('key'),
         'READY', $2, 1, now())`,
      [supplierId, things.certificateNumber],
    );
  });
  return things;
}
