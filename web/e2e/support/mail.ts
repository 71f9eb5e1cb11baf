import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { withTestDatabase } from './database';

function mailDirectory(): string {
  const dataDirectory = process.env.E2E_DATA_DIR;
  if (!dataDirectory) throw new Error('E2E_DATA_DIR is not set (see the global setup)');
  return path.join(dataDirectory, 'mail');
}

/** Undoes quoted-printable soft line breaks and escapes (plain string parsing, no parser). */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The raw messages the server wrote for a recipient (demo mode: .eml files). */
export function mailsTo(recipient: string): string[] {
  const directory = mailDirectory();
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(path.join(directory, file), 'utf8'))
    .filter((raw) => raw.includes(`To: ${recipient}`));
}

/** The messages to a recipient as their text reads (quoted-printable undone). */
export function mailTextsTo(recipient: string): string[] {
  return mailsTo(recipient).map(decodeQuotedPrintable);
}

/** Waits for the reset mail to the recipient and returns the link in it, as a site path. */
export async function resetLinkFor(recipient: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const raw = mailsTo(recipient).at(-1);
        link = raw
          ? /https?:\/\/[^\s"<>]+(\/reset-password\/[^\s"<>]+)/.exec(
              decodeQuotedPrintable(raw),
            )?.[1]
          : undefined;
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Waits for the invitation mail to the recipient and returns the link in it, as a site path. */
export async function invitationLinkFor(recipient: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const raw = mailsTo(recipient).at(-1);
        link = raw
          ? /https?:\/\/[^\s"<>]+(\/register\/[^\s"<>]+)/.exec(decodeQuotedPrintable(raw))?.[1]
          : undefined;
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * An active user of a demo supplier in the Norwegian database, without a password: only the
 * reset flow can give them one, and no other test depends on them.
 */
export async function createUserWithoutPassword(email: string): Promise<void> {
  await withTestDatabase(async (client) => {
    await client.query(
      `insert into users (supplier_id, email, first_name, last_name, country, status, language)
     select supplier_id, $1, 'Reset', 'Tester', 'norway', 'active', 'en'
     from users where email = 'user@demo.no'`,
      [email],
    );
  });
}
