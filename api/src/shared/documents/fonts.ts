import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  path.dirname(fileURLToPath(import.meta.resolve('@fontsource/lexend-deca'))),
  'files',
);
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

/** pdfkit's loaded fonts, each with the layouts of the texts it has set so far. */
interface LoadedFonts {
  _fontFamilies: Record<string, { layoutCache?: Record<string, unknown> }>;
}

/**
 * Registers the document fonts on a new PDF (read from disk once per process). pdfkit keeps the
 * layout of every distinct text it sets (each serial number, in a long certificate); the cache
 * is emptied at each new page, so memory stays flat however many pages there are.
 */
export function registerDocumentFonts(doc: PDFKit.PDFDocument): void {
  doc.on('pageAdded', () => {
    for (const font of Object.values((doc as unknown as LoadedFonts)._fontFamilies)) {
      if (font.layoutCache) font.layoutCache = Object.create(null) as Record<string, unknown>;
    }
  });
  fontFiles ??= {
    regular: readFileSync(path.join(fontFolder, 'lexend-deca-latin-400-normal.woff')),
    bold: readFileSync(path.join(fontFolder, 'lexend-deca-latin-600-normal.woff')),
  };
  doc.registerFont(documentFonts.regular, fontFiles.regular);
  doc.registerFont(documentFonts.bold, fontFiles.bold);
  doc.font(documentFonts.regular);
}
