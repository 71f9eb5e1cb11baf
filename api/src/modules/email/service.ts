import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { enqueueTask } from '../../tasks/task-definition.js';
import { readerLanguageOf } from '../../shared/translations.js';
import {
  assignmentConfirmationEmail,
  assignmentNoticeEmail,
  assignmentStatusEmail,
  type AssignmentDetails,
} from './templates/assignment.js';
import {
  accessRequestNoticeEmail,
  type AccessRequestDetails,
} from './templates/access-request-notice.js';
import { contactMessageEmail, type ContactMessageDetails } from './templates/contact-message.js';
import { accessRequestRejectedEmail } from './templates/access-request-rejected.js';
import { existingAccountNoticeEmail } from './templates/existing-account-notice.js';
import { invitationEmail } from './templates/invitation.js';
import type { RenderedEmail } from './templates/layout.js';
import { passwordResetEmail } from './templates/password-reset.js';
import { reportReadyEmail, type ReportReadyDetails } from './templates/report-ready.js';
import {
  evidencePackReadyEmail,
  type EvidencePackReadyDetails,
} from './templates/evidence-pack-ready.js';
import {
  reconciliationOutcomeEmail,
  type ReconciliationOutcomeDetails,
} from './templates/reconciliation-outcome.js';
import {
  webhookEndpointDisabledEmail,
  type WebhookEndpointDisabledDetails,
} from './templates/webhook-endpoint-disabled.js';
import { notificationEmail, type NotificationEmailDetails } from './templates/notification.js';
import { sendEmailTask } from './send-email-task.js';
import type { EmailAttachment } from './transport.js';

export type { AccessRequestDetails, ContactMessageDetails };

/**
 * Writes a mail to the outbox and queues its delivery. Call it with the transaction of the change
 * that causes the mail: both are committed together, or neither is.
 */
