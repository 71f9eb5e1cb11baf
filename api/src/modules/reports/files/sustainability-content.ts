import type { SustainabilityFigures } from '../sustainability-figures.js';
import type { Translate } from '../translate.js';
import type { CellValue } from './columns.js';

/**
 * How a value reads: whole units, tonnes to the kilogram, kilograms to the hundredth, a year, or
 * a calendar day (YYYY-MM-DD; a real date in the XLSX).
 */
type ColumnKind = 'text' | 'integer' | 'tonnes' | 'kg' | 'year' | 'date';

export interface ContentTable {
  columns: { label: string; kind: ColumnKind; width: number }[];
  rows: CellValue[][];
  total?: CellValue[];
}

interface ContentSection {
  heading: string;
  /** Paragraphs and tables in order. */
  blocks: (string | ContentTable)[];
}

/** One sheet of the XLSX; the PDF writes the sheets one after the other. */
export interface ContentPart {
  sheetName: string;
  sections: ContentSection[];
}

/** Tonnes to the kilogram (three decimals) in the reader's locale: "1 234,567". */
export function formatTonnes(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(value);
}

/**
 * Tonnes given to the kilogram, added in whole kilograms: a table's total is the sum of the
 * parts it shows (each rounded on its own), never a separately rounded figure.
 */
function sumOfTonnes(values: number[]): number {
  return values.reduce((total, value) => total + Math.round(value * 1000), 0) / 1000;
}

/**
 * The sustainability report's content, laid out along ESRS E5-5 (resource outflows) and E1
 * (the Scope 3 category 5 inventory, then avoided emissions apart from it), then the method and
 * its factors. The XLSX and the PDF both render this, so they cannot say different things.
 */
