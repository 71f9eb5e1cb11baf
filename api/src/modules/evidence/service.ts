import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { enqueueTask } from '../../tasks/task-definition.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { recordAuditEvent, userActor } from '../audit-log/service.js';
import { isCustomersOwnDownload, type Viewer } from '../auth/viewer-model.js';
import { listSuppliersViewerMayActFor } from '../suppliers/service.js';
import type { EvidencePackModel } from './evidence-pack-model.js';
import { generateEvidencePackTask } from './generate-evidence-pack-task.js';
import type { OrderEvidencePackInput } from './inputs.js';
import { groupScopeSupplierIds } from '../suppliers/policy.js';
import { hasUnitsInScope, type PackScope } from './pack-queries.js';

/** Packs a supplier may have in the making at once; a pack of a large job takes a while. */
const maximumPacksInProgress = 5;

function selectPacks(database: Database) {
  return database
    .selectFrom('evidence_packs')
    .leftJoin('jobs', 'jobs.id', 'evidence_packs.job_id')
    .leftJoin('suppliers as department', 'department.id', 'evidence_packs.scope_supplier_id')
    .selectAll('evidence_packs')
    .select(['jobs.job_number', 'department.company as department']);
}

/** The job a pack may cover: one of the viewer's group, else NOT_FOUND. */
async function jobInScope(database: Database, groupIds: string[], jobId: string) {
  if (!isUuid(jobId)) throw notFound();
  const job = await database
    .selectFrom('jobs')
    .select(['id', 'supplier_id', 'job_number'])
    .where('id', '=', jobId)
    .where('supplier_id', 'in', groupIds)
    .executeTakeFirst();
  if (!job) throw notFound();
  return job;
}

/**
 * Orders an evidence pack for a job of the viewer's group or for a period, and queues its
 * generation in the same transaction. The same idempotency key returns the pack made the first
 * time. The pack is mailed to the orderer when ready.
 */
