import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { shipmentItemsStorageKey } from '../../../shared/auth/token';
import { request } from '../../../shared/graphql/client';
import { GetStartupDocument } from '../../../shared/graphql/generated/graphql';

/** The key of the startup query; the page's path follows it. */
const startupQueryKey = ['startup', 'page'] as const;

/**
 * The startup query runs on every protected page (keyed by the path), which also tells the
 * server the session is in use. The previous answer stays on screen while the next one loads.
 */
export function useStartup() {
  const { pathname } = useLocation();
  const query = useQuery({
    queryKey: [...startupQueryKey, { pathname }],
    queryFn: () => request(GetStartupDocument),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const shipmentItems = query.data?.get_startup.shipment_items;
  useEffect(() => {
    if (shipmentItems) localStorage.setItem(shipmentItemsStorageKey, JSON.stringify(shipmentItems));
  }, [shipmentItems]);
  return query;
}
