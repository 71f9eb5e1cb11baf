import { describe, expect, it } from 'vitest';
import { carrierRecordSchema } from './custody/carrier-record.js';
import { unitCarrierProblem } from './custody/unit-carriers.js';
import { generateDemoCarriers } from './demo-carriers.js';
import { generateDemoUnits } from './demo-units.js';
import type { RawCarrierRow } from './import/carrier-rows.js';
import { dateOrTime } from './import/unit-row.js';

const options = { count: 6_000, today: '2026-11-21', years: 3, seed: 7, serialPrefix: 'D' };
const units = [...generateDemoUnits(options)];
const carriers = [...generateDemoCarriers(options)];
const carriersOf = new Map<string, RawCarrierRow[]>();
for (const carrier of carriers) {
  const serial = carrier.unit_serial_number ?? '';
  carriersOf.set(serial, [...(carriersOf.get(serial) ?? []), carrier]);
}
const ownCarriers = (unit: (typeof units)[number]) =>
  carriersOf.get(unit.serial_number ?? '') ?? [];
/** The carrier serials whose latest attempt is each row, by time. */
const latestAttempts = (rows: RawCarrierRow[]) => {
  const latest = new Map<string, RawCarrierRow>();
  for (const row of rows) {
    const current = latest.get(row.carrier_serial ?? '');
    if (!current || (current.sanitised_at ?? '') < (row.sanitised_at ?? '')) {
      latest.set(row.carrier_serial ?? '', row);
    }
  }
  return [...latest.values()];
};

