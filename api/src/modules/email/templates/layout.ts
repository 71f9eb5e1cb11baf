import { brandMarks, escapeHtml, textFooterSeparator, unbrandedButtonColour } from './brand.js';
import { translateEmail, type EmailLanguage } from './translate.js';

/** A finished e-mail: subject and both bodies, in the recipient's language. */
export interface RenderedEmail {
  template: string;
  language: EmailLanguage;
  subject: string;
  html: string;
  text: string;
}

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'details'; rows: { label: string; value: string }[] };

function htmlBlock(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" ${brandMarks.button}${unbrandedButtonColour};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(block.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(block.url)}</p>`;
    case 'details':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;font-weight:600">${escapeHtml(row.label)}</th><td style="padding:4px 0">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`;
  }
}

function textBlock(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'details':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
  }
}

/**
 * Lays out blocks as an HTML mail (inline styles only) and as its plain-text twin, with marks
 * for the provider's brand that the send job fills in (see brand.ts).
 */
export function renderEmail(options: {
  template: string;
  language: EmailLanguage;
  subject: string;
  blocks: EmailBlock[];
}): RenderedEmail {
  const { language, subject, blocks } = options;
  // The footer names the provider; the mark survives escaping because it is put in afterwards.
  const providerSlot = '\u0000provider\u0000';
  const footer = translateEmail(language, 'email.footer', { provider: providerSlot });
  const htmlFooter = escapeHtml(footer).replace(providerSlot, brandMarks.name);
  const textFooter = footer.replace(providerSlot, brandMarks.name);
  const html = `<!doctype html>
<html lang="${language === 'se' ? 'sv' : language === 'no' ? 'nb' : language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f4;font-family:Arial,Helvetica,sans-serif;color:#1f2a24">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:6px;font-size:15px;line-height:1.5">
${brandMarks.header}
${blocks.map(htmlBlock).join('\n')}
<p style="margin:32px 0 0;font-size:12px;color:#666666">${htmlFooter}</p>
</div>
</body>
</html>
`;
  const text = `${blocks.map(textBlock).join('\n\n')}\n${textFooterSeparator}${textFooter}\n`;
  return { template: options.template, language, subject, html, text };
}
