import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../../shared/graphql/client';
import {
  SearchUnitPageDocument,
  type SearchUnitPageQueryVariables,
} from '../../../../shared/graphql/generated/graphql';

export const minimumSerialLength = 3;
export const searchPageSize = 20;

/** The key of every unit search; the variables follow it. */
const searchUnitsQueryKey = ['unit-summary', 'unit-search'] as const;

/**
 * A page of the units whose serial number starts with the text (at least three characters) or
 * that a chart's bar narrowed to; the previous page stays on screen while the next one loads.
 */
export function useUnitSearchPage(variables: SearchUnitPageQueryVariables) {
  return useQuery({
    queryKey: [...searchUnitsQueryKey, variables],
    queryFn: () => request(SearchUnitPageDocument, variables),
    enabled:
      (variables.serial_number ?? '').trim().length >= minimumSerialLength ||
      Boolean(variables.category || variables.from || variables.to),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
