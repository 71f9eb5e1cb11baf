import type { UnitSearchSort } from '../../../../shared/graphql/generated/graphql';

/**
 * The serial search's export query: the serial prefix, the company chosen (none for the whole
 * scope) and the order shown, but no page, so the file holds every unit found.
 */
export function exportQueryOfSearch(
  serial: string,
  supplierId: string | null,
  order: { sort: UnitSearchSort; direction: 'ASC' | 'DESC' },
): URLSearchParams {
  const query = new URLSearchParams({ serial_number: serial });
  if (supplierId) query.set('supplier_id', supplierId);
  query.set('sort', order.sort);
  query.set('direction', order.direction);
  return query;
}
