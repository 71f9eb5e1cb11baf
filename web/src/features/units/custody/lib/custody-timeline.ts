import type { GetUnitQuery } from '../../../../shared/graphql/generated/graphql';

export type UnitCustody = GetUnitQuery['get_unit'];

/** One step of a unit's way from the customer to its final disposition. */
export type CustodyStep =
  | {
      kind: 'collected';
      done: boolean;
      at: string | null;
      /** The job the unit came with (its page when it is one of the supplier's jobs). */
      job: { id: string | null; number: string } | null;
      seals: string[];
    }
  | { kind: 'received'; done: true; at: string }
  | { kind: 'graded'; done: boolean; at: string | null; grade: string | null }
  | {
      kind: 'sanitised';
      done: boolean;
      at: string | null;
      method: string;
      result: string;
      standard: string | null;
    }
  | { kind: 'outcome'; done: boolean; outcome: string; recycler: string | null }
  | { kind: 'completed'; done: boolean; at: string | null };

/** When the unit's carriers were last sanitised, else the unit's own sanitisation time. */
function sanitisedAt(unit: UnitCustody): string | null {
  const latest = unit.carriers
    .map((carrier) => carrier.sanitised_at)
    .sort()
    .at(-1);
  return unit.sanitised_at ?? latest ?? null;
}

/**
 * The unit's chain of custody in order: collected with its job (and the seals of that job's
 * storage units), received at the facility, graded, sanitised, its outcome (with the downstream
 * recycler of a recycled unit) and completed. A step not reached yet is not done.
 */
export function custodyTimeline(unit: UnitCustody): CustodyStep[] {
  const jobNumber = unit.job?.job_number ?? unit.job_number;
  const sanitisationDone =
    unit.sanitisation_method === 'not_required' ||
    unit.sanitisation_result === 'passed' ||
    unit.sanitisation_result === 'not_required';
  return [
    {
      kind: 'collected',
      // A unit received under a job was collected with it, even when no time was recorded.
      done: jobNumber !== null,
      at: unit.job?.collected_at ?? null,
      job: jobNumber === null ? null : { id: unit.job?.id ?? null, number: jobNumber },
      seals: unit.job?.seal_numbers ?? [],
    },
    { kind: 'received', done: true, at: unit.created_at },
    { kind: 'graded', done: unit.graded_date !== null, at: unit.graded_date, grade: unit.grade },
    {
      kind: 'sanitised',
      done: sanitisationDone,
      at: sanitisedAt(unit),
      method: unit.sanitisation_method,
      result: unit.sanitisation_result,
      standard: unit.erasure_standard,
    },
    {
      kind: 'outcome',
      done: unit.outcome !== 'in_process',
      outcome: unit.outcome,
      recycler: unit.outcome === 'recycled' ? unit.downstream_recycler : null,
    },
    { kind: 'completed', done: unit.completed_date !== null, at: unit.completed_date },
  ];
}

/** Each carrier's attempts together, oldest first, carriers in the order first sanitised. */
export function carrierAttemptsByCarrier(
  carriers: UnitCustody['carriers'],
): { serial: string; attempts: UnitCustody['carriers'] }[] {
  const groups = new Map<string, UnitCustody['carriers']>();
  const ordered = [...carriers].sort((a, b) => a.sanitised_at.localeCompare(b.sanitised_at));
  for (const carrier of ordered) {
    const attempts = groups.get(carrier.carrier_serial) ?? [];
    attempts.push(carrier);
    groups.set(carrier.carrier_serial, attempts);
  }
  return [...groups].map(([serial, attempts]) => ({ serial, attempts }));
}
