import { createHash } from 'node:crypto';
import type { AssetListLayout } from '@itad-portal/validation';

/*
 * The customers' tools' exports of a retirement list, as the demo makes them: each shaped like
 * its file in test-fixtures/ (headers in order, quoting, line ends, byte order mark, dates).
 */

export interface ListDevice {
  serialNumber: string;
  manufacturer: string;
  model: string;
  category: string;
  /** Its place in the customer's register, from 1: names and tags count from it. */
  number: number;
}

export interface ListContext {
  company: string;
  city: string;
  /** The job's order day, yyyy-mm-dd: the export was made then. */
  day: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const guidOf = (text: string) => {
  const hex = digest(text);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
const cityCode = (city: string) =>
  city
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
const categoryPrefixes: Record<string, string> = {
  laptop: 'LT',
  desktop: 'PC',
  mobile_phone: 'MOB',
  tablet: 'TAB',
  monitor: 'MON',
  server: 'SRV',
  network: 'NET',
  printer: 'PRN',
};
const deviceName = (device: ListDevice, context: ListContext) =>
  `${categoryPrefixes[device.category] ?? 'DEV'}-${cityCode(context.city)}-${String(device.number).padStart(4, '0')}`;
const isDataBearing = (device: ListDevice) =>
  ['laptop', 'desktop', 'mobile_phone', 'tablet', 'server', 'storage_media'].includes(
    device.category,
  );
const operatingSystemOf = (device: ListDevice) => {
  const handheld = device.category === 'mobile_phone' || device.category === 'tablet';
  if (device.manufacturer === 'Apple') return handheld ? 'iOS' : 'macOS';
  return handheld ? 'Android' : 'Windows';
};
const operatingSystemVersions: Record<string, string> = {
  Windows: '10.0.22631.4460',
  macOS: '14.6.1',
  iOS: '17.6.1',
  Android: '14',
};
const shortDayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

// The tools quote differently: Intune and ServiceNow every field, Snipe-IT and Jamf only where needed.
const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
const quotedWhereNeeded = (cell: string) => (/[",\r\n]/.test(cell) ? quoted(cell) : cell);

interface LayoutShape {
  headers: readonly string[];
  quote: (cell: string) => string;
  lineEnd: '\r\n' | '\n';
  byteOrderMark: boolean;
  cells: (device: ListDevice, context: ListContext) => Record<string, string>;
}

const intuneHeaders = `Device ID,Device name,Enrollment date,Last check-in,Azure AD Device ID,OS version,Azure AD registered,EAS activation ID,Serial number,Manufacturer,Model,EAS activated,IMEI,Last EAS sync time,EAS reason,EAS status,Compliance grace period expiration,Security patch level,Wi-Fi MAC,MEID,Subscriber carrier,Total storage,Free storage,Management name,Category,UserId,Primary user UPN,Primary user email address,Primary user display name,WiFiIPv4Address,WiFiSubnetID,Compliance,Managed by,Ownership,Device state,Intune registered,Supervised,Encrypted,OS,SkuFamily,JoinType,Phone number,Jailbroken,ICCID,EthernetMAC,CellularTechnology,ProcessorArchitecture,EID,EnrollmentProfileName`;

/** Each tool's export as test-fixtures/README.md describes it. */
const shapes: Record<AssetListLayout, LayoutShape> = {
  intune: {
    headers: intuneHeaders.split(','),
    quote: quoted,
    lineEnd: '\r\n',
    byteOrderMark: true,
    cells: (device, context) => {
      const name = deviceName(device, context);
      const system = operatingSystemOf(device);
      const enrolled = shortDayBefore(context.day, 1_100 + (device.number % 700));
      return {
        'Device ID': guidOf(`intune ${device.serialNumber}`),
        'Device name': name,
        'Enrollment date': `${enrolled} 08:${String(device.number % 60).padStart(2, '0')}:14.0000000`,
        'Last check-in': `${shortDayBefore(context.day, 2 + (device.number % 9))} 16:45:11.1234567`,
        'Azure AD Device ID': guidOf(`entra ${device.serialNumber}`),
        'OS version': operatingSystemVersions[system] ?? '',
        'Azure AD registered': 'Yes',
        'Serial number': device.serialNumber,
        Manufacturer: device.manufacturer,
        Model: device.model,
        'EAS activated': 'No',
        'Last EAS sync time': '0001-01-01 00:00:00.0000000',
        'EAS status': 'None',
        'Compliance grace period expiration': '9999-12-31 23:59:59.9999999',
        'Management name': `${name}_${system}_${enrolled.replaceAll('-', '/')}`,
        Compliance: 'Compliant',
        'Managed by': 'Intune',
        Ownership: 'Corporate',
        'Device state': 'Managed',
        'Intune registered': 'Yes',
        Supervised: 'No',
        Encrypted: 'Yes',
        OS: system,
        SkuFamily: system === 'Windows' ? 'Enterprise' : '',
        JoinType: system === 'Windows' ? 'Azure AD joined' : '',
        Jailbroken: 'Unknown',
        ProcessorArchitecture: system === 'Windows' ? 'x64' : 'arm64',
      };
    },
  },
  servicenow: {
    headers: [
      'display_name',
      'asset_tag',
      'serial_number',
      'model_category',
      'model',
      'install_status',
      'substatus',
      'assigned_to',
      'location',
      'ci',
      'sys_id',
      'sys_updated_on',
    ],
    quote: quoted,
    lineEnd: '\r\n',
    byteOrderMark: false,
    cells: (device, context) => {
      const assetTag = `P${1_000_000 + device.number}`;
      const model = `${device.manufacturer} ${device.model}`;
      const computer = ['laptop', 'desktop', 'server'].includes(device.category);
      return {
        display_name: `${assetTag} - ${model}`,
        asset_tag: assetTag,
        serial_number: device.serialNumber,
        model_category: computer ? 'Computer' : device.category === 'monitor' ? 'Monitor' : 'Other',
        model,
        install_status: 'In stock',
        substatus: 'Pending disposal',
        location: context.city,
        ci: computer ? deviceName(device, context) : '',
        sys_id: digest(`servicenow ${device.serialNumber}`).slice(0, 32),
        sys_updated_on: `${shortDayBefore(context.day, 1)} 14:22:${String(device.number % 60).padStart(2, '0')}`,
      };
    },
  },
  snipe_it: {
    // A custom field the customer keeps ("Holds data") is exported after Snipe-IT's own columns.
    headers: [
      ...'ID,Company,Asset Tag,Asset Name,Manufacturer,Model,Model No.,Category,Serial,Purchase Date,Purchase Cost,EOL,Order Number,Supplier,Location,Checked Out To,Status,Warranty,Warranty Expires,Notes,Created At,Updated at'.split(
        ',',
      ),
      'Holds data',
    ],
    quote: quotedWhereNeeded,
    lineEnd: '\n',
    byteOrderMark: true,
    cells: (device, context) => {
      const purchased = shortDayBefore(context.day, 1_400 + (device.number % 200));
      return {
        ID: String(1_000 + device.number),
        Company: context.company,
        'Asset Tag': `A-${String(device.number).padStart(5, '0')}`,
        'Asset Name': deviceName(device, context),
        Manufacturer: device.manufacturer,
        Model: device.model,
        Category: device.category.replace('_', ' ').replace(/^./, (first) => first.toUpperCase()),
        Serial: device.serialNumber,
        'Purchase Date': purchased,
        'Purchase Cost': isDataBearing(device) ? '8 450,00' : '2 190,00',
        Location: context.city,
        Status: 'Pending disposal',
        Warranty: '36',
        Notes:
          device.number === 1 ? `Retire with batch ${context.day.slice(0, 7)}, "keep PSU"` : '',
        'Created At': `${purchased} 10:14:22`,
        'Updated at': `${shortDayBefore(context.day, 1)} 08:40:03`,
        'Holds data': isDataBearing(device) ? 'Yes' : 'No',
      };
    },
  },
  jamf_pro: {
    headers:
      'Computer Name,Jamf Pro Computer ID,Serial Number,Model,Model Identifier,Asset Tag,Operating System Version,Last Inventory Update,Username,Department,Building,FileVault 2 Status,Managed'.split(
        ',',
      ),
    quote: quotedWhereNeeded,
    lineEnd: '\n',
    byteOrderMark: false,
    cells: (device, context) => ({
      'Computer Name': deviceName(device, context),
      'Jamf Pro Computer ID': String(400 + device.number),
      'Serial Number': device.serialNumber,
      Model: device.model,
      'Asset Tag': `M-${String(device.number).padStart(4, '0')}`,
      'Operating System Version': operatingSystemOf(device) === 'macOS' ? '15.1' : '',
      'Last Inventory Update': `${shortDayBefore(context.day, 3)} 17:05:12`,
      Building: context.city,
      'FileVault 2 Status': 'All Encrypted',
      Managed: 'Managed',
    }),
  },
};

/** A retirement list as the tool exports it, byte for byte. */
export function retirementListText(
  layout: AssetListLayout,
  devices: readonly ListDevice[],
  context: ListContext,
): string {
  const shape = shapes[layout];
  const lines = [
    shape.headers.map(shape.quote).join(','),
    ...devices.map((device) => {
      const cells = shape.cells(device, context);
      return shape.headers.map((header) => shape.quote(cells[header] ?? '')).join(',');
    }),
  ];
  return `${shape.byteOrderMark ? '\uFEFF' : ''}${lines.join(shape.lineEnd)}${shape.lineEnd}`;
}

/** Two devices on the list that were never handed over, named from the job (never a unit's). */
export const neverReceived = (jobNumber: string): Omit<ListDevice, 'number'>[] =>
  [
    ['Lenovo', 'ThinkPad T14 Gen 3', 'laptop'],
    ['Apple', 'iPad Air (5th generation)', 'tablet'],
  ].map(([manufacturer = '', model = '', category = ''], index) => ({
    serialNumber: `NR${digest(`${jobNumber} ${index}`).slice(0, 8).toUpperCase()}`,
    manufacturer,
    model,
    category,
  }));
