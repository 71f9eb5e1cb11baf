import { expect } from '@playwright/test';
import { mailsTo } from './mail';

/** Undoes quoted-printable soft breaks and =XX escapes of a raw message. */
function decoded(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');
}

/** Waits for the "report ready" mail to the recipient and returns its download links. */
export async function reportLinksFor(recipient: string): Promise<string[]> {
  let links: string[] = [];
  await expect
    .poll(
      () => {
        const raw = mailsTo(recipient).find((message) => message.includes('/api/reports/'));
        links = raw
          ? [...new Set(decoded(raw).match(/https?:\/\/[^\s"<>]+\/api\/reports\/[^\s"<>]+/g))]
          : [];
        return links.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return links;
}
