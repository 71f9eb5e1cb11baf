import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { isApiToken } from '../modules/api-tokens/api-token-model.js';
import { requiredAccessOf, type ApiTokenAccess } from '../modules/api-tokens/policy.js';
import { DomainError } from '../shared/errors.js';
import type { GraphQLContext } from '../platform/graphql-context.js';

/** The operation a request runs: the only one, or the one its operationName names. */
function operationOf(
  document: DocumentNode,
  operationName: string | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length === 1) return operations[0];
  return operations.find((operation) => operation.name?.value === operationName);
}

/** The root fields a selection asks for, through fragments spread or inlined at the root. */
function rootFieldsOf(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      return rootFieldsOf(selection.selectionSet, fragments, seen);
    }
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFieldsOf(fragment.selectionSet, fragments, seen);
  });
}

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
  const body = (context.reply.request.body ?? context.reply.request.query) as
    { operationName?: unknown } | undefined;
  const operationName = typeof body?.operationName === 'string' ? body.operationName : undefined;
  const operation = operationOf(document, operationName);
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment] as const),
  );
  const rootFields = operation ? rootFieldsOf(operation.selectionSet, fragments) : [];
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
