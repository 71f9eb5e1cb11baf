import type { Database } from '../../../database/connections.js';
import type { CountryCode } from '../../../shared/countries.js';
import type { ReportFilter } from '../report-units.js';
import { sustainabilityFigures } from '../sustainability-figures.js';
import { localeTagOf, type ReportLanguage, type Translate } from '../translate.js';
import { sustainabilityContent, type ContentPart } from './sustainability-content.js';
import { writeSustainabilityCsv } from './sustainability-csv.js';
import { writeSustainabilityPdf } from './sustainability-pdf.js';
import { writeSustainabilityXlsx } from './sustainability-xlsx.js';

/**
 * The sustainability report's files: the per-unit CSV, and the XLSX and PDF of its figures,
 * which are read once (on the first file that needs them) and laid out once.
 */
export function writeSustainabilityFiles(options: {
  database: Database;
  country: CountryCode;
  report: ReportFilter;
  t: Translate;
  language: ReportLanguage;
  title: string;
  provider: string;
  facts: [string, string][];
  methodologyUrl: string;
}) {
  const locale = localeTagOf(options.language);
  let parts: Promise<ContentPart[]> | undefined;
  const contentParts = () => {
    parts ??= sustainabilityFigures(
      options.database,
      options.country,
      options.report,
      options.language,
    ).then((figures) => sustainabilityContent(figures, options.t, options.methodologyUrl, locale));
    return parts;
  };
  return {
    async write(
      format: 'CSV' | 'XLSX' | 'PDF',
      filePath: string,
      onProgress: (units: number) => Promise<void>,
    ): Promise<void> {
      if (format === 'CSV') {
        await writeSustainabilityCsv({ ...options, filePath, onProgress });
        return;
      }
      const common = { ...options, filePath, parts: await contentParts() };
      if (format === 'XLSX') await writeSustainabilityXlsx(common);
      else await writeSustainabilityPdf(common);
    },
  };
}
