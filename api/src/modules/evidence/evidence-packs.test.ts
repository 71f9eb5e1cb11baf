import { createHash, createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import {
  insertCarriers,
  orderEvidencePack,
  waitForReadyPack,
} from '../../test-support/evidence-factories.js';
import { createUnitWithCarriers } from '../../test-support/custody-factories.js';
import { createDocument } from '../../test-support/document-factories.js';
import { createSupplier, createSupplierGroup, createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { readZip } from '../../test-support/read-zip.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer({}, { taskWorkers: true });
  database = server.databases.no;
});
afterAll(async () => {
  await server.close();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Manifest {
  pack_id: string;
  issuer: { public_key_url: string; key_id: string };
  issued_to: { supplier: string };
  subject: Record<string, unknown>;
  files: { path: string; kind: string; sha256: string; size_bytes: number }[];
}

/** A supplier admin with a job whose units (two with carriers) were received and sanitised. */
async function supplierWithJob() {
  const supplier = await createSupplier(database, { company: `Evidence Test ${Date.now()} AS` });
  const admin = await createUser(database, { supplier_id: supplier.id, is_admin: true });
  const token = await signIn(server, admin);
  const job = await orderTestJob(server, token);
  const units = [
    unitRow({ job_number: job.job_number }),
    unitRow({ job_number: job.job_number, sanitisation_method: 'physical_destruction' }),
    unitRow({ job_number: 'J-OTHER-1' }),
  ];
  await importTestUnits(database, supplier.id, units);
  await insertCarriers(
    database,
    supplier.id,
    units.map((unit) => String(unit.serial_number)),
  );
  await database
    .insertInto('job_expected_assets')
    .values([
      { supplier_id: supplier.id, job_id: job.id, serial_number: String(units[0]?.serial_number) },
      { supplier_id: supplier.id, job_id: job.id, serial_number: 'NEVER-ARRIVED-1' },
    ])
    .execute();
  return { supplier, admin, token, job, units };
}

async function download(token: string, downloadPath: string) {
  const response = await fetch(`${server.url}${downloadPath}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function verifyDocument(hash: string) {
  const response = await server.graphql<{
    verify_document: { found: boolean; kind: string | null; supplier: string | null };
  }>({
    query: `query verify_document($sha256: String!) {
      verify_document(sha256: $sha256) { found kind supplier issued_at file_name }
    }`,
    variables: { sha256: hash },
  });
  return response.body.data?.verify_document;
}

describe('evidence packs', () => {
  it('packs a job: every file listed with its hash, the signature checks with the published key, every file registered', async () => {
    const { supplier, admin, token, job, units } = await supplierWithJob();
    const certificate = await createDocument(
      database,
      { storage: server.storage },
      { category: 'certifications', filePath: 'ISO 27001.pdf', title: 'ISO 27001' },
    );
    const ordered = await orderEvidencePack(server, token, { job_id: job.id });
    expect(ordered.body.errors).toBeUndefined();
    const pack = await waitForReadyPack(server, token, ordered.body.data!.order_evidence_pack.id);
    expect(pack.job_number).toBe(job.job_number);

    const { response, bytes } = await download(token, pack.download_path!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(sha256(bytes)).toBe(pack.sha256);
    // The download is in the supplier's audit log, by whom and of which pack.
    const logged = await database
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_id'])
      .where('supplier_id', '=', supplier.id)
      .where('action', 'in', ['evidence_pack.ordered', 'evidence_pack.downloaded'])
      .orderBy('occurred_at')
      .execute();
    expect(logged).toEqual([
      { action: 'evidence_pack.ordered', actor_id: admin.id, target_id: pack.id },
      { action: 'evidence_pack.downloaded', actor_id: admin.id, target_id: pack.id },
    ]);
    const entries = readZip(bytes);
    const manifestBytes = entries.get('manifest.json')!;
    const manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
    expect(manifest.subject).toMatchObject({
      kind: 'job',
      job_number: job.job_number,
      reconciliation: { status: 'reconciled', file: 'reconciliation.csv' },
    });
    expect(manifest.issued_to.supplier).toBe(supplier.company);
    const kinds = manifest.files.map((file) => file.kind).sort();
    expect(kinds).toEqual([
      'certificate_of_destruction',
      'provider_certificate',
      'reconciliation_csv',
      'sanitisation_carriers_csv',
      'sanitisation_units_csv',
      'unit_holds_csv',
    ]);
    // Every file but the manifest and its signature is listed, with its own hash and size.
    expect([...entries.keys()].sort()).toEqual(
      [...manifest.files.map((file) => file.path), 'manifest.json', 'manifest.json.jws'].sort(),
    );
    for (const file of manifest.files) {
      const content = entries.get(file.path)!;
      expect(sha256(content), file.path).toBe(file.sha256);
      expect(content.length).toBe(file.size_bytes);
    }
    const providerFile = manifest.files.find((file) => file.kind === 'provider_certificate')!;
    expect(entries.get(providerFile.path)).toEqual(certificate.content);

    // The job's units only, with their carriers; the reconciliation names the missing asset.
    const unitsCsv = entries.get('sanitisation-units.csv')!.toString('utf8');
    expect(unitsCsv).toContain(String(units[0]?.serial_number));
    expect(unitsCsv).not.toContain(String(units[2]?.serial_number));
    const carriersCsv = entries.get('sanitisation-carriers.csv')!.toString('utf8');
    expect(carriersCsv).toContain(`${String(units[1]?.serial_number)}-D1`);
    expect(carriersCsv).toContain('cryptographic_erase');
    const reconciliation = entries.get('reconciliation.csv')!.toString('utf8');
    expect(reconciliation).toMatch(/NEVER-ARRIVED-1,missing/);
    expect(reconciliation).toContain(`${String(units[1]?.serial_number)},unexpected`);
    // A unit's received day (imported as 2026-01-05) is that calendar day in every file: no
    // made-up midnight for a reader's zone to shift to the 4th.
    const lineOf = (csv: string, serial: unknown) =>
      csv.split('\r\n').find((line) => line.startsWith(`${String(serial)},`))!;
    const unitLine = lineOf(unitsCsv, units[0]?.serial_number);
    expect(unitLine).toContain(',2026-01-05,');
    expect(unitLine.endsWith(',2026-01-20')).toBe(true);
    expect(unitsCsv).not.toMatch(/T\d{2}:\d{2}/);
    expect(lineOf(reconciliation, units[0]?.serial_number)).toContain(',2026-01-05,');
    // Real moments keep their time, in UTC, said once with the Z.
    expect(carriersCsv).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z,/);

    // The detached JWS checks against the key anyone can fetch.
    const keyResponse = await fetch(`${server.url}/.well-known/evidence-signing-key`);
    const { keys } = (await keyResponse.json()) as { keys: (JsonWebKey & { kid: string })[] };
    expect(keys[0]?.kid).toBe(manifest.issuer.key_id);
    const publicKey = createPublicKey({ key: keys[0]!, format: 'jwk' });
    const [header, , signature] = entries
      .get('manifest.json.jws')!
      .toString('utf8')
      .trim()
      .split('.');
    const signingInput = Buffer.from(`${header}.${manifestBytes.toString('base64url')}`);
    expect(verify(null, signingInput, publicKey, Buffer.from(signature!, 'base64url'))).toBe(true);
    const tampered = Buffer.from(manifestBytes.toString('utf8').replace('"job"', '"jub"'));
    const tamperedInput = Buffer.from(`${header}.${tampered.toString('base64url')}`);
    expect(verify(null, tamperedInput, publicKey, Buffer.from(signature!, 'base64url'))).toBe(
      false,
    );

    // The registry answers for the pack, the manifest and each file, by exact hash only.
    expect(await verifyDocument(pack.sha256!)).toMatchObject({
      found: true,
      kind: 'evidence_pack',
      supplier: supplier.company,
    });
    expect(await verifyDocument(sha256(manifestBytes))).toMatchObject({
      kind: 'evidence_manifest',
    });
    const certificateEntry = manifest.files.find(
      (file) => file.kind === 'certificate_of_destruction',
    )!;
    expect(await verifyDocument(certificateEntry.sha256)).toMatchObject({
      found: true,
      kind: 'certificate_of_destruction',
      supplier: supplier.company,
    });
    // The orderer is mailed, in their language, with a link to the page (no download secret).
    const mail = await database
      .selectFrom('email_outbox')
      .select(['template', 'subject', 'text_body'])
      .where('recipient', '=', admin.email)
      .where('template', '=', 'evidence-pack-ready')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain(job.job_number);
    expect(mail.text_body).toContain('/evidence-packs?location=no');

    expect(await verifyDocument(sha256(Buffer.concat([bytes, Buffer.from('x')])))).toMatchObject({
      found: false,
    });

    // Another customer holds the same provider certificate from its own documents: its hash
    // names no customer and no time, only what that file is.
    const rival = await createUser(database);
    const rivalCopy = await download(
      await signIn(server, rival),
      `/files/no/documents/${certificate.id}`,
    );
    expect(rivalCopy.response.status).toBe(200);
    expect(await verifyDocument(sha256(rivalCopy.bytes))).toEqual({
      found: true,
      kind: 'provider_certificate',
      supplier: null,
      issued_at: null,
      file_name: 'provider-certificates/ISO 27001.pdf',
    });
  });

  it('packs a period of a master account group and a department of it', async () => {
    const { master, subSuppliers } = await createSupplierGroup(database, 2);
    const admin = await createUser(database, { supplier_id: master.id, is_admin: true });
    const token = await signIn(server, admin);
    const inPeriod = unitRow({ completed_date: '2026-03-10' });
    const otherDepartment = unitRow({ completed_date: '2026-03-11' });
    const outside = unitRow({ completed_date: '2026-05-01' });
    await importTestUnits(database, subSuppliers[0]!.id, [inPeriod, outside]);
    await importTestUnits(database, subSuppliers[1]!.id, [otherDepartment]);

    const group = await orderEvidencePack(server, token, { from: '2026-03-01', to: '2026-03-31' });
    const groupPack = await waitForReadyPack(
      server,
      token,
      group.body.data!.order_evidence_pack.id,
    );
    const groupEntries = readZip((await download(token, groupPack.download_path!)).bytes);
    const groupUnits = groupEntries.get('sanitisation-units.csv')!.toString('utf8');
    expect(groupUnits).toContain(String(inPeriod.serial_number));
    expect(groupUnits).toContain(String(otherDepartment.serial_number));
    expect(groupUnits).not.toContain(String(outside.serial_number));
    expect(groupEntries.has('reconciliation.csv')).toBe(false);

    const department = await orderEvidencePack(server, token, {
      from: '2026-03-01',
      to: '2026-03-31',
      supplier_id: subSuppliers[0]!.id,
    });
    const departmentPack = await waitForReadyPack(
      server,
      token,
      department.body.data!.order_evidence_pack.id,
    );
    const departmentEntries = readZip((await download(token, departmentPack.download_path!)).bytes);
    const departmentUnits = departmentEntries.get('sanitisation-units.csv')!.toString('utf8');
    expect(departmentUnits).toContain(String(inPeriod.serial_number));
    expect(departmentUnits).not.toContain(String(otherDepartment.serial_number));

    const listed = await server.graphql<{
      get_evidence_packs: { total: number; packs: { id: string }[] };
    }>({
      query: `{ get_evidence_packs(page: 1, page_size: 1) { total packs { id } } }`,
      token,
    });
    expect(listed.body.data?.get_evidence_packs.total).toBe(2);
    expect(listed.body.data?.get_evidence_packs.packs).toEqual([{ id: departmentPack.id }]);
  });

  it("refuses another supplier's job, a user without report access and others' downloads", async () => {
    const victim = await supplierWithJob();
    const outsider = await createUser(database, { is_admin: true });
    const outsiderToken = await signIn(server, outsider);
    const refused = await orderEvidencePack(server, outsiderToken, { job_id: victim.job.id });
    expect(errorCodeOf(refused)).toBe('NOT_FOUND');

    const plainUser = await createUser(database, {
      supplier_id: victim.supplier.id,
      has_report_access: false,
      is_admin: false,
    });
    const plainToken = await signIn(server, plainUser);
    const forbidden = await orderEvidencePack(server, plainToken, { job_id: victim.job.id });
    expect(errorCodeOf(forbidden)).toBe('FORBIDDEN');

    const ordered = await orderEvidencePack(server, victim.token, { job_id: victim.job.id });
    const pack = await waitForReadyPack(
      server,
      victim.token,
      ordered.body.data!.order_evidence_pack.id,
    );
    expect((await download(outsiderToken, pack.download_path!)).response.status).toBe(404);
    expect((await download(plainToken, pack.download_path!)).response.status).toBe(403);
    const seen = await server.graphql({
      query: `query get_evidence_pack($id: ID!) { get_evidence_pack(id: $id) { id } }`,
      variables: { id: pack.id },
      token: outsiderToken,
    });
    expect(errorCodeOf(seen)).toBe('NOT_FOUND');
  });

  it('answers the same order once and rejects a malformed hash', async () => {
    const { token, job } = await supplierWithJob();
    const input = { idempotency_key: `same-${Date.now()}`, job_id: job.id };
    const first = await orderEvidencePack(server, token, input);
    const second = await orderEvidencePack(server, token, input);
    expect(second.body.data?.order_evidence_pack.id).toBe(first.body.data?.order_evidence_pack.id);
    const malformed = await server.graphql({
      query: `{ verify_document(sha256: "abc") { found } }`,
    });
    expect(errorCodeOf(malformed)).toBe('BAD_USER_INPUT');
  });

  it('packs a job without a list as not reconciled: no reconciliation file, the manifest says so, carriers from the unit events included', async () => {
    const supplier = await createSupplier(database, { company: `No List ${Date.now()} AS` });
    const admin = await createUser(database, { supplier_id: supplier.id, is_admin: true });
    const token = await signIn(server, admin);
    const job = await orderTestJob(server, token);
    const unit = await createUnitWithCarriers(database, {
      supplierId: supplier.id,
      jobNumber: job.job_number,
    });
    const ordered = await orderEvidencePack(server, token, { job_id: job.id });
    const pack = await waitForReadyPack(server, token, ordered.body.data!.order_evidence_pack.id);
    const entries = readZip((await download(token, pack.download_path!)).bytes);
    expect(entries.has('reconciliation.csv')).toBe(false);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as Manifest;
    expect(manifest.subject).toMatchObject({
      kind: 'job',
      reconciliation: { status: 'not_reconciled' },
    });
    expect(manifest.files.map((file) => file.kind)).not.toContain('reconciliation_csv');
    const carriers = entries
      .get('sanitisation-carriers.csv')!
      .toString('utf8')
      .trim()
      .split('\r\n');
    expect(carriers).toHaveLength(2);
    expect(carriers[1]).toMatch(new RegExp(`^${unit.serialNumber},DRV-`));
  });

  it('refuses a pack with nothing to prove (a job with no units, a period without any) and stores nothing', async () => {
    const supplier = await createSupplier(database, { company: `Nothing Yet ${Date.now()} AS` });
    const admin = await createUser(database, { supplier_id: supplier.id, is_admin: true });
    const token = await signIn(server, admin);
    const job = await orderTestJob(server, token);
    const refused = await orderEvidencePack(server, token, { job_id: job.id });
    expect(errorCodeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toBe(
      'No units have been received from this job yet, so there is nothing to prove.',
    );
    const emptyPeriod = await orderEvidencePack(server, token, {
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(errorCodeOf(emptyPeriod)).toBe('BAD_USER_INPUT');
    const stored = await database
      .selectFrom('evidence_packs')
      .select('id')
      .where('supplier_id', '=', supplier.id)
      .execute();
    expect(stored).toEqual([]);
    const logged = await database
      .selectFrom('audit_log')
      .select('action')
      .where('supplier_id', '=', supplier.id)
      .where('action', '=', 'evidence_pack.ordered')
      .execute();
    expect(logged).toEqual([]);
  });

  it('offers the jobs with units to prove, newest first, with number, date and status', async () => {
    const supplier = await createSupplier(database, { company: `Picker ${Date.now()} AS` });
    const admin = await createUser(database, { supplier_id: supplier.id, is_admin: true });
    const token = await signIn(server, admin);
    const older = await orderTestJob(server, token);
    const withUnits = await orderTestJob(server, token);
    await orderTestJob(server, token);
    await importTestUnits(database, supplier.id, [
      unitRow({ job_number: older.job_number }),
      unitRow({ job_number: withUnits.job_number }),
    ]);
    await database
      .updateTable('jobs')
      .set({ created_at: new Date('2026-02-01T10:00:00Z') })
      .where('id', '=', older.id)
      .execute();
    const response = await server.graphql<{
      get_evidence_pack_jobs: { id: string; job_number: string; status: string; created: string }[];
    }>({ query: `{ get_evidence_pack_jobs { id job_number status created } }`, token });
    expect(response.body.errors).toBeUndefined();
    const jobs = response.body.data!.get_evidence_pack_jobs;
    expect(jobs.map((job) => job.id)).toEqual([withUnits.id, older.id]);
    expect(jobs[1]).toMatchObject({
      job_number: older.job_number,
      status: 'ORDERED',
      created: '2026-02-01T10:00:00.000Z',
    });

    const plainUser = await createUser(database, {
      supplier_id: supplier.id,
      has_report_access: false,
      is_admin: false,
    });
    const forbidden = await server.graphql({
      query: `{ get_evidence_pack_jobs { id } }`,
      token: await signIn(server, plainUser),
    });
    expect(errorCodeOf(forbidden)).toBe('FORBIDDEN');
  });
});
