import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser, uniqueEmail } from '../../test-support/factories.js';
import {
  supplierUserRequests,
  type ListedSupplierUser,
} from '../../test-support/supplier-user-requests.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const { adminOfNewSupplier, list, invite, resend, deactivate, mailsTo } = supplierUserRequests(
  () => server,
);

/** What an admin sees of a user, without what necessarily differs between two invitations. */
function withoutIdentity(user: ListedSupplierUser | undefined): Record<string, unknown> {
  expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
  if (user?.invited_at !== null) expect(user?.invited_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  return { ...user, id: '', email: '', invited_at: user?.invited_at === null ? null : '' };
}

const userRow = (id: string) =>
  database.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('an invitation of an address that belongs to another supplier’s user', () => {
  it('is listed, resent, deactivated and invited again exactly like an invitation of a new address', async () => {
    const { token } = await adminOfNewSupplier();
    const owner = await createUser(database);
    const ownerBefore = await userRow(owner.id);
    const newAddress = uniqueEmail('new');
    const taken = (await invite(token, { email: owner.email })).body.data!.invite_supplier_user;
    const fresh = (await invite(token, { email: newAddress })).body.data!.invite_supplier_user;

    const listed = (await list(token)).body.data!.get_supplier_users;
    const listedTaken = listed.find((user) => user.id === taken.id);
    expect(listedTaken).toMatchObject({ email: owner.email, status: 'INVITED' });
    expect(withoutIdentity(listedTaken)).toEqual(
      withoutIdentity(listed.find((user) => user.id === fresh.id)),
    );

    const resentTaken = await resend(token, taken.id);
    const resentFresh = await resend(token, fresh.id);
    expect(resentTaken.body.errors).toBeUndefined();
    expect(withoutIdentity(resentTaken.body.data?.resend_invitation)).toEqual(
      withoutIdentity(resentFresh.body.data?.resend_invitation),
    );
    // The owner of the address hears of each attempt and is not changed.
    expect((await mailsTo(owner.email)).map((mail) => mail.template)).toEqual([
      'existing_account_notice',
      'existing_account_notice',
    ]);
    expect(await userRow(owner.id)).toEqual(ownerBefore);

    const deactivatedTaken = await deactivate(token, taken.id);
    const deactivatedFresh = await deactivate(token, fresh.id);
    expect(deactivatedTaken.body.data?.deactivate_supplier_user.status).toBe('DEACTIVATED');
    expect(withoutIdentity(deactivatedTaken.body.data?.deactivate_supplier_user)).toEqual(
      withoutIdentity(deactivatedFresh.body.data?.deactivate_supplier_user),
    );
    expect(errorCodeOf(await resend(token, taken.id))).toBe('ALREADY_REGISTERED');
    expect(errorCodeOf(await resend(token, fresh.id))).toBe('ALREADY_REGISTERED');

    const againTaken = (await invite(token, { email: owner.email })).body.data!;
    const againFresh = (await invite(token, { email: newAddress })).body.data!;
    expect(againTaken.invite_supplier_user.id).toBe(taken.id);
    expect(againFresh.invite_supplier_user.id).toBe(fresh.id);
    expect(withoutIdentity(againTaken.invite_supplier_user)).toEqual(
      withoutIdentity(againFresh.invite_supplier_user),
    );
    const finalList = (await list(token)).body.data!.get_supplier_users;
    expect(finalList.filter((user) => user.email === owner.email)).toHaveLength(1);
    expect(await userRow(owner.id)).toEqual(ownerBefore);
  });

  it('is NOT_FOUND for every other supplier’s admin, and stays as it was', async () => {
    const { token } = await adminOfNewSupplier();
    const owner = await createUser(database);
    const taken = (await invite(token, { email: owner.email })).body.data!.invite_supplier_user;
    const outsider = await adminOfNewSupplier();
    expect(errorCodeOf(await resend(outsider.token, taken.id))).toBe('NOT_FOUND');
    expect(errorCodeOf(await deactivate(outsider.token, taken.id))).toBe('NOT_FOUND');
    const outsiderList = (await list(outsider.token)).body.data!.get_supplier_users;
    expect(outsiderList.some((user) => user.id === taken.id)).toBe(false);
    const listed = (await list(token)).body.data!.get_supplier_users;
    expect(listed.find((user) => user.id === taken.id)?.status).toBe('INVITED');
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it('becomes a real invitation under the same id once the address has no account', async () => {
    const { token, supplierId } = await adminOfNewSupplier();
    const owner = await createUser(database);
    const address = owner.email;
    const taken = (await invite(token, { email: address })).body.data!.invite_supplier_user;
    // The owner's account moves to another address, so this one is free.
    await database
      .updateTable('users')
      .set({ email: uniqueEmail('moved') })
      .where('id', '=', owner.id)
      .execute();

    const resent = await resend(token, taken.id);
    expect(resent.body.data?.resend_invitation).toMatchObject({ id: taken.id, status: 'INVITED' });
    expect((await mailsTo(address)).map((mail) => mail.template)).toEqual([
      'existing_account_notice',
      'invitation',
    ]);
    const user = await userRow(taken.id);
    expect(user).toMatchObject({ supplier_id: supplierId, status: 'invited', first_name: 'Ola' });
    const listed = (await list(token)).body.data!.get_supplier_users;
    expect(listed.filter((listedUser) => listedUser.email === address)).toHaveLength(1);
  });
});
