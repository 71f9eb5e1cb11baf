import { randomBytes } from 'node:crypto';
import { createAgreement } from './agreement-factories.js';
import { createUnitWithCarriers } from './custody-factories.js';
import type { Victim } from './cross-tenant-types.js';
import { scimRoutesWithIds } from './scim-cross-tenant-routes.js';
import { createDocument, pdfBytes as documentPdfBytes } from './document-factories.js';
import { orderTestJob, pdfBytes, uploadAttachment } from './job-factories.js';
import { uploadExpectedAssets } from './reconciliation-factories.js';
import { createIssuedCertificate, createReadyCsvReport } from './report-factories.js';
import { createSettlement } from './settlement-factories.js';
import { createVictimEvidencePack } from './evidence-cross-tenant.js';
import { victimOutcomes } from './outcome-cross-tenant.js';
import { createTestStaff, signInStaff } from './staff-factories.js';

/** The victim's resource behind one REST route, in the victim's country ("no"). */
interface VictimResource {
  /** The path that serves it to the victim (the report route: with its key). */
  path: string;
  /** What it serves; an outsider's answer must not contain it. */
  content: Buffer;
}

/**
 * One REST route with a parameter other than :country, asked by outsiders for the victim's
 * resource. `credential`: the bearer token of the GraphQL calls, the key in the link, or a
 * console session of the victim's country (the provider's staff see every customer's).
 */
export interface RestCrossTenantCase {
  credential: 'bearer' | 'key' | 'staff';
  /** Besides 404, the documented refusal (none so far). */
  alsoAccepted?: number[];
  prepare(victim: Victim): Promise<VictimResource>;
}

