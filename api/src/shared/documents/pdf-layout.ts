import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { ServerLanguage } from '../translations.js';
import { documentFonts, registerDocumentFonts } from './fonts.js';
import { hyphenate } from './hyphenation.js';
import { narrowestWidth, wrapLines } from './text-lines.js';

export type Pdf = PDFKit.PDFDocument;

export const pdfColours = {
  ink: '#1f2a24',
  muted: '#55606e',
  rule: '#c9d1cc',
  header: '#e8efe9',
  brand: '#1d6b52',
  bars: '#2f7d5b',
} as const;

/** The width between the margins of an A4 page with 40 pt margins. */
export const contentWidth = 515;

interface DocumentInfo {
  title: string;
  author: string;
  /** The document's date; with it, the same content makes the same file (its id follows it). */
  createdAt?: Date;
}

function newDocument(info: DocumentInfo): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: info.title,
      Author: info.author,
      Creator: info.author,
      ...(info.createdAt ? { CreationDate: info.createdAt } : {}),
    },
  });
  registerDocumentFonts(doc);
  return doc;
}

/**
 * An A4 document in the product's font, streamed to a file page by page (memory stays flat
 * however many pages); `finish()` ends it and waits for the disk.
 */
export function createPdfFile(filePath: string, info: { title: string; author: string }) {
  const doc = newDocument(info);
  const stream = createWriteStream(filePath);
  doc.pipe(stream);
  return {
    doc,
    finish: async (): Promise<void> => {
      const finished = once(stream, 'finish');
      doc.end();
      await finished;
    },
  };
}

