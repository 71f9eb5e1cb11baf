import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const importMutation = `mutation import_settlement($input: SettlementImport!) {
  import_settlement(input: $input) {
    id settlement_number company currency net_amount status
    lines { position description net_amount }
    document { file_name size path }
  }
}`;
const statusMutation = `mutation set_settlement_status($number: String!, $status: SettlementStatus!) {
  set_settlement_status(settlement_number: $number, status: $status) { settlement_number status }
}`;

const pdf = Buffer.from('%PDF-1.4\n% imported\n%%EOF\n');

function settlementInput(supplierId: string, overrides: Record<string, unknown> = {}) {
  return {
    supplier_id: supplierId,
    settlement_number: `API-${Math.random().toString(36).slice(2, 10)}`,
    period_type: 'quarterly',
    period_start: '2026-04-01',
    lines: [
      {
        description: 'Laptops',
        category: 'Laptops',
        quantity: 12,
        resale_value: '18000',
        service_costs: '2160.40',
      },
    ],
    pdf_base64: pdf.toString('base64'),
    pdf_file_name: 'Q2 2026.pdf',
    ...overrides,
  };
}

describe('import_settlement and set_settlement_status (provider calls)', () => {
  it('records a settlement with lines and PDF, and moves its status on', async () => {
    const database = server.databases.dk;
    const supplier = await createSupplier(database, { company: 'Jysk Genbrug A/S' });
    const { key } = await createProviderKey(database, 'ERP test');
    const input = settlementInput(supplier.id);

    const imported = await server.graphql<{
      import_settlement: {
        id: string;
        currency: string;
        net_amount: string;
        document: { path: string };
      };
    }>({ query: importMutation, variables: { input }, token: key, country: 'dk' });

    expect(imported.body.errors).toBeUndefined();
    expect(imported.body.data?.import_settlement).toMatchObject({
      settlement_number: input.settlement_number,
      company: 'Jysk Genbrug A/S',
      currency: 'DKK',
      net_amount: '15839.60',
      status: 'unpaid',
      lines: [{ position: 1, description: 'Laptops', net_amount: '15839.60' }],
      document: { file_name: 'Q2 2026.pdf', size: pdf.length },
    });
    const user = await createUser(database, {
      supplier_id: supplier.id,
      has_report_access: true,
      country: 'denmark',
    });
    const download = await fetch(
      `${server.url}${imported.body.data!.import_settlement.document.path}`,
      {
        headers: { authorization: `Bearer ${await signIn(server, user, 'dk')}` },
      },
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);

    const paid = await server.graphql({
      query: statusMutation,
      variables: { number: input.settlement_number, status: 'settled' },
      token: key,
      country: 'dk',
    });
    expect(paid.body.data).toEqual({
      set_settlement_status: { settlement_number: input.settlement_number, status: 'settled' },
    });
  });

  it('is for provider keys only, never a user’s token', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const admin = await createUser(database, {
      supplier_id: supplier.id,
      is_admin: true,
      has_report_access: true,
    });
    const variables = { input: settlementInput(supplier.id) };
    expect(errorCodeOf(await server.graphql({ query: importMutation, variables }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      errorCodeOf(
        await server.graphql({
          query: importMutation,
          variables,
          token: await signIn(server, admin),
        }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('refuses bad input and stores nothing', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const { key } = await createProviderKey(database, 'ERP test');
    const call = (overrides: Record<string, unknown>) =>
      server.graphql({
        query: importMutation,
        variables: { input: settlementInput(supplier.id, overrides) },
        token: key,
      });

    expect((await call({ pdf_base64: 'not base64!' })).body.errors?.[0]?.message).toBe(
      'pdf_base64 is not base64.',
    );
    expect(
      (await call({ pdf_base64: Buffer.from('<html>').toString('base64') })).body.errors?.[0]
        ?.message,
    ).toBe('The file is not a PDF.');
    expect((await call({ period_start: '2026-05-01' })).body.errors?.[0]?.message).toMatch(
      /A quarterly period starts/,
    );
    expect(errorCodeOf(await call({ supplier_id: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'NOT_FOUND',
    );
    const rows = await database
      .selectFrom('settlements')
      .select('id')
      .where('supplier_id', '=', supplier.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
