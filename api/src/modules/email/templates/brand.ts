import type { ProviderIdentity } from '../../../shared/documents/provider-identity.js';

/**
 * Mails are rendered where they are caused (inside the change's transaction, without the
 * configuration) and branded when the send job delivers them. The layout leaves these marks;
 * none can come from content, which is HTML-escaped ("<" and '"' never pass through).
 */
export const brandMarks = {
  header: '<!--brand:header-->',
  name: '<!--brand:name-->',
  button: 'data-brand="button" style="background:',
} as const;

/** The colour a button has before branding (and the product's default brand colour). */
export const unbrandedButtonColour = '#1d6b52';

/** The separator of a plain-text mail's footer (the signature delimiter). */
export const textFooterSeparator = '\n-- \n';

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);
}

function brandHeader(brand: ProviderIdentity): string {
  const name = escapeHtml(brand.name);
  if (brand.emailLogoUrl) {
    return `<p style="margin:0 0 24px"><img src="${escapeHtml(brand.emailLogoUrl)}" alt="${name}" height="40" style="display:block;height:40px;border:0"></p>`;
  }
  return `<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${brand.brandColour}">${name}</p>`;
}

/**
 * Puts the provider's name, logo and colour into a rendered mail: the header above the text,
 * the name in the footer, the colour on buttons. The text body gets the name in its footer only.
 */
export function applyEmailBrand(
  email: { html: string; text: string },
  brand: ProviderIdentity,
): { html: string; text: string } {
  const html = email.html
    .replaceAll(brandMarks.header, brandHeader(brand))
    .replaceAll(brandMarks.name, escapeHtml(brand.name))
    .replaceAll(
      `${brandMarks.button}${unbrandedButtonColour}`,
      `${brandMarks.button}${brand.brandColour}`,
    );
  const footerStart = email.text.lastIndexOf(textFooterSeparator);
  const text =
    footerStart < 0
      ? email.text
      : email.text.slice(0, footerStart) +
        email.text.slice(footerStart).replaceAll(brandMarks.name, brand.name);
  return { html, text };
}
