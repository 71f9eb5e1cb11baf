import type { UnitSearchSort } from '../../../../shared/graphql/generated/graphql';
import type { ChartCriteria } from './chart-search';

/**
 * The serial search's export query: the serial prefix, the company chosen (none for the whole
 * scope), a chart bar's criteria and the order shown, but no page, so the file holds every unit
 * found.
 */
export function exportQueryOfSearch(
  serial: string,
  supplierId: string | null,
  order: { sort: UnitSearchSort; direction: 'ASC' | 'DESC' },
  criteria: ChartCriteria | null = null,
): URLSearchParams {
  const query = new URLSearchParams();
  if (serial) query.set('serial_number', serial);
  if (supplierId) query.set('supplier_id', supplierId);
  if (criteria) {
    if (criteria.category) query.set('category', criteria.category);
    if (criteria.outcomes) query.set('outcomes', criteria.outcomes.join(','));
    query.set('date_column', criteria.dateColumn);
    if (criteria.from) query.set('from', criteria.from);
    if (criteria.to) query.set('to', criteria.to);
  }
  query.set('sort', order.sort);
  query.set('direction', order.direction);
  return query;
}
