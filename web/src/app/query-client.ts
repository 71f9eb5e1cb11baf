import { QueryClient } from '@tanstack/react-query';
import { GraphQLRequestError } from '../shared/graphql/client';

/** GraphQL errors are answers (signed out, forbidden, bad input): retrying will not help. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(error instanceof GraphQLRequestError) && failureCount < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
