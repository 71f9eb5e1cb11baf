import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleAddStaffMemberDocument,
  ConsoleDeactivateStaffMemberDocument,
  ConsoleResetStaffMemberDocument,
  ConsoleStaffMembersDocument,
  type ConsoleAddStaffMemberMutationVariables,
  type ConsoleStaffMembersQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

const consoleStaffKey = ['console', 'staff'] as const;

export function useConsoleStaffMembers(variables: ConsoleStaffMembersQueryVariables) {
  return useQuery({
    queryKey: [...consoleStaffKey, variables],
    queryFn: () => consoleRequest(ConsoleStaffMembersDocument, variables),
    placeholderData: keepPreviousData,
  });
}

/** Adding, resetting and deactivating a member; each refreshes the list. */
export function useStaffMemberChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: consoleStaffKey });
  return {
    add: useMutation({
      mutationFn: (variables: ConsoleAddStaffMemberMutationVariables) =>
        consoleRequest(ConsoleAddStaffMemberDocument, variables),
      onSettled: refresh,
    }),
    reset: useMutation({
      mutationFn: (id: string) => consoleRequest(ConsoleResetStaffMemberDocument, { id }),
      onSettled: refresh,
    }),
    deactivate: useMutation({
      mutationFn: (id: string) => consoleRequest(ConsoleDeactivateStaffMemberDocument, { id }),
      onSettled: refresh,
    }),
  };
}
