import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEBSHOP_URL: 'https://shop.portal.test/' });
});
afterAll(() => server.close());

const startupQuery = `query get_startup {
  get_startup {
    user { id name }
    permissions { has_report_access can_upload is_admin can_switch_supplier }
    shipment_items { name }
    webshop_url
    session_expires_at
  }
}`;

interface StartupResult {
  get_startup: {
    user: { id: string };
    permissions: Record<string, boolean>;
    shipment_items: { name: string }[];
    webshop_url: string;
    session_expires_at: string;
  };
}

describe('get_startup', () => {
  it('tells the web app who is signed in, what they may do and what they ship', async () => {
    const database = server.databases.no;
    const { master } = await createSupplierGroup(database, 1);
    await database
      .insertInto('shipment_items')
      .values({ supplier_id: master.id, name: 'Laptops' })
      .execute();
    const user = await createUser(database, {
      supplier_id: master.id,
      is_admin: true,
      has_report_access: false,
    });
    const token = await signIn(server, user);

    const response = await server.graphql<StartupResult>({ query: startupQuery, token });

    const startup = response.body.data?.get_startup;
    expect(startup?.user.id).toBe(user.id);
    expect(startup?.permissions).toEqual({
      has_report_access: false,
      can_upload: true,
      is_admin: true,
      can_switch_supplier: true,
    });
    expect(startup?.shipment_items).toEqual([{ name: 'Laptops' }]);
    expect(startup?.webshop_url).toBe('https://shop.portal.test/');
    const daysLeft = (Date.parse(startup?.session_expires_at ?? '') - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29);
    expect(daysLeft).toBeLessThanOrEqual(30);
  });

  it('keeps a session alive by marking it in use', async () => {
    const user = await createUser(server.databases.no);
    const token = await signIn(server, user);
    const sessionId = String(decodeJwt(token).sid);
    await server.databases.no
      .updateTable('sessions')
      .set({ last_used_at: sql<Date>`now() - interval '6 days'` })
      .where('id', '=', sessionId)
      .execute();

    await server.graphql({ query: startupQuery, token });

    const session = await server.databases.no
      .selectFrom('sessions')
      .select('last_used_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(Date.now() - session.last_used_at.getTime()).toBeLessThan(60_000);
  });

  it('requires sign-in', async () => {
    expect(errorCodeOf(await server.graphql({ query: startupQuery }))).toBe('UNAUTHENTICATED');
  });
});
