/**
 * A job's expected asset list (what the customer hands over): the columns a file may have, how
 * their headers are recognised, and the rule for one row. Shared by the API (which reads and
 * stores the list) and the web app (which lets the user choose columns it does not recognise).
 */

export const expectedAssetFields = ['serial_number', 'asset_tag', 'model'] as const;
export type ExpectedAssetField = (typeof expectedAssetFields)[number];

/** Which column (0-based) of the file holds each field; null when the file has none. */
export type ExpectedAssetMapping = Record<ExpectedAssetField, number | null>;

/** A job's list holds at most this many assets; a file at most this many bytes. */
export const maximumExpectedAssets = 100_000;
export const maximumExpectedAssetFileBytes = 20 * 1024 * 1024;

export const expectedAssetLimits = { serial_number: 100, asset_tag: 100, model: 200 } as const;

/** Lower case, letters and digits only: "S/N", "Serial No." and "serial_no" compare alike. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]/g, '');
}

// Headers as people write them, in English and the portal's other four languages.
const headerNames: Record<ExpectedAssetField, string[]> = {
  serial_number: [
    'serial_number',
    'serial',
    'serial no',
    'serial nr',
    'serialnumber',
    's/n',
    'sn',
    'serial #',
    'serienummer',
    'serienr',
    'serie nr',
    'sarjanumero',
    'sarjanro',
    'sarja nro',
  ],
  asset_tag: [
    'asset_tag',
    'asset tag',
    'asset',
    'asset id',
    'asset number',
    'asset no',
    'tag',
    'inventory number',
    'inventarnummer',
    'inventarnr',
    'aktivnummer',
    'aktiv id',
    'tilgangsnummer',
    'inventarienummer',
    'inventarienr',
    'tillgångsnummer',
    'tillgangsnummer',
    'laitetunnus',
    'inventaarionumero',
    'omaisuustunnus',
  ],
  model: ['model', 'model name', 'model number', 'modell', 'modelnavn', 'modellnavn', 'malli'],
};

const recognised = new Map<string, ExpectedAssetField>(
  expectedAssetFields.flatMap((field) =>
    headerNames[field].map((name) => [normaliseHeader(name), field] as const),
  ),
);

/** The columns whose headers name a field; each field's first such column. */
export function recogniseColumns(headers: readonly string[]): ExpectedAssetMapping {
  const mapping: ExpectedAssetMapping = { serial_number: null, asset_tag: null, model: null };
  headers.forEach((header, index) => {
    const field = recognised.get(normaliseHeader(header));
    if (field && mapping[field] === null) mapping[field] = index;
  });
  return mapping;
}

export type MappingProblem = 'serialNumberColumnMissing' | 'columnUsedTwice' | 'columnOutOfRange';

/** What is wrong with a chosen mapping, if anything: the serial number column is required. */
export function mappingProblem(
  mapping: ExpectedAssetMapping,
  columnCount: number,
): MappingProblem | null {
  if (mapping.serial_number === null) return 'serialNumberColumnMissing';
  const chosen = expectedAssetFields
    .map((field) => mapping[field])
    .filter((column): column is number => column !== null);
  if (chosen.some((column) => column < 0 || column >= columnCount)) return 'columnOutOfRange';
  if (new Set(chosen).size !== chosen.length) return 'columnUsedTwice';
  return null;
}

export type ExpectedAssetRowProblem =
  'serialNumberMissing' | 'serialNumberTooLong' | 'assetTagTooLong' | 'modelTooLong';

export interface ExpectedAssetRow {
  serial_number: string;
  asset_tag: string | null;
  model: string | null;
}

/** One row, trimmed (empty optional fields become null), or what is wrong with it. */
export function checkExpectedAssetRow(row: {
  serial_number?: string | null;
  asset_tag?: string | null;
  model?: string | null;
}): { row: ExpectedAssetRow } | { problem: ExpectedAssetRowProblem } {
  const serial = (row.serial_number ?? '').trim();
  const assetTag = (row.asset_tag ?? '').trim();
  const model = (row.model ?? '').trim();
  if (!serial) return { problem: 'serialNumberMissing' };
  if (serial.length > expectedAssetLimits.serial_number) return { problem: 'serialNumberTooLong' };
  if (assetTag.length > expectedAssetLimits.asset_tag) return { problem: 'assetTagTooLong' };
  if (model.length > expectedAssetLimits.model) return { problem: 'modelTooLong' };
  return { row: { serial_number: serial, asset_tag: assetTag || null, model: model || null } };
}

/** Serial numbers are matched without regard to case or surrounding space (as the database does). */
export function serialKey(serial: string): string {
  return serial.trim().toUpperCase();
}
