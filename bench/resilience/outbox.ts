/** Reads the servers' e-mail outboxes straight from PostgreSQL (one database per country). */
import pg from 'pg';
import type { Country } from './client.js';

export const countries: Country[] = ['no', 'dk', 'se'];

export interface OutboxRow {
  id: string;
  country: Country;
  recipient: string;
  attempts: number;
  sent: boolean;
}

export class OutboxReader {
  private constructor(private readonly clients: Map<Country, pg.Client>) {}

  /** databaseUrl is the server's DATABASE_URL; each country's database is <name>_<country>. */
  static async connect(databaseUrl: string): Promise<OutboxReader> {
    const clients = new Map<Country, pg.Client>();
    try {
      for (const country of countries) {
        const url = new URL(databaseUrl);
        url.pathname = `${url.pathname}_${country}`;
        const client = new pg.Client({ connectionString: url.toString() });
        client.on('error', () => undefined);
        await client.connect();
        clients.set(country, client);
      }
    } catch (error) {
      await Promise.all([...clients.values()].map((client) => client.end()));
      throw error;
    }
    return new OutboxReader(clients);
  }

  async rows(): Promise<OutboxRow[]> {
    const rows: OutboxRow[] = [];
    for (const [country, client] of this.clients) {
      const result = await client.query<{
        id: string;
        recipient: string;
        attempts: number;
        sent: boolean;
      }>(
        'select id, recipient, attempts, sent_at is not null as sent from email_outbox order by created_at',
      );
      rows.push(...result.rows.map((row) => ({ ...row, country })));
    }
    return rows;
  }

  async close(): Promise<void> {
    await Promise.all([...this.clients.values()].map((client) => client.end()));
  }
}

/** Outbox ids out of the Message-ID headers of received mails: <outbox-id@domain>. */
export function outboxIdOf(raw: string): string | undefined {
  return /^message-id:\s*<([0-9a-f-]{36})@/im.exec(raw)?.[1];
}
