import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The product's typeface, Lexend Deca, embedded in every document the server renders. */
export const documentFonts = {
  regular: 'LexendDeca',
  bold: 'LexendDeca-SemiBold',
  /** Fingerprints and numbers that must read unambiguously. */
  mono: 'Courier',
} as const;

// The static WOFF files: pdfkit's font engine cannot instance the variable WOFF2 of the product
// build. The "latin" subset covers Latin-1 (æ ø å ä ö), general punctuation and the minus sign.
const fontFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/lexend-deca')),
  'files',
);
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

/** Registers the document fonts on a new PDF (read from disk once per process). */
export function registerDocumentFonts(doc: PDFKit.PDFDocument): void {
  fontFiles ??= {
    regular: readFileSync(path.join(fontFolder, 'lexend-deca-latin-400-normal.woff')),
    bold: readFileSync(path.join(fontFolder, 'lexend-deca-latin-600-normal.woff')),
  };
  doc.registerFont(documentFonts.regular, fontFiles.regular);
  doc.registerFont(documentFonts.bold, fontFiles.bold);
  doc.font(documentFonts.regular);
}
