import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';
import { documentFonts, registerDocumentFonts } from './fonts.js';

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

/** Shortens text to roughly fit a column, so a cell never wraps (and rows stay one line). */
function fitText(text: string, width: number, fontSize: number): string {
  const maximum = Math.max(3, Math.floor(width / (fontSize * 0.56)));
  return text.length > maximum ? `${text.slice(0, maximum - 1)}…` : text;
}

/**
 * Draws table rows one line each from the current y, starting a new page (with the header
 * again) when a row would cross the bottom margin. Returns nothing; y moves down.
 */
export class PdfTable {
  private readonly rowHeight: number;
  private readonly width: number;
  constructor(
    private readonly doc: Pdf,
    private readonly columns: PdfColumn[],
    private readonly options: { fontSize: number; onNewPage?: () => void },
  ) {
    this.rowHeight = options.fontSize + 7;
    this.width = columns.reduce((sum, column) => sum + column.width, 0);
  }

  /**
   * The header row; labels too long for their column wrap at word bounds onto as many lines as
   * the longest needs (never cut short), and a word wider than its column gets a smaller size.
   */
  header(): void {
    const { doc } = this;
    const y = doc.y;
    const left = doc.page.margins.left;
    doc.font(documentFonts.bold).fontSize(this.options.fontSize);
    const sizes = this.columns.map((column) => {
      const longestWord = Math.max(
        ...column.label.split(/\s+/).map((word) => doc.widthOfString(word)),
      );
      const scale = Math.min(1, (column.width - 8) / longestWord);
      return Math.max(5.5, this.options.fontSize * scale);
    });
    const textHeight = Math.max(
      ...this.columns.map((column, index) =>
        doc
          .fontSize(sizes[index] ?? this.options.fontSize)
          .heightOfString(column.label, { width: column.width - 8 }),
      ),
    );
    const height = Math.max(this.rowHeight, Math.ceil(textHeight) + 7);
    // A header with no room for a row under it starts the next page instead.
    if (y + height + this.rowHeight > doc.page.height - doc.page.margins.bottom - 14) {
      doc.addPage();
      this.options.onNewPage?.();
      doc.font(documentFonts.bold);
      this.header();
      return;
    }
    doc.rect(left, y, this.width, height).fill(pdfColours.header);
    doc.fillColor(pdfColours.ink);
    let x = left;
    this.columns.forEach((column, index) => {
      doc.fontSize(sizes[index] ?? this.options.fontSize);
      doc.text(column.label, x + 4, y + 4, {
        width: column.width - 8,
        align: column.align ?? 'left',
      });
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
    const height = this.heightOf(values, options.total);
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
    doc.fillColor(pdfColours.ink).fontSize(this.options.fontSize);
    doc.font(options.total ? documentFonts.bold : documentFonts.regular);
    this.cells(values, y, options.total);
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

  /** One line, or as many as the longest wrapping cell needs. */
  private heightOf(values: string[], bold = false): number {
    if (!this.columns.some((column) => column.wrap)) return this.rowHeight;
    const { doc } = this;
    doc.font(bold ? documentFonts.bold : documentFonts.regular).fontSize(this.options.fontSize);
    const textHeight = Math.max(
      ...this.columns.map((column, index) =>
        column.wrap
          ? doc.heightOfString(values[index] ?? '', { width: column.width - 8 })
          : this.options.fontSize,
      ),
    );
    return Math.max(this.rowHeight, Math.ceil(textHeight) + 7);
  }

  /** Measuring every cell would be slow for long tables; totals are exact. */
  private cells(values: string[], y: number, measure = false): void {
    let x = this.doc.page.margins.left;
    this.columns.forEach((column, index) => {
      if (column.wrap) {
        this.doc.text(values[index] ?? '', x + 4, y + 4, { width: column.width - 8 });
        x += column.width;
        return;
      }
      let text = fitText(values[index] ?? '', column.width - 8, this.options.fontSize);
      while (measure && text.length > 3 && this.doc.widthOfString(text) > column.width - 8) {
        text = `${text.slice(0, -2)}…`;
      }
      this.doc.text(text, x + 4, y + 4, {
        width: column.width - 8,
        lineBreak: false,
        align: column.align ?? 'left',
      });
      x += column.width;
    });
  }
}
