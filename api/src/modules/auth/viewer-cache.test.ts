import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

// Two instances on one database, as in production behind a load balancer.
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({}, { signingKey: first.signingKey });
});
afterAll(async () => {
  await first.close();
  await second.close();
});

const userQuery = '{ get_user { id email supplier { id company } } }';

function getUser(server: TestServer, token: string, signal?: AbortSignal) {
  return server.graphql<{ get_user: { id: string; email: string } }>({
    query: userQuery,
    token,
    ...(signal ? { signal } : {}),
  });
}

async function warmSession() {
  const user = await createUser(first.databases.no);
  const token = await signIn(first, user);
  for (const server of [first, second]) {
    expect((await getUser(server, token)).body.data?.get_user.id).toBe(user.id);
    expect((await getUser(server, token)).body.data?.get_user.id).toBe(user.id);
  }
  return { user, token };
}

/** Runs `work` while another connection holds a lock that blocks every read of `table`. */
async function whileTableLocked<Result>(table: string, work: () => Promise<Result>) {
  return first.databases.no.transaction().execute(async (transaction) => {
    await sql`lock table ${sql.table(table)} in access exclusive mode`.execute(transaction);
    return work();
  });
}

describe('sessions kept in memory', () => {
  it('answers a kept session without reading the database', async () => {
    const { user, token } = await warmSession();
    const kept = await whileTableLocked('sessions', () =>
      getUser(second, token, AbortSignal.timeout(2_000)),
    );
    expect(kept.body.data?.get_user.id).toBe(user.id);

    // A session not yet kept has to wait for the lock: the cache is what answered above.
    const other = await createUser(first.databases.no);
    const otherToken = await signIn(first, other);
    await expect(
      whileTableLocked('sessions', () => getUser(second, otherToken, AbortSignal.timeout(1_000))),
    ).rejects.toThrow(/abort|timeout/i);
  });

  it('forgets a session as soon as the database says another instance ended it', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { token } = await warmSession();
      await first.graphql({ query: 'mutation logout { logout }', token });
      // The instance that ended it knows at once; the other as soon as the database tells it.
      expect(errorCodeOf(await getUser(first, token))).toBe('UNAUTHENTICATED');
      await second.changesHeard();
      expect(errorCodeOf(await getUser(second, token))).toBe('UNAUTHENTICATED');
    }
  });

  it('forgets users and sessions changed by anyone writing to the database', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { user, token } = await warmSession();
      await first.databases.no
        .updateTable('users')
        .set({ status: 'deactivated' })
        .where('id', '=', user.id)
        .execute();
      await second.changesHeard();
      expect(errorCodeOf(await getUser(second, token))).toBe('UNAUTHENTICATED');
    }
    const idle = await warmSession();
    await first.databases.no
      .updateTable('sessions')
      .set({ last_used_at: sql<Date>`now() - interval '8 days'` })
      .where('user_id', '=', idle.user.id)
      .execute();
    await second.changesHeard();
    expect(errorCodeOf(await getUser(second, idle.token))).toBe('UNAUTHENTICATED');
  });

  it('shows a changed supplier as soon as the database tells of it', async () => {
    const { user, token } = await warmSession();
    await first.databases.no
      .updateTable('suppliers')
      .set({ company: 'Renamed AS' })
      .where('id', '=', user.supplier_id)
      .execute();
    await second.changesHeard();
    const answer = await second.graphql<{ get_user: { supplier: { company: string } } }>({
      query: userQuery,
      token,
    });
    expect(answer.body.data?.get_user.supplier.company).toBe('Renamed AS');
  });

  it('trusts nothing kept while it cannot hear the database, and recovers', async () => {
    const { user, token } = await warmSession();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where query = 'listen portal_changes' and pid <> pg_backend_pid()`.execute(
      first.databases.no,
    );
    // While the listeners reconnect, a session ended meanwhile must not be served from memory.
    // The feed waits at least 250 ms before reconnecting: checked often, that time is seen.
    const feed = second.app.portalCaches.no.feed;
    await vi.waitUntil(() => !feed.listening, { timeout: 5_000, interval: 10 });
    await first.databases.no
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', user.id)
      .execute();
    expect(errorCodeOf(await getUser(second, token))).toBe('UNAUTHENTICATED');

    // Listening again, kept sessions answer without the database once more.
    const fresh = await warmSession();
    await expect
      .poll(
        async () => {
          await getUser(second, fresh.token);
          const answer = await whileTableLocked('sessions', () =>
            getUser(second, fresh.token, AbortSignal.timeout(500)).catch(() => null),
          );
          return answer?.body.data?.get_user.id;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(fresh.user.id);
  });
});
