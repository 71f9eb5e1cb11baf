import { withTestDatabase } from './database';
import { createJobsUser } from './jobs-user';

/**
 * A user of a supplier of their own with `count` units inserted in one statement, serial numbers
 * `<prefix><i>` (three digits), received a day apart in the order of their numbers.
 */
export async function createSerialSearchUnits(
  email: string,
  prefix: string,
  count: number,
): Promise<void> {
  const company = `Serial ${prefix} AS`;
  await createJobsUser(email, company);
  await withTestDatabase(async (client) => {
    await client.query(
      `insert into processed_units (supplier_id, serial_number, manufacturer, model, category,
         sanitisation_method, sanitisation_result, outcome, created_at)
       select suppliers.id, $2 || lpad(i::text, 3, '0'), 'Lenovo', 'ThinkPad T14', 'laptop',
         'software_erasure', 'passed', 'reused',
         timestamptz '2026-01-01T12:00:00Z' + i * interval '1 day'
       from suppliers, generate_series(1, $3::int) as i
       where suppliers.company = $1`,
      [company, prefix, count],
    );
  });
}
