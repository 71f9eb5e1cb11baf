import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { maximumAttachmentBytes } from '@itad-portal/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplier, createSupplierGroup, createUser } from '../../test-support/factories.js';
import {
  assignmentInput,
  orderMutation,
  orderTestJob,
  pdfBytes,
  uploadAttachment,
} from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { purgeUnattachedAttachments } from './purge-unattached-attachments-task.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

async function signedInUser(supplierOverrides: Parameters<typeof createSupplier>[1] = {}) {
  const supplier = await createSupplier(database, supplierOverrides);
  const user = await createUser(database, { supplier_id: supplier.id });
  return { user, token: await signIn(server, user) };
}

const storedAttachmentsOf = (supplierId: string) =>
  database
    .selectFrom('job_attachments')
    .select(['id', 'stored_name'])
    .where('supplier_id', '=', supplierId)
    .execute();

const filesOnDisk = async () => {
  try {
    // Local storage keeps attachments under <DATA_DIR>/attachments/<country>/.
    return await readdir(join(server.config.dataDirectory, 'attachments', 'no'));
  } catch {
    return [];
  }
};

const download = (path: string, token: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

/** A Windows executable: "MZ" and a PE header, whatever it is called. */
function executableBytes(): Uint8Array {
  const bytes = new Uint8Array(1024);
  bytes.set([0x4d, 0x5a]);
  bytes.set([0x80, 0x00, 0x00, 0x00], 0x3c);
  bytes.set([0x50, 0x45, 0x00, 0x00], 0x80);
  return bytes;
}

describe('attachments', () => {
  it('uploads a PDF, attaches it to an order and downloads it with its original name', async () => {
    const { user, token } = await signedInUser();
    const bytes = pdfBytes(2000);
    const upload = await uploadAttachment(server, token, {
      name: 'Inventar liste – kontor 3.pdf',
      bytes,
      type: 'application/pdf',
    });
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({
      file_name: 'Inventar liste – kontor 3.pdf',
      content_type: 'application/pdf',
      size_bytes: bytes.length,
    });
    const [stored] = await storedAttachmentsOf(user.supplier_id);
    // Stored under a name the server made, not the client's.
    expect(stored?.stored_name).toMatch(/^[0-9a-f-]{36}$/);
    expect(await filesOnDisk()).toContain(stored?.stored_name);

    const job = await orderTestJob(server, token, { attachment_ids: [upload.body.id] });
    expect(job.attachments).toHaveLength(1);
    const attachment = job.attachments[0]!;
    expect(attachment.download_path).toBe(`/attachments/no/${String(upload.body.id)}`);

    const response = await download(attachment.download_path, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Inventar liste _ kontor 3.pdf"; filename*=UTF-8''Inventar%20liste%20%E2%80%93%20kontor%203.pdf`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('serves a file only to users of the supplier that uploaded it', async () => {
    const { token } = await signedInUser();
    const upload = await uploadAttachment(server, token, { name: 'a.pdf', bytes: pdfBytes() });
    const path = `/attachments/no/${String(upload.body.id)}`;
    const { token: strangerToken } = await signedInUser();
    expect((await download(path, strangerToken)).status).toBe(404);
    expect((await download(path, '')).status).toBe(401);
    expect((await download('/attachments/no/not-a-uuid', token)).status).toBe(400);
    expect((await download(path.replace('/no/', '/dk/'), token)).status).toBe(401);
    // Nor can another supplier attach it to an order of theirs.
    const response = await server.graphql({
      query: orderMutation,
      token: strangerToken,
      variables: {
        idempotency_key: crypto.randomUUID(),
        assignment: assignmentInput({ attachment_ids: [upload.body.id] }),
      },
    });
    expect(errorCodeOf(response)).toBe('BAD_USER_INPUT');
    expect((await download(path, token)).status).toBe(200);
  });

  it('serves a master account the files of its group’s ordered jobs, not their unsent uploads', async () => {
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const department = await createUser(database, { supplier_id: subSuppliers[0]!.id });
    const departmentToken = await signIn(server, department);
    const attached = await uploadAttachment(server, departmentToken, {
      name: 'list.pdf',
      bytes: pdfBytes(),
    });
    await orderTestJob(server, departmentToken, { attachment_ids: [attached.body.id] });
    const unsent = await uploadAttachment(server, departmentToken, {
      name: 'draft.pdf',
      bytes: pdfBytes(),
    });
    const headOffice = await signIn(server, await createUser(database, { supplier_id: master.id }));

    expect((await download(`/attachments/no/${String(attached.body.id)}`, headOffice)).status).toBe(
      200,
    );
    expect((await download(`/attachments/no/${String(unsent.body.id)}`, headOffice)).status).toBe(
      404,
    );
    const { token: outsider } = await signedInUser();
    expect((await download(`/attachments/no/${String(attached.body.id)}`, outsider)).status).toBe(
      404,
    );
  });

  it('refuses 5 MB + 1 byte while streaming and stores nothing', async () => {
    const { user, token } = await signedInUser();
    const before = await filesOnDisk();
    const bytes = pdfBytes(maximumAttachmentBytes + 1 - pdfBytes().length);
    expect(bytes.length).toBe(maximumAttachmentBytes + 1);
    const upload = await uploadAttachment(server, token, { name: 'big.pdf', bytes });
    expect(upload.status).toBe(413);
    expect(upload.body).toEqual({ error: { code: 'FILE_TOO_LARGE', message: 'File to large.' } });
    expect(await storedAttachmentsOf(user.supplier_id)).toHaveLength(0);
    expect(await filesOnDisk()).toEqual(before);
    // Exactly 5 MB is allowed.
    const atLimit = await uploadAttachment(server, token, {
      name: 'limit.pdf',
      bytes: pdfBytes(maximumAttachmentBytes - pdfBytes().length),
    });
    expect(atLimit.status).toBe(201);
  });

  it('answers a malformed or cut-off multipart body with 400 and stores nothing', async () => {
    const { user, token } = await signedInUser();
    const before = await filesOnDisk();
    const boundary = 'portal-test-boundary';
    const head = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="cut.pdf"',
      'Content-Type: application/pdf',
      '',
      '',
    ].join('\r\n');
    const send = (body: string | Uint8Array, contentType: string) =>
      fetch(`${server.url}/attachments/no`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body,
      });
    // The body ends in the middle of the file: no closing boundary.
    const cutOff = Buffer.concat([Buffer.from(head), Buffer.from(pdfBytes(2_000))]);
    const cut = await send(cutOff, `multipart/form-data; boundary=${boundary}`);
    expect(cut.status).toBe(400);
    expect(((await cut.json()) as { error: { code: string } }).error.code).toBe('BAD_USER_INPUT');
    // Not multipart at all, or multipart without a boundary.
    expect((await send('plain text', 'multipart/form-data')).status).toBe(400);
    expect((await send('--x--', `multipart/form-data; boundary=${boundary}`)).status).toBe(400);
    expect(await storedAttachmentsOf(user.supplier_id)).toHaveLength(0);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('checks the content, not the name: a renamed executable is refused', async () => {
    const { user, token } = await signedInUser();
    const before = await filesOnDisk();
    for (const name of ['invoice.pdf', 'list.csv', 'photo.jpg']) {
      const upload = await uploadAttachment(server, token, {
        name,
        bytes: executableBytes(),
        type: 'application/pdf',
      });
      expect(upload.status).toBe(415);
      expect(upload.body.error).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    }
    const script = await uploadAttachment(server, token, {
      name: 'notes.pdf',
      bytes: new TextEncoder().encode('#!/bin/sh\necho hello\n'),
    });
    expect(script.status).toBe(415);
    expect(await storedAttachmentsOf(user.supplier_id)).toHaveLength(0);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('accepts CSV by its text content and images by their bytes', async () => {
    const { token } = await signedInUser();
    const csv = await uploadAttachment(server, token, {
      name: 'units.csv',
      bytes: new TextEncoder().encode('serial;model\nABC123;ThinkPad T14\n'),
    });
    expect(csv.status).toBe(201);
    expect(csv.body.content_type).toBe('text/csv');
    const png = await uploadAttachment(server, token, {
      name: 'floor-plan',
      bytes: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    expect(png.status).toBe(201);
    expect(png.body.content_type).toBe('image/png');
  });

  it('needs can_upload and a signed-in user', async () => {
    const { user, token } = await signedInUser({ can_upload: false });
    const upload = await uploadAttachment(server, token, { name: 'a.pdf', bytes: pdfBytes() });
    expect(upload.status).toBe(403);
    expect(await storedAttachmentsOf(user.supplier_id)).toHaveLength(0);
    const anonymous = await fetch(`${server.url}/attachments/no`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });

  it('closes the connection of an upload it refused unread, so nothing lingers', async () => {
    const ownServer = await startTestServer();
    const supplier = await createSupplier(ownServer.databases.no, { can_upload: false });
    const user = await createUser(ownServer.databases.no, { supplier_id: supplier.id });
    const ownToken = await signIn(ownServer, user);
    const refused = await uploadAttachment(ownServer, ownToken, {
      name: 'big.pdf',
      bytes: pdfBytes(3_000_000),
    });
    expect(refused.status).toBe(403);
    // Closing waits for open connections: a lingering one would hold it past the test's limit.
    await ownServer.close();
  });

  it('deletes files of orders never sent after a day, and keeps attached ones', async () => {
    const { user, token } = await signedInUser();
    const unsent = await uploadAttachment(server, token, { name: 'draft.pdf', bytes: pdfBytes() });
    const fresh = await uploadAttachment(server, token, { name: 'fresh.pdf', bytes: pdfBytes() });
    const sent = await uploadAttachment(server, token, { name: 'sent.pdf', bytes: pdfBytes() });
    await orderTestJob(server, token, { attachment_ids: [sent.body.id] });
    await database
      .updateTable('job_attachments')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
      .where('id', 'in', [String(unsent.body.id), String(sent.body.id)])
      .execute();
    const before = await storedAttachmentsOf(user.supplier_id);
    const unsentFile = before.find((row) => row.id === unsent.body.id)!.stored_name;
    expect(await filesOnDisk()).toContain(unsentFile);

    expect(await purgeUnattachedAttachments(database, server.storage, 'no')).toBeGreaterThanOrEqual(
      1,
    );
    const after = await storedAttachmentsOf(user.supplier_id);
    expect(after.map((row) => row.id).sort()).toEqual(
      [String(fresh.body.id), String(sent.body.id)].sort(),
    );
    expect(await filesOnDisk()).not.toContain(unsentFile);
  });
});
