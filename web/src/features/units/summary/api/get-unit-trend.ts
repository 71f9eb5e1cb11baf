import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../shared/graphql/client';
import {
  GetUnitTrendDocument,
  type UnitSummaryFilter,
} from '../../../../shared/graphql/generated/graphql';

const unitTrendQueryKey = ['unit-summary', 'trend'] as const;

/** Units by outcome and CO2 saved per month for the dashboard's filter. */
export function unitTrendQuery(filter: UnitSummaryFilter | null) {
  return queryOptions({
    queryKey: [...unitTrendQueryKey, { filter }],
    queryFn: () => request(GetUnitTrendDocument, { filter: filter! }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}

/** The query read by a component: it waits for a filter, and shows the last figures while the next load. */
export function useUnitTrend(filter: UnitSummaryFilter | null) {
  return useQuery(unitTrendQuery(filter));
}
