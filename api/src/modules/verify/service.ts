import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { consumeAddressRateLimit } from '../../shared/rate-limit.js';

/** What an issued document is (the issued_documents.kind check). */
export type IssuedDocumentKind =
  | 'evidence_pack'
  | 'evidence_manifest'
  | 'certificate_of_destruction'
  | 'sanitisation_units_csv'
  | 'sanitisation_carriers_csv'
  | 'reconciliation_csv'
  | 'unit_holds_csv'
  | 'provider_certificate'
  | 'unit_certificate';

export interface IssuedDocument {
  sha256: string;
  kind: IssuedDocumentKind;
  supplierId: string;
  fileName: string;
  sizeBytes: number;
  evidencePackId?: string | null;
  reportId?: string | null;
}

/**
 * Records files handed to a customer in the registry of issued documents, so the public verify
 * page can tell what a file is, for whom and when it was issued. Call it in the transaction that
 * makes the files available: a file is registered exactly when it is issued.
 */
export async function recordIssuedDocuments(
  transaction: Database,
  documents: IssuedDocument[],
): Promise<void> {
  if (!documents.length) return;
  await transaction
    .insertInto('issued_documents')
    .values(
      documents.map((document) => ({
        sha256: document.sha256,
        kind: document.kind,
        supplier_id: document.supplierId,
        file_name: document.fileName,
        size_bytes: document.sizeBytes,
        evidence_pack_id: document.evidencePackId ?? null,
        report_id: document.reportId ?? null,
      })),
    )
    .execute();
}

/**
 * Records a document that is made again on request with the same bytes (a unit's certificate):
 * once per file and customer, however often it is downloaded.
 */
export async function recordIssuedDocumentOnce(
  database: Database,
  document: IssuedDocument,
): Promise<void> {
  await sql`
    insert into issued_documents (sha256, kind, supplier_id, file_name, size_bytes)
    select ${document.sha256}, ${document.kind}, ${document.supplierId}, ${document.fileName},
      ${document.sizeBytes}
    where not exists (select from issued_documents
      where sha256 = ${document.sha256} and supplier_id = ${document.supplierId}
        and kind = ${document.kind})`.execute(database);
}

/**
 * Files the portal hands out but never makes for one customer: whoever holds one may learn what it
 * is, never who else got it or when.
 */
const sharedKinds: ReadonlySet<IssuedDocumentKind> = new Set(['provider_certificate']);

/** Hash checks per client address: enough for an auditor's pack, too few to probe at scale. */
const verifyRateLimit = { scope: 'verify-document', limit: 120, windowMinutes: 15 };

export interface DocumentVerification {
  kind: IssuedDocumentKind;
  fileName: string;
  sizeBytes: number;
  /** Null for a file not made for one customer (a provider certificate) or issued to several. */
  supplier: string | null;
  /** Null when the supplier is: when one customer got the file tells of that customer. */
  issuedAt: Date | null;
  /** The pack it came in, when it came in one. */
  evidencePackId: string | null;
}

/**
 * What was issued with exactly this SHA-256, or null. Only the exact hash finds anything (no
 * prefix, no listing), and each client address has a limited number of checks.
 */
export async function verifyIssuedDocument(
  database: Database,
  clientAddress: string,
  sha256: string,
): Promise<DocumentVerification | null> {
  await consumeAddressRateLimit(database, verifyRateLimit, clientAddress);
  const rows = await database
    .selectFrom('issued_documents')
    .innerJoin('suppliers', 'suppliers.id', 'issued_documents.supplier_id')
    .select([
      'issued_documents.kind',
      'issued_documents.file_name',
      'issued_documents.size_bytes',
      'issued_documents.issued_at',
      'issued_documents.evidence_pack_id',
      'issued_documents.supplier_id',
      'suppliers.company',
    ])
    .where('issued_documents.sha256', '=', sha256)
    .orderBy('issued_documents.issued_at')
    .orderBy('issued_documents.id')
    .limit(50)
    .execute();
  const first = rows[0];
  if (!first) return null;
  // A shared file, or the same bytes issued to more than one customer, names none of them.
  const madeForOne =
    rows.every((row) => row.supplier_id === first.supplier_id) &&
    !rows.some((row) => sharedKinds.has(row.kind as IssuedDocumentKind));
  return {
    kind: first.kind as IssuedDocumentKind,
    fileName: first.file_name,
    sizeBytes: Number(first.size_bytes),
    supplier: madeForOne ? first.company : null,
    issuedAt: madeForOne ? first.issued_at : null,
    evidencePackId: madeForOne ? first.evidence_pack_id : null,
  };
}
