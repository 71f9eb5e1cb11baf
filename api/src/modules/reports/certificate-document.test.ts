import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../database/connections.js';
import { pdfPageTexts, pdfWords, readWords, squeezed } from '../../test-support/pdf-text.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import {
  getReportQuery,
  orderReportMutation,
  reportOrder,
} from '../../test-support/report-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  // Any PNG will do as a signature image: the QR code library writes one.
  const signatureFile = path.join(os.tmpdir(), `signature-${process.pid}.png`);
  await writeFile(signatureFile, await QRCode.toBuffer('signature', { width: 120 }));
  server = await startTestServer(
    {
      PROVIDER_LEGAL_NAME: 'Greentech Gjenvinning AS',
      PROVIDER_ADDRESS: 'Industriveien 12, 0668 Oslo',
      PROVIDER_ORGANISATION_NUMBER: 'NO 999 888 777 MVA',
      PROVIDER_SIGNATORY_NAME: 'Kari Nordmann',
      PROVIDER_SIGNATORY_TITLE: 'Sikkerhetssjef',
      PROVIDER_SIGNATURE_FILE: signatureFile,
    },
    { taskWorkers: true },
  );
  database = server.databases.no;
});
afterAll(async () => {
  await server.close();
});

/**
 * A supplier (with its legal details) and a user of it, with `count` units completed in January:
 * every fourth shredded, the rest erased; every fifth a loose drive (storage media).
 */
async function customerWithUnits(count: number, language: string) {
  const supplier = await createSupplier(database, {
    address: 'Strandgata 4',
    zip: '5004',
    city: 'Bergen',
    org_number: '912 000 111',
  });
  const user = await createUser(database, { supplier_id: supplier.id, language });
  const rows = Array.from({ length: count }, (_, index) =>
    unitRow({
      created_at: '2026-01-01',
      graded_date: '2026-01-01',
      completed_date: `2026-01-${String(1 + (index % 28)).padStart(2, '0')}`,
      category: index % 5 === 0 ? 'storage_media' : 'laptop',
      sanitisation_method: index % 4 === 3 ? 'physical_destruction' : 'software_erasure',
      erasure_standard: index % 4 === 3 ? '' : 'NIST 800-88 Purge',
    }),
  );
  await importTestUnits(database, supplier.id, rows);
  return { supplier, token: await signIn(server, user) };
}

/** Orders a certificate as the user and gives the PDF once it is generated. */
async function certificatePdf(token: string): Promise<{ number: string; pdf: Buffer }> {
  const ordered = await server.graphql<{
    order_report: { id: string; certificate_number: string };
  }>({
    query: orderReportMutation,
    operationName: 'order_report',
    variables: { input: reportOrder({ kind: 'CERTIFICATE_OF_DESTRUCTION' }) },
    token,
  });
  const { id, certificate_number: number } = ordered.body.data!.order_report;
  const url = await vi.waitUntil(
    async () => {
      const response = await server.graphql<{
        get_report: { status: string; files: { download_url: string }[] } | null;
      }>({ query: getReportQuery, operationName: 'get_report', variables: { id }, token });
      const report = response.body.data?.get_report;
      if (report?.status === 'FAILED') throw new Error('Report failed');
      return report?.status === 'READY' ? report.files[0]!.download_url : undefined;
    },
    { timeout: 25_000, interval: 150 },
  );
  const response = await fetch(url.replace(server.config.publicUrl, server.url));
  return { number, pdf: Buffer.from(await response.arrayBuffer()) };
}

describe('the certificate of destruction as a document', () => {
  it('is on the letterhead, names the customer, summarises by method and numbers its pages, in Norwegian', async () => {
    const { supplier, token } = await customerWithUnits(120, 'no');
    const { number, pdf } = await certificatePdf(token);

    const pages = (await pdfPageTexts(pdf)).map(squeezed);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Side ${index + 1} av ${pages.length}`);
    });
    const first = pages[0]!;
    expect(first).toContain('Greentech Gjenvinning AS');
    expect(first).toContain('Industriveien 12, 0668 Oslo, Norge · Org.nr. NO 999 888 777 MVA');
    expect(first).toContain('Destruksjonssertifikat');
    expect(first).toContain(`Sertifikatnummer: ${number}`);
    for (const line of [supplier.company, 'Strandgata 4', '5004 Bergen', 'Org.nr. 912 000 111']) {
      expect(first).toContain(line);
    }
    // Method, in devices, loose drives and media, total: 30 shredded (6 of them loose drives),
    // 90 erased (18 loose).
    expect(first).toContain('Slettet etter NIST 800-88 Purge 72 18 90');
    expect(first).toContain('Fysisk destruert 24 6 30');
    expect(first).toContain('Totalt 96 24 120');

    const last = pages.at(-1)!;
    expect(last).toMatch(/SHA-256 av enhetslisten\s+[0-9a-f]{64}/);
    expect(last).toContain(`verify-certificate?number=${number}&location=no`);
    expect(last).toContain('På vegne av Greentech Gjenvinning AS');
    expect(last).toContain('Kari Nordmann');
    expect(last).toContain('Sikkerhetssjef');
  });

  it.each([
    ['fi', ['Tyhjennetty', 'mukaisesti', 'Fyysisesti', 'Kannettavat', 'tietokoneet']],
    ['da', ['Slettet', 'Fysisk', 'Bærbare', 'computere', 'Lagringsmedier']],
  ] as const)(
    'writes every %s method and category whole, none cut short',
    async (language, words) => {
      const { token } = await customerWithUnits(10, language);
      const { pdf } = await certificatePdf(token);
      expect((await pdfPageTexts(pdf)).join('\n')).not.toContain('…');
      const read = readWords(await pdfWords(pdf)).map((word) => word.text);
      for (const word of words) expect(read, `"${word}" whole`).toContain(word);
    },
  );

  it('formats its numbers for the reader: 1,260 in English', async () => {
    const { token } = await customerWithUnits(1260, 'en');
    const { pdf } = await certificatePdf(token);
    const pages = (await pdfPageTexts(pdf)).map(squeezed);
    expect(pages[0]).toMatch(/DATA CARRIERS[\s\S]{0,200}\b1,260\b/);
    expect(pages[0]).toContain('Erased to NIST 800-88 Purge 756 189 945');
    expect(pages[0]).toContain('Physically destroyed 252 63 315');
    expect(pages[0]).toContain('Total 1,008 252 1,260');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });
});
