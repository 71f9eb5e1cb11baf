import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { countryDatabaseUrl } from '../../config.js';
import type { Database } from '../../database/connections.js';
import { migrateToLatest } from '../../database/migrate.js';
import { addDays, todayInBusinessTimeZone } from '../../shared/local-dates.js';
import {
  databaseBeforeMigration,
  dropCountryDatabases,
} from '../../test-support/earlier-migrations.js';

const translationMigration = '20261128120000_co2_source_translations.sql';
const server = new URL(inject('databaseServerUrl'));
server.pathname = `/source_texts_${randomBytes(4).toString('hex')}_{country}`;
const databaseUrl = server.toString();

let database: Database | undefined;
afterAll(async () => {
  await database?.destroy();
  await dropCountryDatabases(databaseUrl);
});

describe('the translations of the seeded CO2 sources', () => {
  it('translate the seeded sources only, and published rows stay unchangeable', async () => {
    database = await databaseBeforeMigration(
      countryDatabaseUrl(databaseUrl, 'no'),
      translationMigration,
    );
    // A factor the provider added before the migration keeps its English source alone.
    const providerSource = 'Acme product carbon footprint';
    await database
      .insertInto('co2_factors')
      .values({
        category: 'laptop',
        manufacturer: 'Acme',
        model: 'Book 1',
        valid_from: addDays(todayInBusinessTimeZone(), 1),
        kg_co2e_per_reused_unit: '100',
        kg_co2e_low: '90',
        kg_co2e_high: '110',
        source: providerSource,
        source_year: 2025,
      })
      .execute();

    await migrateToLatest(database);

    const factors = await sql<{ source: string; source_texts: Record<string, string> | null }>`
      select source, source_texts from co2_factors order by id`.execute(database);
    const seeded = factors.rows.filter((row) => row.source !== providerSource);
    expect(seeded).toHaveLength(10);
    for (const row of seeded) {
      expect(Object.keys(row.source_texts ?? {}).sort()).toEqual(['da', 'en', 'fi', 'no', 'se']);
      expect(row.source_texts?.en).toBe(row.source);
    }
    expect(factors.rows.find((row) => row.source === providerSource)?.source_texts).toBeNull();

    const equivalents = await sql<{
      equivalent: string;
      source: string;
      source_texts: Record<string, string> | null;
    }>`select equivalent, source, source_texts from equivalent_factors
      where country is null order by equivalent`.execute(database);
    expect(equivalents.rows.map((row) => row.equivalent)).toEqual([
      'households',
      'persons',
      'spruce_forest_hectares',
      'water_liters',
    ]);
    for (const row of equivalents.rows) {
      expect(Object.keys(row.source_texts ?? {}).sort()).toEqual(['da', 'en', 'fi', 'no', 'se']);
      expect(row.source_texts?.en).toBe(row.source);
    }

    // The triggers are on again: published rows are refused any change.
    await expect(
      sql`update co2_factors set source_texts = null where manufacturer is null`.execute(database),
    ).rejects.toThrow(/published and cannot be changed/);
    await expect(
      sql`update equivalent_factors set source_texts = null where country is null`.execute(
        database,
      ),
    ).rejects.toThrow(/published and cannot be changed/);
  });
});
