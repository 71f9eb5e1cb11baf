import type { DocumentNode } from 'graphql';
import { isApiToken } from '../modules/api-tokens/api-token-model.js';
import { requiredAccessOf, type ApiTokenAccess } from '../modules/api-tokens/policy.js';
import { DomainError } from '../shared/errors.js';
import type { GraphQLContext } from '../platform/graphql-context.js';
import { requestedOperation } from './requested-operation.js';

/** A refusal with the HTTP status it is answered with (the error formatter reads statusCode). */
class RateLimitedError extends DomainError {
  readonly statusCode = 429;
}

/**
 * For a call with an organisation API token (`itadat_`): decides from the operation's root
 * fields what it needs, lets the token's one statement check and record it, and makes the
 * token's caller the request's viewer. Anything else is left to the resolvers as before.
 */
export async function authorizeApiTokenCall(
  document: DocumentNode,
  context: GraphQLContext,
  apiTokenAccess: ApiTokenAccess,
): Promise<void> {
  const token = context.client.bearerToken;
  if (!token || !isApiToken(token)) return;
  const { operation, rootFields } = requestedOperation(document, context);
  const scope = context.reply.request.scope;
  if (!scope) throw new Error('A GraphQL request without a country scope');
  const operationText = `${operation?.name?.value ?? 'anonymous'}: ${[...new Set(rootFields)].join(', ')}`;
  try {
    context.actAs(
      await scope.apiTokenViewer(
        operationText,
        operation ? requiredAccessOf(apiTokenAccess, rootFields) : 'denied',
      ),
    );
  } catch (error) {
    // Over the token's limit the whole answer is 429 with the seconds to wait, as for REST.
    const retryAfterSeconds =
      error instanceof DomainError ? error.details.retryAfterSeconds : undefined;
    if (retryAfterSeconds === undefined) throw error;
    context.reply.header('retry-after', String(retryAfterSeconds));
    throw new RateLimitedError('TOO_MANY_ATTEMPTS', undefined, { retryAfterSeconds });
  }
}
