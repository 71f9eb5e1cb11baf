import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../database/connections.js';
import { addDays, todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { createSupplier } from '../../test-support/factories.js';
import { createOwnDatabases } from '../../test-support/own-databases.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { summariseUnits } from './summary.js';
import { listMethodVersions } from '../sustainability/service.js';

// Own databases: these tests publish factors and method versions, which apply to every unit.
let own: Awaited<ReturnType<typeof createOwnDatabases>>;
let database: Database;
beforeAll(async () => {
  own = await createOwnDatabases();
  database = createDatabase(own.urls.no, 2);
});
afterAll(async () => {
  await database.destroy();
  await own.drop();
});

const today = () => todayInBusinessTimeZone();

/** A category of its own, so no other test's factors are in play. */
async function createCategory(): Promise<string> {
  const letters = [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26)));
  const code = `test_${letters.join('')}`;
  await database.insertInto('unit_categories').values({ code, position: 99 }).execute();
  return code;
}

/**
 * Factors published long ago. The database refuses a factor valid from a past day (published
 * figures never change), so the test seeds history with triggers off for its transaction.
 */
async function seedPastFactors(
  factors: {
    category: string;
    manufacturer?: string;
    model?: string;
    valid_from: string;
    kg: number;
    low: number;
    high: number;
  }[],
): Promise<void> {
  await database.transaction().execute(async (transaction) => {
    await sql`set local session_replication_role = replica`.execute(transaction);
    await transaction
      .insertInto('co2_factors')
      .values(
        factors.map((factor) => ({
          category: factor.category,
          manufacturer: factor.manufacturer ?? null,
          model: factor.model ?? null,
          valid_from: factor.valid_from,
          kg_co2e_per_reused_unit: String(factor.kg),
          kg_co2e_low: String(factor.low),
          kg_co2e_high: String(factor.high),
          source: 'Test source',
          source_year: 2020,
        })),
      )
      .execute();
  });
}

const firstQuarter = { from: '2026-01-01', to: '2026-03-31' };

async function summaryOf(supplierId: string, range = firstQuarter) {
  return summariseUnits(database, [supplierId], range, 'COMPLETED_DATE', today());
}

async function unitsOf(supplierId: string) {
  return database
    .selectFrom('processed_units')
    .select(['serial_number', 'co2_method_version', 'co2_factor_id', 'co2e_kg', 'co2e_low_kg'])
    .select(['co2e_high_kg'])
    .where('supplier_id', '=', supplierId)
    .orderBy('serial_number')
    .execute();
}

