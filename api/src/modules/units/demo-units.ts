import { addDays } from '../../shared/local-dates.js';
import { pick, randomCharacters, randomNumbers } from './demo-random.js';
import type { RawUnitRow } from './import/unit-row.js';

interface CategoryProfile {
  share: number;
  weightKg: [number, number];
  dataBearing: boolean;
  models: [manufacturer: string, model: string][];
}

const categories: Record<string, CategoryProfile> = {
  laptop: {
    share: 38,
    weightKg: [1.1, 2.4],
    dataBearing: true,
    models: [
      ['Lenovo', 'ThinkPad T14 Gen 3'],
      ['Dell', 'Latitude 5430'],
      ['HP', 'EliteBook 840 G9'],
      ['Apple', 'MacBook Air M2'],
    ],
  },
  desktop: {
    share: 14,
    weightKg: [4.5, 9],
    dataBearing: true,
    models: [
      ['Dell', 'OptiPlex 7000'],
      ['HP', 'EliteDesk 800 G6'],
      ['Lenovo', 'ThinkCentre M70q'],
    ],
  },
  monitor: {
    share: 18,
    weightKg: [3.2, 7.5],
    dataBearing: false,
    models: [
      ['Dell', 'P2422H'],
      ['Samsung', 'S24R650'],
      ['EIZO', 'FlexScan EV2485'],
    ],
  },
  mobile_phone: {
    share: 14,
    weightKg: [0.15, 0.24],
    dataBearing: true,
    models: [
      ['Apple', 'iPhone 13'],
      ['Samsung', 'Galaxy S21'],
      ['Apple', 'iPhone SE'],
    ],
  },
  tablet: {
    share: 5,
    weightKg: [0.45, 0.7],
    dataBearing: true,
    models: [
      ['Apple', 'iPad 9th gen'],
      ['Samsung', 'Galaxy Tab S7'],
    ],
  },
  server: {
    share: 2,
    weightKg: [15, 28],
    dataBearing: true,
    models: [
      ['Dell', 'PowerEdge R740'],
      ['HPE', 'ProLiant DL380 Gen10'],
    ],
  },
  network: {
    share: 3,
    weightKg: [1.5, 6],
    dataBearing: false,
    models: [
      ['Cisco', 'Catalyst 9200'],
      ['HPE Aruba', '2930F'],
    ],
  },
  printer: {
    share: 2,
    weightKg: [9, 25],
    dataBearing: false,
    models: [
      ['HP', 'LaserJet Pro M404'],
      ['Canon', 'i-SENSYS MF445'],
    ],
  },
  storage_media: {
    share: 3,
    weightKg: [0.05, 0.7],
    dataBearing: true,
    models: [
      ['Seagate', 'Exos 7E8 4TB'],
      ['Samsung', 'PM883 SSD'],
    ],
  },
  other: {
    share: 1,
    weightKg: [0.2, 5],
    dataBearing: false,
    models: [
      ['Logitech', 'Rally Bar'],
      ['Jabra', 'Evolve2 65'],
    ],
  },
};

// More equipment in spring and autumn (refresh projects), little in July and December.
const monthWeights = [0.9, 1.0, 1.2, 1.1, 1.1, 1.0, 0.4, 0.8, 1.2, 1.3, 1.2, 0.7];

function profileOf(category: string): CategoryProfile {
  const profile = categories[category];
  if (!profile) throw new Error(`No demo profile for ${category}`);
  return profile;
}

function weighted(random: () => number): string {
  const total = Object.values(categories).reduce((sum, profile) => sum + profile.share, 0);
  let threshold = random() * total;
  for (const [code, profile] of Object.entries(categories)) {
    threshold -= profile.share;
    if (threshold <= 0) return code;
  }
  return 'other';
}

export interface DemoUnitsOptions {
  count: number;
  /** The last day units may have been received, graded or completed on (YYYY-MM-DD). */
  today: string;
  years: number;
  seed: number;
  serialPrefix: string;
}

/**
 * Realistic units for demos and load tests: categories, seasonality, outcome shares (about
 * 58% reused, 34% recycled, 8% stocked once completed), erasure or destruction of data-bearing
 * units, and units still in process near `today`.
 */
export function* generateDemoUnits(options: DemoUnitsOptions): Generator<RawUnitRow> {
  const random = randomNumbers(options.seed);
  const spanDays = options.years * 365;
  let jobNumber = 0;
  let jobRemaining = 0;
  let jobDay = '';
  for (let index = 0; index < options.count; index += 1) {
    if (jobRemaining === 0) {
      // A job brings 20 to 300 units, collected on one day.
      jobNumber += 1;
      jobRemaining = 20 + Math.floor(random() * 280);
      // Every tenth job is recent, so there is always equipment still in process.
      const recent = jobNumber % 10 === 0;
      do {
        jobDay = addDays(options.today, -Math.floor(random() * (recent ? 45 : spanDays)));
      } while (!recent && random() > (monthWeights[Number(jobDay.slice(5, 7)) - 1] ?? 1) / 1.3);
    }
    jobRemaining -= 1;
    const category = weighted(random);
    const profile = profileOf(category);
    const [manufacturer, model] = pick(profile.models, random);
    const gradedDay = addDays(jobDay, 2 + Math.floor(random() * 9));
    const completedDay = addDays(gradedDay, 3 + Math.floor(random() * 28));
    const completed = completedDay <= options.today;
    const roll = random();
    const outcome = !completed
      ? 'in_process'
      : roll < 0.58
        ? 'reused'
        : roll < 0.92
          ? 'recycled'
          : 'stocked';
    const destroyed =
      profile.dataBearing &&
      (outcome === 'recycled' ? random() < 0.6 : category === 'storage_media' && random() < 0.5);
    const sanitisationMethod = !profile.dataBearing
      ? 'not_required'
      : destroyed
        ? 'physical_destruction'
        : 'software_erasure';
    const [lightest, heaviest] = profile.weightKg;
    yield {
      // Like real serials: a maker's letters, random characters, then what keeps it unique.
      serial_number: `${manufacturer.slice(0, 2).toUpperCase()}${randomCharacters(random, 5)}${options.serialPrefix}${index.toString(36).toUpperCase().padStart(6, '0')}`,
      manufacturer,
      model,
      category,
      weight_kg: (lightest + random() * (heaviest - lightest)).toFixed(2),
      grade: outcome === 'recycled' ? 'D' : pick(['A', 'A', 'B', 'B', 'C'], random),
      sanitisation_method: sanitisationMethod,
      erasure_standard:
        sanitisationMethod === 'software_erasure'
          ? 'NIST 800-88 Purge'
          : sanitisationMethod === 'physical_destruction'
            ? 'Shredded to 20 mm (DIN 66399 H-4)'
            : '',
      sanitisation_result:
        sanitisationMethod === 'not_required'
          ? 'not_required'
          : completed || gradedDay <= options.today
            ? 'passed'
            : 'pending',
      outcome,
      created_at: jobDay,
      graded_date: gradedDay <= options.today ? gradedDay : '',
      completed_date: completed ? completedDay : '',
      // The portal's own format (J-year-six digits), from 100000 on: orders placed in the demo
      // count from 1 and never meet these.
      job_number: `J-${jobDay.slice(0, 4)}-${String(100_000 + jobNumber).padStart(6, '0')}`,
    };
  }
}
