import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The text of each page of a PDF as poppler's pdftotext reads it (a reader we did not write),
 * keeping the layout so that columns stay on their line.
 */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(folder, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    // Pages end with a form feed; the last one is followed by nothing.
    return stdout.split('\f').slice(0, -1);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Runs of spaces as one, so a test can read "Totalt 66 46 980,00 kr" across table columns. */
export function squeezed(text: string): string {
  return text.replace(/[^\S\n]+/g, ' ');
}
