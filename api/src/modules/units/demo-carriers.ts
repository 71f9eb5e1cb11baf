import { addDays, businessWallClockOf } from '../../shared/local-dates.js';
import { carriersInUnit, type DemoCarrier } from './demo-drives.js';
import { between, pick, randomNumbers } from './demo-random.js';
import { generateDemoUnits, type DemoUnitsOptions } from './demo-units.js';
import type { RawCarrierRow } from './import/carrier-rows.js';
import type { RawUnitRow } from './import/unit-row.js';

interface DemoCarriersOptions extends DemoUnitsOptions {
  /** No attempt is recorded later; without it, attempts on `today` may lie later that day. */
  now?: Date;
}

const operators = [
  'Jonas Berg',
  'Ingrid Solheim',
  'Mikael Lindqvist',
  'Sara Nyström',
  'Anders Kristensen',
  'Emma Virtanen',
  'Thomas Haugen',
  'Aisha Rahimi',
];

// The releases in use each year; an erasure is logged with the version that ran it.
const driveEraserVersions: Record<number, string> = { 2023: '7.6', 2024: '7.9', 2025: '7.11' };
const mobileEraserVersions: Record<number, string> = { 2023: '4.14', 2024: '5.3', 2025: '5.8' };

function versionOn(day: string, versions: Record<number, string>): string {
  const years = Object.keys(versions).map(Number);
  const year = Math.min(Math.max(Number(day.slice(0, 4)), Math.min(...years)), Math.max(...years));
  return versions[year] ?? '';
}

interface Attempt {
  carrier: DemoCarrier;
  level: 'clear' | 'purge' | 'destruct';
  technique: 'overwrite' | 'block_erase' | 'cryptographic_erase' | 'shred';
  particleSizeMm: string;
  tool: string;
  toolVersion: string;
  verification: 'full' | 'sampling' | 'visual';
  passed: boolean;
  operator: string;
  /** Seconds from the start of the sanitisation day (Oslo wall clock). */
  finishedAt: number;
}

const daySeconds = 86_400;

/** A wall-clock time in Oslo: the import reads a time without a zone as Oslo time. */
function wallClock(day: string, seconds: number): string {
  const days = Math.floor(seconds / daySeconds);
  const rest = seconds - days * daySeconds;
  const parts = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60];
  return `${addDays(day, days)}T${parts.map((part) => String(part).padStart(2, '0')).join(':')}`;
}

/** Seconds from the start of `day` to a wall-clock time (YYYY-MM-DDTHH:MM:SS). */
function secondsSince(day: string, time: string): number {
  const days = (Date.parse(time.slice(0, 10)) - Date.parse(day)) / 86_400_000;
  const [hours = 0, minutes = 0, seconds = 0] = time.slice(11).split(':').map(Number);
  return days * daySeconds + hours * 3600 + minutes * 60 + seconds;
}

/**
 * Software erasure of each carrier at the unit's standard (NIST SP 800-88 purge, or clear if the
 * unit says so): flash by cryptographic or block erase, disks by overwrite, all drives of a unit
 * started together. About one erasure in 200 fails its verification and is run again.
 */
function erasures(
  carriers: DemoCarrier[],
  level: 'clear' | 'purge',
  day: string,
  operator: string,
  random: () => number,
): Attempt[] {
  const started = between(random, 7 * 3600 + 1800, 14 * 3600 + 1800);
  // One erasure session per unit: its flash drives all purged the same way.
  const flashTechnique = random() < 0.6 ? 'cryptographic_erase' : 'block_erase';
  return carriers.flatMap((carrier): Attempt[] => {
    const technique =
      carrier.type === 'hdd' || level === 'clear'
        ? 'overwrite'
        : carrier.type === 'mobile' || carrier.manufacturer === 'Apple'
          ? 'cryptographic_erase'
          : flashTechnique;
    // Overwriting reads back everything under full verification; a disk writes ~150 MB/s.
    const verification: 'full' | 'sampling' =
      technique === 'overwrite' && carrier.capacityGb <= 2000 && random() < 0.6
        ? 'full'
        : 'sampling';
    const duration = (method: 'full' | 'sampling') =>
      technique === 'overwrite'
        ? Math.round(carrier.capacityGb * 6.7 * (method === 'full' ? 2 : 1.1))
        : between(random, 90, technique === 'block_erase' ? 900 : 420);
    const attempt = {
      carrier,
      level,
      technique,
      particleSizeMm: '',
      tool: carrier.type === 'mobile' ? 'Blancco Mobile Device Eraser' : 'Blancco Drive Eraser',
      toolVersion: versionOn(
        day,
        carrier.type === 'mobile' ? mobileEraserVersions : driveEraserVersions,
      ),
      operator,
    } as const;
    const first = { ...attempt, verification, finishedAt: started + duration(verification) };
    if (random() >= 1 / 200) return [{ ...first, passed: true }];
    // Run again at once, verifying every sector this time.
    const retried = first.finishedAt + between(random, 120, 600) + duration('full');
    return [
      { ...first, passed: false },
      { ...attempt, verification: 'full', passed: true, finishedAt: retried },
    ];
  });
}

