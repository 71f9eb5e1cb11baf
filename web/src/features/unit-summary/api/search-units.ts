import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { SearchUnitsDocument } from '../../../shared/graphql/generated/graphql';

export const minimumSerialLength = 3;
export const searchResultLimit = 20;

/** The key of every unit search; the variables follow it. */
const searchUnitsQueryKey = ['unit-summary', 'unit-search'] as const;

/** Units whose serial number starts with the text (at least three characters). */
export function useUnitSearch(serialNumber: string, supplierId: string | null) {
  const variables = {
    serial_number: serialNumber.trim(),
    supplier_id: supplierId,
    limit: searchResultLimit,
  };
  return useQuery({
    queryKey: [...searchUnitsQueryKey, variables],
    queryFn: () => request(SearchUnitsDocument, variables),
    enabled: variables.serial_number.length >= minimumSerialLength,
    staleTime: 60_000,
  });
}