describe('generateDemoCarriers', () => {
  it('makes valid carrier rows, the same for the same seed, and leaves the units as they were', () => {
    const schema = carrierRecordSchema(dateOrTime);
    const refused = carriers.filter((carrier) => !schema.safeParse(carrier).success);
    expect(refused).toEqual([]);
    expect([...generateDemoCarriers(options)]).toEqual(carriers);
    expect([...generateDemoCarriers({ ...options, seed: 8 })]).not.toEqual(carriers);
    expect([...generateDemoUnits(options)]).toEqual(units);
  });

  it('records every data-bearing unit that passed, each carrier last passed, and nothing else', () => {
    const sanitised = units.filter((unit) => unit.sanitisation_result === 'passed');
    expect(sanitised.length).toBeGreaterThan(2_000);
    for (const unit of sanitised) {
      const own = ownCarriers(unit);
      expect(own.length, unit.serial_number).toBeGreaterThan(0);
      expect(latestAttempts(own).every((carrier) => carrier.result === 'passed')).toBe(true);
      // The import's own rule agrees.
      const attempts = own.map((carrier) => ({
        carrier_serial: carrier.carrier_serial ?? '',
        sanitised_at: new Date(`${carrier.sanitised_at}Z`),
        sanitisation_level: carrier.sanitisation_level ?? '',
        result: carrier.result ?? '',
      }));
      const state = {
        sanitisation_method: unit.sanitisation_method ?? '',
        sanitisation_result: unit.sanitisation_result ?? '',
      };
      expect(unitCarrierProblem(state, attempts)).toBe(null);
    }
    const unrecorded = units.filter((unit) => unit.sanitisation_result !== 'passed');
    expect(unrecorded.some((unit) => unit.sanitisation_result === 'not_required')).toBe(true);
    expect(unrecorded.some((unit) => unit.sanitisation_result === 'pending')).toBe(true);
    expect(unrecorded.flatMap(ownCarriers)).toEqual([]);
  });

  it('holds the carriers each kind of unit has: one drive, two to four in a server, built-in flash', () => {
    const counts = (category: string) =>
      new Set(
        units
          .filter((unit) => unit.category === category && unit.sanitisation_result === 'passed')
          .map((unit) => latestAttempts(ownCarriers(unit)).length),
      );
    expect(counts('laptop')).toEqual(new Set([1]));
    expect(counts('desktop')).toEqual(new Set([1]));
    expect(counts('server')).toEqual(new Set([2, 3, 4]));
    // A server's drives are of one model, erased in one session the same way.
    for (const server of units.filter((unit) => unit.category === 'server')) {
      const own = ownCarriers(server);
      expect(new Set(own.map((carrier) => carrier.model)).size).toBeLessThanOrEqual(1);
      expect(
        new Set(own.map((carrier) => carrier.sanitisation_technique)).size,
      ).toBeLessThanOrEqual(1);
    }
    const typesOf = (category: string) =>
      new Set(
        units
          .filter((unit) => unit.category === category)
          .flatMap(ownCarriers)
          .map((carrier) => carrier.carrier_type),
      );
    expect(typesOf('desktop')).toEqual(new Set(['nvme', 'ssd', 'hdd']));
    expect(typesOf('mobile_phone')).toEqual(new Set(['mobile']));
    expect(typesOf('tablet')).toEqual(new Set(['mobile']));
    const media = units.filter(
      (unit) => unit.category === 'storage_media' && unit.sanitisation_result === 'passed',
    );
    expect(
      media
        .flatMap(ownCarriers)
        .every((carrier) => carrier.carrier_serial === carrier.unit_serial_number),
    ).toBe(true);
  });

  it('erases to purge on the grading day, and destroys on the day before completion to the size the unit states', () => {
    for (const unit of units) {
      const own = ownCarriers(unit);
      if (!own.length) continue;
      if (unit.sanitisation_method === 'physical_destruction') {
        expect(unit.erasure_standard).toContain('20 mm');
        for (const carrier of own) {
          expect(carrier).toMatchObject({
            sanitisation_level: 'destruct',
            sanitisation_technique: 'shred',
            particle_size_mm: '20',
            verification_method: 'visual',
          });
        }
        const day = unit.completed_date
          ? new Date(Date.parse(unit.completed_date) - 86_400_000).toISOString().slice(0, 10)
          : unit.graded_date;
        expect(own.every((carrier) => carrier.sanitised_at?.startsWith(`${day}T`))).toBe(true);
      } else {
        expect(unit.erasure_standard).toBe('NIST 800-88 Purge');
        for (const carrier of own) {
          expect(carrier.sanitisation_level).toBe('purge');
          expect(['cryptographic_erase', 'block_erase', 'overwrite']).toContain(
            carrier.sanitisation_technique,
          );
          expect(carrier.tool_name).toMatch(/^Blancco /);
          expect(carrier.particle_size_mm).toBe('');
        }
        // Started on the grading day (a long overwrite may finish after midnight).
        expect(
          own.some((carrier) => carrier.sanitised_at?.startsWith(`${unit.graded_date}T`)),
        ).toBe(true);
      }
    }
  });

  it('keeps about one erasure in 200 that failed, followed by one that passed', () => {
    const erasures = carriers.filter((carrier) => carrier.sanitisation_level === 'purge');
    const failed = erasures.filter((carrier) => carrier.result === 'failed');
    expect(failed.length).toBeGreaterThan(erasures.length / 600);
    expect(failed.length).toBeLessThan(erasures.length / 60);
    for (const attempt of failed) {
      expect(attempt.verification_result).toBe('failed');
      const retried = carriers.find(
        (carrier) =>
          carrier.unit_serial_number === attempt.unit_serial_number &&
          carrier.carrier_serial === attempt.carrier_serial &&
          (carrier.sanitised_at ?? '') > (attempt.sanitised_at ?? ''),
      );
      expect(retried).toMatchObject({ result: 'passed', verification_result: 'passed' });
    }
  });

  it('records nothing later than now, and streams: the first rows of millions come at once', () => {
    const now = new Date('2026-11-21T08:00:00Z');
    const today = carriers.filter((carrier) => carrier.sanitised_at?.startsWith('2026-11-21'));
    expect(today.some((carrier) => (carrier.sanitised_at ?? '') > '2026-11-21T09:00:00')).toBe(
      true,
    );
    const capped = [...generateDemoCarriers({ ...options, now })];
    expect(capped.every((carrier) => (carrier.sanitised_at ?? '') <= '2026-11-21T09:00:00')).toBe(
      true,
    );
    expect(capped.length).toBe(carriers.length);

    const started = performance.now();
    const rows = generateDemoCarriers({ ...options, count: 10_000_000 });
    for (let index = 0; index < 5; index += 1) expect(rows.next().done).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
