import type { Selectable } from 'kysely';
import type { ReportFiles, Reports, ReportSubscriptions } from '../../database/schema.generated.js';

export type ReportRow = Selectable<Reports>;
type ReportFileRow = Selectable<ReportFiles>;

/** A report as the API shows it: its row, its department's name and its files. */
export type ReportModel = ReportRow & {
  department: string | null;
  interval: string | null;
  files: ReportFileRow[];
  country: string;
};

export type ReportSubscriptionModel = Selectable<ReportSubscriptions> & {
  department: string | null;
};

/** How long a generated report can be downloaded. */
export const reportRetentionDays = 30;

/** The idempotency keys of reports ordered by a regular subscription start with this. */
export const regularReportKeyPrefix = 'subscription-';

// The public page that checks a certificate of destruction, for modules that link to it (a unit's
// outcome for the customer's asset register).
export { certificateVerifyUrl } from './storage.js';
