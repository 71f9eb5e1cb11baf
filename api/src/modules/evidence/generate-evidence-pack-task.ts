import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { defineTask, type TaskDependencies } from '../../tasks/task-definition.js';
import { objectKey } from '../../shared/storage/object-storage.js';
import { queueEvidencePackReadyEmail } from '../email/service.js';
import { recordNotification } from '../notifications/service.js';
import { recordIssuedDocuments } from '../verify/service.js';
import { recordWebhookEvent } from '../webhooks/service.js';
import { buildEvidencePack, type BuiltPack } from './build-pack.js';
import { manifestPath, type EvidencePackRow } from './evidence-pack-model.js';

const packMaximumAttempts = 4;

/** The storage key of a pack's ZIP: per attempt, so a late attempt never replaces another's. */
function packKey(country: string, packId: string, attempt: number): string {
  return objectKey('evidence', country, packId, `attempt-${attempt}`, 'pack.zip');
}

/**
 * Builds one evidence pack in a working folder, stores the ZIP, then in one transaction marks the
 * pack ready, registers every issued file by SHA-256 and queues the mail to the orderer. A
 * failure puts the pack back in the queue until the last attempt, which marks it failed.
 */
export const generateEvidencePackTask = defineTask({
  name: 'generate_evidence_pack',
  payloadSchema: z.object({ packId: z.uuid() }),
  maximumAttempts: packMaximumAttempts,
  async handle({ packId }, dependencies, helpers) {
    const { config, country, database, logger } = dependencies;
    const pack = await database
      .updateTable('evidence_packs')
      .set((eb) => ({
        status: 'GENERATING',
        attempts: eb('attempts', '+', 1),
        progress_percent: 0,
      }))
      .where('id', '=', packId)
      .where('status', 'in', ['QUEUED', 'GENERATING'])
      .returningAll()
      .executeTakeFirst();
    if (!pack) return;
    const folder = path.join(
      config.reportsDirectory,
      country,
      'evidence',
      packId,
      `attempt-${pack.attempts}`,
    );
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    let lastProgressAt = 0;
    try {
      const issuedAt = new Date();
      const built = await buildEvidencePack({
        ...dependencies,
        pack,
        folder,
        issuedAt,
        onProgress: async (percent) => {
          const now = Date.now();
          if (now - lastProgressAt < 500) return;
          lastProgressAt = now;
          await database
            .updateTable('evidence_packs')
            .set({ progress_percent: percent })
            .where('id', '=', packId)
            .where('status', '=', 'GENERATING')
            .execute();
        },
      });
      await completePack(dependencies, pack, built, issuedAt);
      logger.info({ packId, files: built.files.length }, 'Evidence pack generated');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const lastAttempt =
        pack.attempts >= packMaximumAttempts || helpers.job.attempts >= helpers.job.max_attempts;
      await database
        .updateTable('evidence_packs')
        .set({ status: lastAttempt ? 'FAILED' : 'QUEUED', last_error: reason.slice(0, 1000) })
        .where('id', '=', packId)
        .execute();
      logger.warn({ packId, err: error, lastAttempt }, 'Evidence pack not generated');
      if (!lastAttempt) throw error;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  },
});

async function completePack(
  { config, country, database, storage }: TaskDependencies,
  pack: EvidencePackRow,
  built: BuiltPack,
  issuedAt: Date,
): Promise<void> {
  const key = packKey(country, pack.id, pack.attempts);
  const stored = await storage.moveFileIn(key, built.zipPath);
  await database.transaction().execute(async (transaction) => {
    const ready = await transaction
      .updateTable('evidence_packs')
      .set({
        status: 'READY',
        progress_percent: 100,
        storage_key: key,
        file_name: built.fileName,
        size_bytes: stored.sizeBytes,
        sha256: stored.sha256,
        completed_at: issuedAt,
        last_error: null,
      })
      .where('id', '=', pack.id)
      .where('status', '=', 'GENERATING')
      .returning(['id', 'job_id', 'date_from', 'date_to'])
      .executeTakeFirst();
    if (!ready) return;
    await recordWebhookEvent(transaction, {
      supplierId: pack.supplier_id,
      type: 'EVIDENCE_PACK_READY',
      data: {
        evidence_pack_id: pack.id,
        job_id: ready.job_id,
        date_from: ready.date_from,
        date_to: ready.date_to,
        sha256: stored.sha256,
      },
    });
    const issued = { supplierId: pack.supplier_id, evidencePackId: pack.id };
    await recordIssuedDocuments(transaction, [
      {
        ...issued,
        sha256: stored.sha256,
        kind: 'evidence_pack',
        fileName: built.fileName,
        sizeBytes: stored.sizeBytes,
      },
      {
        ...issued,
        sha256: built.manifest.sha256,
        kind: 'evidence_manifest',
        fileName: manifestPath,
        sizeBytes: built.manifest.size_bytes,
      },
      ...built.files.map((file) => ({
        ...issued,
        sha256: file.sha256,
        kind: file.kind,
        fileName: file.path,
        sizeBytes: file.size_bytes,
      })),
    ]);
    const job = pack.job_id
      ? await transaction
          .selectFrom('jobs')
          .select('job_number')
          .where('id', '=', pack.job_id)
          .executeTakeFirst()
      : undefined;
    const subject = job ? job.job_number : `${pack.date_from} – ${pack.date_to}`;
    if (pack.ordered_by_user_id) {
      await recordNotification(
        transaction,
        {
          supplierId: pack.supplier_id,
          audience: { userId: pack.ordered_by_user_id },
          kind: 'evidence_pack_ready',
          subject,
          link: '/evidence-packs',
        },
        {
          publicUrl: config.publicUrl,
          country,
          alreadyMailed: pack.recipient ? [pack.recipient] : [],
        },
      );
    }
    if (pack.recipient) {
      await queueEvidencePackReadyEmail(transaction, {
        recipient: pack.recipient,
        language: pack.language,
        subject,
        sizeBytes: stored.sizeBytes,
        url: `${config.publicUrl}/evidence-packs?location=${country}`,
      });
    }
  });
}