async function queueEmail(
  transaction: Database,
  recipient: string,
  email: RenderedEmail,
  attachments: EmailAttachment[] = [],
): Promise<string> {
  const { id } = await transaction
    .insertInto('email_outbox')
    .values({
      recipient,
      language: email.language,
      template: email.template,
      subject: email.subject,
      html_body: email.html,
      text_body: email.text,
      attachments: JSON.stringify(
        attachments.map((attachment) => ({
          file_name: attachment.fileName,
          storage_key: attachment.storageKey,
          content_type: attachment.contentType,
        })),
      ),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueTask(transaction, sendEmailTask, { outboxId: id }, { jobKey: `email:${id}` });
  return id;
}

/**
 * Tries an unsent mail again now (the console's inbox): its delivery job, by the same key, is run
 * at once with its attempts counted afresh. False when no unsent mail has this id.
 */
export async function retryUnsentEmail(database: Database, id: string): Promise<boolean> {
  return database.transaction().execute(async (transaction) => {
    const unsent = await transaction
      .selectFrom('email_outbox')
      .select('id')
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!unsent) return false;
    await enqueueTask(transaction, sendEmailTask, { outboxId: id }, { jobKey: `email:${id}` });
    return true;
  });
}

export function queuePasswordResetEmail(
  transaction: Database,
  options: {
    recipient: string;
    language: string;
    firstName: string;
    resetUrl: string;
    validHours: number;
  },
): Promise<string> {
  return queueEmail(
    transaction,
    options.recipient,
    passwordResetEmail({ ...options, language: readerLanguageOf(options.language) }),
  );
}

export function queueAccessRequestNotice(
  transaction: Database,
  options: { recipient: string; language: string; request: AccessRequestDetails },
): Promise<string> {
  return queueEmail(
    transaction,
    options.recipient,
    accessRequestNoticeEmail({
      language: readerLanguageOf(options.language),
      request: options.request,
    }),
  );
}

export function queueInvitationEmail(
  transaction: Database,
  options: {
    recipient: string;
    language: string;
    firstName: string;
    companyName: string;
    registerUrl: string;
    validDays: number;
  },
): Promise<string> {
  return queueEmail(
    transaction,
    options.recipient,
    invitationEmail({ ...options, language: readerLanguageOf(options.language) }),
  );
}

/** Instead of an invitation, to an address that has an account with another supplier. */
/** The requester's answer when staff turn an access request down, in the form's language. */
export function queueAccessRequestRejectedEmail(
  transaction: Database,
  options: {
    recipient: string;
    language: string;
    firstName: string;
    companyName: string;
    reason: string;
  },
): Promise<string> {
  return queueEmail(
    transaction,
    options.recipient,
    accessRequestRejectedEmail({ ...options, language: readerLanguageOf(options.language) }),
  );
}

export function queueExistingAccountNotice(
  transaction: Database,
  options: { recipient: string; language: string; companyName: string },
): Promise<string> {
  return queueEmail(
    transaction,
    options.recipient,
    existingAccountNoticeEmail({
      language: readerLanguageOf(options.language),
      companyName: options.companyName,
    }),
  );
}

export function queueContactMessageEmail(
  transaction: Database,
  options: {
    recipient: string;
    recipientName: string;
    language: string;
    details: ContactMessageDetails;
  },
): Promise<string> {
  return queueEmail(
    transaction,
    options.recipient,
    contactMessageEmail({
      language: readerLanguageOf(options.language),
      recipientName: options.recipientName,
      details: options.details,
    }),
  );
}

/** The notice of a new order to the provider's staff and its confirmation to the recipient. */
export async function queueAssignmentEmails(
  transaction: Database,
  options: {
    staffRecipient: string;
    staffLanguage: string;
    recipient: string;
    recipientLanguage: string;
    jobUrl: string;
    job: AssignmentDetails;
  },
): Promise<void> {
  const { job, jobUrl } = options;
  await queueEmail(
    transaction,
    options.staffRecipient,
    assignmentNoticeEmail({ language: readerLanguageOf(options.staffLanguage), job, jobUrl }),
  );
  await queueEmail(
    transaction,
    options.recipient,
    assignmentConfirmationEmail({
      language: readerLanguageOf(options.recipientLanguage),
      job,
      jobUrl,
    }),
  );
}

/** The news of a job's new status to the order's recipient. */
export function queueAssignmentStatusEmail(
  transaction: Database,
  options: {
    recipient: string;
    language: string | null;
    jobNumber: string;
    kind: 'COLLECTION' | 'DELIVERY';
    date: string;
    status: string;
    jobUrl: string;
  },
): Promise<string> {
  return queueEmail(
    transaction,
    options.recipient,
    assignmentStatusEmail({ ...options, language: readerLanguageOf(options.language) }),
  );
}

/** The links to a ready report; small reports' files are attached too. */
export function queueReportReadyEmail(
  transaction: Database,
  options: ReportReadyDetails & {
    recipient: string;
    language: string;
    attachments: EmailAttachment[];
  },
): Promise<string> {
  return queueEmail(
    transaction,
    options.recipient,
    reportReadyEmail({ ...options, language: readerLanguageOf(options.language) }),
    options.attachments,
  );
}

/** An evidence pack is ready: a link to the portal page where it is downloaded. */
export function queueEvidencePackReadyEmail(
  transaction: Database,
  options: EvidencePackReadyDetails & { recipient: string; language: string },
): Promise<string> {
  return queueEmail(
    transaction,
    options.recipient,
    evidencePackReadyEmail({ ...options, language: readerLanguageOf(options.language) }),
  );
}

export type { EmailAttachment } from './transport.js';

/** A webhook endpoint was disabled after repeated failure: to each of the supplier's admins. */
export function queueWebhookEndpointDisabledEmail(
  transaction: Database,
  options: WebhookEndpointDisabledDetails & { recipient: string; language: string },
): Promise<string> {
  return queueEmail(
    transaction,
    options.recipient,
    webhookEndpointDisabledEmail({ ...options, language: readerLanguageOf(options.language) }),
  );
}

/** A pickup's processing has completed: its reconciliation's outcome, to one of its admins. */
export function queueReconciliationOutcomeEmail(
  transaction: Database,
  options: { recipient: string; language: string; outcome: ReconciliationOutcomeDetails },
): Promise<string> {
  return queueEmail(
    transaction,
    options.recipient,
    reconciliationOutcomeEmail({
      ...options.outcome,
      language: readerLanguageOf(options.language),
    }),
  );
}

/** The mails not sent yet and how long the oldest has waited (0 when none), for monitoring. */
export async function emailOutboxBacklog(
  database: Database,
): Promise<{ pending: number; oldestAgeSeconds: number }> {
  // Both from the partial index of unsent mails.
  const row = await database
    .selectFrom('email_outbox')
    .select((expression) => [
      expression.fn.countAll<string>().as('pending'),
      sql<number>`coalesce(extract(epoch from now() - min(created_at)), 0)::float8`.as(
        'oldest_age_seconds',
      ),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), oldestAgeSeconds: row.oldest_age_seconds };
}

/** A portal notification the recipient chose to get by e-mail too, in their language. */
export function queueNotificationEmail(
  transaction: Database,
  options: NotificationEmailDetails & { recipient: string; language: string },
): Promise<string> {
  return queueEmail(
    transaction,
    options.recipient,
    notificationEmail({ ...options, language: readerLanguageOf(options.language) }),
  );
}
