import { randomBytes, randomUUID } from 'node:crypto';
import { objectKey } from '../shared/storage/object-storage.js';
import type { Victim } from './cross-tenant-types.js';

/** A ready evidence pack of the victim's, its ZIP in the storage; its id and content. */
export async function createVictimEvidencePack(
  victim: Pick<Victim, 'server' | 'database' | 'masterId'>,
): Promise<{ id: string; content: Buffer }> {
  const id = randomUUID();
  const content = Buffer.concat([
    Buffer.from('PK\u0005\u0006'),
    Buffer.from(randomBytes(16).toString('hex')),
  ]);
  const storageKey = objectKey('evidence', 'no', id, 'attempt-1', 'pack.zip');
  const stored = await victim.server.storage.put(storageKey, content);
  await victim.database
    .insertInto('evidence_packs')
    .values({
      id,
      supplier_id: victim.masterId,
      date_from: '2026-01-01',
      date_to: '2026-01-31',
      ordered_by_name: 'Victim Admin',
      language: 'en',
      idempotency_key: `victim-${randomUUID()}`,
      status: 'READY',
      progress_percent: 100,
      file_name: 'victim-pack.zip',
      storage_key: storageKey,
      size_bytes: stored.sizeBytes,
      sha256: stored.sha256,
      completed_at: new Date(),
    })
    .execute();
  return { id, content };
}
