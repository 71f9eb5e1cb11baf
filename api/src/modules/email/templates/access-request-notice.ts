import { renderEmail, type RenderedEmail } from './layout.js';
import { translateEmail, type EmailLanguage } from './translate.js';

export interface AccessRequestDetails {
  id: string;
  country: string;
  companyName: string;
  orgNumber: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** The notice to the provider's staff that someone asked for access. */
export function accessRequestNoticeEmail(options: {
  language: EmailLanguage;
  request: AccessRequestDetails;
}): RenderedEmail {
  const { language, request } = options;
  const t = (key: `email.${string}`, values?: Record<string, string>) =>
    translateEmail(language, key, values);
  return renderEmail({
    template: 'access_request_notice',
    language,
    subject: t('email.accessRequest.subject', { company: request.companyName }),
    blocks: [
      {
        kind: 'paragraph',
        text: t('email.accessRequest.intro', { country: request.country.toUpperCase() }),
      },
      {
        kind: 'details',
        rows: [
          { label: t('email.accessRequest.companyName'), value: request.companyName },
          { label: t('email.accessRequest.orgNumber'), value: request.orgNumber },
          {
            label: t('email.accessRequest.name'),
            value: `${request.firstName} ${request.lastName}`,
          },
          { label: t('email.accessRequest.phone'), value: request.phone },
          { label: t('email.accessRequest.email'), value: request.email },
        ],
      },
      {
        kind: 'paragraph',
        text: t('email.accessRequest.review', {
          command: `npm run admin -- access-requests list --country ${request.country}`,
        }),
      },
    ],
  });
}
