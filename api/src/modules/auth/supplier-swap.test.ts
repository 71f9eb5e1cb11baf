import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Country = 'no' | 'dk' | 'se';

interface SwappedUser {
  id: string;
  token: string | null;
  supplier: { id: string; company: string };
}

const swap = (token: string, supplierId: string, country: Country = 'no') =>
  server.graphql<{ auth_swap: SwappedUser }>({
    query: `mutation auth_swap($supplier_id: ID!) {
      auth_swap(supplier_id: $supplier_id) { id token supplier { id company } }
    }`,
    variables: { supplier_id: supplierId },
    token,
    country,
  });

const getUser = (token: string, country: Country = 'no') =>
  server.graphql<{ get_user: { id: string; supplier: { id: string } } }>({
    query: '{ get_user { id supplier { id } } }',
    token,
    country,
  });

describe('auth_swap', () => {
  it('switches a master account user to a sub-supplier with a new session and token', async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 2);
    const user = await createUser(database, { supplier_id: master.id, is_admin: true });
    const token = await signIn(server, user);
    const sub = subSuppliers[1]!;

    const response = await swap(token, sub.id);
    expect(response.body.errors).toBeUndefined();
    const swapped = response.body.data!.auth_swap;
    expect(swapped).toMatchObject({ id: user.id, supplier: { id: sub.id, company: sub.company } });
    const claims = decodeJwt(swapped.token!);
    expect(claims.supplier_id).toBe(sub.id);
    expect(claims.sid).not.toBe(decodeJwt(token).sid);

    // The new token sees the sub-supplier; the old one stops working at once.
    expect((await getUser(swapped.token!)).body.data?.get_user.supplier.id).toBe(sub.id);
    expect(errorCodeOf(await getUser(token))).toBe('UNAUTHENTICATED');
    expect(errorCodeOf(await swap(token, master.id))).toBe('UNAUTHENTICATED');

    // And back to the master account.
    const back = await swap(swapped.token!, master.id);
    expect(back.body.data?.auth_swap.supplier.id).toBe(master.id);
    expect((await getUser(back.body.data!.auth_swap.token!)).body.data?.get_user.supplier.id).toBe(
      master.id,
    );
    expect(errorCodeOf(await getUser(swapped.token!))).toBe('UNAUTHENTICATED');
  });

  it('keeps other sessions of the user as they were', async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const user = await createUser(database, { supplier_id: master.id });
    const [token, otherToken] = [await signIn(server, user), await signIn(server, user)];
    expect((await swap(token, subSuppliers[0]!.id)).body.errors).toBeUndefined();
    expect((await getUser(otherToken)).body.data?.get_user.supplier.id).toBe(master.id);
  });

  it("answers NOT_FOUND for another group's suppliers and unknown ids, revealing nothing", async () => {
    const database = server.databases.no;
    const { master } = await createSupplierGroup(database, 1);
    const outsider = await createSupplierGroup(database, 1);
    const user = await createUser(database, { supplier_id: master.id });
    const token = await signIn(server, user);

    for (const id of [
      outsider.master.id,
      outsider.subSuppliers[0]!.id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ]) {
      const response = await swap(token, id);
      expect(errorCodeOf(response)).toBe('NOT_FOUND');
      expect(response.body.errors?.[0]?.message).toBe('Not found.');
    }
    // A refused swap leaves the session alone.
    expect((await getUser(token)).body.data?.get_user.supplier.id).toBe(master.id);
  });

  it('refuses users whose supplier is not a master account, also towards its children', async () => {
    const database = server.databases.no;
    const parent = await createSupplier(database, { is_master_account: false });
    const child = await createSupplier(database, { parent_supplier_id: parent.id });
    const user = await createUser(database, { supplier_id: parent.id, is_admin: true });
    const token = await signIn(server, user);
    expect(errorCodeOf(await swap(token, child.id))).toBe('NOT_FOUND');
    expect(errorCodeOf(await swap(token, parent.id))).toBe('NOT_FOUND');

    const { master, subSuppliers } = await createSupplierGroup(database, 2);
    const subUser = await createUser(database, { supplier_id: subSuppliers[0]!.id });
    const subToken = await signIn(server, subUser);
    expect(errorCodeOf(await swap(subToken, master.id))).toBe('NOT_FOUND');
    expect(errorCodeOf(await swap(subToken, subSuppliers[1]!.id))).toBe('NOT_FOUND');
    expect((await getUser(subToken)).body.data?.get_user.supplier.id).toBe(subSuppliers[0]!.id);
  });

  it('refuses callers without a session', async () => {
    const { master } = await createSupplierGroup(server.databases.no, 1);
    expect(errorCodeOf(await swap('', master.id))).toBe('UNAUTHENTICATED');
  });

  it("stays within the country: another country's supplier ids and tokens do not work", async () => {
    const danish = await createSupplierGroup(server.databases.dk, 1);
    const norwegian = await createSupplierGroup(server.databases.no, 1);
    const user = await createUser(server.databases.dk, {
      supplier_id: danish.master.id,
      country: 'denmark',
    });
    const token = await signIn(server, user, 'dk');

    expect(errorCodeOf(await swap(token, norwegian.subSuppliers[0]!.id, 'dk'))).toBe('NOT_FOUND');
    expect(errorCodeOf(await swap(token, danish.subSuppliers[0]!.id, 'no'))).toBe(
      'UNAUTHENTICATED',
    );
    const response = await swap(token, danish.subSuppliers[0]!.id, 'dk');
    expect(response.body.data?.auth_swap.supplier.id).toBe(danish.subSuppliers[0]!.id);
    const swappedToken = response.body.data!.auth_swap.token!;
    expect((await getUser(swappedToken, 'dk')).body.data?.get_user.supplier.id).toBe(
      danish.subSuppliers[0]!.id,
    );
    expect(errorCodeOf(await getUser(swappedToken, 'no'))).toBe('UNAUTHENTICATED');
  });
});
