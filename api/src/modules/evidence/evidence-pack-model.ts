import type { Selectable } from 'kysely';
import type { EvidencePacks } from '../../database/schema.generated.js';

export type EvidencePackRow = Selectable<EvidencePacks>;

/** A pack with what the list shows of its subject. */
export type EvidencePackModel = EvidencePackRow & {
  job_number: string | null;
  department: string | null;
};

/** The format named in every manifest, so a checker knows what it reads. */
export const manifestFormat = 'itad-portal-evidence-pack/1';

/** The paths of the files every pack holds beside the listed ones. */
export const manifestPath = 'manifest.json';
export const signaturePath = 'manifest.json.jws';
