import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ConsoleStaffLogDocument,
  type ConsoleStaffLogQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

export function useConsoleStaffLog(variables: ConsoleStaffLogQueryVariables) {
  return useQuery({
    queryKey: ['console', 'staff-log', variables],
    queryFn: () => consoleRequest(ConsoleStaffLogDocument, variables),
    placeholderData: keepPreviousData,
  });
}
