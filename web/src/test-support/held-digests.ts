import { vi } from 'vitest';

/**
 * Holds the browser's SHA-256 of each file until the test answers it: `pending[n](hash)` answers
 * the n-th digest asked for, so a test decides which file's hash comes first.
 */
export function holdTheDigests(): Array<(hash: string) => void> {
  const pending: Array<(hash: string) => void> = [];
  vi.spyOn(crypto.subtle, 'digest').mockImplementation(
    () =>
      new Promise<ArrayBuffer>((resolve) => {
        pending.push((hash) => resolve(Uint8Array.from(Buffer.from(hash, 'hex')).buffer));
      }),
  );
  return pending;
}
