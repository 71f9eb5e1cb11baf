import type { Insertable } from 'kysely';
import type { Database } from '../database/connections.js';
import type { EmailOutbox } from '../database/schema.generated.js';
import type { CountryCode } from '../shared/countries.js';
import { createSupplier, createUser } from './factories.js';
import { signIn } from './sign-in.js';
import type { TestServer } from './test-server.js';
import { createTestWebhookEndpoint } from './webhook-factories.js';

/** A mail the mailer failed to send, as the send job leaves it (no job waiting for it). */
export function createFailedMail(
  database: Database,
  mail: Pick<Insertable<EmailOutbox>, 'recipient'> & Partial<Insertable<EmailOutbox>>,
) {
  return database
    .insertInto('email_outbox')
    .values({
      language: 'en',
      template: 'invitation',
      subject: 'You are invited',
      html_body: '<p>Welcome</p>',
      text_body: 'Welcome',
      attempts: 3,
      last_error: '550 5.1.1 Mailbox unavailable',
      ...mail,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A customer of the company's name whose admin registers endpoints (the server allows loopback). */
export async function createWebhookCustomer(
  server: TestServer,
  company: string,
  country: CountryCode = 'no',
) {
  const database = server.databases[country];
  const supplier = await createSupplier(database, { company });
  const admin = await createUser(database, { supplier_id: supplier.id, is_admin: true });
  return { supplier, token: await signIn(server, admin, country) };
}

/** An endpoint registered by the customer, then failing as the delivery job leaves it. */
export async function createFailingEndpoint(
  server: TestServer,
  customer: { token: string },
  endpoint: {
    url: string;
    failures: number;
    disabledReason?: 'failing' | 'admin';
    country?: CountryCode;
  },
) {
  const country = endpoint.country ?? 'no';
  const { id } = await createTestWebhookEndpoint(
    server,
    customer.token,
    { url: endpoint.url },
    country,
  );
  await server.databases[country]
    .updateTable('webhook_endpoints')
    .set({
      consecutive_failed_events: endpoint.failures,
      enabled: !endpoint.disabledReason,
      disabled_reason: endpoint.disabledReason ?? null,
    })
    .where('id', '=', id)
    .execute();
  return id;
}
