import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierAttempt, createUnitWithCarriers } from '../../../test-support/custody-factories.js';
import {
  createSupplier,
  createSupplierGroup,
  createUser,
} from '../../../test-support/factories.js';
import { orderTestJob } from '../../../test-support/job-factories.js';
import { pdfPageTexts, squeezed } from '../../../test-support/pdf-text.js';
import { signIn } from '../../../test-support/sign-in.js';
import {
  errorCodeOf,
  startTestServer,
  type TestServer,
} from '../../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const unitQuery = `query get_unit($id: ID!) {
  get_unit(id: $id) {
    id serial_number sanitisation_result sanitised_at outcome downstream_recycler created_at
    completed_date job_number supplier_company certificate_path
    job { id job_number kind seal_numbers collected_at }
    carriers {
      carrier_serial carrier_type capacity_gb sanitisation_level sanitisation_technique
      particle_size_mm tool_name tool_version verification_method verification_result operator
      sanitised_at result
    }
  }
}`;

interface UnitAnswer {
  get_unit: {
    id: string;
    serial_number: string;
    outcome: string;
    downstream_recycler: string | null;
    certificate_path: string;
    job: { job_number: string; seal_numbers: string[]; collected_at: string | null } | null;
    carriers: Record<string, unknown>[];
  };
}

async function signedInUser(overrides: { supplierId?: string; language?: string } = {}) {
  const user = await createUser(server.databases.no, {
    ...(overrides.supplierId ? { supplier_id: overrides.supplierId } : {}),
    language: overrides.language ?? 'en',
  });
  return { user, token: await signIn(server, user) };
}

const fetchCertificate = (path: string, token: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('a unit with its chain of custody', () => {
  it('shows the job with its seals, the recycler and every carrier attempt, and the certificate lists them', async () => {
    const database = server.databases.no;
    const { user, token } = await signedInUser({ language: 'no' });
    const job = await orderTestJob(server, token);
    // The provider's side (jobs status, jobs seals) as it leaves the job.
    await database
      .insertInto('job_status_events')
      .values({
        job_id: job.id,
        status: 'COLLECTED',
        occurred_at: new Date('2026-03-01T12:00:00Z'),
      })
      .execute();
    await database
      .insertInto('job_seals')
      .values([
        { job_id: job.id, seal_number: 'S-100' },
        { job_id: job.id, seal_number: 'S-099' },
      ])
      .execute();
    const unit = await createUnitWithCarriers(database, {
      supplierId: user.supplier_id,
      jobNumber: job.job_number,
      sanitised: { sanitisation_method: 'physical_destruction' },
      carriers: [
        carrierAttempt({
          carrier_serial: 'WD-1',
          carrier_type: 'hdd',
          capacity_gb: 1000,
          sanitisation_technique: 'overwrite',
          tool_name: 'WipeDrive',
          tool_version: '10.2',
          verification_result: 'failed',
          result: 'failed',
          sanitised_at: '2026-03-03T09:00:00Z',
        }),
        carrierAttempt({
          carrier_serial: 'WD-1',
          carrier_type: 'hdd',
          capacity_gb: 1000,
          sanitisation_level: 'destruct',
          sanitisation_technique: 'shred',
          particle_size_mm: 2,
          tool_name: null,
          tool_version: null,
          verification_method: 'visual',
          operator: 'Ola Hansen',
          sanitised_at: '2026-03-04T07:00:00Z',
        }),
      ],
      completed: { outcome: 'recycled', downstream_recycler: 'Hydro Metallgjenvinning AS' },
    });

    const response = await server.graphql<UnitAnswer>({
      query: unitQuery,
      variables: { id: unit.id },
      token,
    });
    const found = response.body.data?.get_unit;
    expect(found).toMatchObject({
      id: unit.id,
      serial_number: unit.serialNumber,
      outcome: 'recycled',
      downstream_recycler: 'Hydro Metallgjenvinning AS',
      certificate_path: `/files/no/units/${unit.id}/certificate.pdf`,
      job: {
        job_number: job.job_number,
        seal_numbers: ['S-099', 'S-100'],
        collected_at: '2026-03-01T12:00:00.000Z',
      },
    });
    expect(found?.carriers).toEqual([
      expect.objectContaining({ carrier_serial: 'WD-1', result: 'failed', particle_size_mm: null }),
      expect.objectContaining({
        carrier_serial: 'WD-1',
        sanitisation_level: 'destruct',
        sanitisation_technique: 'shred',
        particle_size_mm: 2,
        operator: 'Ola Hansen',
        sanitised_at: '2026-03-04T07:00:00.000Z',
        result: 'passed',
      }),
    ]);

    const certificate = await fetchCertificate(found?.certificate_path ?? '', token);
    expect(certificate.status).toBe(200);
    expect(certificate.headers.get('content-type')).toBe('application/pdf');
    expect(certificate.headers.get('content-disposition')).toContain(
      `${unit.serialNumber}-certificate.pdf`,
    );
    const text = squeezed(
      (await pdfPageTexts(Buffer.from(await certificate.arrayBuffer()))).join('\n'),
    );
    // In the user's language (Norwegian), with Intl's Norwegian dates and numbers.
    expect(text).toContain('Sertifikat for datasletting');
    expect(text).toContain(`Serienummer: ${unit.serialNumber}`);
    expect(text).toContain(job.job_number);
    expect(text).toContain('S-099, S-100');
    expect(text).toContain('Resirkulert via Hydro Metallgjenvinning AS');
    expect(text).toContain('Harddisk (HDD) WD-1 · Samsung 870 EVO · 1 000 GB Feilet');
    expect(text).toContain('Nivå og metode: Purge (sikker sletting): Overskriving');
    expect(text).toContain('Verktøy: WipeDrive 10.2');
    expect(text).toContain('Verifisering: Full verifisering: feilet');
    expect(text).toContain(
      'Nivå og metode: Destruct (fysisk destruksjon): Makulering (partikler inntil 2 mm)',
    );
    expect(text).toContain('Operatør: Ola Hansen · 4. mars 2026, 08:00');
    expect(text).toContain('NIST SP 800-88 Rev. 2');
  });

  it('lets a master account see its sub-supplier’s unit, and answers NOT_FOUND (and 404) to anyone else', async () => {
    const database = server.databases.no;
    const group = await createSupplierGroup(database, 1);
    const sub = group.subSuppliers[0]!;
    const unit = await createUnitWithCarriers(database, { supplierId: sub.id });
    const master = await signedInUser({ supplierId: group.master.id });
    const visible = await server.graphql<UnitAnswer>({
      query: unitQuery,
      variables: { id: unit.id },
      token: master.token,
    });
    expect(visible.body.data?.get_unit.carriers).toHaveLength(1);
    expect(visible.body.data?.get_unit.job).toBeNull();

    const outsider = await signedInUser({ supplierId: (await createSupplier(database)).id });
    for (const id of [unit.id, '0', 'abc', '99999999999999']) {
      const answer = await server.graphql<UnitAnswer>({
        query: unitQuery,
        variables: { id },
        token: outsider.token,
      });
      expect(errorCodeOf(answer), id).toBe('NOT_FOUND');
    }
    const refused = await fetchCertificate(
      `/files/no/units/${unit.id}/certificate.pdf`,
      outsider.token,
    );
    expect(refused.status).toBe(404);
    const anonymous = await fetch(`${server.url}/files/no/units/${unit.id}/certificate.pdf`);
    expect(anonymous.status).toBe(401);
  });

  it('writes the certificate of a unit without carrier records in English, saying so, the same file each time', async () => {
    const { user, token } = await signedInUser();
    const unit = await createUnitWithCarriers(server.databases.no, {
      supplierId: user.supplier_id,
      carriers: [],
    });
    const path = `/files/no/units/${unit.id}/certificate.pdf`;
    const certificate = Buffer.from(await (await fetchCertificate(path, token)).arrayBuffer());
    // Dated by the record, not the download: the same record gives the same file and hash.
    const again = Buffer.from(await (await fetchCertificate(path, token)).arrayBuffer());
    expect(again.equals(certificate)).toBe(true);
    const text = squeezed((await pdfPageTexts(certificate)).join('\n'));
    expect(text).toContain('RECORD LAST UPDATED');
    expect(text).toContain('Certificate of data sanitisation');
    expect(text).toContain('No data carrier records for this unit.');
    expect(text).toMatch(/JOB NUMBER\s+Not recorded/);
  });

  it('registers the certificate once for the public check and logs each download', async () => {
    const { user, token } = await signedInUser();
    const unit = await createUnitWithCarriers(server.databases.no, {
      supplierId: user.supplier_id,
    });
    const path = `/files/no/units/${unit.id}/certificate.pdf`;
    const certificate = Buffer.from(await (await fetchCertificate(path, token)).arrayBuffer());
    await fetchCertificate(path, token);
    const sha256 = createHash('sha256').update(certificate).digest('hex');

    const checked = await server.graphql<{
      verify_document: { found: boolean; kind: string; file_name: string; supplier: string };
    }>({
      query: `query verify_document($sha256: String!) {
        verify_document(sha256: $sha256) { found kind file_name supplier }
      }`,
      variables: { sha256 },
    });
    expect(checked.body.data?.verify_document).toMatchObject({
      found: true,
      kind: 'unit_certificate',
      file_name: `${unit.serialNumber}-certificate.pdf`,
    });
    const registered = await server.databases.no
      .selectFrom('issued_documents')
      .select('id')
      .where('sha256', '=', sha256)
      .execute();
    expect(registered).toHaveLength(1);
    const logged = await server.databases.no
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_label'])
      .where('supplier_id', '=', user.supplier_id)
      .where('target_type', '=', 'unit')
      .execute();
    expect(logged).toEqual([
      { action: 'unit_certificate.downloaded', actor_id: user.id, target_label: unit.serialNumber },
      { action: 'unit_certificate.downloaded', actor_id: user.id, target_label: unit.serialNumber },
    ]);
  });
});
