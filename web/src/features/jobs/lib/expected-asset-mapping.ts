import {
  expectedAssetFields,
  type ExpectedAssetField,
  type ExpectedAssetMapping,
  type ListRecognition,
  type MappingProblem,
} from '@itad-portal/validation';

/** A bad row of a list, as the server reports it. */
interface ListProblem {
  line: number;
  code: string;
  message: string;
  first_line?: number;
}

/** What the server says of an uploaded list (checked, or stored for a job). */
export interface ListCheck {
  headers: string[];
  mapping: ExpectedAssetMapping;
  recognised: boolean;
  /** How the columns were found (a tool's layout, remembered, the headers); null when chosen. */
  layout: ListRecognition | null;
  mapping_problem: MappingProblem | null;
  /** The file's first rows, so the user sees what each column holds. */
  preview: string[][];
  row_count: number;
  problem_count: number;
  problems: ListProblem[];
  stored?: number;
}

/** Where a chosen list stands: columns to choose, rows to correct, or ready to attach. */
export type ListState = 'chooseColumns' | 'invalid' | 'ready';

export function listStateOf(check: ListCheck): ListState {
  if (check.mapping_problem) return 'chooseColumns';
  if (check.problem_count > 0) return 'invalid';
  return 'ready';
}

/**
 * The upload's query for a mapping the user chose (null: let the server recognise the
 * headers): every field named, "none" for a field without a column.
 */
export function columnQuery(mapping: ExpectedAssetMapping | null): Record<string, string> {
  if (!mapping) return {};
  return Object.fromEntries(
    expectedAssetFields.map((field) => [
      `${field}_column`,
      mapping[field] === null ? 'none' : String(mapping[field]),
    ]),
  );
}

/**
 * The mapping with one field's column changed. A column holds one field, so a field that had
 * that column loses it (the user moves a column, never copies it).
 */
export function withColumn(
  mapping: ExpectedAssetMapping,
  field: ExpectedAssetField,
  column: number | null,
): ExpectedAssetMapping {
  const next: ExpectedAssetMapping = { ...mapping, [field]: column };
  if (column === null) return next;
  for (const other of expectedAssetFields) {
    if (other !== field && next[other] === column) next[other] = null;
  }
  return next;
}

/** The field a column is read as, if any. */
export function fieldOfColumn(
  mapping: ExpectedAssetMapping,
  column: number,
): ExpectedAssetField | null {
  return expectedAssetFields.find((field) => mapping[field] === column) ?? null;
}

/**
 * What to tell the user of how the columns were found, as a translation key: the tool whose
 * export it is, the columns chosen before, the headers, or that they are to be chosen.
 */
export function recognitionKey(check: ListCheck): string | null {
  if (check.mapping_problem) return 'reconciliation.upload.chooseColumns';
  if (!check.recognised || !check.layout) return null;
  if (check.layout === 'headers') return 'reconciliation.upload.recognised';
  return `reconciliation.upload.layout.${check.layout}`;
}

/** The choices for a column select: each column by its number (from 1) and header. */
export function columnOptions(
  headers: string[],
): { value: string; number: number; header: string }[] {
  return headers.map((header, index) => ({
    value: String(index),
    number: index + 1,
    header: header || '—',
  }));
}

const knownProblems = new Set([
  'serialNumberMissing',
  'serialNumberTooLong',
  'assetTagTooLong',
  'modelTooLong',
  'deviceIdTooLong',
  'deviceNameTooLong',
  'holdsDataInvalid',
  'duplicateSerialNumber',
  'tooManyRows',
]);

/** The translation key of a row's problem; null for one this app does not know (show the server's text). */
export function problemKey(code: string): string | null {
  return knownProblems.has(code) ? `reconciliation.upload.problem.${code}` : null;
}
