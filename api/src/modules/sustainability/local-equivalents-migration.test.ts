import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { countryDatabaseUrl } from '../../config.js';
import type { Database } from '../../database/connections.js';
import { migrateToLatest } from '../../database/migrate.js';
import { addDays, todayInBusinessTimeZone } from '../../shared/local-dates.js';
import {
  databaseBeforeMigration,
  dropCountryDatabases,
} from '../../test-support/earlier-migrations.js';
import { createSupplier } from '../../test-support/factories.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { listCo2Equivalents } from './equivalent-list.js';

const seedMigration = '20261127010000_danish_swedish_local_equivalents.sql';
const server = new URL(inject('databaseServerUrl'));
server.pathname = `/equivalents_seed_${randomBytes(4).toString('hex')}_{country}`;
const databaseUrl = server.toString();

let database: Database | undefined;
afterAll(async () => {
  await database?.destroy();
  await dropCountryDatabases(databaseUrl);
});

describe('the Danish and Swedish local equivalents seeded by migration', () => {
  it('leave the periods up to today as shown where units were processed already', async () => {
    database = await databaseBeforeMigration(countryDatabaseUrl(databaseUrl, 'dk'), seedMigration);
    const supplier = await createSupplier(database);
    await importTestUnits(database, supplier.id, [unitRow({ completed_date: '2026-02-10' })]);
    const today = todayInBusinessTimeZone();
    const personsOn = async (country: 'dk' | 'se', at: string) => {
      const { equivalents } = await listCo2Equivalents(database as Database, country, {
        equivalent: 'persons',
        at,
        page: 1,
        pageSize: 10,
      });
      return equivalents.map(({ country, valid_from, per_ton_co2e }) => ({
        country,
        valid_from,
        per_ton_co2e,
      }));
    };
    const shownBefore = await personsOn('dk', today);
    expect(shownBefore).toEqual([{ country: null, valid_from: '2015-01-01', per_ton_co2e: 0.125 }]);

    await migrateToLatest(database);

    // Today and every earlier day keep the Nordic comparison they showed ...
    expect(await personsOn('dk', today)).toEqual(shownBefore);
    expect(await personsOn('se', '2026-03-31')).toEqual(shownBefore);
    // ... and the countries' own figures count from tomorrow on.
    const tomorrow = addDays(today, 1);
    expect(await personsOn('dk', tomorrow)).toEqual([
      { country: 'dk', valid_from: tomorrow, per_ton_co2e: 0.0909 },
    ]);
    expect(await personsOn('se', tomorrow)).toEqual([
      { country: 'se', valid_from: tomorrow, per_ton_co2e: 0.119 },
    ]);
    // The database still refuses a backdated row after the migration.
    await expect(
      database
        .insertInto('equivalent_factors')
        .values({
          equivalent: 'persons',
          country: 'dk',
          valid_from: today,
          per_ton_co2e: '0.1',
          source: 'Backdated',
        })
        .execute(),
    ).rejects.toThrow(/past figures cannot change/);
  });
});
