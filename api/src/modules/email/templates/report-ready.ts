import { renderEmail, type RenderedEmail } from './layout.js';
import { translateEmail, type EmailLanguage } from './translate.js';

export interface ReportReadyDetails {
  reportName: string;
  orderedBy: string;
  availableUntil: Date;
  certificateNumber: string | null;
  files: { format: string; sizeBytes: number; url: string }[];
}

const locales: Record<EmailLanguage, string> = {
  da: 'da-DK',
  en: 'en-GB',
  fi: 'fi-FI',
  no: 'nb-NO',
  se: 'sv-SE',
};

function sizeText(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

/** A report is ready: links to download its files (never attachments) until it expires. */
export function reportReadyEmail(
  options: ReportReadyDetails & { language: EmailLanguage },
): RenderedEmail {
  const { language } = options;
  const locale = locales[language];
  const t = (key: `email.${string}`, values?: Record<string, string>) =>
    translateEmail(language, key, values);
  const availableUntil = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: 'Europe/Oslo',
  }).format(options.availableUntil);
  return renderEmail({
    template: 'report-ready',
    language,
    subject: t('email.reportReady.subject', { name: options.reportName }),
    blocks: [
      { kind: 'paragraph', text: t('email.greeting') },
      {
        kind: 'paragraph',
        text: t('email.reportReady.intro', {
          name: options.reportName,
          orderedBy: options.orderedBy,
        }),
      },
      ...(options.certificateNumber
        ? [
            {
              kind: 'details' as const,
              rows: [
                {
                  label: t('email.reportReady.certificateNumber'),
                  value: options.certificateNumber,
                },
              ],
            },
          ]
        : []),
      ...options.files.map((file) => ({
        kind: 'button' as const,
        label: t('email.reportReady.download', {
          format: file.format,
          size: sizeText(file.sizeBytes, locale),
        }),
        url: file.url,
      })),
      { kind: 'paragraph', text: t('email.reportReady.availableUntil', { date: availableUntil }) },
    ],
  });
}
