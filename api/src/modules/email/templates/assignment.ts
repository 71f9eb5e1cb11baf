import { renderEmail, type RenderedEmail } from './layout.js';
import { translateEmail, type EmailLanguage } from './translate.js';

export interface AssignmentDetails {
  jobNumber: string;
  kind: 'COLLECTION' | 'DELIVERY';
  country: string;
  date: string;
  companyName: string;
  address: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  caseReference: string | null;
  storageUnits: { type: string; quantity: number }[];
  equipment: string[];
  attachmentCount: number;
}

function translator(language: EmailLanguage) {
  return (key: `email.${string}`, values?: Record<string, string>) =>
    translateEmail(language, key, values);
}

/** The notice to the provider's staff that a pickup or delivery was ordered. */
export function assignmentNoticeEmail(options: {
  language: EmailLanguage;
  job: AssignmentDetails;
  jobUrl: string;
}): RenderedEmail {
  const { language, job } = options;
  const t = translator(language);
  const kind = t(
    job.kind === 'COLLECTION'
      ? 'email.assignmentKinds.collection'
      : 'email.assignmentKinds.delivery',
  );
  return renderEmail({
    template: 'assignment_notice',
    language,
    subject: t('email.assignmentNotice.subject', {
      kind,
      company: job.companyName,
      jobNumber: job.jobNumber,
    }),
    blocks: [
      {
        kind: 'paragraph',
        text: t('email.assignmentNotice.intro', { country: job.country.toUpperCase() }),
      },
      {
        kind: 'details',
        rows: [
          { label: t('email.assignmentNotice.jobNumber'), value: job.jobNumber },
          { label: t('email.assignmentNotice.kind'), value: kind },
          { label: t('email.assignmentNotice.date'), value: job.date },
          { label: t('email.assignmentNotice.company'), value: job.companyName },
          { label: t('email.assignmentNotice.address'), value: job.address },
          {
            label: t('email.assignmentNotice.contact'),
            value: `${job.contactName}, ${job.contactPhone}, ${job.contactEmail}`,
          },
          ...(job.caseReference
            ? [{ label: t('email.assignmentNotice.caseReference'), value: job.caseReference }]
            : []),
          {
            label: t('email.assignmentNotice.storageUnits'),
            value: job.storageUnits.map((line) => `${line.quantity} × ${line.type}`).join(', '),
          },
          ...(job.equipment.length
            ? [{ label: t('email.assignmentNotice.equipment'), value: job.equipment.join(', ') }]
            : []),
          {
            label: t('email.assignmentNotice.attachments'),
            value: String(job.attachmentCount),
          },
        ],
      },
      {
        kind: 'paragraph',
        text: t('email.assignmentNotice.advance', {
          command: `npm run admin -- jobs status ${job.jobNumber} CONFIRMED --country ${job.country}`,
        }),
      },
    ],
  });
}

/** The confirmation to the order's recipient, with a link to the job in the portal. */
export function assignmentConfirmationEmail(options: {
  language: EmailLanguage;
  job: AssignmentDetails;
  jobUrl: string;
}): RenderedEmail {
  const { language, job } = options;
  const t = translator(language);
  const kind = t(
    job.kind === 'COLLECTION'
      ? 'email.assignmentKinds.collection'
      : 'email.assignmentKinds.delivery',
  );
  return renderEmail({
    template: 'assignment_confirmation',
    language,
    subject: t('email.assignmentConfirmation.subject', { jobNumber: job.jobNumber }),
    blocks: [
      { kind: 'paragraph', text: t('email.greeting') },
      {
        kind: 'paragraph',
        text: t('email.assignmentConfirmation.intro', {
          kind,
          date: job.date,
          jobNumber: job.jobNumber,
        }),
      },
      {
        kind: 'details',
        rows: [
          { label: t('email.assignmentNotice.address'), value: job.address },
          {
            label: t('email.assignmentNotice.storageUnits'),
            value: job.storageUnits.map((line) => `${line.quantity} × ${line.type}`).join(', '),
          },
        ],
      },
      { kind: 'button', label: t('email.assignmentConfirmation.action'), url: options.jobUrl },
    ],
  });
}

/** The news to the order's recipient that the provider moved the job to a new status. */
export function assignmentStatusEmail(options: {
  language: EmailLanguage;
  jobNumber: string;
  kind: 'COLLECTION' | 'DELIVERY';
  date: string;
  status: string;
  jobUrl: string;
}): RenderedEmail {
  const { language } = options;
  const t = translator(language);
  const kind = t(
    options.kind === 'COLLECTION'
      ? 'email.assignmentKinds.collection'
      : 'email.assignmentKinds.delivery',
  );
  const status = t(`email.assignmentStatuses.${options.status}`);
  return renderEmail({
    template: 'assignment_status',
    language,
    subject: t('email.assignmentStatus.subject', { jobNumber: options.jobNumber, status }),
    blocks: [
      { kind: 'paragraph', text: t('email.greeting') },
      {
        kind: 'paragraph',
        text: t('email.assignmentStatus.intro', {
          jobNumber: options.jobNumber,
          kind,
          date: options.date,
          status,
        }),
      },
      { kind: 'button', label: t('email.assignmentConfirmation.action'), url: options.jobUrl },
    ],
  });
}
