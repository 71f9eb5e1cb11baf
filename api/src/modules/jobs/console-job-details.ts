import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { jobForProvider } from './provider-job-feed.js';
import { attachmentsOfJobs } from './service.js';

/** Where staff download a job's attachment: the console's route, with the job in the path. */
export function consoleAttachmentPath(country: CountryCode, jobId: string, attachmentId: string) {
  return `/api/console/${country}/jobs/${jobId}/attachments/${attachmentId}`;
}

/**
 * One job as staff plan it: the provider API's job, its customer, who ordered it and its
 * attachments. Any customer's job of this country; NOT_FOUND for an id that is none.
 */
export async function consoleJobDetails(database: Database, id: string) {
  if (!isUuid(id)) throw notFound();
  const job = await jobForProvider(database, id);
  const [customer, [attachments = []]] = await Promise.all([
    database
      .selectFrom('jobs')
      .innerJoin('suppliers', 'suppliers.id', 'jobs.supplier_id')
      .leftJoin('users as orderer', 'orderer.id', 'jobs.ordered_by_user_id')
      .select([
        'suppliers.company',
        'orderer.first_name as orderer_first_name',
        'orderer.last_name as orderer_last_name',
      ])
      .where('jobs.id', '=', job.id)
      .executeTakeFirstOrThrow(),
    attachmentsOfJobs(database, [job.id]),
  ]);
  const orderedBy = [customer.orderer_first_name, customer.orderer_last_name]
    .filter(Boolean)
    .join(' ');
  return { job, customer: customer.company, orderedBy: orderedBy || null, attachments };
}

/** A job's attachment for staff: only through its own job, so an id from elsewhere is none. */
export async function findConsoleJobAttachment(
  database: Database,
  jobId: string,
  attachmentId: string,
) {
  if (!isUuid(jobId) || !isUuid(attachmentId)) return undefined;
  return database
    .selectFrom('job_attachments')
    .select(['id', 'original_name', 'content_type', 'stored_name'])
    .where('id', '=', attachmentId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
}
