import { sql } from 'kysely';
import {
  containsPattern,
  pageOf,
  sortedBy,
  type ListArguments,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import { resolveGroupScope, type GroupScope } from '../suppliers/service.js';
import type { Assignment } from '@itad-portal/validation';
import type { Database } from '../../database/connections.js';
import { groupedByKey } from '../../shared/request-loader.js';
import type { Viewer } from '../auth/viewer-model.js';
import type { CountryCode } from '../../shared/countries.js';
import { DomainError, forbidden, notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { assertWithinMailQuota } from '../email/policy.js';
import { queueAssignmentEmails } from '../email/service.js';
import { recordAuditEvent, userActor } from '../audit-log/service.js';
import type { JobAttachmentModel, JobModel, JobStatus } from './job-model.js';
import { findSupplierAttachment } from './attachment-store.js';
import { jobScopeSupplierId, mayUploadAttachments } from './policy.js';
import { businessTimeZone } from '../../shared/local-dates.js';
import { textSort } from '../../shared/lists/list-collation.js';

interface JobsContext {
  country: CountryCode;
  database: Database;
  /** Who is told of a new job, and the portal address the notice links to. */
  providerStaffEmail: string;
  publicUrl: string;
}

/** The address country each country's back end serves by default. */
export const defaultAddressCountry: Record<CountryCode, string> = {
  no: 'norway',
  dk: 'denmark',
  se: 'sweden',
};

/** The language the provider's staff in each country read. */
const staffLanguage: Record<CountryCode, string> = { no: 'no', dk: 'da', se: 'se' };

function selectJobs(database: Database) {
  return database
    .selectFrom('jobs')
    .leftJoin('users as orderer', 'orderer.id', 'jobs.ordered_by_user_id')
    .innerJoin('suppliers as job_supplier', 'job_supplier.id', 'jobs.supplier_id')
    .select([
      'job_supplier.company as supplier_company',
      'jobs.id',
      'jobs.supplier_id',
      'jobs.job_number',
      'jobs.kind',
      'jobs.status',
      'jobs.address',
      'jobs.city',
      'jobs.zip_code',
      'jobs.country',
      'jobs.company_name',
      'jobs.contact_first_name',
      'jobs.contact_last_name',
      'jobs.email',
      'jobs.phone',
      'jobs.case_reference',
      'jobs.requested_date',
      'jobs.delivery_info',
      'jobs.recipient_name',
      'jobs.recipient_email',
      'jobs.equipment',
      'jobs.ordered_by_user_id',
      'jobs.created_at',
      'jobs.updated_at',
      sql<string | null>`nullif(trim(orderer.first_name || ' ' || orderer.last_name), '')`.as(
        'ordered_by',
      ),
    ]);
}

/**
 * One job of the viewer's scope (the supplier acted for, or a master account's group, as the
 * list shows them); NOT_FOUND for anything else, so ids reveal nothing.
 */
export async function getJob(database: Database, viewer: Viewer, id: string): Promise<JobModel> {
  if (!isUuid(id)) throw notFound();
  const { supplierIds } = await resolveGroupScope(database, viewer, null);
  const job = await selectJobs(database)
    .where('jobs.id', '=', id)
    .where('jobs.supplier_id', 'in', supplierIds)
    .executeTakeFirst();
  if (!job) throw notFound();
  return job;
}

/** An attachment the viewer may download (see findSupplierAttachment), or undefined. */
export async function findDownloadableAttachment(database: Database, viewer: Viewer, id: string) {
  const { supplierIds } = await resolveGroupScope(database, viewer, null);
  return findSupplierAttachment(
    database,
    { ownSupplierId: jobScopeSupplierId(viewer), jobSupplierIds: supplierIds },
    id,
  );
}

export interface JobFilter {
  kind?: 'COLLECTION' | 'DELIVERY' | null;
  status?: JobStatus | null;
  from?: string | null;
  to?: string | null;
  text?: string | null;
  /** One company of a master account's group; the whole group when absent. */
  supplier_id?: string | null;
}

export const jobSorting = {
  sorts: ['created_at', 'job_number', 'kind', 'status', 'date', 'company', 'case_reference'],
  defaultSort: 'created_at',
  defaultDirection: 'DESC',
} as const satisfies ListSorting<string>;
export type JobSort = (typeof jobSorting.sorts)[number];

const jobSortColumns = {
  created_at: sql`jobs.created_at`,
  job_number: sql`jobs.job_number`,
  kind: sql`jobs.kind`,
  // The status's place in a job's life, not its name's.
  status: sql`array_position(array['ORDERED','CONFIRMED','SCHEDULED','COLLECTED','RECEIVED','PROCESSING','COMPLETED'], jobs.status)`,
  date: sql`jobs.requested_date`,
  company: textSort(sql`job_supplier.company`),
  case_reference: textSort(sql`jobs.case_reference`),
};

function filteredJobs(database: Database, supplierIds: string[], filter: JobFilter) {
  let query = selectJobs(database).where('jobs.supplier_id', 'in', supplierIds);
  if (filter.kind) query = query.where('jobs.kind', '=', filter.kind);
  if (filter.status) query = query.where('jobs.status', '=', filter.status);
  // Days are the provider's local days, like everywhere else in the portal.
  if (filter.from) {
    query = query.where(
      'jobs.created_at',
      '>=',
      sql<Date>`(${filter.from}::date)::timestamp at time zone ${businessTimeZone}`,
    );
  }
  if (filter.to) {
    query = query.where(
      'jobs.created_at',
      '<',
      sql<Date>`(${filter.to}::date + 1)::timestamp at time zone ${businessTimeZone}`,
    );
  }
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('jobs.job_number', 'ilike', pattern),
        eb('jobs.case_reference', 'ilike', pattern),
        eb('jobs.address', 'ilike', pattern),
        eb('jobs.city', 'ilike', pattern),
        eb('jobs.company_name', 'ilike', pattern),
        eb(sql`jobs.contact_first_name || ' ' || jobs.contact_last_name`, 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** The jobs of the viewer's scope matching the filter, in the order asked for. */
async function jobList(
  database: Database,
  viewer: Viewer,
  filter: JobFilter,
  order: ListOrder<JobSort>,
) {
  // A master account's whole group, or one company of it; never an id outside the group.
  const scope = await resolveGroupScope(database, viewer, filter.supplier_id);
  return {
    scope,
    query: (source: Database) =>
      filteredJobs(source, scope.supplierIds, filter).$call(
        sortedBy(jobSortColumns, sql`jobs.id`, order),
      ),
  };
}

/** The export's reader of the same list: `limit` jobs from `offset`, from the given database. */
export async function jobListReader(
  database: Database,
  viewer: Viewer,
  filter: JobFilter,
  order: ListOrder<JobSort>,
) {
  const { query } = await jobList(database, viewer, filter, order);
  return (source: Database, offset: number, limit: number): Promise<JobModel[]> =>
    query(source).limit(limit).offset(offset).execute();
}

/**
 * One page of the jobs of the viewer's scope (newest first by default) and their total, with the
 * companies a master account's list may be narrowed to.
 */
export async function listJobs(
  database: Database,
  viewer: Viewer,
  filter: JobFilter,
  list: ListArguments<JobSort>,
): Promise<{ jobs: JobModel[]; total: number; companies: GroupScope['companies'] }> {
  const { scope, query } = await jobList(database, viewer, filter, list);
  const { rows, total } = await pageOf(database, query(database), list);
  return { jobs: rows, total, companies: scope.companies };
}

/** The order form's starting values: the acting supplier and the signed-in user. */
export async function getAssignmentDefaults(context: JobsContext, viewer: Viewer) {
  const supplier = await context.database
    .selectFrom('suppliers')
    .select(['company', 'address', 'city', 'zip', 'can_upload'])
    .where('id', '=', jobScopeSupplierId(viewer))
    .executeTakeFirstOrThrow();
  const shipmentItems = await context.database
    .selectFrom('shipment_items')
    .select('name')
    .where('supplier_id', '=', jobScopeSupplierId(viewer))
    .orderBy('position')
    .orderBy('name')
    .execute();
  const user = viewer.user;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return {
    company_name: supplier.company,
    address: supplier.address,
    city: supplier.city,
    zip_code: supplier.zip,
    country: defaultAddressCountry[context.country],
    contact_first_name: user.first_name,
    contact_last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    recipient_name: name,
    recipient_email: user.email,
    can_upload: supplier.can_upload && mayUploadAttachments(viewer),
    equipment_options: shipmentItems.map((item) => item.name),
  };
}

async function findJobByIdempotencyKey(database: Database, supplierId: string, key: string) {
  return selectJobs(database)
    .where('jobs.supplier_id', '=', supplierId)
    .where('jobs.idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Orders a pickup or delivery for the viewer's supplier, all or nothing: the job, its storage
 * units, its first status, its attachments and the mails about it. The same idempotency key
 * returns the job already ordered with it. The recipient's mail counts against the mail quota
 * (MAIL_LIMIT_REACHED).
 */
export async function orderAssignment(
  context: JobsContext,
  viewer: Viewer,
  idempotencyKey: string,
  assignment: Assignment,
): Promise<JobModel> {
  const supplierId = jobScopeSupplierId(viewer);
  const existing = await findJobByIdempotencyKey(context.database, supplierId, idempotencyKey);
  if (existing) return existing;
  const attachmentIds = [...new Set(assignment.attachment_ids)];
  if (attachmentIds.length && !mayUploadAttachments(viewer)) throw forbidden();
  const missingAttachment = () =>
    new DomainError('BAD_USER_INPUT', 'An attachment was not found. Upload it again.', {
      fields: [{ field: 'attachment_ids', message: 'An attachment was not found.' }],
    });
  if (!attachmentIds.every(isUuid)) throw missingAttachment();

  const jobId = await context.database.transaction().execute(async (transaction) => {
    const inserted = await transaction
      .insertInto('jobs')
      .values({
        supplier_id: supplierId,
        job_number: sql<string>`'J-' || to_char(now() at time zone ${businessTimeZone}, 'YYYY') || '-' || lpad(nextval('job_number_sequence')::text, 6, '0')`,
        kind: assignment.kind,
        address: assignment.address,
        city: assignment.city,
        zip_code: assignment.zip_code,
        country: assignment.country,
        company_name: assignment.company_name,
        contact_first_name: assignment.contact_first_name,
        contact_last_name: assignment.contact_last_name,
        email: assignment.email,
        phone: assignment.phone,
        case_reference: assignment.case_reference,
        requested_date: assignment.date,
        delivery_info: assignment.delivery_info,
        recipient_name: assignment.recipient_name,
        recipient_email: assignment.recipient_email,
        // Equipment is what a pickup collects; a delivery brings empty units.
        equipment: assignment.kind === 'COLLECTION' ? assignment.equipment : [],
        ordered_by_user_id: viewer.userId,
        idempotency_key: idempotencyKey,
      })
      // A concurrent retry with the same key: the first one wins, this one returns its job.
      .onConflict((conflict) => conflict.columns(['supplier_id', 'idempotency_key']).doNothing())
      .returning(['id', 'job_number'])
      .executeTakeFirst();
    if (!inserted) return null;
    // The confirmation to the order's recipient is mail on the user's behalf (the staff notice
    // goes to the provider); refused, the whole order rolls back.
    await assertWithinMailQuota(transaction, { userId: viewer.userId, supplierId }, 1);
    await transaction
      .insertInto('job_storage_units')
      .values(
        assignment.storage_units.map((line) => ({
          job_id: inserted.id,
          unit_type: line.type,
          quantity: line.quantity,
        })),
      )
      .execute();
    await transaction
      .insertInto('job_status_events')
      .values({ job_id: inserted.id, status: 'ORDERED' })
      .execute();
    if (attachmentIds.length) {
      const linked = await transaction
        .updateTable('job_attachments')
        .set({ job_id: inserted.id })
        .where('id', 'in', attachmentIds)
        .where('supplier_id', '=', supplierId)
        .where('job_id', 'is', null)
        .executeTakeFirst();
      if (Number(linked.numUpdatedRows) !== attachmentIds.length) throw missingAttachment();
    }
    await recordAuditEvent(transaction, {
      supplierId,
      actor: userActor(viewer),
      action: 'job.ordered',
      target: { type: 'job', id: inserted.id, label: inserted.job_number },
      details: { kind: assignment.kind, date: assignment.date },
    });
    await queueAssignmentEmails(transaction, {
      staffRecipient: context.providerStaffEmail,
      staffLanguage: staffLanguage[context.country],
      recipient: assignment.recipient_email,
      recipientLanguage: viewer.user.language,
      jobUrl: `${context.publicUrl}/services/${inserted.id}`,
      job: {
        jobNumber: inserted.job_number,
        kind: assignment.kind,
        country: context.country,
        date: assignment.date,
        companyName: assignment.company_name,
        address: `${assignment.address}, ${assignment.zip_code} ${assignment.city}`,
        contactName: `${assignment.contact_first_name} ${assignment.contact_last_name}`,
        contactPhone: assignment.phone,
        contactEmail: assignment.email,
        caseReference: assignment.case_reference,
        storageUnits: assignment.storage_units,
        equipment: assignment.kind === 'COLLECTION' ? assignment.equipment : [],
        attachmentCount: attachmentIds.length,
      },
    });
    return inserted.id;
  });
  if (jobId) return getJob(context.database, viewer, jobId);
  const raced = await findJobByIdempotencyKey(context.database, supplierId, idempotencyKey);
  if (!raced) throw new Error('An order with this key vanished');
  return raced;
}

// A job's storage units, status history and attachments, for many jobs at once (a page of
// them reads each in one query; see job-loaders.ts), in the order of the ids given.

export async function storageUnitsOfJobs(database: Database, jobIds: readonly string[]) {
  const rows = await database
    .selectFrom('job_storage_units')
    .select(['job_id', 'unit_type', 'quantity'])
    .where('job_id', 'in', [...jobIds])
    .execute();
  return groupedByKey(jobIds, rows, (row) => row.job_id);
}

export async function statusHistoryOfJobs(database: Database, jobIds: readonly string[]) {
  const rows = await database
    .selectFrom('job_status_events')
    .select(['job_id', 'status', 'occurred_at'])
    .where('job_id', 'in', [...jobIds])
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
  return groupedByKey(jobIds, rows, (row) => row.job_id);
}

export async function attachmentsOfJobs(
  database: Database,
  jobIds: readonly string[],
): Promise<JobAttachmentModel[][]> {
  const rows = await database
    .selectFrom('job_attachments')
    .select(['job_id', 'id', 'original_name', 'content_type', 'size_bytes', 'created_at'])
    .where('job_id', 'in', [...jobIds])
    .orderBy('created_at')
    .execute();
  return groupedByKey(jobIds, rows, (row) => row.job_id);
}
