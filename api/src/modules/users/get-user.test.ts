import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const userQuery = `{
  get_user {
    id email name first_name last_name phone job_title token language country is_admin has_report_access
    supplier { id company is_master_account logo can_upload }
  }
}`;

describe('get_user', () => {
  it('returns every User field of the signed-in user and the supplier acted for', async () => {
    const database = server.databases.dk;
    const supplier = await createSupplier(database, {
      company: 'Øresund Test A/S',
      logo: 'data:image/svg+xml;base64,AAAA',
    });
    const user = await createUser(database, {
      supplier_id: supplier.id,
      first_name: 'Mette',
      last_name: 'Jensen',
      phone: '+45 22 41 67 80',
      job_title: 'IT Service Manager',
      language: 'da',
      country: 'denmark',
      is_admin: true,
    });
    const token = await signIn(server, user, 'dk');

    const response = await server.graphql({ query: userQuery, token, country: 'dk' });

    expect(response.body.data?.get_user).toEqual({
      id: user.id,
      email: user.email,
      name: 'Mette Jensen',
      first_name: 'Mette',
      last_name: 'Jensen',
      phone: '+45 22 41 67 80',
      job_title: 'IT Service Manager',
      token: null,
      language: 'da',
      country: 'denmark',
      is_admin: true,
      has_report_access: true,
      supplier: {
        id: supplier.id,
        company: 'Øresund Test A/S',
        is_master_account: false,
        logo: 'data:image/svg+xml;base64,AAAA',
        can_upload: true,
      },
    });
  });

  it("never shows another user's data: the user comes from the session, not from input", async () => {
    const database = server.databases.no;
    const first = await createUser(database, { first_name: 'First' });
    const second = await createUser(database, { first_name: 'Second' });
    const response = await server.graphql<{ get_user: { id: string } }>({
      query: '{ get_user { id } }',
      token: await signIn(server, second),
    });
    expect(response.body.data?.get_user.id).toBe(second.id);
    expect(response.body.data?.get_user.id).not.toBe(first.id);
  });
});
