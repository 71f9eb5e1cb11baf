import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../database/connections.js';
import {
  createDocument,
  pdfBytes as documentPdfBytes,
} from '../test-support/document-factories.js';
import { createSupplier, createUser } from '../test-support/factories.js';
import { orderTestJob, pdfBytes, uploadAttachment } from '../test-support/job-factories.js';
import {
  createReadyCsvReport,
  createReportFixture,
  getReportQuery,
  orderReportMutation,
  reportOrder,
} from '../test-support/report-factories.js';
import { createSettlement } from '../test-support/settlement-factories.js';
import { signIn } from '../test-support/sign-in.js';
import {
  decodeQuotedPrintable,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../test-support/smtp-test-server.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

/**
 * The portal with S3 storage (an S3 protocol server on loopback): every kind of file goes into
 * the bucket, nothing into the local folders, and comes back through the same checked routes
 * with the same headers.
 */
let smtp: SmtpTestServer;
let server: TestServer;
let database: Database;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({ SMTP_URL: smtp.url }, { taskWorkers: true, storage: 's3' });
  database = server.databases.no;
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function get(pathOrUrl: string, token?: string) {
  const url = pathOrUrl.replace(server.config.publicUrl, server.url);
  const response = await fetch(url.startsWith('http') ? url : `${server.url}${url}`, {
    headers: { authorization: token ? `Bearer ${token}` : '' },
  });
  return { response, body: new Uint8Array(await response.arrayBuffer()) };
}

function expectDownloadHeaders(response: Response, bytes: Uint8Array, fileName: RegExp) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-length')).toBe(String(bytes.length));
  expect(response.headers.get('content-disposition')).toMatch(fileName);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('files in S3 storage', () => {
  it('runs the server with the S3 storage', () => {
    expect(server.config.storage.kind).toBe('s3');
    expect(server.storage.kind).toBe('s3');
  });

  it('uploads a job attachment into the bucket and serves it to its supplier only', async () => {
    const supplier = await createSupplier(database);
    const token = await signIn(server, await createUser(database, { supplier_id: supplier.id }));
    const bytes = pdfBytes(3000);
    const upload = await uploadAttachment(server, token, { name: 'Liste.pdf', bytes });
    expect(upload.status).toBe(201);
    const { stored_name } = await database
      .selectFrom('job_attachments')
      .select('stored_name')
      .where('id', '=', String(upload.body.id))
      .executeTakeFirstOrThrow();
    expect(await server.storage.sizeOf(`attachments/no/${stored_name}`)).toBe(bytes.length);
    expect(existsSync(path.join(server.config.dataDirectory, 'attachments'))).toBe(false);

    const job = await orderTestJob(server, token, { attachment_ids: [upload.body.id] });
    const downloaded = await get(job.attachments[0]!.download_path, token);
    expectDownloadHeaders(downloaded.response, bytes, /filename="?Liste\.pdf"?/);
    expect(downloaded.body).toEqual(bytes);

    const stranger = await createUser(database, {
      supplier_id: (await createSupplier(database)).id,
    });
    const refused = await get(job.attachments[0]!.download_path, await signIn(server, stranger));
    expect(refused.response.status).toBe(404);
  });

  it('stores documents and settlement PDFs in the bucket and serves them after the same checks', async () => {
    const supplier = await createSupplier(database);
    const token = await signIn(
      server,
      await createUser(database, { supplier_id: supplier.id, has_report_access: true }),
    );
    const content = documentPdfBytes();
    const document = await createDocument(
      database,
      { storage: server.storage },
      { supplierId: supplier.id, content, fileName: 'Terms.pdf' },
    );
    expect(await server.storage.sizeOf(`files/no/${document.storage_name}`)).toBe(content.length);
    const downloaded = await get(`/files/no/documents/${document.id}`, token);
    expectDownloadHeaders(downloaded.response, content, /filename="?Terms\.pdf"?/);
    expect(Buffer.from(downloaded.body)).toEqual(content);

    const settlementPdf = Buffer.from('%PDF-1.4\n% settlement in S3\n');
    const settlement = await createSettlement(
      database,
      { storage: server.storage },
      { supplierId: supplier.id, pdfContent: settlementPdf },
    );
    const pdf = await get(`/files/no/settlements/${settlement.id}/document`, token);
    expectDownloadHeaders(pdf.response, settlementPdf, /\.pdf"/);
    expect(Buffer.from(pdf.body)).toEqual(settlementPdf);
    expect(existsSync(path.join(server.config.dataDirectory, 'files'))).toBe(false);

    const other = await createUser(database, { supplier_id: (await createSupplier(database)).id });
    const otherToken = await signIn(server, other);
    expect((await get(`/files/no/documents/${document.id}`, otherToken)).response.status).toBe(404);
  });

  it('generates a report into the bucket, mails its files and serves them by the key', async () => {
    const { user } = await createReportFixture(database);
    const token = await signIn(server, user);
    const input = reportOrder();
    const ordered = await server.graphql<{ order_report: { id: string } }>({
      query: orderReportMutation,
      operationName: 'order_report',
      variables: { input },
      token,
    });
    expect(ordered.body.errors).toBeUndefined();
    const id = ordered.body.data!.order_report.id;
    const report = await vi.waitUntil(
      async () => {
        const response = await server.graphql<{
          get_report: {
            status: string;
            files: { format: string; sha256: string; size_bytes: number; download_url: string }[];
          } | null;
        }>({ query: getReportQuery, operationName: 'get_report', variables: { id }, token });
        const state = response.body.data?.get_report;
        if (state?.status === 'FAILED') throw new Error('Report failed');
        return state?.status === 'READY' ? state : undefined;
      },
      { timeout: 25_000, interval: 150 },
    );
    expect(report.files.map((file) => file.format).sort()).toEqual(['CSV', 'XLSX']);
    for (const file of report.files) {
      const downloaded = await get(file.download_url);
      expectDownloadHeaders(downloaded.response, downloaded.body, /^attachment; filename=".+"/);
      expect(downloaded.body.length).toBe(file.size_bytes);
      expect(sha256(downloaded.body)).toBe(file.sha256);
    }
    const stored = await server.storage.list(`reports/no/${id}/`);
    expect(stored).toHaveLength(2);
    // Written locally first, then moved up: the local folder is left empty and removed.
    expect(existsSync(path.join(server.config.reportsDirectory, 'no', id))).toBe(false);
    const wrongKey = await get(report.files[0]!.download_url.replace(/key=\w+/, 'key=wrong'));
    expect(wrongKey.response.status).toBe(404);

    // A small report's files ride along with the mail, read from the bucket when it is sent.
    const mail = await smtp.nextMailTo(input.recipients[0]!);
    const attached = decodeQuotedPrintable(mail.raw).match(
      /Content-Disposition: attachment;[^\n]*\n(?:[ \t][^\n]*\n)*/gi,
    );
    expect(attached?.some((header) => header.includes('.csv'))).toBe(true);
    expect(attached?.some((header) => header.includes('.xlsx'))).toBe(true);
  });

  it('answers 404 for a report file whose stored path would leave its place', async () => {
    const { master } = await createReportFixture(database, { unitsPerSupplier: 1 });
    const { id, downloadKey } = await createReadyCsvReport(database, {
      supplierId: master.id,
      storagePathOf: () => '../../files/no/secret.pdf',
    });
    const refused = await get(`/api/reports/no/${id}/csv?key=${downloadKey}`);
    expect(refused.response.status).toBe(404);
  });
});
