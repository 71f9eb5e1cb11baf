import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../../test-support/factories.js';
import { signIn } from '../../../test-support/sign-in.js';
import {
  errorCodeOf,
  startTestServer,
  type TestServer,
} from '../../../test-support/test-server.js';
import { unitRow } from '../../../test-support/unit-factories.js';
import {
  createProviderKey,
  revokeProviderKey,
} from '../../../infrastructure/provider-keys/service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const importMutation = `mutation import_units($supplier_id: ID!, $units: [UnitImportRow!]!) {
  import_units(supplier_id: $supplier_id, units: $units) {
    imported rows inserted updated problem_count problems { row message }
  }
}`;

interface ImportAnswer {
  import_units: {
    imported: boolean;
    inserted: number;
    updated: number;
    problem_count: number;
    problems: { row: number; message: string }[];
  };
}

const callImport = (
  token: string | undefined,
  supplierId: string,
  units: unknown[],
  country: 'no' | 'dk' = 'no',
) =>
  server.graphql<ImportAnswer>({
    query: importMutation,
    variables: { supplier_id: supplierId, units },
    country,
    ...(token ? { token } : {}),
  });

describe('import_units (admin mutation)', () => {
  it('imports units with a provider key, updating by serial number on the next call', async () => {
    const supplier = await createSupplier(server.databases.no);
    const { key } = await createProviderKey(server.databases.no, 'ERP test');
    const first = await callImport(key, supplier.id, [
      unitRow({ serial_number: 'M-1' }),
      unitRow({ serial_number: 'M-2' }),
    ]);
    expect(first.body.data?.import_units).toMatchObject({
      imported: true,
      inserted: 2,
      updated: 0,
    });
    const second = await callImport(key, supplier.id, [
      unitRow({ serial_number: 'M-1', model: 'New' }),
    ]);
    expect(second.body.data?.import_units).toMatchObject({
      imported: true,
      inserted: 0,
      updated: 1,
    });
  });

  it('reports bad units by their place in the batch and stores none of them', async () => {
    const supplier = await createSupplier(server.databases.no);
    const { key } = await createProviderKey(server.databases.no, 'ERP test');
    const response = await callImport(key, supplier.id, [
      unitRow(),
      unitRow({ category: 'fridge' }),
    ]);
    expect(response.body.data?.import_units).toMatchObject({ imported: false, problem_count: 1 });
    expect(response.body.data?.import_units.problems[0]?.row).toBe(2);
    const stored = await server.databases.no
      .selectFrom('processed_units')
      .select('id')
      .where('supplier_id', '=', supplier.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it("refuses users' tokens, even a supplier admin's, and revoked or unknown keys", async () => {
    const supplier = await createSupplier(server.databases.no);
    const admin = await createUser(server.databases.no, {
      supplier_id: supplier.id,
      is_admin: true,
    });
    expect(
      errorCodeOf(await callImport(await signIn(server, admin), supplier.id, [unitRow()])),
    ).toBe('FORBIDDEN');
    expect(errorCodeOf(await callImport(undefined, supplier.id, [unitRow()]))).toBe(
      'UNAUTHENTICATED',
    );
    expect(errorCodeOf(await callImport('itadpk_made-up', supplier.id, [unitRow()]))).toBe(
      'UNAUTHENTICATED',
    );

    const { id, key } = await createProviderKey(server.databases.no, 'Old ERP');
    await revokeProviderKey(server.databases.no, id);
    expect(errorCodeOf(await callImport(key, supplier.id, [unitRow()]))).toBe('UNAUTHENTICATED');
  });

  it('keeps keys to their country: a Norwegian key cannot import in Denmark', async () => {
    const danishSupplier = await createSupplier(server.databases.dk);
    const { key } = await createProviderKey(server.databases.no, 'ERP test');
    expect(errorCodeOf(await callImport(key, danishSupplier.id, [unitRow()], 'dk'))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('answers NOT_FOUND for a supplier that is not there', async () => {
    const { key } = await createProviderKey(server.databases.no, 'ERP test');
    const danishSupplier = await createSupplier(server.databases.dk);
    expect(errorCodeOf(await callImport(key, danishSupplier.id, [unitRow()]))).toBe('NOT_FOUND');
    expect(errorCodeOf(await callImport(key, 'not-an-id', [unitRow()]))).toBe('NOT_FOUND');
  });
});