/** Every carrier shredded together, the particles no larger than the unit's standard says. */
function destructions(
  carriers: DemoCarrier[],
  particleSizeMm: string,
  operator: string,
  random: () => number,
): Attempt[] {
  let finishedAt = between(random, 8 * 3600, 15 * 3600);
  return carriers.map((carrier) => {
    finishedAt += between(random, 15, 90);
    return {
      carrier,
      level: 'destruct',
      technique: 'shred',
      particleSizeMm,
      tool: 'UNTHA RS40',
      toolVersion: '',
      verification: 'visual',
      passed: true,
      operator,
      finishedAt,
    };
  });
}

function row(unit: RawUnitRow, attempt: Attempt, day: string): RawCarrierRow {
  return {
    unit_serial_number: unit.serial_number ?? '',
    carrier_serial: attempt.carrier.serial,
    carrier_type: attempt.carrier.type,
    manufacturer: attempt.carrier.manufacturer,
    model: attempt.carrier.model,
    capacity_gb: String(attempt.carrier.capacityGb),
    sanitisation_level: attempt.level,
    sanitisation_technique: attempt.technique,
    particle_size_mm: attempt.particleSizeMm,
    tool_name: attempt.tool,
    tool_version: attempt.toolVersion,
    verification_method: attempt.verification,
    verification_result: attempt.passed ? 'passed' : 'failed',
    operator: attempt.operator,
    sanitised_at: wallClock(day, attempt.finishedAt),
    result: attempt.passed ? 'passed' : 'failed',
  };
}

/**
 * The sanitisation records of the demo units of the same options, one row per attempt of each
 * data carrier, for the import's carriers file. Each unit whose sanitisation passed gets its
 * carriers (laptops and desktops one drive, servers two to four, phones and tablets their flash,
 * storage media themselves), erased on its grading day or destroyed the day before it was
 * completed, as its own fields say; units pending or needing none get no record. The records
 * draw from a random sequence of their own (from the same seed), so the units stay as they were
 * without them; the units are generated again alongside, so memory stays flat for any count.
 */
export function* generateDemoCarriers(options: DemoCarriersOptions): Generator<RawCarrierRow> {
  const random = randomNumbers(Math.imul(options.seed, 0x9e3779b1) ^ 0x2545f491);
  const now = options.now && businessWallClockOf(options.now);
  let jobNumber: string | undefined;
  let jobOperators: string[] = [];
  for (const unit of generateDemoUnits(options)) {
    if (unit.sanitisation_method === 'not_required' || unit.sanitisation_result !== 'passed') {
      continue;
    }
    // Two operators work a job's units.
    if (unit.job_number !== jobNumber || !jobOperators.length) {
      jobNumber = unit.job_number;
      const first = between(random, 0, operators.length - 1);
      const second = (first + between(random, 1, operators.length - 1)) % operators.length;
      jobOperators = [operators[first] ?? '', operators[second] ?? ''];
    }
    const operator = pick(jobOperators, random);
    const carriers = carriersInUnit(unit, random);
    const standard = unit.erasure_standard ?? '';
    const destroyed = unit.sanitisation_method === 'physical_destruction';
    const day =
      destroyed && unit.completed_date ? addDays(unit.completed_date, -1) : unit.graded_date;
    if (!day || !carriers.length) continue;
    const attempts = destroyed
      ? destructions(carriers, /(\d+(?:\.\d+)?) ?mm/.exec(standard)?.[1] ?? '20', operator, random)
      : erasures(carriers, /\bclear\b/i.test(standard) ? 'clear' : 'purge', day, operator, random);
    // Nothing is recorded after now: a unit graded today was erased earlier today.
    const latest = now ? secondsSince(day, now) - 300 : Infinity;
    const finished = Math.max(...attempts.map((attempt) => attempt.finishedAt));
    const shift = Math.min(0, latest - finished);
    for (const attempt of attempts) {
      yield row(unit, { ...attempt, finishedAt: attempt.finishedAt + shift }, day);
    }
  }
}

/** The demo units and their carriers' records, as the import takes them: both streamed. */
export function demoUnitsWithCarriers(options: DemoCarriersOptions): {
  rows: Iterable<RawUnitRow>;
  carriers: Iterable<RawCarrierRow>;
} {
  return { rows: generateDemoUnits(options), carriers: generateDemoCarriers(options) };
}
