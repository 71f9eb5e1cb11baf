import { renderEmail, type RenderedEmail } from './layout.js';
import { translateEmail, type EmailLanguage } from './translate.js';

export interface EvidencePackReadyDetails {
  /** The job number or the period the pack covers. */
  subject: string;
  sizeBytes: number;
  /** The portal page that lists the packs (downloading needs a sign-in). */
  url: string;
}

/** An evidence pack is ready: where to download it in the portal. */
export function evidencePackReadyEmail(
  options: EvidencePackReadyDetails & { language: EmailLanguage },
): RenderedEmail {
  const { language } = options;
  const t = (key: `email.${string}`, values?: Record<string, string>) =>
    translateEmail(language, key, values);
  const megabytes = (options.sizeBytes / 1_000_000).toFixed(1);
  return renderEmail({
    template: 'evidence-pack-ready',
    language,
    subject: t('email.evidencePackReady.subject', { subject: options.subject }),
    blocks: [
      { kind: 'paragraph', text: t('email.greeting') },
      {
        kind: 'paragraph',
        text: t('email.evidencePackReady.intro', { subject: options.subject }),
      },
      {
        kind: 'button',
        label: t('email.evidencePackReady.open', { size: `${megabytes} MB` }),
        url: options.url,
      },
      { kind: 'paragraph', text: t('email.evidencePackReady.verify') },
    ],
  });
}