/** A file of the victim's as a staff member of the victim's country downloads it. */
async function victimStaffFile(victim: Victim, path: string): Promise<VictimResource> {
  const token = await signInStaff(victim.server, await createTestStaff(victim.server));
  const own = await fetch(`${victim.server.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (own.status !== 200) throw new Error(`Staff file refused: ${own.status}`);
  return { path, content: Buffer.from(await own.arrayBuffer()) };
}

/**
 * Every REST route whose path has a parameter other than :country must be here or in
 * restRoutesWithoutTenantData: the test lists the server's routes and fails for a missing one.
 */
export const restCrossTenantCases: Record<string, RestCrossTenantCase> = {
  'GET /api/console/:country/documents/:id/file': {
    credential: 'staff',
    // A customer's session and another country's staff are not this country's console (401).
    alsoAccepted: [401],
    prepare: async (victim) => {
      const content = documentPdfBytes();
      const document = await createDocument(
        victim.database,
        { storage: victim.server.storage },
        { supplierId: victim.masterId, content },
      );
      return { path: `/api/console/no/documents/${document.id}/file`, content };
    },
  },
  // The console's export names the customer in its query, not the path: listed all the same
  // (the CSV; the XLSX is the same route's other format, and its bytes carry the time made).
  'GET /api/console/:country/exports/customer-users.csv': {
    credential: 'staff',
    // A customer's session and another country's staff are not this country's console (401).
    alsoAccepted: [401],
    prepare: (victim) =>
      victimStaffFile(
        victim,
        `/api/console/no/exports/customer-users.csv?customer_id=${victim.masterId}`,
      ),
  },
  'GET /api/console/:country/exports/customer-agreements.csv': {
    credential: 'staff',
    // A customer's session and another country's staff are not this country's console (401).
    alsoAccepted: [401],
    prepare: async (victim) => {
      // An agreement only the victim has, so its file holds something of the victim's.
      await createAgreement(victim.database, victim.masterId, {
        agreement_number: `FA-${randomBytes(6).toString('hex')}`,
        title: 'Victim framework agreement',
        is_main: true,
      });
      return victimStaffFile(
        victim,
        `/api/console/no/exports/customer-agreements.csv?customer_id=${victim.masterId}`,
      );
    },
  },
  'GET /api/console/:country/jobs/:job/attachments/:attachment': {
    credential: 'staff',
    // A customer's session and another country's staff are not this country's console (401).
    alsoAccepted: [401],
    prepare: async (victim) => {
      const content = Buffer.from(pdfBytes(64));
      content.write(randomBytes(16).toString('hex'), 48);
      const upload = await uploadAttachment(victim.server, victim.token, {
        name: 'victim-order.pdf',
        bytes: content,
        type: 'application/pdf',
      });
      const job = await orderTestJob(victim.server, victim.token, {
        attachment_ids: [upload.body.id],
      });
      return victimStaffFile(
        victim,
        `/api/console/no/jobs/${job.id}/attachments/${String(upload.body.id)}`,
      );
    },
  },
  'GET /files/:country/documents/:id': {
    credential: 'bearer',
    prepare: async (victim) => {
      const content = documentPdfBytes();
      const document = await createDocument(
        victim.database,
        { storage: victim.server.storage },
        { supplierId: victim.masterId, content },
      );
      return { path: `/files/no/documents/${document.id}`, content };
    },
  },
  'GET /files/:country/settlements/:id/document': {
    credential: 'bearer',
    prepare: async (victim) => {
      const content = Buffer.from(`%PDF-1.4\n% settlement ${randomBytes(8).toString('hex')}\n`);
      const settlement = await createSettlement(
        victim.database,
        { storage: victim.server.storage },
        { supplierId: victim.masterId, pdfContent: content },
      );
      return { path: `/files/no/settlements/${settlement.id}/document`, content };
    },
  },
  'GET /files/:country/units/:id/certificate.pdf': {
    credential: 'bearer',
    prepare: async (victim) => {
      const unit = await createUnitWithCarriers(victim.database, {
        supplierId: victim.subSupplierId,
      });
      const path = `/files/no/units/${unit.id}/certificate.pdf`;
      const answer = await fetch(`${victim.server.url}${path}`, {
        headers: { authorization: `Bearer ${victim.token}` },
      });
      if (answer.status !== 200) throw new Error(`Certificate refused: ${answer.status}`);
      return { path, content: Buffer.from(await answer.arrayBuffer()) };
    },
  },
  'GET /attachments/:country/:id': {
    credential: 'bearer',
    prepare: async (victim) => {
      const content = Buffer.from(pdfBytes(64));
      content.write(randomBytes(16).toString('hex'), 48);
      const upload = await uploadAttachment(victim.server, victim.token, {
        name: 'victim.pdf',
        bytes: content,
        type: 'application/pdf',
      });
      if (typeof upload.body.id !== 'string') {
        throw new Error(`Upload refused: ${JSON.stringify(upload.body)}`);
      }
      return { path: `/attachments/no/${upload.body.id}`, content };
    },
  },
  'GET /api/reports/:country/:reportId/:format': {
    credential: 'key',
    prepare: async (victim) => {
      const content = Buffer.from(`Serial number\r\n${randomBytes(8).toString('hex')}\r\n`);
      const { id, downloadKey } = await createReadyCsvReport(victim.database, {
        supplierId: victim.masterId,
        storagePathOf: (reportId) => `cross-tenant/${reportId}.csv`,
        store: { storage: victim.server.storage, content },
      });
      return { path: `/api/reports/no/${id}/csv?key=${downloadKey}`, content };
    },
  },
  // The ids are in the query (a choice of certificates), not the path: listed all the same.
  'GET /api/reports/:country/certificates.zip': {
    credential: 'bearer',
    prepare: async (victim) => {
      const certificate = await createIssuedCertificate(victim.database, victim.server.storage, {
        supplierId: victim.masterId,
      });
      const path = `/api/reports/no/certificates.zip?ids=${certificate.id}`;
      const own = await fetch(`${victim.server.url}${path}`, {
        headers: { authorization: `Bearer ${victim.token}` },
      });
      if (own.status !== 200) throw new Error(`Certificates ZIP refused: ${own.status}`);
      return { path, content: Buffer.from(await own.arrayBuffer()) };
    },
  },
  'GET /api/evidence/:country/packs/:packId/download': {
    credential: 'bearer',
    prepare: async (victim) => {
      const { id, content } = await createVictimEvidencePack(victim);
      return { path: `/api/evidence/no/packs/${id}/download`, content };
    },
  },
  'GET /api/jobs/:country/:jobId/reconciliation/:format': {
    credential: 'bearer',
    prepare: async (victim) => {
      const serial = `VICTIM-${randomBytes(6).toString('hex').toUpperCase()}`;
      const job = await orderTestJob(victim.server, victim.token);
      await uploadExpectedAssets(
        victim.server,
        victim.token,
        { name: 'list.csv', bytes: `Serial\n${serial}\n` },
        { jobId: job.id },
      );
      const path = `/api/jobs/no/${job.id}/reconciliation/csv?language=en`;
      const own = await fetch(`${victim.server.url}${path}`, {
        headers: { authorization: `Bearer ${victim.token}` },
      });
      return { path, content: Buffer.from(await own.arrayBuffer()) };
    },
  },
  // The outcome list and its files name the job in their query: listed all the same.
  'GET /api/units/:country/outcomes': {
    credential: 'bearer',
    prepare: (victim) => victimOutcomes(victim, 'outcomes'),
  },
  'GET /api/units/:country/outcomes/snipe-it.csv': {
    credential: 'bearer',
    prepare: (victim) => victimOutcomes(victim, 'outcomes/snipe-it.csv'),
  },
  'GET /api/units/:country/outcomes/servicenow.csv': {
    credential: 'bearer',
    prepare: (victim) => victimOutcomes(victim, 'outcomes/servicenow.csv'),
  },
};

/** REST routes with parameters that name nothing of a tenant, with the reason. */
export const restRoutesWithoutTenantData: Record<string, string> = {
  'GET /locales/:language/:file': 'the public translations of the web app',
  'POST /locales/add/:language/:namespace': 'translation keys the web app found missing',
  ...Object.fromEntries(
    scimRoutesWithIds.map((route) => [
      route,
      'SCIM: only a SCIM token (not a session) opens it, so its cases are in http/scim-cross-tenant.test.ts',
    ]),
  ),
};
