import {
  checkExpectedAssetRow,
  mappingProblem,
  maximumExpectedAssets,
  recogniseColumns,
  serialKey,
  type ExpectedAssetMapping,
  type ExpectedAssetRow,
  type ExpectedAssetRowProblem,
  type MappingProblem,
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

  check(line: number, raw: Partial<Record<keyof ExpectedAssetRow, string | null>>): LineRow | null {
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

/** A file's header row, the columns chosen for it, and its other rows as mapped assets. */
export interface MappedFile {
  headers: string[];
  mapping: ExpectedAssetMapping;
  /** True when the mapping was recognised from the headers, false when the caller chose it. */
  recognised: boolean;
  problem: MappingProblem | null;
  rows: AsyncGenerator<{ line: number; raw: Record<keyof ExpectedAssetRow, string | null> }>;
}

async function* restOf(
  iterator: AsyncIterator<CellRow>,
  mapping: ExpectedAssetMapping,
): AsyncGenerator<{ line: number; raw: Record<keyof ExpectedAssetRow, string | null> }> {
  const cell = (cells: string[], column: number | null) =>
    column === null ? null : (cells[column] ?? null);
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    const { line, cells } = next.value;
    // Spreadsheets often end in rows that only look empty.
    if (cells.every((value) => value.trim() === '')) continue;
    yield {
      line,
      raw: {
        serial_number: cell(cells, mapping.serial_number),
        asset_tag: cell(cells, mapping.asset_tag),
        model: cell(cells, mapping.model),
      },
    };
  }
}

/**
 * Reads the header row and maps the columns: the caller's choice when given, else what the
 * headers say. The rows are read as the caller iterates (a file is never held whole).
 */
export async function mapFileRows(
  cellRows: AsyncGenerator<CellRow>,
  chosen: ExpectedAssetMapping | null,
): Promise<MappedFile> {
  const first = await cellRows.next();
  const headers = first.done ? [] : first.value.cells.map((header) => header.trim());
  const mapping = chosen ?? recogniseColumns(headers);
  return {
    headers,
    mapping,
    recognised: chosen === null,
    problem: headers.length ? mappingProblem(mapping, headers.length) : 'serialNumberColumnMissing',
    rows: restOf(cellRows, mapping),
  };
}
