import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../../shared/graphql/client';
import {
  GetMaterialOutflowsDocument,
  type UnitSummaryFilter,
} from '../../../../shared/graphql/generated/graphql';

const materialOutflowsQueryKey = ['unit-summary', 'material-outflows'] as const;

/** The weight by treatment route for the dashboard's filter. */
export function useMaterialOutflows(filter: UnitSummaryFilter | null) {
  return useQuery({
    queryKey: [...materialOutflowsQueryKey, { filter }],
    queryFn: () => request(GetMaterialOutflowsDocument, { filter: filter! }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
