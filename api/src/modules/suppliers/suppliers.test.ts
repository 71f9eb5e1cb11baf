import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSupplier,
  createSupplierContact,
  createSupplierGroup,
  createUser,
} from '../../test-support/factories.js';
import { createProviderContact } from '../../test-support/contact-factories.js';
import { issueToken, signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { setProviderContactJobTitle } from './provider-contacts.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface SupplierResult {
  id: string;
  company: string;
  sub_suppliers: { id: string }[];
  shipment_items: { name: string }[];
  contact: { contact_email: string } | null;
  customer_contacts: { email: string; role: string }[];
}

const suppliersQuery = `{
  get_suppliers {
    id company
    sub_suppliers { id }
    shipment_items { name }
    contact { contact_email }
    customer_contacts { email role }
  }
}`;

const getSuppliers = (token: string) =>
  server.graphql<{ get_suppliers: SupplierResult[] }>({ query: suppliersQuery, token });

describe('get_suppliers', () => {
  it('gives a master account user the group, own supplier first, and nothing of other suppliers', async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 2);
    const outsider = await createSupplierGroup(database, 1);
    const user = await createUser(database, { supplier_id: master.id });

    const response = await getSuppliers(await signIn(server, user));

    const ids = response.body.data?.get_suppliers.map((supplier) => supplier.id) ?? [];
    expect(ids[0]).toBe(master.id);
    expect(new Set(ids)).toEqual(new Set([master.id, ...subSuppliers.map((sub) => sub.id)]));
    expect(ids).not.toContain(outsider.master.id);
    expect(ids).not.toContain(outsider.subSuppliers[0]?.id);
  });

  it('gives a user of an ordinary supplier only that supplier, even if it has children', async () => {
    const database = server.databases.no;
    const parent = await createSupplier(database, { is_master_account: false });
    await createSupplier(database, { parent_supplier_id: parent.id });
    const user = await createUser(database, { supplier_id: parent.id });

    const response = await getSuppliers(await signIn(server, user));
    expect(response.body.data?.get_suppliers.map((supplier) => supplier.id)).toEqual([parent.id]);
  });

  it('gives a sub-supplier user only the sub-supplier, never its master or siblings', async () => {
    const database = server.databases.no;
    const { subSuppliers } = await createSupplierGroup(database, 2);
    const user = await createUser(database, { supplier_id: subSuppliers[0]!.id });

    const response = await getSuppliers(await signIn(server, user));
    expect(response.body.data?.get_suppliers.map((supplier) => supplier.id)).toEqual([
      subSuppliers[0]!.id,
    ]);
  });

  it("returns the supplier's shipment items in order, its main contact and its provider contacts", async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id });
    await database
      .insertInto('shipment_items')
      .values([
        { supplier_id: supplier.id, name: 'Monitors', position: 2 },
        { supplier_id: supplier.id, name: 'Laptops', position: 1 },
      ])
      .execute();
    const contact = await createSupplierContact(database, {
      supplier_id: supplier.id,
      is_primary: true,
    });
    const provider = await database
      .insertInto('provider_contacts')
      .values({ name: 'Account Manager', email: 'manager@provider.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database
      .insertInto('supplier_provider_contacts')
      .values({ supplier_id: supplier.id, provider_contact_id: provider.id, role: 'invoice' })
      .execute();

    const [result] =
      (await getSuppliers(await signIn(server, user))).body.data?.get_suppliers ?? [];
    expect(result?.shipment_items).toEqual([{ name: 'Laptops' }, { name: 'Monitors' }]);
    expect(result?.contact?.contact_email).toBe(contact.email);
    expect(result?.customer_contacts).toEqual([
      { email: 'manager@provider.test', role: 'invoice' },
    ]);
  });

  it('refuses a session whose acting supplier lies outside the user’s group', async () => {
    const database = server.databases.no;
    const user = await createUser(database);
    const foreign = await createSupplier(database);
    const sessionId = String(decodeJwt(await signIn(server, user)).sid);
    // Even a validly signed token and a session row naming another supplier (neither ever
    // written by the API) grant nothing: the group is checked on every request.
    await database
      .updateTable('sessions')
      .set({ supplier_id: foreign.id })
      .where('id', '=', sessionId)
      .execute();
    await server.changesHeard();
    const token = await issueToken(server, {
      userId: user.id,
      sessionId,
      supplierId: foreign.id,
      hasReportAccess: true,
      canUpload: true,
      isAdmin: false,
    });
    expect(errorCodeOf(await getSuppliers(token))).toBe('UNAUTHENTICATED');
  });

  it('requires sign-in', async () => {
    const response = await server.graphql({ query: suppliersQuery });
    expect(errorCodeOf(response)).toBe('UNAUTHENTICATED');
  });
});

describe('the provider’s contact people', () => {
  it('carry their job title in the reader’s language, else in English', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const staff = await createProviderContact(database, {
      supplierId: supplier.id,
      role: 'account_manager',
    });
    expect(
      await setProviderContactJobTitle(database, staff.email.toUpperCase(), 'Key Account Manager', {
        no: 'Kundeansvarlig',
        se: 'Kundansvarig',
      }),
    ).toBe(true);
    const titleFor = async (language: 'no' | 'se' | 'fi') => {
      const reader = await createUser(database, { supplier_id: supplier.id, language });
      const response = await server.graphql<{
        get_suppliers: { customer_contacts: { email: string; job_title: string | null }[] }[];
      }>({
        query: '{ get_suppliers { customer_contacts { email job_title } } }',
        token: await signIn(server, reader),
      });
      return response.body.data?.get_suppliers[0]?.customer_contacts.find(
        (contact) => contact.email === staff.email,
      )?.job_title;
    };

    expect(await titleFor('no')).toBe('Kundeansvarlig');
    expect(await titleFor('se')).toBe('Kundansvarig');
    expect(await titleFor('fi')).toBe('Key Account Manager');
    expect(await setProviderContactJobTitle(database, 'nobody@provider.example', 'X', {})).toBe(
      false,
    );
  });
});
