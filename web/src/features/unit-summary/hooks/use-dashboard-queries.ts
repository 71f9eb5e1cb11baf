import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetSuppliersDocument,
  GetUnitSummaryDocument,
  SearchUnitsDocument,
  type UnitSummaryFilter,
} from '../../../shared/graphql/generated/graphql';

/** The dashboard's figures; the previous figures stay on screen while the next ones load. */
export function useUnitSummary(filter: UnitSummaryFilter | null) {
  return useQuery({
    queryKey: ['unit-summary', filter],
    queryFn: () => request(GetUnitSummaryDocument, { filter: filter! }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSuppliers() {
  return useQuery({
    queryKey: ['suppliers'],
    queryFn: () => request(GetSuppliersDocument),
    staleTime: 5 * 60_000,
  });
}

export const minimumSerialLength = 3;
export const searchResultLimit = 20;

/** Units whose serial number starts with the text (at least three characters). */
export function useUnitSearch(serialNumber: string, supplierId: string | null) {
  const serial = serialNumber.trim();
  return useQuery({
    queryKey: ['unit-search', serial, supplierId],
    queryFn: () =>
      request(SearchUnitsDocument, {
        serial_number: serial,
        supplier_id: supplierId,
        limit: searchResultLimit,
      }),
    enabled: serial.length >= minimumSerialLength,
    staleTime: 60_000,
  });
}
