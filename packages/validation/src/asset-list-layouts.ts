import {
  expectedAssetFields,
  normaliseHeader,
  recogniseColumns,
  type ExpectedAssetField,
  type ExpectedAssetMapping,
} from './expected-assets.js';

/**
 * The exports of the tools customers keep their devices in, recognised by their own column
 * headers: Microsoft Intune's device export, ServiceNow's hardware assets (alm_hardware, field
 * names or labels), Snipe-IT's asset export and Jamf Pro's computer inventory export.
 */
export const assetListLayouts = ['intune', 'servicenow', 'snipe_it', 'jamf_pro'] as const;
export type AssetListLayout = (typeof assetListLayouts)[number];

/**
 * How a file's columns were found: one of the tools' layouts, the mapping the supplier chose
 * before for files with these headers, or the headers' common names.
 */
export type ListRecognition = AssetListLayout | 'remembered' | 'headers';

interface LayoutDefinition {
  layout: AssetListLayout;
  /** Each group: at least one of these headers is in the file (all groups must be). */
  signature: string[][];
  /** Each field's column: the first of these headers the file has. */
  columns: Partial<Record<ExpectedAssetField, string[]>>;
}

const layouts: LayoutDefinition[] = [
  {
    layout: 'intune',
    signature: [
      ['Device ID'],
      ['Device name'],
      ['Serial number'],
      [
        'Enrollment date',
        'Last check-in',
        'Azure AD Device ID',
        'Microsoft Entra Device ID',
        'Primary user UPN',
        'Managed by',
      ],
    ],
    columns: {
      serial_number: ['Serial number'],
      model: ['Model'],
      device_id: ['Device ID'],
      device_name: ['Device name'],
    },
  },
  {
    layout: 'jamf_pro',
    signature: [['Jamf Pro Computer ID', 'JSS Computer ID'], ['Serial Number']],
    columns: {
      serial_number: ['Serial Number'],
      asset_tag: ['Asset Tag'],
      model: ['Model'],
      device_id: ['Jamf Pro Computer ID', 'JSS Computer ID'],
      device_name: ['Computer Name'],
    },
  },
  {
    // The CSV export names the columns by field (asset_tag); the Excel export by label.
    layout: 'servicenow',
    signature: [
      ['asset_tag'],
      ['serial_number'],
      ['install_status', 'substatus', 'model_category', 'sys_id', 'Model category', 'Substate'],
    ],
    columns: {
      serial_number: ['serial_number'],
      asset_tag: ['asset_tag'],
      model: ['model', 'display_name'],
      device_id: ['sys_id'],
      device_name: ['ci', 'Configuration Item'],
    },
  },
  {
    layout: 'snipe_it',
    signature: [['Asset Tag'], ['Serial'], ['Asset Name']],
    columns: {
      serial_number: ['Serial'],
      asset_tag: ['Asset Tag'],
      model: ['Model'],
      device_id: ['ID'],
      device_name: ['Asset Name'],
    },
  },
];

/** The tool whose export has these headers, if any. */
export function layoutOf(headers: readonly string[]): AssetListLayout | null {
  const present = new Set(headers.map(normaliseHeader));
  const found = layouts.find((definition) =>
    definition.signature.every((group) => group.some((name) => present.has(normaliseHeader(name)))),
  );
  return found?.layout ?? null;
}

/**
 * The columns of a file: a tool's layout when the headers are its export's (with the common names
 * for any other field, such as a holds-data column the customer added), else the common names.
 */
export function recogniseList(headers: readonly string[]): {
  mapping: ExpectedAssetMapping;
  layout: AssetListLayout | null;
} {
  const mapping = recogniseColumns(headers);
  const layout = layoutOf(headers);
  const definition = layouts.find((candidate) => candidate.layout === layout);
  if (!definition) return { mapping, layout: null };
  const normalised = headers.map(normaliseHeader);
  for (const field of expectedAssetFields) {
    const names = definition.columns[field];
    if (!names) continue;
    const column = names
      .map((name) => normalised.indexOf(normaliseHeader(name)))
      .find((index) => index >= 0);
    if (column === undefined) continue;
    // A column holds one field: the layout's choice wins over a common name.
    for (const other of expectedAssetFields) {
      if (mapping[other] === column) mapping[other] = null;
    }
    mapping[field] = column;
  }
  return { mapping, layout };
}

/** The key a supplier's remembered mapping is kept under: the file's headers, normalised. */
export function headerKey(headers: readonly string[]): string {
  return headers.map(normaliseHeader).join('|');
}
