import { documentFonts } from '../../../shared/documents/fonts.js';
import {
  documentNumberFormats,
  type DocumentNumberFormats,
} from '../../../shared/documents/number-formats.js';
import { footOnEveryPage } from '../../../shared/documents/page-numbers.js';
import {
  createPdfFile,
  pdfColours,
  PdfTable,
  type Pdf,
} from '../../../shared/documents/pdf-layout.js';
import type { ReportSummaryRow } from '../report-units.js';
import { localeTagOf, type ReportLanguage, type Translate } from '../translate.js';

const outcomes = ['reused', 'recycled', 'stocked', 'in_process'] as const;

interface CategoryTotals {
  category: string;
  units: number;
  byOutcome: Record<(typeof outcomes)[number], number>;
  weightKg: number;
  co2eKg: number;
}

function totalsByCategory(rows: ReportSummaryRow[]): CategoryTotals[] {
  const byCategory = new Map<string, CategoryTotals>();
  for (const row of rows) {
    let totals = byCategory.get(row.category);
    if (!totals) {
      totals = {
        category: row.category,
        units: 0,
        byOutcome: { reused: 0, recycled: 0, stocked: 0, in_process: 0 },
        weightKg: 0,
        co2eKg: 0,
      };
      byCategory.set(row.category, totals);
    }
    totals.units += row.units;
    if (row.outcome in totals.byOutcome) {
      totals.byOutcome[row.outcome as (typeof outcomes)[number]] += row.units;
    }
    totals.weightKg += row.weight_kg;
    totals.co2eKg += row.co2e_kg;
  }
  return [...byCategory.values()];
}

/** Horizontal bars of units per category, drawn as vector shapes with their labels and values. */
function drawBarChart(
  doc: Pdf,
  t: Translate,
  totals: CategoryTotals[],
  integer: DocumentNumberFormats['integer'],
) {
  const left = doc.page.margins.left;
  const labelWidth = 120;
  const chartWidth = 515 - labelWidth - 60;
  const barHeight = 14;
  const gap = 6;
  const largest = Math.max(1, ...totals.map((row) => row.units));
  doc.font(documentFonts.bold).fontSize(11).fillColor(pdfColours.ink);
  doc.text(t('reports.pdf.chartTitle'), left, doc.y);
  doc.moveDown(0.5);
  let y = doc.y;
  doc.font(documentFonts.regular).fontSize(8.5);
  for (const row of totals) {
    const width = Math.max(1, (row.units / largest) * chartWidth);
    doc.fillColor(pdfColours.ink).text(t(`unitSummary.categories.${row.category}`), left, y + 3, {
      width: labelWidth - 8,
      lineBreak: false,
    });
    doc.rect(left + labelWidth, y, width, barHeight).fill(pdfColours.bars);
    doc
      .fillColor(pdfColours.ink)
      .text(integer(row.units), left + labelWidth + width + 6, y + 3, { lineBreak: false });
    y += barHeight + gap;
  }
  doc
    .moveTo(left + labelWidth, doc.y - 2)
    .lineTo(left + labelWidth, y)
    .lineWidth(0.5)
    .strokeColor(pdfColours.muted)
    .stroke();
  doc.x = left;
  doc.y = y + 10;
}

/** The high level report: key figures, a table by category and outcome, and a bar chart. */
export async function writeHighLevelPdf(options: {
  filePath: string;
  t: Translate;
  language: ReportLanguage;
  title: string;
  provider: string;
  facts: [string, string][];
  rows: ReportSummaryRow[];
}): Promise<void> {
  const { t, language } = options;
  const { integer, decimal } = documentNumberFormats(localeTagOf(language));
  const { doc, finish } = createPdfFile(options.filePath, {
    title: options.title,
    author: options.provider,
  });
  const footer = footOnEveryPage(doc, t, options.title);
  doc.fillColor(pdfColours.brand).font(documentFonts.bold).fontSize(20).text(options.title);
  doc.moveDown(0.5).fillColor(pdfColours.ink).fontSize(9);
  // The unit count arrives as digits; every number in the document reads in the locale's format.
  const unitsLabel = t('reports.files.units');
  for (const [label, value] of options.facts) {
    const shown = label === unitsLabel && /^\d+$/.test(value) ? integer(Number(value)) : value;
    doc.font(documentFonts.bold).text(`${label}: `, { continued: true });
    doc.font(documentFonts.regular).text(shown);
  }

  const totals = totalsByCategory(options.rows);
  const sum = (pick: (row: CategoryTotals) => number) =>
    totals.reduce((total, row) => total + pick(row), 0);
  // The CO2 figure names the method versions it was computed by (see the methodology page).
  const versions = [...new Set(options.rows.flatMap((row) => row.method_versions ?? []))].sort();
  const methodNote = versions.length
    ? ` (${t('reports.pdf.methodVersion', { count: versions.length, versions: versions.join(', ') })})`
    : '';
  doc.moveDown(1).font(documentFonts.bold).fontSize(11).text(t('reports.pdf.keyFigures'));
  doc.moveDown(0.4).font(documentFonts.regular).fontSize(9);
  const keyFigures: [string, string][] = [
    [t('reports.pdf.totalUnits'), integer(sum((row) => row.units))],
    ...outcomes.map(
      (outcome) =>
        [t(`reports.outcomes.${outcome}`), integer(sum((row) => row.byOutcome[outcome]))] as [
          string,
          string,
        ],
    ),
    [t('reports.pdf.weight'), `${decimal(sum((row) => row.weightKg))} kg`],
    [t('reports.pdf.co2'), `${decimal(sum((row) => row.co2eKg) / 1000)} t${methodNote}`],
  ];
  for (const [label, value] of keyFigures) {
    doc.font(documentFonts.bold).text(`${label}: `, { continued: true });
    doc.font(documentFonts.regular).text(value);
  }

  doc.moveDown(1).font(documentFonts.bold).fontSize(11).text(t('reports.pdf.byCategory'));
  doc.moveDown(0.4);
  const table = new PdfTable(
    doc,
    [
      { label: t('reports.columns.category'), width: 95, wrap: true },
      { label: t('reports.pdf.units'), width: 55, align: 'right' },
      ...outcomes.map((outcome) => ({
        label: t(`reports.outcomes.${outcome}`),
        width: 60,
        align: 'right' as const,
      })),
      { label: t('reports.columns.weight_kg'), width: 60, align: 'right' },
      { label: t('reports.columns.co2e_kg'), width: 65, align: 'right' },
    ],
    { fontSize: 8, language },
  );
  table.header();
  for (const row of totals) {
    table.row([
      t(`unitSummary.categories.${row.category}`),
      integer(row.units),
      ...outcomes.map((outcome) => integer(row.byOutcome[outcome])),
      decimal(row.weightKg),
      decimal(row.co2eKg),
    ]);
  }
  table.row(
    [
      t('reports.pdf.total'),
      integer(sum((row) => row.units)),
      ...outcomes.map((outcome) => integer(sum((row) => row.byOutcome[outcome]))),
      decimal(sum((row) => row.weightKg)),
      decimal(sum((row) => row.co2eKg)),
    ],
    { total: true },
  );
  doc.moveDown(1.5);
  if (totals.length) {
    if (doc.y + totals.length * 20 + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    drawBarChart(doc, t, totals, integer);
  } else {
    doc.font(documentFonts.regular).fontSize(9).text(t('reports.pdf.noUnits'));
  }
  footer.finish();
  await finish();
}
