import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export const pdfColours = {
  ink: '#1f2a24',
  muted: '#55606e',
  rule: '#c9d1cc',
  header: '#e8efe9',
  brand: '#1d6b52',
  bars: '#2f7d5b',
} as const;

/** An A4 document streamed to a file page by page; `finish()` ends it and waits for the disk. */
export function createPdf(filePath: string, info: { title: string; author: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    bufferPages: false,
    info: { Title: info.title, Author: info.author, Creator: info.author },
  });
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

export interface PdfColumn {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/** Shortens text to roughly fit a column, so a cell never wraps (and rows stay one line). */
function fitText(text: string, width: number, fontSize: number): string {
  const maximum = Math.max(3, Math.floor(width / (fontSize * 0.5)));
  return text.length > maximum ? `${text.slice(0, maximum - 1)}…` : text;
}

/**
 * Draws table rows one line each from the current y, starting a new page (with the header
 * again) when a row would cross the bottom margin. Returns nothing; y moves down.
 */
export class PdfTable {
  private readonly rowHeight: number;
  constructor(
    private readonly doc: Pdf,
    private readonly columns: PdfColumn[],
    private readonly options: { fontSize: number; onNewPage?: () => void },
  ) {
    this.rowHeight = options.fontSize + 6;
  }

  header(): void {
    const { doc } = this;
    const y = doc.y;
    const width = this.columns.reduce((sum, column) => sum + column.width, 0);
    doc.rect(doc.page.margins.left, y, width, this.rowHeight).fill(pdfColours.header);
    doc.fillColor(pdfColours.ink).font('Helvetica-Bold').fontSize(this.options.fontSize);
    this.cells(
      this.columns.map((column) => column.label),
      y,
      true,
    );
    doc.font('Helvetica');
    doc.x = doc.page.margins.left;
    doc.y = y + this.rowHeight;
  }

  row(values: string[]): void {
    const { doc } = this;
    if (doc.y + this.rowHeight > doc.page.height - doc.page.margins.bottom - 14) {
      doc.addPage();
      this.options.onNewPage?.();
      this.header();
    }
    const y = doc.y;
    doc.fillColor(pdfColours.ink).fontSize(this.options.fontSize);
    this.cells(values, y);
    doc
      .moveTo(doc.page.margins.left, y + this.rowHeight - 1)
      .lineTo(
        doc.page.margins.left + this.columns.reduce((sum, column) => sum + column.width, 0),
        y + this.rowHeight - 1,
      )
      .lineWidth(0.3)
      .strokeColor(pdfColours.rule)
      .stroke();
    doc.x = doc.page.margins.left;
    doc.y = y + this.rowHeight;
  }

  /** Measuring every cell would be slow for long tables; headers are few, so they are exact. */
  private cells(values: string[], y: number, measure = false): void {
    let x = this.doc.page.margins.left;
    this.columns.forEach((column, index) => {
      let text = fitText(values[index] ?? '', column.width - 6, this.options.fontSize);
      while (measure && text.length > 3 && this.doc.widthOfString(text) > column.width - 6) {
        text = `${text.slice(0, -2)}…`;
      }
      this.doc.text(text, x + 3, y + 3, {
        width: column.width - 6,
        lineBreak: false,
        align: column.align ?? 'left',
      });
      x += column.width;
    });
  }
}
