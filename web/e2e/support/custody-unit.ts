import { randomInt } from 'node:crypto';
import { withTestDatabase } from './database';
import { createJobsUser } from './jobs-user';

/**
 * A user of a supplier of its own with one collected job (two seals) and one unit from it whose
 * drive failed an erasure and was shredded, then recycled: what the provider's systems would
 * have sent through the unit events and the command line.
 */
export async function createCustodyUnit(
  email: string,
): Promise<{ serialNumber: string; jobNumber: string }> {
  const company = `Custody ${Date.now()} AS`;
  await createJobsUser(email, company);
  const serialNumber = `CU${randomInt(10_000_000, 99_999_999)}`;
  const jobNumber = `J-2026-${randomInt(900_000, 999_999)}`;
  await withTestDatabase(async (client) => {
    const supplier = await client.query<{ id: string }>(
      'select id from suppliers where company = $1',
      [company],
    );
    const supplierId = supplier.rows[0]!.id;
    const job = await client.query<{ id: string }>(
      `insert into jobs (supplier_id, job_number, kind, status, address, city, zip_code, country,
         company_name, contact_first_name, contact_last_name, email, phone, requested_date,
         recipient_name, recipient_email, idempotency_key)
       values ($1, $2, 'COLLECTION', 'COMPLETED', 'Strandveien 10', 'Lysaker', '1366', 'norway',
         $3, 'Jonas', 'Lie', $4, '+47 912 34 567', '2026-03-02', 'Jonas Lie', $4, $2)
       returning id`,
      [supplierId, jobNumber, company, email],
    );
    const jobId = job.rows[0]!.id;
    await client.query(
      `insert into job_status_events (job_id, status, occurred_at)
       values ($1, 'ORDERED', '2026-02-27T09:00:00Z'), ($1, 'COLLECTED', '2026-03-02T07:30:00Z')`,
      [jobId],
    );
    await client.query(
      `insert into job_seals (job_id, seal_number) values ($1, 'SEAL-0417'), ($1, 'SEAL-0418')`,
      [jobId],
    );
    const unit = await client.query<{ id: string }>(
      `insert into processed_units (supplier_id, serial_number, manufacturer, model, category,
         weight_kg, grade, sanitisation_method, erasure_standard, sanitisation_result, outcome,
         created_at, graded_date, sanitised_at, completed_date, job_number, downstream_recycler)
       values ($1, $2, 'Dell', 'Latitude 5430', 'laptop', 1.6, 'D', 'physical_destruction',
         null, 'passed', 'recycled', '2026-03-03T08:00:00Z', '2026-03-03T10:00:00Z',
         '2026-03-04T09:00:00Z', '2026-03-06T12:00:00Z', $3, 'Stena Recycling AS')
       returning id`,
      [supplierId, serialNumber, jobNumber],
    );
    const unitId = unit.rows[0]!.id;
    await client.query(
      `insert into unit_data_carriers (supplier_id, unit_id, carrier_serial, carrier_type,
         manufacturer, model, capacity_gb, sanitisation_level, sanitisation_technique,
         particle_size_mm, tool_name, tool_version, verification_method, verification_result,
         operator, sanitised_at, result)
       values
         ($1, $2, 'WX41A9', 'hdd', 'WD', 'Blue', 500, 'purge', 'overwrite', null, 'WipeDrive',
           '10.2', 'full', 'failed', 'Kari Nordmann', '2026-03-04T08:00:00Z', 'failed'),
         ($1, $2, 'WX41A9', 'hdd', 'WD', 'Blue', 500, 'destruct', 'shred', 2, null, null,
           'visual', 'passed', 'Ola Hansen', '2026-03-04T09:00:00Z', 'passed')`,
      [supplierId, unitId],
    );
  });
  return { serialNumber, jobNumber };
}
