import type { CrossTenantCase, Victim } from './cross-tenant-types.js';
import { createAccessRequest } from './staff-factories.js';
import { victimGroupState } from './cross-tenant-state.js';

/**
 * The console's operations take the ids of access requests and customers: a customer's user,
 * of any supplier or country, is no staff member and is not even signed in there.
 */
async function requestAndVictim(victim: Victim, variables: Record<string, unknown>) {
  const request = await victim.database
    .selectFrom('access_requests')
    .selectAll()
    .where('id', '=', String(variables.id))
    .executeTakeFirst();
  return { request, victim: await victimGroupState(victim) };
}

export const consoleCrossTenantCases: Record<string, CrossTenantCase> = {
  'Mutation.console_approve_access_request': {
    document: `mutation console_approve_access_request($id: ID!, $supplier_id: ID) {
      console_approve_access_request(id: $id, supplier_id: $supplier_id) { supplier_id }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: requestAndVictim,
    prepare: async (victim) => {
      const request = await createAccessRequest(victim.database);
      return { id: request.id, supplier_id: victim.masterId };
    },
  },
  'Mutation.console_reject_access_request': {
    document: `mutation console_reject_access_request($id: ID!, $reason: String!) {
      console_reject_access_request(id: $id, reason: $reason) { status }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: requestAndVictim,
    prepare: async (victim) => ({
      id: (await createAccessRequest(victim.database)).id,
      reason: 'Not a customer of ours.',
    }),
  },
};
