import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser, uniqueEmail } from '../../test-support/factories.js';
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
    await createTestStaff(server, { role: 'account_manager' }),
  );
  supportToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

const saveMutation = /* GraphQL */ `
  mutation console_save_provider_contact($id: ID, $contact: ConsoleProviderContactInput!) {
    console_save_provider_contact(id: $id, contact: $contact) {
      id
      name
      job_title
      job_title_translations {
        language
        title
      }
      customer_count
    }
  }
`;

const assignMutation = /* GraphQL */ `
  mutation console_assign_customer_contact(
    $customer_id: ID!
    $contact_id: ID!
    $role: ContactRole!
  ) {
    console_assign_customer_contact(
      customer_id: $customer_id
      contact_id: $contact_id
      role: $role
    ) {
      role
      contact {
        email
      }
    }
  }
`;

const unassignMutation = /* GraphQL */ `
  mutation console_unassign_customer_contact(
    $customer_id: ID!
    $contact_id: ID!
    $role: ContactRole!
  ) {
    console_unassign_customer_contact(
      customer_id: $customer_id
      contact_id: $contact_id
      role: $role
    ) {
      role
    }
  }
`;

const customerSeesQuery = /* GraphQL */ `
  query get_suppliers {
    get_suppliers {
      customer_contacts {
        email
        job_title
        role
      }
    }
  }
`;

interface Saved {
  console_save_provider_contact: {
    id: string;
    job_title: string;
    job_title_translations: { language: string; title: string }[];
    customer_count: number;
  };
}

describe("the console's provider contacts", () => {
  it('adds a contact with a Finnish job title that a Finnish customer reads, changes and assigns it', async () => {
    const email = uniqueEmail('contact');
    const added = await server.graphql<Saved>({
      query: saveMutation,
      variables: {
        contact: {
          name: 'Liisa Lahtinen',
          email,
          phone: '+358 40 123 4567',
          job_title: 'Account manager',
          job_title_translations: [{ language: 'fi', title: 'Asiakasvastaava' }],
        },
      },
      token: managerToken,
    });
    const contact = added.body.data?.console_save_provider_contact;
    expect(contact).toMatchObject({
      job_title: 'Account manager',
      job_title_translations: [{ language: 'fi', title: 'Asiakasvastaava' }],
      customer_count: 0,
    });

    const customer = await createSupplier(server.databases.no);
    for (let twice = 0; twice < 2; twice += 1) {
      const assigned = await server.graphql<{
        console_assign_customer_contact: { role: string }[];
      }>({
        query: assignMutation,
        variables: { customer_id: customer.id, contact_id: contact!.id, role: 'account_manager' },
        token: managerToken,
      });
      expect(assigned.body.data?.console_assign_customer_contact).toEqual([
        { role: 'account_manager', contact: { email } },
      ]);
    }
    const finnish = await createUser(server.databases.no, {
      supplier_id: customer.id,
      language: 'fi',
    });
    const seen = await server.graphql<{
      get_suppliers: { customer_contacts: { job_title: string }[] }[];
    }>({ query: customerSeesQuery, token: await signIn(server, finnish) });
    expect(seen.body.data?.get_suppliers[0]?.customer_contacts).toEqual([
      { email, job_title: 'Asiakasvastaava', role: 'account_manager' },
    ]);

    const changed = await server.graphql<Saved>({
      query: saveMutation,
      variables: {
        id: contact!.id,
        contact: { name: 'Liisa Lahtinen', email, job_title: 'Key account manager' },
      },
      token: managerToken,
    });
    expect(changed.body.data?.console_save_provider_contact).toMatchObject({
      job_title: 'Key account manager',
      job_title_translations: [],
      customer_count: 1,
    });

    const removed = await server.graphql({
      query: unassignMutation,
      variables: { customer_id: customer.id, contact_id: contact!.id, role: 'account_manager' },
      token: managerToken,
    });
    expect(removed.body.data).toEqual({ console_unassign_customer_contact: [] });
    const again = await server.graphql({
      query: unassignMutation,
      variables: { customer_id: customer.id, contact_id: contact!.id, role: 'account_manager' },
      token: managerToken,
    });
    expect(errorCodeOf(again)).toBe('NOT_FOUND');
    const logged = await server.databases.no
      .selectFrom('staff_audit_events')
      .select('action')
      .where('target_id', '=', contact!.id)
      .orderBy('id')
      .execute();
    expect(logged.map((entry) => entry.action)).toEqual([
      'provider_contact.added',
      'customer_contact.assigned',
      'provider_contact.changed',
      'customer_contact.unassigned',
    ]);
  });

  it('refuses bad input, support and unknown ids, storing nothing', async () => {
    const email = uniqueEmail('refused-contact');
    const valid = { name: 'Refused', email };
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ contact: { ...valid, email: 'not an address' } }, managerToken, 'BAD_USER_INPUT'],
      [{ contact: { ...valid, name: ' ' } }, managerToken, 'BAD_USER_INPUT'],
      [
        { contact: { ...valid, job_title_translations: [{ language: 'de', title: 'Berater' }] } },
        managerToken,
        'BAD_USER_INPUT',
      ],
      [{ id: '00000000-0000-4000-8000-000000000000', contact: valid }, managerToken, 'NOT_FOUND'],
      [{ contact: valid }, supportToken, 'FORBIDDEN'],
    ];
    for (const [variables, token, code] of refusals) {
      const answer = await server.graphql({ query: saveMutation, variables, token });
      expect(errorCodeOf(answer), JSON.stringify(variables)).toBe(code);
    }
    const stored = await server.databases.no
      .selectFrom('provider_contacts')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(stored).toEqual([]);
    const customer = await createSupplier(server.databases.no);
    const unknownContact = await server.graphql({
      query: assignMutation,
      variables: {
        customer_id: customer.id,
        contact_id: '00000000-0000-4000-8000-000000000000',
        role: 'invoice',
      },
      token: managerToken,
    });
    expect(errorCodeOf(unknownContact)).toBe('NOT_FOUND');
  });
});
