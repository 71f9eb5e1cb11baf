import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let managerToken: string;
let supportToken: string;
beforeAll(async () => {
  server = await startTestServer();
  managerToken = await signInStaff(
    server,
    await createTestStaff(server, { role: 'account_manager', name: 'Kari Konsoll' }),
  );
  supportToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

const setMutation = /* GraphQL */ `
  mutation console_set_customer_shipment_items($customer_id: ID!, $items: [String!]!) {
    console_set_customer_shipment_items(customer_id: $customer_id, items: $items)
  }
`;
const itemsQuery = /* GraphQL */ `
  query console_customer_shipment_items($customer_id: ID!) {
    console_customer_shipment_items(customer_id: $customer_id)
  }
`;

const auditOf = (supplierId: string) =>
  server.databases.no
    .selectFrom('audit_log')
    .select(['action', 'actor_name', 'details'])
    .where('supplier_id', '=', supplierId)
    .where('action', '=', 'supplier.settings_changed')
    .execute();

describe("a customer's shipment items in the console", () => {
  it('sets what the customer ships, in order, which its pickup orders then offer', async () => {
    const customer = await createSupplier(server.databases.no);
    const user = await createUser(server.databases.no, { supplier_id: customer.id });
    for (let time = 0; time < 2; time += 1) {
      const set = await server.graphql<{ console_set_customer_shipment_items: string[] }>({
        query: setMutation,
        variables: { customer_id: customer.id, items: ['Servers', 'Laptops', 'Servers'] },
        token: managerToken,
      });
      expect(set.body.data?.console_set_customer_shipment_items).toEqual(['Laptops', 'Servers']);
    }
    const read = await server.graphql<{ console_customer_shipment_items: string[] }>({
      query: itemsQuery,
      variables: { customer_id: customer.id },
      token: supportToken,
    });
    expect(read.body.data?.console_customer_shipment_items).toEqual(['Laptops', 'Servers']);
    const defaults = await server.graphql<{
      get_assignment_defaults: { equipment_options: string[] };
    }>({
      query: '{ get_assignment_defaults { equipment_options } }',
      token: await signIn(server, user),
    });
    expect(defaults.body.data?.get_assignment_defaults.equipment_options).toEqual([
      'Laptops',
      'Servers',
    ]);
    // Set twice, changed once: one entry in the customer's log.
    expect(await auditOf(customer.id)).toEqual([
      {
        action: 'supplier.settings_changed',
        actor_name: 'Kari Konsoll',
        details: { shipment_items: 'Laptops, Servers' },
      },
    ]);
    const cleared = await server.graphql<{ console_set_customer_shipment_items: string[] }>({
      query: setMutation,
      variables: { customer_id: customer.id, items: [] },
      token: managerToken,
    });
    expect(cleared.body.data?.console_set_customer_shipment_items).toEqual([]);
  });

  it('refuses other names, support and unknown customers, changing nothing', async () => {
    const customer = await createSupplier(server.databases.no);
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { customer_id: customer.id, items: ['Laptops', 'Spaceships'] },
        managerToken,
        'BAD_USER_INPUT',
      ],
      [{ customer_id: customer.id, items: ['Laptops'] }, supportToken, 'FORBIDDEN'],
      [
        { customer_id: '00000000-0000-4000-8000-000000000000', items: [] },
        managerToken,
        'NOT_FOUND',
      ],
      [{ customer_id: 'nobody', items: [] }, managerToken, 'NOT_FOUND'],
    ];
    for (const [variables, token, code] of refusals) {
      const answer = await server.graphql({ query: setMutation, variables, token });
      expect(errorCodeOf(answer), JSON.stringify(variables)).toBe(code);
    }
    const stored = await server.databases.no
      .selectFrom('shipment_items')
      .select('name')
      .where('supplier_id', '=', customer.id)
      .execute();
    expect(stored).toEqual([]);
    expect(await auditOf(customer.id)).toEqual([]);
  });
});
