import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { DomainError, notFound } from '../../shared/errors.js';
import type { ObjectStorage } from '../../shared/storage/object-storage.js';
import { isCustomersOwnDownload, type Viewer } from '../auth/viewer-model.js';
import { recordAuditEvents, userActor } from '../audit-log/service.js';
import { markReportsDownloaded } from './service.js';
import { storedReportFileKey } from './storage.js';

/** At most this many certificates go into one ZIP (a page of the list is 20). */
export const certificateZipLimit = 50;

interface CertificateFile {
  id: string;
  supplier_id: string;
  certificate_number: string | null;
  completed_at: Date | null;
  available_until: Date | null;
  storage_path: string;
}

/**
 * The PDFs of the chosen certificates of destruction, all of them the supplier's own, issued and
 * still kept; otherwise nothing: an id that is not one of the supplier's certificates (another
 * supplier's, another country's, a report of another kind, no such id) is NOT_FOUND for the
 * whole request, so a caller learns nothing of which ids exist.
 */
export async function certificateFilesForZip(
  database: Database,
  storage: ObjectStorage,
  country: CountryCode,
  supplierId: string,
  ids: readonly string[],
): Promise<(CertificateFile & { key: string })[]> {
  const unique = [...new Set(ids)];
  const rows: CertificateFile[] = await database
    .selectFrom('reports')
    .innerJoin('report_files', 'report_files.report_id', 'reports.id')
    .select([
      'reports.id',
      'reports.supplier_id',
      'reports.certificate_number',
      'reports.completed_at',
      'reports.available_until',
      'report_files.storage_path',
    ])
    .where('reports.id', 'in', unique)
    .where('reports.supplier_id', '=', supplierId)
    .where('reports.kind', '=', 'CERTIFICATE_OF_DESTRUCTION')
    .where('reports.status', '=', 'READY')
    .where('report_files.format', '=', 'PDF')
    .orderBy('reports.certificate_number')
    .execute();
  if (rows.length !== unique.length) throw notFound();
  const expired = rows.filter(
    (row) => !row.available_until || row.available_until.getTime() < Date.now(),
  );
  if (expired.length > 0) {
    throw new DomainError(
      'EXPIRED',
      `These certificates' files are no longer kept: ${expired
        .map((row) => row.certificate_number)
        .join(', ')}. Order them again to download them.`,
    );
  }
  const files = rows.map((row) => ({
    ...row,
    key: storedReportFileKey(country, row.storage_path),
  }));
  // Every file is there before the first byte goes out: a ZIP that stops half-way is no answer.
  const sizes = await Promise.all(files.map((file) => storage.sizeOf(file.key)));
  if (sizes.includes(null)) throw notFound();
  return files;
}

/**
 * The ZIP, written as it is read: each PDF is opened only when its turn comes and stored as it
 * is (PDFs do not compress), named by its certificate number.
 */
export function certificateZip(
  storage: ObjectStorage,
  files: readonly (CertificateFile & { key: string })[],
): Readable {
  const zip = new yazl.ZipFile();
  for (const file of files) {
    zip.addReadStreamLazy(
      `${file.certificate_number ?? file.id}.pdf`,
      { mtime: file.completed_at ?? new Date(), mode: 0o100644, compress: false },
      (callback) => {
        storage.open(file.key).then(
          (opened) =>
            opened
              ? callback(null, opened.stream)
              : callback(new Error(`Stored certificate missing: ${file.key}`), null as never),
          (error: unknown) => callback(error as Error, null as never),
        );
      },
    );
  }
  zip.end();
  return zip.outputStream as Readable;
}

/**
 * One audit entry per certificate, as a single download records one; a person's download resolves
 * their "ready" items on the dashboard (an API token's or a customer view's does not, as for
 * evidence packs).
 */
export async function recordCertificatesZipped(
  database: Database,
  viewer: Viewer,
  files: readonly CertificateFile[],
): Promise<void> {
  if (isCustomersOwnDownload(viewer)) {
    await markReportsDownloaded(
      database,
      files.map((file) => file.id),
    );
  }
  await recordAuditEvents(
    database,
    files.map((file) => ({
      supplierId: file.supplier_id,
      actor: userActor(viewer),
      action: 'certificate.downloaded',
      target: { type: 'report', id: file.id, label: file.certificate_number ?? file.id },
      details: { format: 'ZIP', kind: 'CERTIFICATE_OF_DESTRUCTION' },
    })),
  );
}
