import { unzipSync } from 'fflate';
import { sha256Hex, verifyDetachedJws, type PublicSigningKey } from './digests';

const manifestPath = 'manifest.json';
const signaturePath = 'manifest.json.jws';

interface PackManifest {
  pack_id: string;
  issuer: { name: string; key_id: string };
  issued_to: { supplier: string; department: string | null };
  subject: { kind: 'job'; job_number: string } | { kind: 'period'; from: string; to: string };
  issued_at: string;
  files: { path: string; kind: string; sha256: string; size_bytes: number }[];
}

type FileStatus = 'intact' | 'changed' | 'missing' | 'unlisted';

export interface PackCheck {
  /** Null when the ZIP holds no readable manifest: not an evidence pack. */
  manifest: PackManifest | null;
  signatureValid: boolean;
  files: { path: string; status: FileStatus }[];
  /** The signature holds and every file is exactly as listed, none missing or added. */
  intact: boolean;
}

/** True when the bytes start like a ZIP archive. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * Checks an evidence pack in the browser: unzips it, checks the manifest's signature with the
 * provider's published key and every file's SHA-256 against the manifest. Names each file that
 * differs, is missing or was added.
 */
export async function checkPack(zip: Uint8Array, key: PublicSigningKey): Promise<PackCheck> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip);
  } catch {
    return { manifest: null, signatureValid: false, files: [], intact: false };
  }
  const manifestBytes = entries[manifestPath];
  const signature = entries[signaturePath];
  let manifest: PackManifest | null = null;
  try {
    manifest = manifestBytes
      ? (JSON.parse(new TextDecoder().decode(manifestBytes)) as PackManifest)
      : null;
  } catch {
    manifest = null;
  }
  if (!manifest || !manifestBytes || !Array.isArray(manifest.files)) {
    return { manifest: null, signatureValid: false, files: [], intact: false };
  }
  const signatureValid = signature
    ? await verifyDetachedJws(new TextDecoder().decode(signature), manifestBytes, key)
    : false;
  const files: PackCheck['files'] = [];
  const listed = new Set<string>();
  for (const file of manifest.files) {
    listed.add(file.path);
    const content = entries[file.path];
    if (!content) {
      files.push({ path: file.path, status: 'missing' });
      continue;
    }
    const intact = content.length === file.size_bytes && (await sha256Hex(content)) === file.sha256;
    files.push({ path: file.path, status: intact ? 'intact' : 'changed' });
  }
  for (const path of Object.keys(entries)) {
    // Folders have entries of their own in some ZIP tools; they hold no bytes to check.
    if (path.endsWith('/') || path === manifestPath || path === signaturePath) continue;
    if (!listed.has(path)) files.push({ path, status: 'unlisted' });
  }
  return {
    manifest,
    signatureValid,
    files,
    intact: signatureValid && files.every((file) => file.status === 'intact'),
  };
}
