import { between, pick, randomCharacters } from './demo-random.js';
import type { RawUnitRow } from './import/unit-row.js';

/** A data carrier inside a demo unit, as the erasure tool reads it off the drive. */
export interface DemoCarrier {
  serial: string;
  type: 'hdd' | 'ssd' | 'nvme' | 'mobile';
  manufacturer: string;
  model: string;
  capacityGb: number;
}

/** A drive model: its type, maker, model, capacity, and how its maker's serials look. */
type Drive = [
  type: 'hdd' | 'ssd' | 'nvme',
  manufacturer: string,
  model: string,
  capacityGb: number,
  serialPrefix: string,
  serialLength: number,
];

// What business laptops and desktops of these years ship with (M.2 NVMe), and what older or
// cheaper desktops still have (2.5" SATA SSDs, 3.5" hard disks).
const nvmeDrives: Drive[] = [
  ['nvme', 'Samsung', 'PM9A1 MZVL2512HCJQ', 512, 'S6', 12],
  ['nvme', 'Samsung', 'PM9A1 MZVL21T0HCLR', 1024, 'S6', 12],
  ['nvme', 'Samsung', 'PM991a MZVLQ256HBJD', 256, 'S5', 12],
  ['nvme', 'SK hynix', 'PC801 HFS512GEJ9X101N', 512, 'CD0', 13],
  ['nvme', 'Kioxia', 'XG8 KXG8AZNV512G', 512, 'Y2', 10],
  ['nvme', 'Micron', '2450 MTFDKCD512TFK', 512, '22', 10],
  ['nvme', 'WD', 'PC SN740 SDDPNQD-512G', 512, '23', 10],
];
const appleDrives: Drive[] = [
  ['nvme', 'Apple', 'SSD AP0256Z', 256, '0BA0', 12],
  ['nvme', 'Apple', 'SSD AP0512Z', 512, '0BA0', 12],
];
const sataDrives: Drive[] = [
  ['ssd', 'Samsung', 'PM871b MZ7LN256HAJQ', 256, 'S3', 12],
  ['ssd', 'Micron', '1100 MTFDDAK512TBN', 512, '17', 10],
];
const desktopDisks: Drive[] = [
  ['hdd', 'Seagate', 'BarraCuda ST1000DM010', 1000, 'Z9A', 5],
  ['hdd', 'WD', 'Blue WD10EZEX', 1000, 'WD-WCC6Y', 7],
  ['hdd', 'Toshiba', 'DT01ACA100', 1000, '', 9],
];
// Servers carry two to four drives of one model: SAS disks or SATA SSDs.
const serverDrives: Drive[] = [
  ['hdd', 'Seagate', 'Exos 10E2400 ST1200MM0129', 1200, 'WFK', 5],
  ['hdd', 'Toshiba', 'AL15SEB120N', 1200, '', 9],
  ['ssd', 'Samsung', 'PM883 MZ7LH960HAJR', 960, 'S4', 12],
  ['ssd', 'Intel', 'D3-S4610 SSDSC2KG960G8', 960, 'PHYG', 14],
  ['ssd', 'Micron', '5300 PRO MTFDDAK960TDS', 960, '20', 10],
];
// Storage media are their own carrier: the unit's serial is the drive's.
const storageMedia: Record<string, { type: 'hdd' | 'ssd'; capacitiesGb: number[] }> = {
  'Exos 7E8 4TB': { type: 'hdd', capacitiesGb: [4000] },
  'PM883 SSD': { type: 'ssd', capacitiesGb: [480, 960, 1920] },
};
// The built-in flash of phones and tablets, by the capacities each model was sold with.
const deviceCapacitiesGb: Record<string, number[]> = {
  'iPhone 13': [128, 256, 512],
  'Galaxy S21': [128, 256],
  'iPhone SE': [64, 128, 256],
  'iPad 9th gen': [64, 256],
  'Galaxy Tab S7': [128, 256],
};

function fromDrive(drive: Drive, random: () => number): DemoCarrier {
  const [type, manufacturer, model, capacityGb, serialPrefix, serialLength] = drive;
  return {
    serial: serialPrefix + randomCharacters(random, serialLength),
    type,
    manufacturer,
    model,
    capacityGb,
  };
}

/** A 15-digit IMEI whose last digit is its Luhn check digit, as a phone's erasure reports it. */
function imei(random: () => number): string {
  let digits = `35${String(between(random, 0, 999_999_999_999)).padStart(12, '0')}`;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  digits += String((10 - (sum % 10)) % 10);
  return digits;
}

/** The data carriers a demo unit holds, by its category and model; none for other equipment. */
export function carriersInUnit(unit: RawUnitRow, random: () => number): DemoCarrier[] {
  const manufacturer = unit.manufacturer ?? '';
  const model = unit.model ?? '';
  const serialNumber = unit.serial_number ?? '';
  switch (unit.category) {
    case 'laptop':
      return [fromDrive(pick(manufacturer === 'Apple' ? appleDrives : nvmeDrives, random), random)];
    case 'desktop': {
      const roll = random();
      const drives = roll < 0.65 ? nvmeDrives : roll < 0.8 ? sataDrives : desktopDisks;
      return [fromDrive(pick(drives, random), random)];
    }
    case 'server': {
      const drive = pick(serverDrives, random);
      const carriers: DemoCarrier[] = [];
      for (let count = between(random, 2, 4); carriers.length < count;) {
        const carrier = fromDrive(drive, random);
        if (!carriers.some((other) => other.serial === carrier.serial)) carriers.push(carrier);
      }
      return carriers;
    }
    case 'mobile_phone':
    case 'tablet':
      return [
        {
          // A phone is known by its IMEI; a tablet (often Wi-Fi only) by its own serial.
          serial: unit.category === 'mobile_phone' ? imei(random) : serialNumber,
          type: 'mobile',
          manufacturer,
          model,
          capacityGb: pick(deviceCapacitiesGb[model] ?? [64, 128], random),
        },
      ];
    case 'storage_media': {
      const media = storageMedia[model] ?? { type: 'hdd', capacitiesGb: [2000] };
      return [
        {
          serial: serialNumber,
          type: media.type,
          manufacturer,
          model,
          capacityGb: pick(media.capacitiesGb, random),
        },
      ];
    }
    default:
      return [];
  }
}
