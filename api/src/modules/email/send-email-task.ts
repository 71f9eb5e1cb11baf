import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { defineTask } from '../../tasks/task-definition.js';
import type { ObjectStorage } from '../../shared/storage/object-storage.js';
import { applyEmailBrand } from './templates/brand.js';
import { createEmailDelivery, type DeliverEmail } from './transport.js';

const deliveries = new WeakMap<object, DeliverEmail>();

/**
 * Sends one mail of the outbox. Idempotent by outbox id: the row is locked while it is sent and
 * marked sent in the same transaction, so a mail already sent, or being sent by another worker,
 * is skipped. A failure records the error and throws, and the job base retries with backoff.
 */
export const sendEmailTask = defineTask({
  name: 'send_email',
  payloadSchema: z.object({ outboxId: z.uuid() }),
  async handle({ outboxId }, { config, database, logger, storage }) {
    let deliver = deliveries.get(config);
    if (!deliver) {
      deliver = createEmailDelivery(config, logger);
      deliveries.set(config, deliver);
    }
    const send = deliver;
    try {
      await database.transaction().execute(async (transaction) => {
        const email = await transaction
          .selectFrom('email_outbox')
          .select([
            'id',
            'recipient',
            'subject',
            'html_body',
            'text_body',
            'template',
            'attachments',
          ])
          .where('id', '=', outboxId)
          .where('sent_at', 'is', null)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!email) return;
        const branded = applyEmailBrand(
          { html: email.html_body, text: email.text_body },
          config.provider,
        );
        await send({
          id: email.id,
          recipient: email.recipient,
          subject: email.subject,
          html: branded.html,
          text: branded.text,
          attachments: await attachmentsOf(storage, email.attachments),
        });
        await transaction
          .updateTable('email_outbox')
          .set((eb) => ({
            sent_at: new Date(),
            attempts: eb('attempts', '+', 1),
            last_error: null,
          }))
          .where('id', '=', outboxId)
          .execute();
        logger.info({ outboxId, template: email.template }, 'E-mail sent');
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await database
        .updateTable('email_outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: reason.slice(0, 1000) }))
        .where('id', '=', outboxId)
        .execute();
      logger.warn({ outboxId, err: error }, 'E-mail not sent; it will be retried');
      throw error;
    }
  },
});

/** A storage key; mails queued before the object storage named a local path instead. */
const storedAttachments = z.array(
  z.union([
    z.object({ file_name: z.string(), storage_key: z.string(), content_type: z.string() }),
    z.object({ file_name: z.string(), path: z.string(), content_type: z.string() }),
  ]),
);

async function read(storage: ObjectStorage, key: string): Promise<Buffer> {
  const opened = await storage.open(key);
  if (!opened) throw new Error(`Attachment missing from the storage: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The attachments' bytes (small: reports attach their files only up to a few megabytes). */
async function attachmentsOf(storage: ObjectStorage, stored: unknown) {
  return Promise.all(
    storedAttachments.parse(stored).map(async (attachment) => ({
      fileName: attachment.file_name,
      content:
        'storage_key' in attachment
          ? await read(storage, attachment.storage_key)
          : await readFile(attachment.path),
      contentType: attachment.content_type,
    })),
  );
}
