import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../../shared/graphql/client';
import {
  GetUnitTrendDocument,
  type UnitSummaryFilter,
} from '../../../../shared/graphql/generated/graphql';

const unitTrendQueryKey = ['unit-summary', 'trend'] as const;

/** Units by outcome and CO2 saved per month for the dashboard's filter. */
export function useUnitTrend(filter: UnitSummaryFilter | null) {
  return useQuery({
    queryKey: [...unitTrendQueryKey, { filter }],
    queryFn: () => request(GetUnitTrendDocument, { filter: filter! }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
