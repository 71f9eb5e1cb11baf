import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier } from '../../test-support/factories.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { seedDemoAccessRequests } from './demo-requests.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Inbox {
  console_access_requests: {
    items: { email: string; language: string; matching_suppliers: { company: string }[] }[];
  };
}

describe('the demo access requests', () => {
  it("give the console's inbox new companies and a colleague of a known customer", async () => {
    // The oldest customer with an organisation number is the demo's first; one exists here.
    await createSupplier(server.databases.se, { org_number: '556000-0001' });
    await seedDemoAccessRequests(server.databases.se, 'se');
    const token = await signInStaff(server, await createTestStaff(server, { country: 'se' }));
    const inboxOf = async (text: string) => {
      const answer = await server.graphql<Inbox>({
        query: `query console_access_requests($text: String) {
          console_access_requests(text: $text) {
            items { email language matching_suppliers { company } } } }`,
        variables: { text },
        token,
        country: 'se',
      });
      return answer.body.data?.console_access_requests.items ?? [];
    };
    expect(await inboxOf('norrsken.example')).toEqual([
      expect.objectContaining({ language: 'se', matching_suppliers: [] }),
    ]);
    const [colleague] = await inboxOf('se.demo-colleague.example');
    expect(colleague?.matching_suppliers.length).toBeGreaterThan(0);
  });
});
