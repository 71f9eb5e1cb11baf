import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDatabase } from './connections.js';

const database = createDatabase(inject('testDatabaseUrls').no, 2);
const administrator = createDatabase(inject('testDatabaseUrls').no, 1);

afterAll(async () => {
  await database.destroy();
  await administrator.destroy();
});

describe('database connections', () => {
  it('survive the server ending a connection that is checked out between queries', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.prependListener('uncaughtException', onUncaught);
    try {
      await database
        .connection()
        .execute(async (connection) => {
          const { rows } = await sql<{
            pid: number;
          }>`select pg_backend_pid() as pid`.execute(connection);
          // As a PostgreSQL restart or failover does: terminate the backend while it is idle.
          await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(administrator);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(connection);
        })
        .catch(() => undefined);
    } finally {
      process.removeListener('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);
    // The pool replaces the lost connection.
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
