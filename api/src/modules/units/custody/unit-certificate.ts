import { createHash } from 'node:crypto';
import type { Database } from '../../../database/connections.js';
import { partyOfSupplier } from '../../../shared/documents/letterhead.js';
import type { ProviderIdentity } from '../../../shared/documents/provider-identity.js';
import { readerLanguageOf } from '../../../shared/translations.js';
import { recordAuditEvent, userActor } from '../../audit-log/service.js';
import type { Viewer } from '../../auth/viewer-model.js';
import { recordIssuedDocumentOnce } from '../../verify/service.js';
import { findUnitCustody } from './service.js';
import { renderUnitCertificatePdf } from './unit-certificate-pdf.js';

/**
 * A unit's certificate of sanitisation for a user who may see the unit (else NOT_FOUND), in the
 * user's language. It is registered for the public verify page and its download is in the
 * supplier's audit log.
 */
export async function issueUnitCertificate(
  database: Database,
  viewer: Viewer,
  provider: ProviderIdentity,
  unitId: string,
): Promise<{ fileName: string; content: Buffer }> {
  const unit = await findUnitCustody(database, viewer, unitId);
  const customer = await database
    .selectFrom('suppliers')
    .select(['company', 'address', 'zip', 'city', 'org_number'])
    .where('id', '=', unit.supplier_id)
    .executeTakeFirstOrThrow();
  const content = await renderUnitCertificatePdf({
    provider,
    language: readerLanguageOf(viewer.user.language),
    customer: partyOfSupplier(customer),
    unit,
  });
  const fileName = `${unit.serial_number.replace(/[^\w.-]+/g, '_')}-certificate.pdf`;
  await recordIssuedDocumentOnce(database, {
    sha256: createHash('sha256').update(content).digest('hex'),
    kind: 'unit_certificate',
    supplierId: unit.supplier_id,
    fileName,
    sizeBytes: content.length,
  });
  await recordAuditEvent(database, {
    supplierId: unit.supplier_id,
    actor: userActor(viewer),
    action: 'unit_certificate.downloaded',
    target: { type: 'unit', id: String(unit.id), label: unit.serial_number },
  });
  return { fileName, content };
}
