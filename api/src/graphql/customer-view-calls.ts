import { OperationTypeNode, type DocumentNode } from 'graphql';
import type { GraphQLContext } from '../platform/graphql-context.js';
import { DomainError } from '../shared/errors.js';
import { requestedOperation } from './requested-operation.js';

/** What a read-only customer view may still send: its token's renewal and its own end. */
const mutationsAViewMayCall = new Set(['renew_token', 'logout']);

/**
 * A provider's staff member seeing a customer's portal ("see as this customer") reads only:
 * every other mutation is READ_ONLY_VIEW before any resolver runs, whatever it would change.
 */
export async function refuseChangesInCustomerView(
  document: DocumentNode,
  context: GraphQLContext,
): Promise<void> {
  if (!context.client.bearerToken) return;
  const { operation, rootFields } = requestedOperation(document, context);
  if (operation?.operation !== OperationTypeNode.MUTATION) return;
  if (rootFields.every((field) => mutationsAViewMayCall.has(field))) return;
  const viewer = await context.getViewer();
  if (viewer?.customerView) throw new DomainError('READ_ONLY_VIEW');
}
