import { documentFonts } from './fonts.js';
import { contentWidth, pdfColours, type Pdf } from './pdf-layout.js';
import type { ProviderIdentity } from './provider-identity.js';
import { localeTagOf, type ServerLanguage } from '../translations.js';

/** The document texts in the reader's language (the server translations, `documents.*`). */
export type DocumentTranslate = (key: string, values?: Record<string, string | number>) => string;

/** A company as a document names it: the provider, or the customer as stored for the supplier. */
export interface DocumentParty {
  company: string;
  addressLines: string[];
  organisationNumber: string | null | undefined;
}

/** The customer's legal details from its supplier row: street, then postcode and city. */
export function partyOfSupplier(supplier: {
  company: string;
  address: string | null;
  zip: string | null;
  city: string | null;
  org_number: string | null;
}): DocumentParty {
  const place = [supplier.zip, supplier.city].filter(Boolean).join(' ');
  return {
    company: supplier.company,
    addressLines: [supplier.address ?? '', place].filter((line) => line.trim() !== ''),
    organisationNumber: supplier.org_number,
  };
}

/**
 * The provider's letterhead across the top of the first page: logo, legal name, address and
 * organisation number, then a rule. Leaves y below it.
 */
export function drawLetterhead(
  doc: Pdf,
  provider: ProviderIdentity,
  t: DocumentTranslate,
  language: ServerLanguage,
): void {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  let textLeft = left;
  if (provider.logoFile) {
    doc.image(provider.logoFile, left, top, { fit: [46, 46] });
    textLeft = left + 58;
  }
  doc.font(documentFonts.bold).fontSize(12).fillColor(pdfColours.brand);
  doc.text(provider.legalName, textLeft, top + 2, { width: contentWidth - (textLeft - left) });
  doc.font(documentFonts.regular).fontSize(8.5).fillColor(pdfColours.muted);
  // The country in the reader's language ("Norway", "Norge", "Norja").
  const country = new Intl.DisplayNames([localeTagOf(language)], { type: 'region' }).of(
    provider.addressCountry,
  );
  const details = [
    provider.address && [provider.address, country].filter(Boolean).join(', '),
    provider.organisationNumber &&
      `${t('documentFiles.organisationNumber')} ${provider.organisationNumber}`,
  ].filter((line): line is string => Boolean(line));
  doc.text(details.join('  ·  '), textLeft, doc.y + 2, {
    width: contentWidth - (textLeft - left),
  });
  const ruleY = Math.max(doc.y, top + 46) + 10;
  doc.moveTo(left, ruleY).lineTo(left + contentWidth, ruleY);
  doc.lineWidth(1).strokeColor(pdfColours.brand).stroke();
  doc.fillColor(pdfColours.ink);
  doc.x = left;
  doc.y = ruleY + 16;
}

/** A labelled address block ("Issued to", "Customer") at x, width wide; returns its bottom. */
export function drawParty(
  doc: Pdf,
  t: DocumentTranslate,
  options: { label: string; party: DocumentParty; x: number; y: number; width: number },
): number {
  const { party, x, width } = options;
  doc.font(documentFonts.regular).fontSize(7.5).fillColor(pdfColours.muted);
  doc.text(options.label.toUpperCase(), x, options.y, { width, characterSpacing: 0.4 });
  doc.font(documentFonts.bold).fontSize(10).fillColor(pdfColours.ink);
  doc.text(party.company, x, doc.y + 2, { width });
  doc.font(documentFonts.regular).fontSize(9);
  for (const line of party.addressLines) doc.text(line, x, doc.y, { width });
  if (party.organisationNumber) {
    doc.text(`${t('documentFiles.organisationNumber')} ${party.organisationNumber}`, x, doc.y, {
      width,
    });
  }
  return doc.y;
}
