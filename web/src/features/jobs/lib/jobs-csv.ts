import { csvField } from '@itad-portal/validation';

/** CSV (RFC 4180) with a byte-order mark so spreadsheet programs read the text as UTF-8. */

/** A cell as CSV: quoted when needed; leading formula characters neutralised (CSV injection). */
export function csvCell(value: string | number | null | undefined): string {
  return csvField(value ?? null);
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Hands text to the browser as a file download. */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
