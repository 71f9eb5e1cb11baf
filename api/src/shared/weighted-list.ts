/** One entry of an HTTP list with quality values, lower-cased. */
export interface WeightedEntry {
  value: string;
  quality: number;
}

/**
 * Parses a header such as Accept-Encoding or Accept-Language ("br;q=0, gzip, en-GB;q=0.8"):
 * most wanted first, ties in the order given. Entries with q=0 stay in: they refuse a value.
 */
export function parseWeightedList(header: string | undefined): WeightedEntry[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [value = '', ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
        .find(Boolean);
      return { value: value.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.value)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ value, quality }) => ({ value, quality }));
}
