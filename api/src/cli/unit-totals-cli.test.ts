import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { countryDatabaseUrl } from '../config.js';
import { createDatabase } from '../database/connections.js';
import { createSupplier } from '../test-support/factories.js';
import { importTestUnits, unitRow } from '../test-support/unit-factories.js';
import { runAdmin } from '../test-support/admin-cli.js';

describe('[PROVIDER] npm run admin -- rebuild-daily-totals and move-units', () => {
  it('repairs drifted totals, and moves units with their totals to another supplier', async () => {
    const server = new URL(inject('databaseServerUrl'));
    server.pathname = `/cli_totals_${randomBytes(4).toString('hex')}_{country}`;
    const environment = { DATABASE_URL: server.toString() };
    expect(runAdmin(['migrate'], environment).code).toBe(0);
    const database = createDatabase(countryDatabaseUrl(server.toString(), 'dk'), 1);
    const [from, to] = [await createSupplier(database), await createSupplier(database)];
    await importTestUnits(database, from.id, [
      unitRow({ serial_number: 'MOVE-1' }),
      unitRow({ serial_number: 'STAY-1' }),
    ]);
    const unitsOf = async (supplierId: string) =>
      (
        await database
          .selectFrom('unit_daily_totals')
          .select((eb) => eb.fn.sum<number>('units').as('units'))
          .where('supplier_id', '=', supplierId)
          .where('date_column', '=', 'CREATED_AT')
          .executeTakeFirstOrThrow()
      ).units;

    await database.deleteFrom('unit_daily_totals').where('supplier_id', '=', from.id).execute();
    const rebuilt = runAdmin(
      ['rebuild-daily-totals', '--country', 'dk', '--supplier', from.id],
      environment,
    );
    expect(rebuilt.output).toMatch(/Rebuilt 3 daily totals/);
    expect(rebuilt.code).toBe(0);
    expect(await unitsOf(from.id)).toBe(2);

    const moved = runAdmin(
      ['move-units', 'MOVE-1', 'NONE-1', '--from', from.id, '--to', to.id, '--country', 'dk'],
      environment,
    );
    expect(moved.output).toMatch(/Moved 1 units\.\s+Not found at the source: NONE-1/);
    expect(moved.code).toBe(0);
    expect([await unitsOf(from.id), await unitsOf(to.id)]).toEqual([1, 1]);

    const badCountry = runAdmin(['rebuild-daily-totals', '--country', 'xx'], environment);
    expect(badCountry.code).toBe(2);
    await database.destroy();
  });
});
