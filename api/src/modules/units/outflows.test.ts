import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '../../shared/countries.js';
import { createSupplier, createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const outflowsQuery = `query get_material_outflows($filter: UnitSummaryFilter!) {
  get_material_outflows(filter: $filter) {
    routes { route units weighed_units tonnes hazardous_tonnes }
    units unweighed_units tonnes hazardous_tonnes non_hazardous_tonnes
    companies { supplier_id company tonnes hazardous_tonnes routes { route units tonnes } }
  }
}`;

interface Route {
  route: string;
  units: number;
  weighed_units?: number;
  tonnes: number;
  hazardous_tonnes?: number;
}

interface Outflows {
  routes: Route[];
  units: number;
  unweighed_units: number;
  tonnes: number;
  hazardous_tonnes: number;
  non_hazardous_tonnes: number;
  companies: {
    supplier_id: string;
    company: string;
    tonnes: number;
    hazardous_tonnes: number;
    routes: Route[];
  }[];
}

async function outflows(token: string, filter: Record<string, unknown>, country: CountryCode) {
  const response = await server.graphql<{ get_material_outflows: Outflows }>({
    query: outflowsQuery,
    variables: { filter },
    token,
    country,
  });
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data.get_material_outflows;
}

const firstQuarter = { period: 'Q1', year: 2026, date_column: 'COMPLETED_DATE' };
const completed = '2026-02-10';

describe('get_material_outflows', () => {
  it('adds up hand-computed weights by treatment route, hazardous or not, per company of a group', async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 2);
    const [first, second] = subSuppliers as [(typeof subSuppliers)[0], (typeof subSuppliers)[0]];
    const user = await createUser(database, { supplier_id: master.id });
    await importTestUnits(database, master.id, [
      // Prepared for reuse: a laptop (hazardous) of 2 kg and a desktop (not) of 8 kg.
      unitRow({ category: 'laptop', outcome: 'reused', weight_kg: '2', completed_date: completed }),
      unitRow({
        category: 'desktop',
        outcome: 'reused',
        weight_kg: '8',
        completed_date: completed,
      }),
      // Recycling: a monitor (hazardous) of 5 kg.
      unitRow({
        category: 'monitor',
        outcome: 'recycled',
        weight_kg: '5',
        completed_date: completed,
      }),
      // Stocked, awaiting resale: not treated yet, a laptop of 2 kg.
      unitRow({
        category: 'laptop',
        outcome: 'stocked',
        weight_kg: '2',
        completed_date: completed,
      }),
      // Outside the quarter.
      unitRow({
        category: 'server',
        outcome: 'recycled',
        weight_kg: '30',
        completed_date: '2026-04-02',
      }),
    ]);
    await importTestUnits(database, first.id, [
      // Recycling: a server (not hazardous) of 25 kg, and a desktop without a weight.
      unitRow({
        category: 'server',
        outcome: 'recycled',
        weight_kg: '25',
        completed_date: completed,
      }),
      unitRow({
        category: 'desktop',
        outcome: 'recycled',
        weight_kg: '',
        completed_date: completed,
      }),
    ]);
    const token = await signIn(server, user);

    const group = await outflows(token, firstQuarter, 'no');
    expect(group.routes).toEqual([
      {
        route: 'PREPARED_FOR_REUSE',
        units: 2,
        weighed_units: 2,
        tonnes: 0.01,
        hazardous_tonnes: 0.002,
      },
      { route: 'RECYCLING', units: 3, weighed_units: 2, tonnes: 0.03, hazardous_tonnes: 0.005 },
      { route: 'OTHER_RECOVERY', units: 0, weighed_units: 0, tonnes: 0, hazardous_tonnes: 0 },
      { route: 'DISPOSAL', units: 0, weighed_units: 0, tonnes: 0, hazardous_tonnes: 0 },
      {
        route: 'NOT_YET_TREATED',
        units: 1,
        weighed_units: 1,
        tonnes: 0.002,
        hazardous_tonnes: 0.002,
      },
    ]);
    // 10 + 30 + 2 = 42 kg; hazardous 2 + 5 + 2 = 9 kg; one unit without a weight.
    expect(group).toMatchObject({
      units: 6,
      unweighed_units: 1,
      tonnes: 0.042,
      hazardous_tonnes: 0.009,
      non_hazardous_tonnes: 0.033,
    });
    const byCompany = new Map(group.companies.map((company) => [company.supplier_id, company]));
    expect(byCompany.size).toBe(3);
    expect(byCompany.get(master.id)).toMatchObject({ tonnes: 0.017, hazardous_tonnes: 0.009 });
    expect(byCompany.get(first.id)).toMatchObject({ tonnes: 0.025, hazardous_tonnes: 0 });
    expect(byCompany.get(second.id)).toMatchObject({ tonnes: 0, hazardous_tonnes: 0 });
    expect(byCompany.get(first.id)?.routes[1]).toEqual({
      route: 'RECYCLING',
      units: 2,
      tonnes: 0.025,
    });

    // One company of the group.
    const one = await outflows(token, { ...firstQuarter, supplier_id: first.id }, 'no');
    expect(one.tonnes).toBe(0.025);
    expect(one.companies.map((company) => company.supplier_id)).toEqual([first.id]);
  });

  it('counts all e-waste as hazardous in Sweden', async () => {
    const database = server.databases.se;
    const supplier = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id });
    await importTestUnits(database, supplier.id, [
      unitRow({
        category: 'server',
        outcome: 'recycled',
        weight_kg: '25',
        completed_date: completed,
      }),
      unitRow({
        category: 'desktop',
        outcome: 'reused',
        weight_kg: '8',
        completed_date: completed,
      }),
    ]);
    const result = await outflows(await signIn(server, user, 'se'), firstQuarter, 'se');
    expect(result).toMatchObject({
      tonnes: 0.033,
      hazardous_tonnes: 0.033,
      non_hazardous_tonnes: 0,
    });
  });
});
