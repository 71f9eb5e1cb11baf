import {
  checkExpectedAssetRow,
  expectedAssetFields,
  mappingProblem,
  maximumExpectedAssets,
  recogniseList,
  serialKey,
  type ExpectedAssetMapping,
  type ExpectedAssetRow,
  type ExpectedAssetRowProblem,
  type ListRecognition,
  type MappingProblem,
  type RawExpectedAssetRow,
} from '@itad-portal/validation';
import type { CellRow } from '../../shared/spreadsheet-rows.js';

/** One asset of a list, with where it came from (the file's line, or the request's position). */
export interface LineRow extends ExpectedAssetRow {
  line: number;
}

export type RowProblemCode = ExpectedAssetRowProblem | 'duplicateSerialNumber' | 'tooManyRows';

export interface RowProblem {
  line: number;
  code: RowProblemCode;
  message: string;
  /** For a duplicate: the line where the serial number first is. */
  first_line?: number;
}

/** Bad rows are reported by line, at most this many; the total is counted on. */
const maximumReportedProblems = 200;

const problemMessages: Record<RowProblemCode, string> = {
  serialNumberMissing: 'The serial number is missing.',
  serialNumberTooLong: 'The serial number is longer than 100 characters.',
  assetTagTooLong: 'The asset tag is longer than 100 characters.',
  modelTooLong: 'The model is longer than 200 characters.',
  deviceIdTooLong: 'The device ID is longer than 100 characters.',
  deviceNameTooLong: 'The device name is longer than 200 characters.',
  holdsDataInvalid: 'Whether the device holds data is not yes or no.',
  duplicateSerialNumber: 'The serial number is on the list already',
  tooManyRows: `A list holds at most ${maximumExpectedAssets.toLocaleString('en')} assets.`,
};

/**
 * Checks a list's rows one by one (each line's own rule, serial numbers once per list, the size
 * limit) and collects the problems: the caller stores nothing when there are any.
 */
export class ExpectedAssetChecker {
  readonly problems: RowProblem[] = [];
  problemCount = 0;
  rowCount = 0;
  private readonly firstLineOf = new Map<string, number>();

  check(line: number, raw: RawExpectedAssetRow): LineRow | null {
    this.rowCount += 1;
    if (this.rowCount === maximumExpectedAssets + 1) this.report(line, 'tooManyRows');
    const result = checkExpectedAssetRow(raw);
    if ('problem' in result) {
      this.report(line, result.problem);
      return null;
    }
    const key = serialKey(result.row.serial_number);
    const first = this.firstLineOf.get(key);
    if (first !== undefined) {
      this.report(line, 'duplicateSerialNumber', first);
      return null;
    }
    this.firstLineOf.set(key, line);
    return this.rowCount > maximumExpectedAssets ? null : { ...result.row, line };
  }

  private report(line: number, code: RowProblemCode, firstLine?: number) {
    this.problemCount += 1;
    if (this.problems.length < maximumReportedProblems) {
      this.problems.push(
        firstLine === undefined
          ? { line, code, message: problemMessages[code] }
          : {
              line,
              code,
              message: `${problemMessages[code]} (line ${firstLine}).`,
              first_line: firstLine,
            },
      );
    }
  }
}

type RawLine = { line: number; raw: RawExpectedAssetRow };

/** The first rows of a file, as the mapping step shows them. */
const previewRows = 5;
const previewCellLength = 100;

/** A file's header row, the columns chosen for it, and its other rows as mapped assets. */
export interface MappedFile {
  headers: string[];
  mapping: ExpectedAssetMapping;
  /** True when the mapping was recognised (a layout, remembered, the headers), false when chosen. */
  recognised: boolean;
  /** How the columns were found; null when the caller chose them. */
  layout: ListRecognition | null;
  problem: MappingProblem | null;
  /** The first rows' cells, shortened, so the user sees what each column holds. */
  preview: string[][];
  rows: AsyncGenerator<RawLine>;
}

function mapped(cells: string[], mapping: ExpectedAssetMapping): RawExpectedAssetRow {
  const raw: RawExpectedAssetRow = {};
  for (const field of expectedAssetFields) {
    const column = mapping[field];
    raw[field] = column === null ? null : (cells[column] ?? null);
  }
  return raw;
}

// Spreadsheets often end in rows that only look empty.
const isEmpty = (cells: string[]) => cells.every((value) => value.trim() === '');

async function* restOf(
  first: CellRow[],
  iterator: AsyncIterator<CellRow>,
  mapping: ExpectedAssetMapping,
): AsyncGenerator<RawLine> {
  for (const { line, cells } of first) yield { line, raw: mapped(cells, mapping) };
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    const { line, cells } = next.value;
    if (isEmpty(cells)) continue;
    yield { line, raw: mapped(cells, mapping) };
  }
}

/**
 * Reads the header row and maps the columns: the caller's choice when given, else the mapping
 * the supplier chose before for these headers, else a tool's layout or the headers' common
 * names. The first rows are kept for the preview; the rest are read as the caller iterates (a
 * file is never held whole).
 */
export async function mapFileRows(
  cellRows: AsyncGenerator<CellRow>,
  chosen: ExpectedAssetMapping | null,
  rememberedFor: (headers: string[]) => Promise<ExpectedAssetMapping | null> = () =>
    Promise.resolve(null),
): Promise<MappedFile> {
  const first = await cellRows.next();
  const headers = first.done ? [] : first.value.cells.map((header) => header.trim());
  const firstRows: CellRow[] = [];
  while (firstRows.length < previewRows) {
    const next = await cellRows.next();
    if (next.done) break;
    if (!isEmpty(next.value.cells)) firstRows.push(next.value);
  }
  let mapping = chosen;
  let layout: ListRecognition | null = null;
  if (!mapping && headers.length) {
    const remembered = await rememberedFor(headers);
    if (remembered && !mappingProblem(remembered, headers.length)) {
      mapping = remembered;
      layout = 'remembered';
    }
  }
  if (!mapping) {
    const recognition = recogniseList(headers);
    mapping = recognition.mapping;
    layout = recognition.layout ?? (mapping.serial_number === null ? null : 'headers');
  }
  return {
    headers,
    mapping,
    recognised: chosen === null,
    layout,
    problem: headers.length ? mappingProblem(mapping, headers.length) : 'serialNumberColumnMissing',
    preview: firstRows.map((row) =>
      row.cells.slice(0, headers.length).map((cell) => cell.slice(0, previewCellLength)),
    ),
    rows: restOf(firstRows, cellRows, mapping),
  };
}
