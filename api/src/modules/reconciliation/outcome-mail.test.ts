import type { JobHelpers } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { createTestWebhookEndpoint } from '../../test-support/webhook-factories.js';
import { uploadExpectedAssets } from '../../test-support/reconciliation-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import {
  decodeQuotedPrintable,
  headerOf,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../test-support/smtp-test-server.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { reconciliationOutcomeTask } from './outcome-mail-task.js';

let smtp: SmtpTestServer;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer(
    { SMTP_URL: smtp.url, WEBHOOK_ALLOW_LOOPBACK: 'true' },
    { taskWorkers: true },
  );
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function complete(jobId: string) {
  await server.databases.no.transaction().execute(async (transaction) => {
    await transaction
      .updateTable('jobs')
      .set({ status: 'COMPLETED' })
      .where('id', '=', jobId)
      .execute();
    await transaction
      .insertInto('job_status_events')
      .values({ job_id: jobId, status: 'COMPLETED' })
      .execute();
  });
}

describe('the outcome mail when processing of a job completes', () => {
  it("mails each of the supplier's admins once, in their language, with the counts", async () => {
    const database = server.databases.no;
    const orderer = await createUser(database, { phone: '+47 900 00 000' });
    const admin = await createUser(database, {
      supplier_id: orderer.supplier_id,
      is_admin: true,
      language: 'en',
    });
    const danishAdmin = await createUser(database, {
      supplier_id: orderer.supplier_id,
      is_admin: true,
      language: 'da',
    });
    const token = await signIn(server, orderer);
    const job = await orderTestJob(server, token);
    await uploadExpectedAssets(
      server,
      token,
      { name: 'list.csv', bytes: 'Serial\nM-1\nM-2\nM-3\n' },
      { jobId: job.id },
    );
    await importTestUnits(database, orderer.supplier_id, [
      unitRow({ serial_number: 'M-1', job_number: job.job_number }),
      unitRow({ serial_number: 'M-9', job_number: job.job_number }),
    ]);

    // However a job completes (here plain SQL), the trigger queues the mail job.
    await complete(job.id);

    const mail = await smtp.nextMailTo(admin.email);
    expect(headerOf(mail.raw, 'Subject')).toMatch(/completed: 2 assets missing/);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain(`/services/${job.id}`);
    expect(body).toMatch(/Matched \(on your list and received\)[\s\S]*1/);
    const danish = await smtp.nextMailTo(danishAdmin.email);
    expect(headerOf(danish.raw, 'Subject')).toMatch(/afsluttet/);
    // The orderer is not an admin.
    expect(smtp.mailsTo(orderer.email).filter((item) => /2 assets missing/.test(item.raw))).toEqual(
      [],
    );

    // Run again (another instance, a retry): nothing more is queued.
    const dependencies = {
      config: server.config,
      country: 'no' as const,
      database,
      logger: server.app.log,
      storage: server.storage,
    };
    await Promise.all([
      reconciliationOutcomeTask.handle({ jobId: job.id }, dependencies, {} as JobHelpers),
      reconciliationOutcomeTask.handle({ jobId: job.id }, dependencies, {} as JobHelpers),
    ]);
    const queued = await database
      .selectFrom('email_outbox')
      .select('recipient')
      .where('template', '=', 'reconciliation-outcome')
      .where('recipient', 'in', [admin.email, danishAdmin.email])
      .execute();
    expect(queued).toHaveLength(2);
  });

  it('sends nothing for a job without a list', async () => {
    const database = server.databases.no;
    const orderer = await createUser(database, { phone: '+47 900 00 000', is_admin: true });
    const token = await signIn(server, orderer);
    const job = await orderTestJob(server, token);
    await complete(job.id);
    const row = await database
      .selectFrom('job_reconciliation_mails')
      .select('job_id')
      .where('job_id', '=', job.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('sends no outcome and no webhook when the list is gone by the time the task runs', async () => {
    const database = server.databases.no;
    const admin = await createUser(database, { phone: '+47 900 00 000', is_admin: true });
    const token = await signIn(server, admin);
    const job = await orderTestJob(server, token);
    await createTestWebhookEndpoint(server, token, {
      url: 'http://127.0.0.1:9/hooks',
      events: ['RECONCILIATION_COMPLETED'],
    });
    await importTestUnits(database, admin.supplier_id, [unitRow({ job_number: job.job_number })]);
    const dependencies = {
      config: server.config,
      country: 'no' as const,
      database,
      logger: server.app.log,
      storage: server.storage,
    };
    await reconciliationOutcomeTask.handle({ jobId: job.id }, dependencies, {} as JobHelpers);
    const mails = await database
      .selectFrom('email_outbox')
      .select('recipient')
      .where('template', '=', 'reconciliation-outcome')
      .where('recipient', '=', admin.email)
      .execute();
    expect(mails).toEqual([]);
    const events = await database
      .selectFrom('webhook_events')
      .select('type')
      .where('supplier_id', '=', admin.supplier_id)
      .execute();
    expect(events).toEqual([]);
  });
});
