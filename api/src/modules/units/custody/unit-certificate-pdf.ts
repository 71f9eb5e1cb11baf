import { documentFonts } from '../../../shared/documents/fonts.js';
import {
  drawLetterhead,
  drawParty,
  type DocumentParty,
  type DocumentTranslate,
} from '../../../shared/documents/letterhead.js';
import { documentNumberFormats } from '../../../shared/documents/number-formats.js';
import { footOnEveryPage } from '../../../shared/documents/page-numbers.js';
import {
  contentWidth,
  createPdfInMemory,
  pdfColours,
  type Pdf,
} from '../../../shared/documents/pdf-layout.js';
import type { ProviderIdentity } from '../../../shared/documents/provider-identity.js';
import { businessTimeZone } from '../../../shared/local-dates.js';
import { localeTagOf, translate, type ServerLanguage } from '../../../shared/translations.js';
import type { UnitCustodyModel } from './service.js';
import { drawUnitHolds } from './unit-certificate-holds.js';

/** The facts beside the customer: label and value, in two columns. */
function drawFacts(doc: Pdf, facts: [string, string][], x: number, y: number, width: number) {
  doc.y = y;
  for (const [label, value] of facts) {
    doc.font(documentFonts.regular).fontSize(7.5).fillColor(pdfColours.muted);
    doc.text(label.toUpperCase(), x, doc.y, { width, characterSpacing: 0.4 });
    doc.font(documentFonts.regular).fontSize(9).fillColor(pdfColours.ink);
    doc.text(value, x, doc.y + 1, { width });
    doc.y += 4;
  }
  return doc.y;
}

/**
 * A unit's certificate of sanitisation on the provider's letterhead, in the reader's language:
 * the customer, the unit and its way (job and seals, received, sanitised, outcome and the
 * downstream recycler, completed), its processing holds (placed and answered), then every sanitisation attempt of each data carrier in the
 * terms of NIST SP 800-88 Rev. 2 / IEEE 2883-2022.
 */
