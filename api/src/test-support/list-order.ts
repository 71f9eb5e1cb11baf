import { expect } from 'vitest';

/** A listed row as an order check sees it: its unique tiebreak and the sorted column's value. */
export interface OrderedRow {
  id: string;
  key: string | number | null;
}

/**
 * Expects rows (consecutive pages joined) in the shared lists' order: by key in the direction,
 * empty keys last, equal keys by id in the same direction, no row twice.
 */
export function expectListOrder(rows: OrderedRow[], direction: 'ASC' | 'DESC'): void {
  expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  const sign = direction === 'ASC' ? 1 : -1;
  const compare = (left: string | number, right: string | number) =>
    left < right ? -1 : left > right ? 1 : 0;
  rows.slice(1).forEach((row, index) => {
    const previous = rows[index]!;
    const where = `rows ${index} and ${index + 1}: ${JSON.stringify([previous, row])}`;
    if (previous.key === null) {
      expect(row.key, where).toBeNull();
      expect(compare(previous.id, row.id) * sign, where).toBe(-1);
      return;
    }
    if (row.key === null) return;
    const byKey = compare(previous.key, row.key) * sign;
    expect(byKey, where).toBeLessThanOrEqual(0);
    if (byKey === 0) expect(compare(previous.id, row.id) * sign, where).toBe(-1);
  });
}
