import { useRef, useState } from 'react';
import type { VerifyDocumentQuery } from '../../../shared/graphql/generated/graphql';
import { useEvidenceSigningKey } from '../api/signing-key';
import { useVerifyDocument } from '../api/verify-document';
import { checkPack, looksLikeZip, type PackCheck } from '../lib/check-pack';
import { sha256Hex } from '../lib/digests';

export type DocumentCheck =
  | { kind: 'pack'; fileName: string; sha256: string; pack: PackCheck; registry: Registry }
  | { kind: 'file'; fileName: string | null; sha256: string; registry: Registry };

type Registry = VerifyDocumentQuery['verify_document'];

/**
 * What the verify page does with a dropped file or an entered hash: a pack is checked in the
 * browser (signature and every file) and its hash asked of the registry; any other file, or a
 * hash, is asked of the registry only. Files never leave the browser.
 */
export function useDocumentCheck() {
  const signingKey = useEvidenceSigningKey();
  const verify = useVerifyDocument();
  const [result, setResult] = useState<DocumentCheck | null>(null);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  // The check asked for last is the one shown: an earlier file's answer, coming later, would
  // otherwise stand for the file the reader chose after it.
  const latestCheck = useRef(0);
  const run = async (work: () => Promise<DocumentCheck>) => {
    const check = ++latestCheck.current;
    const isLatest = () => check === latestCheck.current;
    setResult(null);
    setFailed(false);
    setWorking(true);
    try {
      const checked = await work();
      if (isLatest()) setResult(checked);
    } catch {
      if (isLatest()) setFailed(true);
    } finally {
      if (isLatest()) setWorking(false);
    }
  };

  const checkFile = (file: File) =>
    run(async () => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const sha256 = await sha256Hex(bytes);
      const registry = (await verify.mutateAsync(sha256)).verify_document;
      if (looksLikeZip(bytes)) {
        const key = signingKey.data ?? (await signingKey.refetch()).data;
        if (!key) throw new Error('No signing key');
        const pack = await checkPack(bytes, key);
        if (pack.manifest) return { kind: 'pack', fileName: file.name, sha256, pack, registry };
      }
      return { kind: 'file', fileName: file.name, sha256, registry };
    });

  const checkHash = (sha256: string) =>
    run(async () => ({
      kind: 'file',
      fileName: null,
      sha256,
      registry: (await verify.mutateAsync(sha256)).verify_document,
    }));

  return { result, working, failed, checkFile, checkHash };
}
