import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser } from '../../test-support/factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { seedDemoValues } from './demo-values.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

describe('demo unit values', () => {
  it('value reused units by resale, recycled ones by scrap weight, none still in process', async () => {
    const user = await createUser(database);
    await importTestUnits(database, user.supplier_id, [
      unitRow({ serial_number: `DV-R-${user.supplier_id}`, category: 'laptop', outcome: 'reused' }),
      unitRow({
        serial_number: `DV-S-${user.supplier_id}`,
        category: 'monitor',
        outcome: 'recycled',
        weight_kg: '4.00',
      }),
      unitRow({
        serial_number: `DV-P-${user.supplier_id}`,
        outcome: 'in_process',
        completed_date: '',
      }),
    ]);
    const seed = () => seedDemoValues(database, 'dk', { onlySupplierIds: [user.supplier_id] });
    expect(await seed()).toBe(2);
    // A second start values nothing again.
    expect(await seed()).toBe(0);

    const units = await database
      .selectFrom('processed_units')
      .select(['serial_number', 'value_amount', 'value_kind', 'valued_at', 'completed_date'])
      .where('supplier_id', '=', user.supplier_id)
      .orderBy('serial_number')
      .execute();
    const [inProcess, reused, scrapped] = units;
    expect(inProcess).toMatchObject({ value_amount: null, value_kind: null, valued_at: null });
    expect(reused?.value_kind).toBe('resale');
    // A laptop: 60-140 % of 1,450 kroner in Danish kroner (0.64).
    expect(Number(reused?.value_amount)).toBeGreaterThanOrEqual(556);
    expect(Number(reused?.value_amount)).toBeLessThanOrEqual(1300);
    expect(scrapped).toMatchObject({ value_kind: 'scrap', value_amount: '16.64' });
    expect(reused?.valued_at?.getTime()).toBe(
      (reused?.completed_date?.getTime() ?? 0) + 86_400_000,
    );
  });
});
