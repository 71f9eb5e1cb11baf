import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Runs `work` with a connection to the test server's Norwegian database (the embedded server
 * the global setup started), so a test can put in users of its own.
 */
export async function withTestDatabase<Result>(
  work: (client: pg.Client) => Promise<Result>,
): Promise<Result> {
  const dataDirectory = process.env.E2E_DATA_DIR!;
  const password = readFileSync(path.join(dataDirectory, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${process.env.E2E_DATABASE_PORT}/itad_portal_no`,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
