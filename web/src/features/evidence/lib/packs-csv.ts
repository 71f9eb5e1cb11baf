import { csvField } from '@itad-portal/validation';

/** CSV (RFC 4180) with a byte-order mark, formula characters neutralised, as a download. */
export function saveCsv(header: string[], rows: (string | number | null)[][], fileName: string) {
  const text = `\uFEFF${[header, ...rows]
    .map((row) => row.map((cell) => csvField(cell)).join(','))
    .join('\r\n')}\r\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
