import { useQuery } from '@tanstack/react-query';
import type { PublicSigningKey } from '../lib/digests';

/** The provider's published key that signs evidence packs (anyone may fetch it). */
async function fetchSigningKey(): Promise<PublicSigningKey> {
  const response = await fetch('/.well-known/evidence-signing-key');
  if (!response.ok) throw new Error(`Signing key unavailable (HTTP ${response.status})`);
  const { keys } = (await response.json()) as { keys: PublicSigningKey[] };
  const key = keys[0];
  if (!key) throw new Error('No signing key published');
  return key;
}

export function useEvidenceSigningKey() {
  return useQuery({
    queryKey: ['evidence-signing-key'] as const,
    queryFn: fetchSigningKey,
    staleTime: 5 * 60_000,
  });
}