export async function orderEvidencePack(
  database: Database,
  viewer: Viewer,
  input: OrderEvidencePackInput,
): Promise<EvidencePackModel> {
  const actable = await listSuppliersViewerMayActFor(database, viewer);
  const groupIds = groupScopeSupplierIds(viewer, actable, null);
  if (!groupIds) throw notFound();
  let jobId: string | null = null;
  let subjectLabel = `${input.from ?? ''} – ${input.to ?? ''}`;
  let departmentId: string | null = null;
  let jobSupplierId: string | null = null;
  if (input.job_id) {
    const job = await jobInScope(database, groupIds, input.job_id);
    jobId = job.id;
    jobSupplierId = job.supplier_id;
    subjectLabel = job.job_number;
  } else if (input.supplier_id) {
    if (!isUuid(input.supplier_id)) throw notFound();
    if (!groupScopeSupplierIds(viewer, actable, input.supplier_id)) throw notFound();
    departmentId = input.supplier_id;
  }
  const existing = await findPackByKey(database, viewer.supplierId, input.idempotency_key);
  if (existing) return existing;
  // A signed pack without a single unit proves nothing: refused before anything is stored.
  const scope: PackScope = jobId
    ? { kind: 'job', supplierIds: [jobSupplierId ?? ''], jobNumber: subjectLabel }
    : {
        kind: 'period',
        supplierIds: departmentId ? [departmentId] : groupIds,
        from: input.from ?? '',
        to: input.to ?? '',
      };
  if (!(await hasUnitsInScope(database, scope))) {
    throw new DomainError(
      'BAD_USER_INPUT',
      jobId
        ? 'No units have been received from this job yet, so there is nothing to prove.'
        : 'No units were completed in this period, so there is nothing to prove.',
      { fields: [{ field: jobId ? 'job_id' : 'from', message: 'Nothing to prove.' }] },
    );
  }
  const inProgress = await database
    .selectFrom('evidence_packs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('supplier_id', '=', viewer.supplierId)
    .where('status', 'in', ['QUEUED', 'GENERATING'])
    .executeTakeFirstOrThrow();
  if (Number(inProgress.count) >= maximumPacksInProgress) {
    throw new DomainError(
      'TOO_MANY_ATTEMPTS',
      `At most ${maximumPacksInProgress} evidence packs can be in the making at once.`,
    );
  }
  const id = await database.transaction().execute(async (transaction) => {
    const inserted = await transaction
      .insertInto('evidence_packs')
      .values({
        supplier_id: viewer.supplierId,
        job_id: jobId,
        date_from: jobId ? null : (input.from ?? null),
        date_to: jobId ? null : (input.to ?? null),
        scope_supplier_id: departmentId,
        ordered_by_user_id: viewer.userId,
        ordered_by_name:
          `${viewer.user.first_name} ${viewer.user.last_name}`.trim() || viewer.email,
        recipient: viewer.email,
        language: viewer.user.language,
        idempotency_key: input.idempotency_key,
      })
      .onConflict((conflict) => conflict.columns(['supplier_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await enqueueTask(
        transaction,
        generateEvidencePackTask,
        { packId: inserted.id },
        { jobKey: `evidence:${inserted.id}` },
      );
      await recordAuditEvent(transaction, {
        supplierId: viewer.supplierId,
        actor: userActor(viewer),
        action: 'evidence_pack.ordered',
        target: { type: 'evidence_pack', id: inserted.id, label: subjectLabel },
        details: jobId ? { job_id: jobId } : { from: input.from ?? null, to: input.to ?? null },
      });
    }
    return inserted?.id;
  });
  const pack = id
    ? await findEvidencePack(database, viewer.supplierId, id)
    : await findPackByKey(database, viewer.supplierId, input.idempotency_key);
  if (!pack) throw notFound();
  return pack;
}

function findPackByKey(database: Database, supplierId: string, idempotencyKey: string) {
  return selectPacks(database)
    .where('evidence_packs.supplier_id', '=', supplierId)
    .where('evidence_packs.idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** One pack of the supplier acted for, or undefined (also for any other supplier's). */
export async function findEvidencePack(
  database: Database,
  supplierId: string,
  id: string,
): Promise<EvidencePackModel | undefined> {
  if (!isUuid(id)) return undefined;
  return selectPacks(database)
    .where('evidence_packs.id', '=', id)
    .where('evidence_packs.supplier_id', '=', supplierId)
    .executeTakeFirst();
}

/** A download of a ready pack, in the supplier's audit log (read-only, so right after the checks). */
export async function recordEvidencePackDownload(
  database: Database,
  viewer: Pick<Viewer, 'userId' | 'apiToken' | 'customerView'>,
  pack: Pick<EvidencePackModel, 'id' | 'supplier_id' | 'file_name'>,
): Promise<void> {
  if (isCustomersOwnDownload(viewer)) {
    await database
      .updateTable('evidence_packs')
      .set({ first_downloaded_at: sql<Date>`now()` })
      .where('id', '=', pack.id)
      .where('first_downloaded_at', 'is', null)
      .execute();
  }
  await recordAuditEvent(database, {
    supplierId: pack.supplier_id,
    actor: userActor(viewer),
    action: 'evidence_pack.downloaded',
    target: { type: 'evidence_pack', id: pack.id, label: pack.file_name ?? pack.id },
  });
}

/** The supplier's packs, newest first, a page at a time. */
export async function listEvidencePacks(
  database: Database,
  supplierId: string,
  page: number,
  pageSize: number,
): Promise<{ packs: EvidencePackModel[]; total: number }> {
  const [packs, total] = await Promise.all([
    selectPacks(database)
      .where('evidence_packs.supplier_id', '=', supplierId)
      .orderBy('evidence_packs.created_at', 'desc')
      .orderBy('evidence_packs.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    database
      .selectFrom('evidence_packs')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('supplier_id', '=', supplierId)
      .executeTakeFirstOrThrow(),
  ]);
  return { packs, total: total.total };
}

/**
 * The jobs of the viewer's group a pack can prove: those with units received, newest first
 * (at most 100), each with its number, when it was ordered and its status.
 */
export async function listEvidencePackJobs(database: Database, viewer: Viewer) {
  const actable = await listSuppliersViewerMayActFor(database, viewer);
  const groupIds = groupScopeSupplierIds(viewer, actable, null);
  if (!groupIds?.length) return [];
  return database
    .selectFrom('jobs')
    .select(['jobs.id', 'jobs.job_number', 'jobs.status', 'jobs.created_at'])
    .where('jobs.supplier_id', 'in', groupIds)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('processed_units as unit')
          .select(sql`1`.as('found'))
          .whereRef('unit.supplier_id', '=', 'jobs.supplier_id')
          .whereRef('unit.job_number', '=', 'jobs.job_number'),
      ),
    )
    .orderBy('jobs.created_at', 'desc')
    .orderBy('jobs.id')
    .limit(100)
    .execute();
}
