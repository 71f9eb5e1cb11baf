import { htmlLanguageTag } from '../i18n/languages';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size as people read it, in the language's number format: "1.2 MB", "1,2 MB", "830 kB". */
export function formatFileSize(bytes: number, language: string): string {
  let value = bytes;
  let unitIndex = 0;
  while (value >= 1000 && unitIndex < units.length - 1) {
    value /= 1000;
    unitIndex += 1;
  }
  return new Intl.NumberFormat(htmlLanguageTag(language), {
    style: 'unit',
    unit: units[unitIndex],
    unitDisplay: 'short',
    maximumFractionDigits: unitIndex === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}
