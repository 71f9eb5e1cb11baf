import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { AppConfig } from '../../config.js';

/** A file to attach, as queued: read from the object storage when the mail is sent. */
export interface EmailAttachment {
  fileName: string;
  storageKey: string;
  contentType: string;
}

interface OutgoingAttachment {
  fileName: string;
  content: Buffer;
  contentType: string;
}

interface OutgoingEmail {
  id: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attachments: OutgoingAttachment[];
}

export type DeliverEmail = (email: OutgoingEmail) => Promise<void>;

function messageOptions(config: AppConfig, email: OutgoingEmail) {
  const senderDomain = /@([^\s@>]+)>?$/.exec(config.mailFrom)?.[1] ?? 'localhost';
  return {
    from: config.mailFrom,
    to: email.recipient,
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: email.attachments.map((attachment) => ({
      filename: attachment.fileName,
      content: attachment.content,
      contentType: attachment.contentType,
    })),
    // The outbox id names the message, so a receiver can tell a resend of the same mail.
    messageId: `<${email.id}@${senderDomain}>`,
  };
}

/**
 * Sends over SMTP when SMTP_URL is set. Without it (demo and tests; production refuses to start),
 * each mail is written as an .eml file under <DATA_DIR>/mail/. Its links carry sign-in, reset and
 * download codes, so neither they nor the recipient go to the log: only where the file is.
 */
export function createEmailDelivery(config: AppConfig, logger: Logger): DeliverEmail {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return async (email) => {
      await transport.sendMail(messageOptions(config, email));
    };
  }
  const directory = path.join(config.dataDirectory, 'mail');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async (email) => {
    const built = await builder.sendMail(messageOptions(config, email));
    await mkdir(directory, { recursive: true });
    const file = path.join(directory, `${email.id}.eml`);
    await writeFile(file, built.message);
    logger.info({ file }, 'E-mail written to a file (no SMTP_URL)');
  };
}
