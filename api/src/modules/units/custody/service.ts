import type { Selectable } from 'kysely';
import type { Database } from '../../../database/connections.js';
import type { ProcessedUnits, UnitDataCarriers } from '../../../database/schema.generated.js';
import { notFound } from '../../../shared/errors.js';
import type { Viewer } from '../../auth/viewer-model.js';
import { listSuppliersViewerMayActFor } from '../../suppliers/service.js';
import { groupScopeSupplierIds } from '../../suppliers/policy.js';
import { holdsOfUnit, type UnitHoldEntry } from './unit-holds.js';

type UnitCarrierModel = Omit<
  Selectable<UnitDataCarriers>,
  'id' | 'supplier_id' | 'unit_id' | 'recorded_at'
>;

export interface UnitCustodyModel extends Omit<
  Selectable<ProcessedUnits>,
  'co2e_kg' | 'imported_at' | 'supplier_id'
> {
  supplier_id: string;
  supplier_company: string;
  job: {
    id: string;
    job_number: string;
    kind: string;
    seal_numbers: string[];
    collected_at: Date | null;
  } | null;
  carriers: UnitCarrierModel[];
  /** Its processing holds, oldest first. */
  holds: UnitHoldEntry[];
  /** When anything of the record last changed (the unit, a carrier attempt, a seal, a hold). */
  record_updated_at: Date;
}

/** Unit ids are the table's bigint keys; anything else names no unit. */
const isUnitId = (id: string) => /^[1-9]\d{0,17}$/.test(id);

/**
 * One unit of the suppliers the viewer sees units of (the supplier acted for, a master
 * account's group), with the job it came with and its carriers' attempts; else NOT_FOUND, so
 * an id of another customer's unit reveals nothing.
 */
export async function findUnitCustody(
  database: Database,
  viewer: Viewer,
  id: string,
): Promise<UnitCustodyModel> {
  const scope = groupScopeSupplierIds(
    viewer,
    await listSuppliersViewerMayActFor(database, viewer),
    null,
  );
  if (!scope || !isUnitId(id)) throw notFound();
  const unit = await database
    .selectFrom('processed_units as unit')
    .innerJoin('suppliers as supplier', 'supplier.id', 'unit.supplier_id')
    .selectAll('unit')
    .select('supplier.company as supplier_company')
    .where('unit.id', '=', id)
    .where('unit.supplier_id', 'in', scope)
    .executeTakeFirst();
  if (!unit) throw notFound();
  const [job, carriers, holds] = await Promise.all([
    unit.job_number ? jobOf(database, unit.supplier_id, unit.job_number) : null,
    database
      .selectFrom('unit_data_carriers')
      .select([
        'carrier_serial',
        'carrier_type',
        'manufacturer',
        'model',
        'capacity_gb',
        'sanitisation_level',
        'sanitisation_technique',
        'particle_size_mm',
        'tool_name',
        'tool_version',
        'verification_method',
        'verification_result',
        'operator',
        'sanitised_at',
        'result',
        'recorded_at',
      ])
      .where('unit_id', '=', unit.id)
      .orderBy('sanitised_at')
      .orderBy('carrier_serial')
      .execute(),
    holdsOfUnit(database, unit.id),
  ]);
  const changes = [
    unit.imported_at,
    ...carriers.map((carrier) => carrier.recorded_at),
    ...holds.map((hold) => hold.changed_at),
    ...(job ? [job.seals_recorded_at, job.collected_at] : []),
  ].filter((date): date is Date => date !== null);
  return {
    ...unit,
    job: job && {
      id: job.id,
      job_number: job.job_number,
      kind: job.kind,
      seal_numbers: job.seal_numbers,
      collected_at: job.collected_at,
    },
    carriers: carriers.map(({ recorded_at: _recorded, ...carrier }) => carrier),
    holds,
    record_updated_at: new Date(Math.max(...changes.map((date) => date.getTime()))),
  };
}

/** The supplier's job of that number, its seals and when it was collected. */
async function jobOf(database: Database, supplierId: string, jobNumber: string) {
  const job = await database
    .selectFrom('jobs')
    .leftJoin('job_status_events as collected', (join) =>
      join.onRef('collected.job_id', '=', 'jobs.id').on('collected.status', '=', 'COLLECTED'),
    )
    .select(['jobs.id', 'jobs.job_number', 'jobs.kind', 'collected.occurred_at as collected_at'])
    .where('jobs.supplier_id', '=', supplierId)
    .where('jobs.job_number', '=', jobNumber)
    .executeTakeFirst();
  if (!job) return null;
  const seals = await database
    .selectFrom('job_seals')
    .select(['seal_number', 'recorded_at'])
    .where('job_id', '=', job.id)
    .orderBy('seal_number')
    .execute();
  const latest = Math.max(0, ...seals.map((seal) => seal.recorded_at.getTime()));
  return {
    ...job,
    seal_numbers: seals.map((seal) => seal.seal_number),
    seals_recorded_at: latest ? new Date(latest) : null,
  };
}
