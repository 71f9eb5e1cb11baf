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

/** A word as poppler places it on a page, in points from the top left. */
export interface PdfWord {
  text: string;
  page: number;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Every word of a PDF with its box (pdftotext -bbox), so a test can tell sizes and columns. */
export async function pdfWords(pdf: Buffer): Promise<PdfWord[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pdf-words-'));
  try {
    const file = path.join(folder, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const words: PdfWord[] = [];
    stdout.split('<page ').forEach((page, index) => {
      const word =
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
      for (const [, xMin, yMin, xMax, yMax, text] of page.matchAll(word)) {
        words.push({
          text: (text ?? '').replace(/&(\w+);/g, (all, name: string) => entities[name] ?? all),
          page: index,
          xMin: Number(xMin),
          yMin: Number(yMin),
          xMax: Number(xMax),
          yMax: Number(yMax),
        });
      }
    });
    return words;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The words as a reader takes them: a word broken with a hyphen at a line's end joined with its
 * rest on the next line of the same column ("Pöytätie-" over "tokoneet" reads "Pöytätietokoneet"),
 * each with the parts it was set in.
 */
export function readWords(words: PdfWord[]): { text: string; parts: PdfWord[] }[] {
  const below = (word: PdfWord) =>
    words.find(
      (next) =>
        next.page === word.page &&
        Math.abs(next.yMin - word.yMax) < 1 &&
        next.xMin < word.xMax &&
        next.xMax > word.xMin,
    );
  const rest = new Map<PdfWord, PdfWord>();
  for (const word of words) {
    const next = /\p{L}-$/u.test(word.text) ? below(word) : undefined;
    if (next && /^\p{Ll}/u.test(next.text)) rest.set(word, next);
  }
  const continuations = new Set(rest.values());
  return words
    .filter((word) => !continuations.has(word))
    .map((word) => {
      const parts = [word];
      for (let next = rest.get(word); next; next = rest.get(next)) parts.push(next);
      const text = parts
        .map((part, index) => (index < parts.length - 1 ? part.text.slice(0, -1) : part.text))
        .join('');
      return { text, parts };
    });
}
