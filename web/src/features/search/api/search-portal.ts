import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { SearchPortalDocument } from '../../../shared/graphql/generated/graphql';

/** The server refuses shorter texts; the palette shows the portal's pages meanwhile. */
export const minimumSearchLength = 2;

/**
 * Search everywhere for the text (already trimmed and debounced by the caller). The previous
 * answer stays while the next one loads, so the list does not flicker between keystrokes.
 */
export function useSearchPortal(text: string) {
  const variables = { text };
  return useQuery({
    queryKey: ['search', 'portal', variables],
    queryFn: () => request(SearchPortalDocument, variables),
    enabled: text.length >= minimumSearchLength,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