/** An A4 document in the product's font, kept in memory (for documents stored like uploads). */
export function createPdfInMemory(info: DocumentInfo) {
  const doc = newDocument(info);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return {
    doc,
    finish: async (): Promise<Buffer> => {
      const ended = once(doc, 'end');
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

export interface PdfColumn {
  label: string;
  width: number;
  align?: 'left' | 'right';
  /** Long text wraps onto more lines instead of being shortened (for short tables only). */
  wrap?: boolean;
}

export interface PdfTableOptions {
  fontSize: number;
  /** The document's language: a word too wide for its column breaks at its syllables. */
  language: ServerLanguage;
  onNewPage?: () => void;
}

/** Shortens text to roughly fit a column, so a cell never wraps (and rows stay one line). */
function fitText(text: string, width: number, fontSize: number): string {
  const maximum = Math.max(3, Math.floor(width / (fontSize * 0.56)));
  return text.length > maximum ? `${text.slice(0, maximum - 1)}…` : text;
}

/** A header label as it is set: its size and lines. */
interface HeaderLabel {
  size: number;
  lines: string[];
  lineHeight: number;
}

/**
 * Draws table rows one line each from the current y, starting a new page (with the header
 * again) when a row would cross the bottom margin. Returns nothing; y moves down.
 */
export class PdfTable {
  private readonly rowHeight: number;
  private readonly width: number;
  private headerLabels: HeaderLabel[] | undefined;
  constructor(
    private readonly doc: Pdf,
    private readonly columns: PdfColumn[],
    private readonly options: PdfTableOptions,
  ) {
    this.rowHeight = options.fontSize + 7;
    this.width = columns.reduce((sum, column) => sum + column.width, 0);
  }

  private readonly measure = (text: string) => this.doc.widthOfString(text);
  private readonly hyphenateWord = (word: string) => hyphenate(word, this.options.language);

  /** The lines of a text in a column, in the font and size set on the document. */
  private linesOf(text: string, column: PdfColumn): string[] {
    return wrapLines(text, column.width - 8, this.measure, this.hyphenateWord);
  }

  /**
   * Each label wraps at word bounds, and a word wider than its column at its syllables, in the
   * table's size; only a label with a syllable wider than its column is set smaller.
   */
  private layOutHeader(): HeaderLabel[] {
    const { doc } = this;
    const { fontSize } = this.options;
    doc.font(documentFonts.bold);
    return this.columns.map((column) => {
      const available = column.width - 8;
      doc.fontSize(fontSize);
      const needed = narrowestWidth(column.label, available, this.measure, this.hyphenateWord);
      // Rounded down, so that the widest syllable surely fits at the smaller size.
      const size =
        needed <= available
          ? fontSize
          : Math.max(5.5, Math.floor(((fontSize * available) / needed) * 100) / 100);
      doc.fontSize(size);
      return {
        size,
        lines: this.linesOf(column.label, column),
        lineHeight: doc.currentLineHeight(true),
      };
    });
  }

  /** The header row, as tall as its longest label needs (never cut short). */
  header(): void {
    const { doc } = this;
    const y = doc.y;
    const left = doc.page.margins.left;
    const labels = (this.headerLabels ??= this.layOutHeader());
    const textHeight = Math.max(...labels.map((label) => label.lines.length * label.lineHeight));
    const height = Math.max(this.rowHeight, Math.ceil(textHeight) + 7);
    // A header with no room for a row under it starts the next page instead.
    if (y + height + this.rowHeight > doc.page.height - doc.page.margins.bottom - 14) {
      doc.addPage();
      this.options.onNewPage?.();
      this.header();
      return;
    }
    doc.rect(left, y, this.width, height).fill(pdfColours.header);
    doc.fillColor(pdfColours.ink).font(documentFonts.bold);
    let x = left;
    this.columns.forEach((column, index) => {
      const label = labels[index];
      if (label) {
        doc.fontSize(label.size);
        this.drawLines(label.lines, x, y, column, label.lineHeight);
      }
      x += column.width;
    });
    doc.fontSize(this.options.fontSize);
    doc.font(documentFonts.regular);
    doc.x = left;
    doc.y = y + height;
  }

  /** One row; a total row is bold, on a tinted band, with a rule above it. */
  row(values: string[], options: { total?: boolean } = {}): void {
    const { doc } = this;
    const font = options.total ? documentFonts.bold : documentFonts.regular;
    doc.font(font).fontSize(this.options.fontSize);
    const wrapped = this.columns.map((column, index) =>
      column.wrap ? this.linesOf(values[index] ?? '', column) : undefined,
    );
    const lineHeight = doc.currentLineHeight(true);
    const height = this.columns.some((column) => column.wrap)
      ? Math.max(
          this.rowHeight,
          Math.ceil(
            Math.max(
              ...wrapped.map((lines) =>
                lines ? lines.length * lineHeight : this.options.fontSize,
              ),
            ),
          ) + 7,
        )
      : this.rowHeight;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom - 14) {
      doc.addPage();
      this.options.onNewPage?.();
      this.header();
    }
    const y = doc.y;
    const left = doc.page.margins.left;
    if (options.total) {
      doc.rect(left, y, this.width, height).fill(pdfColours.header);
      doc
        .moveTo(left, y)
        .lineTo(left + this.width, y)
        .lineWidth(0.8);
      doc.strokeColor(pdfColours.ink).stroke();
    }
    doc.fillColor(pdfColours.ink).fontSize(this.options.fontSize).font(font);
    this.cells(values, wrapped, y, lineHeight, options.total);
    doc.font(documentFonts.regular);
    doc
      .moveTo(left, y + height - 1)
      .lineTo(left + this.width, y + height - 1)
      .lineWidth(0.3)
      .strokeColor(pdfColours.rule)
      .stroke();
    doc.x = left;
    doc.y = y + height;
  }

  /** Each line on its own, so no line is broken again, nor a soft hyphen written. */
  private drawLines(lines: string[], x: number, y: number, column: PdfColumn, lineHeight: number) {
    lines.forEach((line, index) => {
      this.doc.text(line, x + 4, y + 4 + index * lineHeight, {
        width: column.width - 8,
        lineBreak: false,
        align: column.align ?? 'left',
      });
    });
  }

  /** Measuring every cell would be slow for long tables; totals are exact. */
  private cells(
    values: string[],
    wrapped: (string[] | undefined)[],
    y: number,
    lineHeight: number,
    measure = false,
  ): void {
    let x = this.doc.page.margins.left;
    this.columns.forEach((column, index) => {
      const lines = wrapped[index];
      if (lines) {
        this.drawLines(lines, x, y, column, lineHeight);
        x += column.width;
        return;
      }
      let text = fitText(values[index] ?? '', column.width - 8, this.options.fontSize);
      while (measure && text.length > 3 && this.doc.widthOfString(text) > column.width - 8) {
        text = `${text.slice(0, -2)}…`;
      }
      this.drawLines([text], x, y, column, lineHeight);
      x += column.width;
    });
  }
}
