import type { ReportSummaryRow } from '../report-units.js';
import type { Translate } from '../translate.js';
import { createPdf, pdfColours, PdfTable, type Pdf } from './pdf-layout.js';

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
function drawBarChart(doc: Pdf, t: Translate, totals: CategoryTotals[], number: Intl.NumberFormat) {
  const left = doc.page.margins.left;
  const labelWidth = 120;
  const chartWidth = 515 - labelWidth - 60;
  const barHeight = 14;
  const gap = 6;
  const largest = Math.max(1, ...totals.map((row) => row.units));
  doc.font('Helvetica-Bold').fontSize(11).fillColor(pdfColours.ink);
  doc.text(t('reports.pdf.chartTitle'), left, doc.y);
  doc.moveDown(0.5);
  let y = doc.y;
  doc.font('Helvetica').fontSize(8.5);
  for (const row of totals) {
    const width = Math.max(1, (row.units / largest) * chartWidth);
    doc.fillColor(pdfColours.ink).text(t(`unitSummary.categories.${row.category}`), left, y + 3, {
      width: labelWidth - 8,
      lineBreak: false,
    });
    doc.rect(left + labelWidth, y, width, barHeight).fill(pdfColours.bars);
    doc
      .fillColor(pdfColours.ink)
      .text(number.format(row.units), left + labelWidth + width + 6, y + 3, { lineBreak: false });
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
  locale: string;
  title: string;
  provider: string;
  facts: [string, string][];
  rows: ReportSummaryRow[];
}): Promise<void> {
  const { t } = options;
  const number = new Intl.NumberFormat(options.locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(options.locale, { maximumFractionDigits: 1 });
  const { doc, finish } = createPdf(options.filePath, {
    title: options.title,
    author: options.provider,
  });
  doc.fillColor(pdfColours.brand).font('Helvetica-Bold').fontSize(20).text(options.title);
  doc.moveDown(0.5).fillColor(pdfColours.ink).fontSize(9);
  for (const [label, value] of options.facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  }

  const totals = totalsByCategory(options.rows);
  const sum = (pick: (row: CategoryTotals) => number) =>
    totals.reduce((total, row) => total + pick(row), 0);
  doc.moveDown(1).font('Helvetica-Bold').fontSize(11).text(t('reports.pdf.keyFigures'));
  doc.moveDown(0.4).font('Helvetica').fontSize(9);
  const keyFigures: [string, string][] = [
    [t('reports.pdf.totalUnits'), number.format(sum((row) => row.units))],
    ...outcomes.map(
      (outcome) =>
        [t(`reports.outcomes.${outcome}`), number.format(sum((row) => row.byOutcome[outcome]))] as [
          string,
          string,
        ],
    ),
    [t('reports.pdf.weight'), `${decimal.format(sum((row) => row.weightKg))} kg`],
    [t('reports.pdf.co2'), `${decimal.format(sum((row) => row.co2eKg) / 1000)} t`],
  ];
  for (const [label, value] of keyFigures) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  }

  doc.moveDown(1).font('Helvetica-Bold').fontSize(11).text(t('reports.pdf.byCategory'));
  doc.moveDown(0.4);
  const table = new PdfTable(
    doc,
    [
      { label: t('reports.columns.category'), width: 95 },
      { label: t('reports.pdf.units'), width: 55, align: 'right' },
      ...outcomes.map((outcome) => ({
        label: t(`reports.outcomes.${outcome}`),
        width: 60,
        align: 'right' as const,
      })),
      { label: t('reports.columns.weight_kg'), width: 60, align: 'right' },
      { label: t('reports.columns.co2e_kg'), width: 65, align: 'right' },
    ],
    { fontSize: 8 },
  );
  table.header();
  for (const row of totals) {
    table.row([
      t(`unitSummary.categories.${row.category}`),
      number.format(row.units),
      ...outcomes.map((outcome) => number.format(row.byOutcome[outcome])),
      decimal.format(row.weightKg),
      decimal.format(row.co2eKg),
    ]);
  }
  table.row([
    t('reports.pdf.total'),
    number.format(sum((row) => row.units)),
    ...outcomes.map((outcome) => number.format(sum((row) => row.byOutcome[outcome]))),
    decimal.format(sum((row) => row.weightKg)),
    decimal.format(sum((row) => row.co2eKg)),
  ]);
  doc.moveDown(1.5);
  if (totals.length) {
    if (doc.y + totals.length * 20 + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    drawBarChart(doc, t, totals, number);
  } else {
    doc.font('Helvetica').fontSize(9).text(t('reports.pdf.noUnits'));
  }
  await finish();
}
