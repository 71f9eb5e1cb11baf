import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import { manifestFormat, signaturePath, type EvidencePackRow } from './evidence-pack-model.js';
import type { ListedFile } from './pack-files.js';
import type { EvidenceSigningKey } from './signing-key.js';

/** Where anyone fetches the provider's public key to check a manifest's signature. */
export const signingKeyPath = '/.well-known/evidence-signing-key';

/**
 * The manifest: what the pack is, for whom, issued when and by what method, and every file with
 * its SHA-256 and size. Its exact bytes are signed (detached JWS in manifest.json.jws).
 */
export function buildManifest(options: {
  config: AppConfig;
  /** The legal name of the provider's company that issues the pack, as the pack's documents carry it. */
  issuerName: string;
  pack: EvidencePackRow;
  signingKey: EvidenceSigningKey;
  issuedAt: Date;
  supplier: { id: string; company: string; org_number: string | null };
  department: string | null;
  job: { id: string; job_number: string; reconciled: boolean } | null;
  files: ListedFile[];
}): { bytes: Buffer; digest: { sha256: string; size_bytes: number } } {
  const { config, pack, job } = options;
  const manifest = {
    format: manifestFormat,
    pack_id: pack.id,
    issuer: {
      name: options.issuerName,
      public_key_url: `${config.publicUrl}${signingKeyPath}`,
      key_id: options.signingKey.publicJwk.kid,
    },
    issued_to: {
      supplier_id: options.supplier.id,
      supplier: options.supplier.company,
      organisation_number: options.supplier.org_number,
      department: options.department,
    },
    subject: job
      ? {
          kind: 'job',
          job_id: job.id,
          job_number: job.job_number,
          // Without the customer's list of expected assets there is nothing to reconcile.
          reconciliation: job.reconciled
            ? { status: 'reconciled', file: 'reconciliation.csv' }
            : {
                status: 'not_reconciled',
                reason: 'No list of expected assets was attached to the job.',
              },
        }
      : { kind: 'period', from: pack.date_from, to: pack.date_to, date: 'completed' },
    ordered_by: pack.ordered_by_name,
    issued_at: options.issuedAt.toISOString(),
    method: {
      digest: 'SHA-256 of each file, hexadecimal',
      signature: `JWS (RFC 7515) with EdDSA (Ed25519) over this file's exact bytes, detached payload (RFC 7515 appendix F), in ${signaturePath}`,
      sanitisation_terms: 'NIST SP 800-88 Rev. 2 / IEEE 2883-2022: level and technique',
    },
    files: options.files,
  };
  const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  return {
    bytes,
    digest: {
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size_bytes: bytes.length,
    },
  };
}
