import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../shared/graphql/client';
import {
  GetMaterialOutflowsDocument,
  type UnitSummaryFilter,
} from '../../../../shared/graphql/generated/graphql';

const materialOutflowsQueryKey = ['unit-summary', 'material-outflows'] as const;

/** The weight by treatment route for the dashboard's filter. */
export function materialOutflowsQuery(filter: UnitSummaryFilter | null) {
  return queryOptions({
    queryKey: [...materialOutflowsQueryKey, { filter }],
    queryFn: () => request(GetMaterialOutflowsDocument, { filter: filter! }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}

/** The query read by a component: it waits for a filter, and shows the last figures while the next load. */
export function useMaterialOutflows(filter: UnitSummaryFilter | null) {
  return useQuery(materialOutflowsQuery(filter));
}
