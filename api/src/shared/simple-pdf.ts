import PDFDocument from 'pdfkit';

export interface SimplePdf {
  title: string;
  subtitle?: string;
  paragraphs: string[];
  /** Optional table: a header row and body rows, drawn after the paragraphs. */
  table?: string[][];
}

/** A small, real A4 PDF (title, text, optional table), for demo data and generated documents. */
export function renderSimplePdf(content: SimplePdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: content.title, Author: 'Greentech ITAD', Creator: 'ITAD customer portal' },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);

    document.fillColor('#3b1f6b').fontSize(22).text(content.title);
    if (content.subtitle)
      document.moveDown(0.3).fillColor('#555555').fontSize(12).text(content.subtitle);
    document.moveDown(1).fillColor('#222222').fontSize(11);
    for (const paragraph of content.paragraphs) document.text(paragraph).moveDown(0.7);
    if (content.table?.length) {
      document.moveDown(0.5).fontSize(9);
      document.table({ data: content.table });
    }
    document.end();
  });
}
