import { EventEmitter } from 'node:events';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers and MIME body. */
  raw: string;
}

export interface SmtpTestServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** The mails received so far that name this recipient in their envelope. */
  mailsTo(recipient: string): ReceivedMail[];
  /**
   * The first mail to this recipient: at once when already received, else when it arrives.
   * Rejects after `timeoutMilliseconds` (the mail never came).
   */
  nextMailTo(recipient: string, timeoutMilliseconds?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; port 0 picks a free one. */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  // Whoever waits for a mail hears of each one as it arrives.
  const arrivals = new EventEmitter<{ mail: [ReceivedMail] }>();
  const mailsTo = (recipient: string) => received.filter((mail) => mail.to.includes(recipient));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        const mail: ReceivedMail = {
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        arrivals.emit('mail', mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('SMTP server has no address');
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    mailsTo,
    nextMailTo: (recipient, timeoutMilliseconds = 20_000) =>
      new Promise<ReceivedMail>((resolve, reject) => {
        const already = mailsTo(recipient)[0];
        if (already) {
          resolve(already);
          return;
        }
        const onMail = (mail: ReceivedMail) => {
          if (!mail.to.includes(recipient)) return;
          clearTimeout(timer);
          arrivals.off('mail', onMail);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          arrivals.off('mail', onMail);
          reject(new Error(`No mail to ${recipient} within ${timeoutMilliseconds} ms`));
        }, timeoutMilliseconds);
        arrivals.on('mail', onMail);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes a quoted-printable body part (nodemailer's choice for text with long lines). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return bytes;
  }
}

/** A header's RFC 2047 encoded words (=?UTF-8?Q?...?= or B), as the reader's mail program shows them. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The header's value (first occurrence, unfolded, encoded words decoded). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const value = line?.slice(name.length + 1).trim();
  return value === undefined ? undefined : decodeEncodedWords(value);
}

/** Every link to a reset page in the message (text and HTML parts, decoded). */
export function resetLinksIn(raw: string): string[] {
  return decodeQuotedPrintable(raw).match(/https?:\/\/[^\s"<>]+\/reset-password\/[^\s"<>]+/g) ?? [];
}