export async function renderUnitCertificatePdf(options: {
  provider: ProviderIdentity;
  language: ServerLanguage;
  customer: DocumentParty;
  unit: UnitCustodyModel;
}): Promise<Buffer> {
  const { provider, unit } = options;
  const t: DocumentTranslate = (key, values) => translate(options.language, key, values);
  const locale = localeTagOf(options.language);
  const { decimal } = documentNumberFormats(locale);
  const gigabytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'gigabyte' });
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: businessTimeZone,
  });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: businessTimeZone });
  const none = t('unitCustody.none');
  const dayOf = (date: Date | null) => (date ? day.format(date) : none);
  const title = t('unitCustody.pdf.title');
  const { doc, finish } = createPdfInMemory({
    title: `${title} ${unit.serial_number}`,
    author: provider.legalName,
    // The record's own date: the same record always makes the same file, so its hash holds.
    createdAt: unit.record_updated_at,
  });
  const footer = footOnEveryPage(doc, t, `${title} · ${unit.serial_number}`);
  const left = doc.page.margins.left;
  const halfWidth = contentWidth / 2 - 12;

  drawLetterhead(doc, provider, t, options.language);
  doc.font(documentFonts.bold).fontSize(20).fillColor(pdfColours.ink).text(title, left, doc.y);
  doc.font(documentFonts.regular).fontSize(10).fillColor(pdfColours.muted);
  doc.text(`${t('unitCustody.serialNumber')}: ${unit.serial_number}`);
  const top = doc.y + 14;
  const partyBottom = drawParty(doc, t, {
    label: t('unitCustody.pdf.issuedTo'),
    party: options.customer,
    x: left,
    y: top,
    width: halfWidth,
  });
  const outcome = t(`unitCustody.outcomes.${unit.outcome}`);
  const facts: [string, string][] = [
    [
      t('unitCustody.product'),
      [unit.manufacturer, unit.model].filter(Boolean).join(' ') ||
        t(`unitSummary.categories.${unit.category}`),
    ],
    [t('unitCustody.jobNumber'), unit.job_number ?? none],
    [t('unitCustody.sealNumbers'), unit.job?.seal_numbers.join(', ') || none],
    [t('unitCustody.receivedAt'), dayOf(unit.created_at)],
    [
      t('unitCustody.sanitisation'),
      `${t(`unitCustody.sanitisationResults.${unit.sanitisation_result}`)}${unit.sanitised_at ? ` · ${dayOf(unit.sanitised_at)}` : ''}`,
    ],
    [
      t('unitCustody.outcome'),
      unit.downstream_recycler
        ? t('unitCustody.recycledBy', { recycler: unit.downstream_recycler })
        : outcome,
    ],
    [t('unitCustody.completedAt'), dayOf(unit.completed_date)],
    [t('unitCustody.pdf.updatedAt'), dateTime.format(unit.record_updated_at)],
  ];
  const factsBottom = drawFacts(doc, facts, left + contentWidth / 2 + 12, top, halfWidth);
  doc.y = Math.max(factsBottom, partyBottom) + 12;
  doc.font(documentFonts.regular).fontSize(9).fillColor(pdfColours.ink);
  doc.text(t('unitCustody.pdf.statement', { provider: provider.legalName }), left, doc.y, {
    width: contentWidth,
  });
  // Holds came before the data was sanitised: they stand between the facts and the carriers.
  drawUnitHolds(doc, t, unit.holds, (date) => dateTime.format(date));

  doc.moveDown(1.2).font(documentFonts.bold).fontSize(11).fillColor(pdfColours.ink);
  doc.text(t('unitCustody.carriers.heading'), left, doc.y);
  doc.moveDown(0.4);
  if (!unit.carriers.length) {
    doc.font(documentFonts.regular).fontSize(9).fillColor(pdfColours.muted);
    doc.text(t('unitCustody.carriers.none'), left, doc.y, { width: contentWidth });
  }
  for (const carrier of unit.carriers) {
    // An attempt is a block of its own, never split across pages.
    if (doc.y + 70 > doc.page.height - doc.page.margins.bottom - 14) doc.addPage();
    const product = [carrier.manufacturer, carrier.model].filter(Boolean).join(' ');
    const capacity = carrier.capacity_gb === null ? null : gigabytes.format(carrier.capacity_gb);
    const particles =
      carrier.particle_size_mm === null
        ? ''
        : ` (${t('unitCustody.carriers.particleSize', { size: decimal(Number(carrier.particle_size_mm)) })})`;
    const top = doc.y;
    doc.moveTo(left, top).lineTo(left + contentWidth, top);
    doc.lineWidth(0.5).strokeColor(pdfColours.rule).stroke();
    doc.font(documentFonts.bold).fontSize(9).fillColor(pdfColours.ink);
    const heading = [
      `${t(`unitCustody.carrierTypes.${carrier.carrier_type}`)} ${carrier.carrier_serial}`,
      product,
      capacity,
    ].filter(Boolean);
    doc.text(heading.join(' · '), left, top + 5, { width: contentWidth - 90 });
    doc.fillColor(carrier.result === 'passed' ? pdfColours.brand : '#a4262c');
    doc.text(t(`unitCustody.results.${carrier.result}`), left + contentWidth - 90, top + 5, {
      width: 90,
      align: 'right',
    });
    doc.font(documentFonts.regular).fontSize(8).fillColor(pdfColours.ink);
    const lines: [string, string][] = [
      [
        t('unitCustody.carriers.level'),
        `${t(`unitCustody.levels.${carrier.sanitisation_level}`)}: ${t(`unitCustody.techniques.${carrier.sanitisation_technique}`)}${particles}`,
      ],
      [
        t('unitCustody.carriers.tool'),
        [carrier.tool_name, carrier.tool_version].filter(Boolean).join(' ') || none,
      ],
      [
        t('unitCustody.carriers.verification'),
        `${t(`unitCustody.verificationMethods.${carrier.verification_method}`)}: ${t(`unitCustody.verificationResults.${carrier.verification_result}`)}`,
      ],
      [
        t('unitCustody.carriers.operator'),
        `${carrier.operator} · ${dateTime.format(carrier.sanitised_at)}`,
      ],
    ];
    doc.y += 2;
    for (const [label, value] of lines) {
      doc.text(`${label}: ${value}`, left, doc.y, { width: contentWidth });
    }
    doc.y += 6;
  }
  doc.moveDown(1).font(documentFonts.regular).fontSize(7.5).fillColor(pdfColours.muted);
  doc.text(t('unitCustody.pdf.standards'), left, doc.y, { width: contentWidth });
  footer.finish();
  return finish();
}
