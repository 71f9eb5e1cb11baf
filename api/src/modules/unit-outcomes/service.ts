import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import {
  changeCursorOf,
  changePositionOf,
  type ChangePosition,
} from '../../shared/lists/change-cursor.js';
import type { Viewer } from '../auth/viewer-model.js';
import { certificateVerifyUrl } from '../reports/report-model.js';
import { currencyOfCountry } from '../settlements/settlement-model.js';
import { groupScopeSupplierIds } from '../suppliers/policy.js';
import { listSuppliersViewerMayActFor } from '../suppliers/service.js';
import type { StoredOutcome, UnitOutcome, UnitOutcomePage } from './outcome-model.js';
import { readOutcomePage, readOutcomesOfUnits, type OutcomeCriteria } from './outcome-queries.js';

// The reconciliation shows each received unit's outcome by the same mapping.
export { outcomeOf } from './outcome-queries.js';

/** Where the links of an outcome point: the portal's address and the country's path. */
export interface OutcomeLinks {
  publicUrl: string;
  country: CountryCode;
}

export interface OutcomeFilter {
  /** One company of the group (a department); the whole group by default. */
  supplier_id?: string | undefined;
  job_id?: string | undefined;
  changed_since?: Date | undefined;
  /** The `next_cursor` of the previous page. */
  after?: string | undefined;
  limit: number;
}

/** Unit ids are numbers: what a cursor's id part must be. */
const isUnitId = (id: string) => /^[1-9]\d{0,18}$/.test(id);

/** The stored outcome with the links a register keeps beside it. */
function withLinks(stored: StoredOutcome, links: OutcomeLinks): UnitOutcome {
  const { publicUrl, country } = links;
  return {
    ...stored,
    certificate_verify_url: stored.certificate_number
      ? certificateVerifyUrl(publicUrl, country, stored.certificate_number)
      : null,
    unit_certificate_url: `${publicUrl}/files/${country}/units/${stored.unit_id}/certificate.pdf`,
    evidence_pack_url: stored.evidence_pack_id
      ? `${publicUrl}/api/evidence/${country}/packs/${stored.evidence_pack_id}/download`
      : null,
    currency: stored.value === null ? null : currencyOfCountry[country],
  };
}

/**
 * The criteria of a read in the viewer's scope: the group the viewer acts for (a token: its
 * supplier's), or the one company asked for if it is in the group; the job, if named, must be
 * one of theirs. Anything else is NOT_FOUND, so ids of other customers reveal nothing.
 */
async function criteriaOf(
  database: Database,
  viewer: Viewer,
  filter: OutcomeFilter,
): Promise<OutcomeCriteria> {
  const after = filter.after === undefined ? undefined : changePositionOf(filter.after, isUnitId);
  const actable = await listSuppliersViewerMayActFor(database, viewer);
  const supplierIds = groupScopeSupplierIds(viewer, actable, filter.supplier_id);
  if (!supplierIds) throw notFound();
  let jobNumber: string | undefined;
  if (filter.job_id !== undefined) {
    const job = isUuid(filter.job_id)
      ? await database
          .selectFrom('jobs')
          .select('job_number')
          .where('id', '=', filter.job_id)
          .where('supplier_id', 'in', supplierIds)
          .executeTakeFirst()
      : undefined;
    if (!job) throw notFound();
    jobNumber = job.job_number;
  }
  return {
    supplierIds,
    jobNumber,
    changedSince: filter.changed_since,
    after,
    limit: filter.limit,
  };
}

/** One page of the outcomes in change order, with the cursor to continue from. */
export async function pageUnitOutcomes(
  database: Database,
  viewer: Viewer,
  links: OutcomeLinks,
  filter: OutcomeFilter,
): Promise<UnitOutcomePage> {
  const criteria = await criteriaOf(database, viewer, filter);
  const page = await readOutcomePage(database, criteria);
  return {
    outcomes: page.rows.map((row) => withLinks(row, links)),
    has_more: page.hasMore,
    next_cursor: page.nextPosition ? changeCursorOf(page.nextPosition) : (filter.after ?? null),
  };
}

/** Rows an export reads per query. */
const exportBatchSize = 1000;

/**
 * Every outcome of the filter for a file, in change order, a batch at a time. The scope is
 * checked now (its refusal answers before anything is sent); the batches are read later from the
 * database given (the export's one snapshot), each continuing from the last by the cursor's
 * position, so a batch costs the same at the start of the file and at its end.
 */
export async function unitOutcomeReader(
  database: Database,
  viewer: Viewer,
  links: OutcomeLinks,
  filter: Omit<OutcomeFilter, 'after' | 'limit'>,
) {
  const criteria = await criteriaOf(database, viewer, { ...filter, limit: exportBatchSize });
  return async function* batches(snapshot: Database): AsyncGenerator<UnitOutcome[]> {
    let after: ChangePosition | undefined;
    for (;;) {
      const page = await readOutcomePage(snapshot, { ...criteria, after });
      if (page.rows.length) yield page.rows.map((row) => withLinks(row, links));
      if (!page.hasMore || !page.nextPosition) return;
      after = page.nextPosition;
    }
  };
}

/** The outcomes of units just recorded (the unit.outcome_recorded webhook), with their links. */
export async function outcomesOfUnits(
  database: Database,
  unitIds: string[],
  links: OutcomeLinks,
): Promise<UnitOutcome[]> {
  const rows = await readOutcomesOfUnits(database, unitIds);
  return rows.map((row) => withLinks(row, links));
}
