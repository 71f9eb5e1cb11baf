import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createEmailDelivery } from './transport.js';

describe('mail written to a file when no SMTP server is configured', () => {
  it('keeps the mail on disk and its links, codes and recipient out of the log', async () => {
    const dataDirectory = await mkdtemp(path.join(os.tmpdir(), 'itad-mail-'));
    const config = loadConfig({ DATA_DIR: dataDirectory });
    let logged = '';
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const deliver = createEmailDelivery(config, pino({ level: 'info' }, logStream));
    const resetLink = 'http://localhost:8080/reset-password/Secret-Reset-Code-123?location=no';
    await deliver({
      id: 'mail-1',
      recipient: 'person@example.com',
      subject: 'Reset your password',
      html: `<a href="${resetLink}">Reset</a>`,
      text: `Reset: ${resetLink}`,
      attachments: [],
    });
    const written = await readFile(path.join(dataDirectory, 'mail', 'mail-1.eml'), 'utf8');
    expect(written).toContain('Secret-Reset-Code-123');
    expect(logged).toContain('mail-1.eml');
    expect(logged).not.toContain('Secret-Reset-Code-123');
    expect(logged).not.toContain('person@example.com');
  });
});
