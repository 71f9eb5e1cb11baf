import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe('the evidence packs list runs a fixed number of statements whatever the page size', () => {
  it('runs as many statements for 30 packs (ready and queued) as for 3', async () => {
    const database = server.databases.no;
    const user = await createUser(database, { is_admin: true });
    const prefix = randomUUID();
    await sql`
      insert into evidence_packs (supplier_id, date_from, date_to, ordered_by_name, language,
        idempotency_key, status, file_name, size_bytes, completed_at)
      select ${user.supplier_id}, date '2026-01-01', date '2026-01-31', 'Test User', 'en',
        ${prefix} || '-' || i, case when i % 2 = 0 then 'READY' else 'QUEUED' end,
        case when i % 2 = 0 then 'pack.zip' end, case when i % 2 = 0 then 1000 end,
        case when i % 2 = 0 then now() end
      from generate_series(1, 40) as i`.execute(database);
    await expectFixedStatementsPerPage(server, {
      token: await signIn(server, user),
      field: 'get_evidence_packs',
      rows: 'packs',
    });
  });
});
