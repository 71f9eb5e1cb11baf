import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let managerToken: string;
beforeAll(async () => {
  server = await startTestServer();
  managerToken = await signInStaff(
    server,
    await createTestStaff(server, { role: 'account_manager', name: 'Mona Manager' }),
  );
});
afterAll(() => server.close());

const createMutation = /* GraphQL */ `
  mutation console_create_customer($customer: ConsoleNewCustomerInput!) {
    console_create_customer(customer: $customer) {
      id
      company
      org_number
      is_master_account
      master_id
      master_company
    }
  }
`;

interface Created {
  id: string;
  company: string;
  org_number: string | null;
  is_master_account: boolean;
  master_id: string | null;
  master_company: string | null;
}

function create(customer: Record<string, unknown>, token = managerToken, country = 'no') {
  return server.graphql<{ console_create_customer: Created }>({
    query: createMutation,
    variables: { customer },
    token,
    country: country as 'no',
  });
}

describe('creating a customer in the console', () => {
  it('creates a customer, a master account and a company of its group, in both logs', async () => {
    const tag = randomUUID().slice(0, 8);
    const single = await create({ company: ` Fjordlys ${tag} AS `, org_number: '912 345 678' });
    expect(single.body.errors).toBeUndefined();
    expect(single.body.data?.console_create_customer).toMatchObject({
      company: `Fjordlys ${tag} AS`,
      org_number: '912 345 678',
      is_master_account: false,
      master_id: null,
    });
    const master = await create({ company: `Nordlys ${tag} Group`, is_master_account: true });
    const masterId = master.body.data?.console_create_customer.id;
    expect(master.body.data?.console_create_customer.is_master_account).toBe(true);
    const member = await create({ company: `Nordlys ${tag} Kraft AS`, parent_id: masterId });
    expect(member.body.data?.console_create_customer).toMatchObject({
      is_master_account: false,
      master_id: masterId,
      master_company: `Nordlys ${tag} Group`,
    });

    const staffLog = await server.databases.no
      .selectFrom('staff_audit_events')
      .select(['action', 'target_label', 'staff_name', 'details'])
      .where('action', '=', 'customer.created')
      .where('target_label', 'like', `%${tag}%`)
      .orderBy('id')
      .execute();
    expect(staffLog.map((entry) => [entry.target_label, entry.details])).toEqual([
      [`Fjordlys ${tag} AS`, { kind: 'customer' }],
      [`Nordlys ${tag} Group`, { kind: 'master_account' }],
      [`Nordlys ${tag} Kraft AS`, { kind: 'group_company' }],
    ]);
    expect(staffLog[0]?.staff_name).toBe('Mona Manager');
    const customerLog = await server.databases.no
      .selectFrom('audit_log')
      .select(['action', 'actor_type', 'actor_name'])
      .where('supplier_id', '=', single.body.data?.console_create_customer.id ?? '')
      .execute();
    expect(customerLog).toEqual([
      { action: 'supplier.created', actor_type: 'staff', actor_name: 'Mona Manager' },
    ]);
  });

  it('refuses support, customers, other countries and bad input, storing nothing', async () => {
    const tag = randomUUID().slice(0, 8);
    const support = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
    const customer = await signIn(
      server,
      await createUser(server.databases.no, { is_admin: true }),
    );
    const danish = await signInStaff(server, await createTestStaff(server, { country: 'dk' }));
    const notMaster = await createSupplier(server.databases.no);
    const master = await createSupplier(server.databases.no, { is_master_account: true });
    const company = `Refused ${tag} AS`;
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ company }, support, 'FORBIDDEN'],
      [{ company }, customer, 'UNAUTHENTICATED'],
      [{ company }, danish, 'UNAUTHENTICATED'],
      [{ company: '   ' }, managerToken, 'BAD_USER_INPUT'],
      [{ company: `${company}${'x'.repeat(200)}` }, managerToken, 'BAD_USER_INPUT'],
      [{ company, org_number: '9'.repeat(51) }, managerToken, 'BAD_USER_INPUT'],
      [{ company, parent_id: notMaster.id }, managerToken, 'BAD_USER_INPUT'],
      [{ company, parent_id: master.id, is_master_account: true }, managerToken, 'BAD_USER_INPUT'],
      [{ company, parent_id: randomUUID() }, managerToken, 'NOT_FOUND'],
      [{ company, parent_id: 'not-an-id' }, managerToken, 'NOT_FOUND'],
    ];
    for (const [input, token, code] of refusals) {
      expect(errorCodeOf(await create(input, token)), JSON.stringify(input)).toBe(code);
    }
    // A Danish member's own country has no Norwegian master account.
    expect(errorCodeOf(await create({ company, parent_id: master.id }, danish, 'dk'))).toBe(
      'NOT_FOUND',
    );
    for (const database of [server.databases.no, server.databases.dk]) {
      const stored = await database
        .selectFrom('suppliers')
        .select('id')
        .where('company', 'like', `Refused ${tag}%`)
        .execute();
      expect(stored).toEqual([]);
    }
  });
});