export function sustainabilityContent(
  figures: SustainabilityFigures,
  t: Translate,
  methodologyUrl: string,
  locale: string,
): ContentPart[] {
  const tonnesText = (value: number) => formatTonnes(locale, value);
  const s = (key: string, values?: Record<string, string | number>) =>
    t(`reports.sustainability.${key}`, values);
  const { outflows, avoided, avoidedTotal } = figures;
  const route = (name: string) => t(`unitSummary.outflows.routes.${name}`);
  const category = (code: string) => t(`unitSummary.categories.${code}`);

  const outflowTable: ContentTable = {
    columns: [
      { label: s('columns.route'), kind: 'text', width: 165 },
      { label: s('columns.units'), kind: 'integer', width: 55 },
      { label: s('columns.weighedUnits'), kind: 'integer', width: 65 },
      { label: s('columns.tonnes'), kind: 'tonnes', width: 70 },
      { label: s('columns.hazardousTonnes'), kind: 'tonnes', width: 80 },
      { label: s('columns.nonHazardousTonnes'), kind: 'tonnes', width: 80 },
    ],
    rows: outflows.routes.map((row) => [
      route(row.route),
      row.units,
      row.weighedUnits,
      row.tonnes,
      row.hazardousTonnes,
      row.nonHazardousTonnes,
    ]),
    total: [
      s('total'),
      outflows.units,
      outflows.units - outflows.unweighedUnits,
      sumOfTonnes(outflows.routes.map((row) => row.tonnes)),
      sumOfTonnes(outflows.routes.map((row) => row.hazardousTonnes)),
      sumOfTonnes(outflows.routes.map((row) => row.nonHazardousTonnes)),
    ],
  };
  const outflowBlocks: (string | ContentTable)[] = [s('outflowsIntro'), outflowTable];
  if (outflows.unweighedUnits) {
    outflowBlocks.push(s('unweighed', { count: outflows.unweighedUnits }));
  }
  outflowBlocks.push(s('hazardousNote'));
  const outflowSections: ContentSection[] = [
    { heading: s('outflowsHeading'), blocks: outflowBlocks },
  ];
  // A group's report shows each company's share, as a master account reports for the group:
  // every route that carries any tonnes (not treated yet too), so the parts make the whole.
  if (outflows.companies.length > 1) {
    const shown = outflows.routes.filter((row) => row.tonnes > 0);
    const companyRows = outflows.companies.map((company) => {
      const parts = shown.map(
        (row) => company.routes.find((part) => part.route === row.route)?.tonnes ?? 0,
      );
      return [company.company, ...parts, sumOfTonnes(parts), company.hazardousTonnes];
    });
    const columnTotal = (index: number) =>
      sumOfTonnes(companyRows.map((row) => Number(row[index] ?? 0)));
    outflowSections.push({
      heading: s('companiesHeading'),
      blocks: [
        {
          columns: [
            { label: s('columns.company'), kind: 'text', width: 515 - 75 * (shown.length + 2) },
            ...shown.map((row) => ({
              label: route(row.route),
              kind: 'tonnes' as const,
              width: 75,
            })),
            { label: s('columns.tonnes'), kind: 'tonnes', width: 75 },
            { label: s('columns.hazardousTonnes'), kind: 'tonnes', width: 75 },
          ],
          rows: companyRows,
          total: [
            s('total'),
            ...companyRows[0]!.slice(1).map((_, index) => columnTotal(index + 1)),
          ],
        },
      ],
    });
  }

  const treated = outflows.routes.filter((row) => row.route !== 'NOT_YET_TREATED');
  const emissionSections: ContentSection[] = [
    {
      heading: s('inventoryHeading'),
      blocks: [
        s('inventoryText'),
        {
          columns: [
            { label: s('columns.route'), kind: 'text', width: 220 },
            { label: s('columns.tonnes'), kind: 'tonnes', width: 90 },
            { label: s('columns.hazardousTonnes'), kind: 'tonnes', width: 100 },
          ],
          rows: treated.map((row) => [route(row.route), row.tonnes, row.hazardousTonnes]),
          total: [
            s('total'),
            sumOfTonnes(treated.map((row) => row.tonnes)),
            sumOfTonnes(treated.map((row) => row.hazardousTonnes)),
          ],
        },
      ],
    },
    {
      heading: s('avoidedHeading'),
      blocks: [
        s('avoidedText'),
        s('avoidedTotal', {
          tonnes: tonnesText(avoidedTotal.tonnes),
          low: tonnesText(avoidedTotal.lowTonnes),
          high: tonnesText(avoidedTotal.highTonnes),
        }),
        {
          columns: [
            { label: t('reports.columns.category'), kind: 'text', width: 135 },
            { label: s('columns.reusedUnits'), kind: 'integer', width: 80 },
            { label: s('columns.avoidedTonnes'), kind: 'tonnes', width: 90 },
            { label: s('columns.lowTonnes'), kind: 'tonnes', width: 90 },
            { label: s('columns.highTonnes'), kind: 'tonnes', width: 90 },
          ],
          rows: avoided.map((row) => [
            category(row.category),
            row.reusedUnits,
            row.tonnes,
            row.lowTonnes,
            row.highTonnes,
          ]),
          total: [
            s('total'),
            avoidedTotal.reusedUnits,
            avoidedTotal.tonnes,
            avoidedTotal.lowTonnes,
            avoidedTotal.highTonnes,
          ],
        },
      ],
    },
  ];

  const methodBlocks: (string | ContentTable)[] = figures.methods.length
    ? figures.methods.flatMap((method) => [
        s('methodVersion', {
          version: method.version,
          validFrom: method.validFrom,
          publishedOn: method.publishedOn,
        }),
        `${s('boundary')}: ${method.texts.boundary}`,
        `${s('baseline')}: ${method.texts.baseline}`,
        `${s('deductions')}: ${method.texts.deductions}`,
        `${s('uncertainty')}: ${method.texts.uncertainty}`,
      ])
    : [s('noMethod')];
  methodBlocks.push(s('methodologyLink', { url: methodologyUrl }));
  const factorBlocks: (string | ContentTable)[] = figures.factors.length
    ? [
        {
          columns: [
            { label: s('columns.factorId'), kind: 'text', width: 30 },
            { label: t('reports.columns.category'), kind: 'text', width: 70 },
            { label: s('columns.model'), kind: 'text', width: 80 },
            { label: s('columns.validFrom'), kind: 'date', width: 55 },
            { label: s('columns.factorKg'), kind: 'kg', width: 45 },
            { label: s('columns.lowKg'), kind: 'kg', width: 40 },
            { label: s('columns.highKg'), kind: 'kg', width: 40 },
            { label: s('columns.source'), kind: 'text', width: 125 },
            { label: s('columns.sourceYear'), kind: 'year', width: 30 },
          ],
          rows: figures.factors.map((factor) => [
            factor.id,
            category(factor.category),
            factor.manufacturer ? `${factor.manufacturer} ${factor.model}` : s('categoryAverage'),
            factor.validFrom,
            factor.kg,
            factor.lowKg,
            factor.highKg,
            factor.sourceUrl ? `${factor.source} (${factor.sourceUrl})` : factor.source,
            factor.sourceYear,
          ]),
        },
      ]
    : [s('noFactors')];
  factorBlocks.push(s('unitsFile'));

  return [
    { sheetName: s('sheets.outflows'), sections: outflowSections },
    { sheetName: s('sheets.emissions'), sections: emissionSections },
    {
      sheetName: s('sheets.method'),
      sections: [
        { heading: s('methodHeading'), blocks: methodBlocks },
        { heading: s('factorsHeading'), blocks: factorBlocks },
      ],
    },
  ];
}
