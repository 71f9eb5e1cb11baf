import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { DomainError } from '../../shared/errors.js';
import type { TextTranslations } from '../../shared/translated-text.js';
import type { NewSettlementLine } from './service.js';

const lineFileColumns = [
  'description',
  'category',
  'quantity',
  'resale_value',
  'service_costs',
  'job_number',
] as const;

/** A text's translations from the columns `<column>_da`, `_fi`, `_no`, `_se` that are filled. */
function translationsIn(record: Record<string, string>, column: string): TextTranslations {
  const translations: TextTranslations = {};
  for (const language of ['da', 'fi', 'no', 'se'] as const) {
    const text = record[`${column}_${language}`];
    if (text) translations[language] = text;
  }
  return translations;
}

/**
 * Settlement lines from a CSV file with a header row (description, category, quantity,
 * resale_value, service_costs, optionally the job_number each line settles; the English texts, with optional translations in columns such as
 * description_no or category_se); comma or semicolon separated.
 */
export async function readLineFile(file: string): Promise<NewSettlementLine[]> {
  const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const records = parse<Record<string, string>>(text, {
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
    delimiter,
    skip_empty_lines: true,
    trim: true,
  });
  const header = Object.keys(records[0] ?? {});
  const missing = lineFileColumns.filter(
    (column) => column !== 'category' && column !== 'job_number' && !header.includes(column),
  );
  if (missing.length) {
    throw new DomainError(
      'BAD_USER_INPUT',
      `The lines file lacks the column(s) ${missing.join(', ')}.`,
    );
  }
  return records.map((record, index) => {
    const quantity = Number(record.quantity);
    if (!Number.isInteger(quantity)) {
      throw new DomainError('BAD_USER_INPUT', `Row ${index + 2}: quantity must be a whole number.`);
    }
    return {
      description: record.description ?? '',
      category: record.category || undefined,
      descriptionTranslations: translationsIn(record, 'description'),
      categoryTranslations: translationsIn(record, 'category'),
      quantity,
      resaleValue: record.resale_value ?? '',
      serviceCosts: record.service_costs ?? '',
      jobNumber: record.job_number || undefined,
    };
  });
}
