/**
 * Seal or serial numbers as people paste them: one a line, or apart by commas or semicolons
 * (not by spaces: some serial numbers have them). Each once, trimmed.
 */
export function listedNumbers(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\r\n,;]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}
