import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { countryDatabaseUrl } from '../config.js';
import { createDatabase } from '../database/connections.js';
import { importColumns } from '../modules/units/import/unit-row.js';
import { createSupplier } from '../test-support/factories.js';
import { unitRow } from '../test-support/unit-factories.js';
import { runAdmin } from '../test-support/admin-cli.js';

describe('[PROVIDER] npm run admin -- import-units', () => {
  it('imports a good file, and for a bad one lists the rows and imports nothing', async () => {
    const server = new URL(inject('databaseServerUrl'));
    server.pathname = `/cli_units_${randomBytes(4).toString('hex')}_{country}`;
    const environment = { DATABASE_URL: server.toString() };
    // Creates and migrates the country databases.
    expect(runAdmin(['migrate'], environment).code).toBe(0);
    const database = createDatabase(countryDatabaseUrl(server.toString(), 'dk'), 1);
    const supplier = await createSupplier(database);

    const directory = await mkdtemp(path.join(os.tmpdir(), 'itad-cli-'));
    const write = async (name: string, rows: ReturnType<typeof unitRow>[]) => {
      const filePath = path.join(directory, name);
      const lines = rows.map((row) => importColumns.map((column) => row[column] ?? '').join(','));
      await writeFile(filePath, [importColumns.join(','), ...lines].join('\n'));
      return filePath;
    };
    const good = await write('good.csv', [unitRow(), unitRow()]);
    const bad = await write('bad.csv', [unitRow(), unitRow({ outcome: 'sold' })]);

    const imported = runAdmin(
      ['import-units', good, '--supplier', supplier.id, '--country', 'dk'],
      environment,
    );
    expect(imported.output).toMatch(/Imported 2 rows for .*: 2 new, 0 updated/);
    expect(imported.code).toBe(0);

    const refused = runAdmin(
      ['import-units', bad, '--supplier', supplier.id, '--country', 'dk'],
      environment,
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /row 3: outcome: outcome must be reused, recycled, stocked or in_process/,
    );
    expect(refused.output).toMatch(/Nothing imported: 1 problem/);

    const wrongSupplier = runAdmin(
      ['import-units', good, '--supplier', supplier.id, '--country', 'no'],
      environment,
    );
    expect(wrongSupplier.code).toBe(2);
    expect(wrongSupplier.output).toMatch(/No supplier .* in no/);

    const count = await database
      .selectFrom('processed_units')
      .select((eb) => eb.fn.countAll().as('units'))
      .executeTakeFirstOrThrow();
    expect(Number(count.units)).toBe(2);
    await database.destroy();
  });
});
