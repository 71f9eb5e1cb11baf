import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../test-support/document-factories.js';
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

/** Posts an agreement as the console's form does: the facts in the query, the terms as the body. */
async function addAgreement(
  token: string | undefined,
  query: Record<string, string>,
  terms?: Buffer,
  country = 'no',
) {
  const form = new FormData();
  if (terms) {
    form.append(
      'file',
      new Blob([new Uint8Array(terms)], { type: 'application/pdf' }),
      'terms.pdf',
    );
  }
  const response = await fetch(
    `${server.url}/api/console/${country}/agreements?${new URLSearchParams(query).toString()}`,
    {
      method: 'POST',
      ...(terms ? { body: form } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as { id?: string; error?: { code: string } },
  };
}

const agreementsQuery = /* GraphQL */ `
  query console_customer_agreements($customer_id: ID!) {
    console_customer_agreements(customer_id: $customer_id) {
      items {
        agreement_number
        title
        is_main
        status
        terms_path
      }
    }
  }
`;

const departmentsQuery = /* GraphQL */ `
  query get_departments {
    get_departments {
      main_agreement {
        agreement_number
        title
        terms_document {
          path
        }
      }
    }
  }
`;

const agreementRows = (supplierId: string) =>
  server.databases.no
    .selectFrom('agreements')
    .select('agreement_number')
    .where('supplier_id', '=', supplierId)
    .execute();

describe("the console's agreements", () => {
  it('records a main agreement with its terms, which the customer reads in its language', async () => {
    const customer = await createSupplier(server.databases.no);
    const number = `FA-${randomUUID().slice(0, 6)}`;
    const terms = pdfBytes(`terms ${number}`);
    const added = await addAgreement(
      managerToken,
      {
        customer_id: customer.id,
        number,
        title: 'Framework agreement',
        title_no: 'Rammeavtale',
        valid_from: '2026-01-01',
        main: 'true',
      },
      terms,
    );
    expect(added.status).toBe(201);

    const listed = await server.graphql<{
      console_customer_agreements: { items: { status: string; terms_path: string | null }[] };
    }>({ query: agreementsQuery, variables: { customer_id: customer.id }, token: supportToken });
    const [agreement] = listed.body.data?.console_customer_agreements.items ?? [];
    expect(agreement).toMatchObject({ is_main: true, status: 'active' });
    const file = await fetch(`${server.url}${agreement?.terms_path}`, {
      headers: { authorization: `Bearer ${supportToken}` },
    });
    expect(Buffer.from(await file.arrayBuffer())).toEqual(terms);

    const reader = await createUser(server.databases.no, {
      supplier_id: customer.id,
      language: 'no',
    });
    const departments = await server.graphql<{
      get_departments: {
        main_agreement: { title: string; terms_document: { path: string } | null };
      };
    }>({ query: departmentsQuery, token: await signIn(server, reader) });
    expect(departments.body.data?.get_departments.main_agreement).toMatchObject({
      agreement_number: number,
      title: 'Rammeavtale',
    });
    expect(departments.body.data?.get_departments.main_agreement.terms_document?.path).toMatch(
      /^\/files\/no\/documents\//,
    );

    const logged = await server.databases.no
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('supplier_id', '=', customer.id)
      .where('actor_type', '=', 'staff')
      .execute();
    expect(logged).toEqual([{ action: 'agreement.added', actor_name: 'Kari Konsoll' }]);
  });

  it('refuses bad input, support, customers and another country, storing nothing', async () => {
    const customer = await createSupplier(server.databases.no);
    const valid = {
      customer_id: customer.id,
      number: 'DPA-1',
      title: 'Data processing',
      valid_from: '2026-02-01',
    };
    const refusals: [string | undefined, Record<string, string>, Buffer | undefined, number][] = [
      [managerToken, { ...valid, title: ' ' }, undefined, 400],
      [managerToken, { ...valid, valid_from: '1 Feb' }, undefined, 400],
      [managerToken, { ...valid, valid_to: '2025-12-31' }, undefined, 400],
      [managerToken, { ...valid, customer_id: 'nope' }, undefined, 400],
      [managerToken, { ...valid, customer_id: randomUUID() }, undefined, 404],
      [managerToken, valid, Buffer.from('not a pdf'), 400],
      [supportToken, valid, undefined, 403],
      [
        await signIn(server, await createUser(server.databases.no, { is_admin: true })),
        valid,
        undefined,
        401,
      ],
      [
        await signInStaff(server, await createTestStaff(server, { country: 'dk' })),
        valid,
        undefined,
        401,
      ],
      [undefined, valid, undefined, 401],
    ];
    for (const [token, query, terms, status] of refusals) {
      expect((await addAgreement(token, query, terms)).status, JSON.stringify(query)).toBe(status);
    }
    expect(await agreementRows(customer.id)).toEqual([]);
    const unknown = await server.graphql({
      query: agreementsQuery,
      variables: { customer_id: randomUUID() },
      token: supportToken,
    });
    expect(errorCodeOf(unknown)).toBe('NOT_FOUND');
  });
});
