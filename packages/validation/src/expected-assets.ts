/**
 * A job's expected asset list (what the customer hands over): the columns a file may have, how
 * their headers are recognised, and the rule for one row. Shared by the API (which reads and
 * stores the list) and the web app (which lets the user choose columns it does not recognise).
 */

export const expectedAssetFields = [
  'serial_number',
  'asset_tag',
  'model',
  'device_id',
  'device_name',
  'holds_data',
] as const;
export type ExpectedAssetField = (typeof expectedAssetFields)[number];

/** Which column (0-based) of the file holds each field; null when the file has none. */
export type ExpectedAssetMapping = Record<ExpectedAssetField, number | null>;

/** A job's list holds at most this many assets; a file at most this many bytes. */
export const maximumExpectedAssets = 100_000;
// An Intune export of all inventory data is about 600 bytes a device: 50,000 devices, 30 MB.
export const maximumExpectedAssetFileBytes = 50 * 1024 * 1024;

export const expectedAssetLimits = {
  serial_number: 100,
  asset_tag: 100,
  model: 200,
  device_id: 100,
  device_name: 200,
} as const;

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
  // The keys the customer's own register knows the device by, beside its serial number.
  device_id: [
    'device_id',
    'device id',
    'computer id',
    'enheds-id',
    'enheds id',
    'enhets-id',
    'enhets id',
    'laitteen id',
    'laite id',
  ],
  device_name: [
    'device_name',
    'device name',
    'computer name',
    'hostname',
    'host name',
    'enhedsnavn',
    'enhetsnavn',
    'enhetsnamn',
    'datornamn',
    'maskinnavn',
    'laitteen nimi',
    'laitenimi',
  ],
  holds_data: [
    'holds_data',
    'holds data',
    'data bearing',
    'contains data',
    'has data',
    'indeholder data',
    'har data',
    'inneholder data',
    'innehåller data',
    'sisältää dataa',
    'sisältää tietoa',
  ],
};

const recognised = new Map<string, ExpectedAssetField>(
  expectedAssetFields.flatMap((field) =>
    headerNames[field].map((name) => [normaliseHeader(name), field] as const),
  ),
);

/** A mapping with no columns chosen. */
export function emptyMapping(): ExpectedAssetMapping {
  return {
    serial_number: null,
    asset_tag: null,
    model: null,
    device_id: null,
    device_name: null,
    holds_data: null,
  };
}

/** The columns whose headers name a field; each field's first such column. */
export function recogniseColumns(headers: readonly string[]): ExpectedAssetMapping {
  const mapping = emptyMapping();
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
  | 'serialNumberMissing'
  | 'serialNumberTooLong'
  | 'assetTagTooLong'
  | 'modelTooLong'
  | 'deviceIdTooLong'
  | 'deviceNameTooLong'
  | 'holdsDataInvalid';

export interface ExpectedAssetRow {
  serial_number: string;
  asset_tag: string | null;
  model: string | null;
  device_id: string | null;
  device_name: string | null;
  /** Whether the device holds data (a disk, memory to erase); null when the list does not say. */
  holds_data: boolean | null;
}

/** A row as it comes: text cells from a file, or the API's values. */
export type RawExpectedAssetRow = Partial<
  Record<Exclude<ExpectedAssetField, 'holds_data'>, string | null> & {
    holds_data: string | boolean | null;
  }
>;

// Yes and no as the customers' tools and people write them, in the portal's five languages.
const yes = new Set(['yes', 'y', 'true', '1', 'x', 'ja', 'j', 'kylla', 'k']);
const no = new Set(['no', 'n', 'false', '0', 'nej', 'nei', 'ei', 'e']);

/** A holds-data cell: true, false, null when empty, or 'invalid' for anything else. */
export function holdsDataOf(
  value: string | boolean | null | undefined,
): boolean | null | 'invalid' {
  if (typeof value === 'boolean') return value;
  const text = normaliseHeader(value ?? '');
  if (!text) return null;
  if (yes.has(text)) return true;
  if (no.has(text)) return false;
  return 'invalid';
}

const textLimitProblems = [
  ['serial_number', 'serialNumberTooLong'],
  ['asset_tag', 'assetTagTooLong'],
  ['model', 'modelTooLong'],
  ['device_id', 'deviceIdTooLong'],
  ['device_name', 'deviceNameTooLong'],
] as const;

/** One row, trimmed (empty optional fields become null), or what is wrong with it. */
export function checkExpectedAssetRow(
  row: RawExpectedAssetRow,
): { row: ExpectedAssetRow } | { problem: ExpectedAssetRowProblem } {
  const text = {
    serial_number: (row.serial_number ?? '').trim(),
    asset_tag: (row.asset_tag ?? '').trim(),
    model: (row.model ?? '').trim(),
    device_id: (row.device_id ?? '').trim(),
    device_name: (row.device_name ?? '').trim(),
  };
  if (!text.serial_number) return { problem: 'serialNumberMissing' };
  for (const [field, problem] of textLimitProblems) {
    if (text[field].length > expectedAssetLimits[field]) return { problem };
  }
  const holdsData = holdsDataOf(row.holds_data);
  if (holdsData === 'invalid') return { problem: 'holdsDataInvalid' };
  return {
    row: {
      serial_number: text.serial_number,
      asset_tag: text.asset_tag || null,
      model: text.model || null,
      device_id: text.device_id || null,
      device_name: text.device_name || null,
      holds_data: holdsData,
    },
  };
}

/** Serial numbers are matched without regard to case or surrounding space (as the database does). */
export function serialKey(serial: string): string {
  return serial.trim().toUpperCase();
}
