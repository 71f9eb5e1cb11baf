import { describe, expect, it } from 'vitest';
import { exportQueryOfSearch } from './search-export';

describe('the serial search export query', () => {
  it('carries the search, the chosen company and the order shown, never a page', () => {
    const query = exportQueryOfSearch('DE1', 'company-1', { sort: 'received', direction: 'DESC' });
    expect(query.toString()).toBe(
      'serial_number=DE1&supplier_id=company-1&sort=received&direction=DESC',
    );
  });

  it('leaves the company out for the whole scope', () => {
    const query = exportQueryOfSearch('NO 1&2', null, { sort: 'serial_number', direction: 'ASC' });
    expect(query.get('serial_number')).toBe('NO 1&2');
    expect(query.has('supplier_id')).toBe(false);
  });

  it("carries a chart bar's criteria instead of a serial prefix", () => {
    const query = exportQueryOfSearch(
      '',
      null,
      { sort: 'serial_number', direction: 'ASC' },
      {
        category: 'laptop',
        outcomes: ['reused', 'recycled'],
        dateColumn: 'COMPLETED_DATE',
        from: '2026-04-01',
        to: '2026-06-30',
      },
    );
    expect(query.toString()).toBe(
      'category=laptop&outcomes=reused%2Crecycled&date_column=COMPLETED_DATE&from=2026-04-01' +
        '&to=2026-06-30&sort=serial_number&direction=ASC',
    );
  });
});
