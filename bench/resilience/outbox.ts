/** Reads the servers' e-mail outboxes straight from PostgreSQL (one database per country). */
import pg from 'pg';
import type { Country } from './client.js';

export const countries: Country[] = ['no', 'dk', 'se'];

export interface OutboxRow {
  id: string;
  country: Country;
  recipient: string;
  template: string;
  attempts: number;
  sent: boolean;
}

/**
 * The templates of the mails the scenarios ask for (access request notices, password resets).
 * The demo data queues mails of its own (reports ready, pickups confirmed) while a server starts;
 * the scenarios leave those out of their counts.
 */
export const scenarioTemplates: ReadonlySet<string> = new Set([
  'access_request_notice',
  'password_reset',
]);

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
        template: string;
        attempts: number;
        sent: boolean;
      }>(
        `select id, recipient, template, attempts, sent_at is not null as sent
           from email_outbox order by created_at`,
      );
      rows.push(...result.rows.map((row) => ({ ...row, country })));
    }
    return rows;
  }

  /** Rows of the scenarios' own mails that were not there before (ids in `before`). */
  async scenarioRows(before: ReadonlySet<string>): Promise<OutboxRow[]> {
    return (await this.rows()).filter(
      (row) => scenarioTemplates.has(row.template) && !before.has(row.id),
    );
  }

  /** Ids of every row that is not one of the scenarios' mails (demo data's own mails). */
  async otherIds(): Promise<Set<string>> {
    return new Set(
      (await this.rows())
        .filter((row) => !scenarioTemplates.has(row.template))
        .map((row) => row.id),
    );
  }

  async close(): Promise<void> {
    await Promise.all([...this.clients.values()].map((client) => client.end()));
  }
}

/** Outbox ids out of the Message-ID headers of received mails: <outbox-id@domain>. */
export function outboxIdOf(raw: string): string | undefined {
  return /^message-id:\s*<([0-9a-f-]{36})@/im.exec(raw)?.[1];
}
