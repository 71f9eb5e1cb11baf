import diagnosticsChannel from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import pg from 'pg';
import { closeDatabase, createDatabase, trackConnections } from './connections.js';

const database = createDatabase(inject('testDatabaseUrls').no, 2);
const administrator = createDatabase(inject('testDatabaseUrls').no, 1);

afterAll(async () => {
  await database.destroy();
  await administrator.destroy();
});

/** Every TCP connection this process opens until `stop()`, as Node announces them. */
function watchClientSockets(): { opened: Socket[]; stop(): void } {
  const opened: Socket[] = [];
  const onSocket = (message: unknown) => opened.push((message as { socket: Socket }).socket);
  diagnosticsChannel.subscribe('net.client.socket', onSocket);
  return { opened, stop: () => diagnosticsChannel.unsubscribe('net.client.socket', onSocket) };
}

describe('database connections', () => {
  it('survive the server ending a connection that is checked out between queries', async () => {
    const sockets = watchClientSockets();
    const uncaught: unknown[] = [];
    let crash: () => void = () => undefined;
    const crashed = new Promise<void>((resolve) => (crash = resolve));
    const onUncaught = (error: unknown) => {
      uncaught.push(error);
      crash();
    };
    process.prependListener('uncaughtException', onUncaught);
    try {
      await database.connection().execute(async (connection) => {
        const { rows } = await sql<{
          pid: number;
          port: number;
        }>`select pg_backend_pid() as pid, inet_client_port() as port`.execute(connection);
        const socket = sockets.opened.find((opened) => opened.localPort === rows[0]!.port);
        if (!socket) throw new Error('The checked-out connection’s socket was not seen');
        const closed = new Promise((resolve) => socket.once('close', resolve));
        // As a PostgreSQL restart or failover does: terminate the backend while it is idle.
        await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(administrator);
        // The client has had the server's error by the time its socket closes (unless the
        // error crashed it).
        await Promise.race([closed, crashed]);
        // The next query fails: the connection is gone (what matters is that nothing crashed).
        await sql`select 1`.execute(connection).catch(() => undefined);
      });
    } finally {
      process.removeListener('uncaughtException', onUncaught);
      sockets.stop();
    }
    expect(uncaught).toEqual([]);
    // The pool replaces the lost connection.
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('closes a database only once PostgreSQL has let go of every connection', async () => {
    const url = new URL(inject('testDatabaseUrls').no);
    const name = `close-test-${Math.random().toString(36).slice(2)}`;
    url.searchParams.set('application_name', name);
    const closing = createDatabase(url.toString(), 8);
    // Eight connections at once, all idle in the pool afterwards.
    await Promise.all(Array.from({ length: 8 }, () => sql`select pg_sleep(0.05)`.execute(closing)));
    const backends = () =>
      sql<{ count: number }>`select count(*)::int as count from pg_stat_activity
        where application_name = ${name}`.execute(administrator);
    expect((await backends()).rows[0]?.count).toBe(8);
    await closeDatabase(closing);
    // A backend leaves pg_stat_activity before it closes its socket: none may be left.
    expect((await backends()).rows[0]?.count).toBe(0);
  });

  it('tells when a pool has closed its connections, not just asked them to', async () => {
    const pool = new pg.Pool({ connectionString: inject('testDatabaseUrls').no, max: 5 });
    const closed = trackConnections(pool);
    let ended = 0;
    pool.on('connect', (client) => client.once('end', () => (ended += 1)));
    await Promise.all(Array.from({ length: 5 }, () => pool.query('select pg_sleep(0.02)')));
    await pool.end();
    // pool.end() resolves once it has asked: the connections are still closing.
    expect(ended).toBeLessThan(5);
    await closed();
    expect(ended).toBe(5);
  });
});