describe('CO2 figures by method version and factor', () => {
  it('adds up hand-computed points and ranges, model factors before category averages', async () => {
    const category = await createCategory();
    await seedPastFactors([
      { category, valid_from: '2020-01-01', kg: 100, low: 80, high: 130 },
      {
        category,
        manufacturer: 'Acme',
        model: 'Model X',
        valid_from: '2020-01-01',
        kg: 60,
        low: 50,
        high: 75,
      },
    ]);
    const supplier = await createSupplier(database);
    await importTestUnits(database, supplier.id, [
      // The model's footprint, matched without case and spaces around: 60 (50-75).
      unitRow({ serial_number: 'U1', category, manufacturer: ' acme ', model: 'MODEL X' }),
      // Another model of the category: its average, 100 (80-130), twice.
      unitRow({ serial_number: 'U2', category, manufacturer: 'Acme', model: 'Model Y' }),
      unitRow({ serial_number: 'U3', category, manufacturer: '', model: '' }),
      // Recycled: no avoided emissions, but computed under the method version all the same.
      unitRow({ serial_number: 'U4', category, outcome: 'recycled' }),
      // Not completed: no version, nothing counted.
      unitRow({ serial_number: 'U5', category, outcome: 'in_process', completed_date: '' }),
    ]);

    const units = await unitsOf(supplier.id);
    expect(units.map((unit) => [unit.serial_number, unit.co2_method_version])).toEqual([
      ['U1', '2026.1'],
      ['U2', '2026.1'],
      ['U3', '2026.1'],
      ['U4', '2026.1'],
      ['U5', null],
    ]);
    expect(units.map((unit) => [unit.co2e_kg, unit.co2e_low_kg, unit.co2e_high_kg])).toEqual([
      ['60.00', '50.00', '75.00'],
      ['100.00', '80.00', '130.00'],
      ['100.00', '80.00', '130.00'],
      ['0.00', '0.00', '0.00'],
      ['0.00', '0.00', '0.00'],
    ]);
    expect(units[3]?.co2_factor_id).toBeNull();

    // 60 + 100 + 100 = 260 kg, low 50 + 80 + 80 = 210, high 75 + 130 + 130 = 335.
    const summary = await summaryOf(supplier.id);
    expect(summary).toMatchObject({
      co2SavingsTons: 0.26,
      co2SavingsLowTons: 0.21,
      co2SavingsHighTons: 0.335,
      methodVersions: ['2026.1'],
    });
  });

  it('leaves a past period as it was when a factor changes, also when its units are written again', async () => {
    const category = await createCategory();
    await seedPastFactors([{ category, valid_from: '2020-01-01', kg: 100, low: 80, high: 130 }]);
    const supplier = await createSupplier(database);
    const pastUnits = [
      unitRow({ serial_number: 'P1', category, manufacturer: 'Acme', model: 'Model X' }),
      unitRow({ serial_number: 'P2', category, completed_date: '2026-03-31' }),
    ];
    await importTestUnits(database, supplier.id, pastUnits);
    const before = await summaryOf(supplier.id);
    expect(before.co2SavingsTons).toBe(0.2);

    // A backdated factor is refused: it would change figures already reported.
    await expect(
      database
        .insertInto('co2_factors')
        .values({
          category,
          valid_from: today(),
          kg_co2e_per_reused_unit: '400',
          kg_co2e_low: '300',
          kg_co2e_high: '500',
          source: 'Too late',
          source_year: 2026,
        })
        .execute(),
    ).rejects.toThrow(/valid_from must be after today/);
    // Published factors are never edited either.
    await expect(
      database
        .updateTable('co2_factors')
        .set({ kg_co2e_per_reused_unit: '400' })
        .where('category', '=', category)
        .execute(),
    ).rejects.toThrow(/cannot be changed/);

    // The new factors, for the category and for a model, from tomorrow on.
    const tomorrow = addDays(today(), 1);
    await database
      .insertInto('co2_factors')
      .values([
        {
          category,
          valid_from: tomorrow,
          kg_co2e_per_reused_unit: '400',
          kg_co2e_low: '300',
          kg_co2e_high: '500',
          source: 'New study',
          source_year: 2026,
        },
        {
          category,
          manufacturer: 'Acme',
          model: 'Model X',
          valid_from: tomorrow,
          kg_co2e_per_reused_unit: '40',
          kg_co2e_low: '30',
          kg_co2e_high: '50',
          source: 'Acme PCF',
          source_year: 2026,
        },
      ])
      .execute();
    expect(await summaryOf(supplier.id)).toEqual(before);

    // Written again (a re-import with another grade): the same figures.
    await importTestUnits(
      database,
      supplier.id,
      pastUnits.map((unit) => ({ ...unit, grade: 'B' })),
    );
    expect(await summaryOf(supplier.id)).toEqual(before);
    expect((await unitsOf(supplier.id)).map((unit) => unit.co2e_kg)).toEqual(['100.00', '100.00']);

    // A unit completed from tomorrow on takes the new factors.
    const later = addDays(today(), 2);
    await importTestUnits(database, supplier.id, [
      unitRow({ serial_number: 'F1', category, created_at: today(), completed_date: later }),
      unitRow({
        serial_number: 'F2',
        category,
        manufacturer: 'Acme',
        model: 'Model X',
        created_at: today(),
        completed_date: later,
      }),
    ]);
    const future = await summaryOf(supplier.id, { from: later, to: later });
    expect(future).toMatchObject({
      co2SavingsTons: 0.44,
      co2SavingsLowTons: 0.33,
      co2SavingsHighTons: 0.55,
    });
    expect(await summaryOf(supplier.id)).toEqual(before);
  });

  it('names each version a period spans, and publishes the versions with their sources', async () => {
    const category = await createCategory();
    await seedPastFactors([{ category, valid_from: '2020-01-01', kg: 100, low: 80, high: 130 }]);
    // A second version from the first of next month.
    const [year, month] = today().split('-').map(Number) as [number, number];
    const nextMonth = `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`;
    const version = `${year + 1}.7`;
    await database
      .insertInto('co2_method_versions')
      .values({
        version,
        valid_from: nextMonth,
        published_on: today(),
        texts: JSON.stringify(
          Object.fromEntries(
            ['da', 'en', 'fi', 'no', 'se'].map((language) => [
              language,
              {
                boundary: `Boundary ${language}`,
                baseline: 'Baseline',
                deductions: 'Deductions',
                uncertainty: 'Uncertainty',
              },
            ]),
          ),
        ),
      })
      .execute();
    const supplier = await createSupplier(database);
    await importTestUnits(database, supplier.id, [
      unitRow({ category, created_at: today(), completed_date: addDays(nextMonth, -1) }),
      unitRow({ category, created_at: today(), completed_date: nextMonth }),
    ]);
    const spanning = await summaryOf(supplier.id, {
      from: addDays(nextMonth, -1),
      to: nextMonth,
    });
    expect(spanning.methodVersions).toEqual(['2026.1', version]);
    expect(spanning.co2SavingsTons).toBe(0.2);

    const published = await listMethodVersions(database, 'fi');
    expect(published.map((item) => [item.version, item.valid_from, item.valid_to])).toEqual([
      [version, nextMonth, null],
      ['2026.1', '2015-01-01', addDays(nextMonth, -1)],
    ]);
    expect(published[0]?.boundary).toBe('Boundary fi');
    expect(published[1]?.boundary).toMatch(/^Kehdosta tehtaan portille/);
    const laptop = published[1]?.category_factors.find((factor) => factor.category === 'laptop');
    expect(laptop).toMatchObject({ kg_co2e: 250, kg_co2e_low: 150, kg_co2e_high: 350 });
    expect(published[1]?.sources).toContainEqual(
      expect.objectContaining({ source: 'Test source', source_year: 2020 }),
    );
  });
});
