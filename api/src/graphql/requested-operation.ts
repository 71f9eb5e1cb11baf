import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
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

/**
 * The operation a GraphQL request runs (the one its body's operationName names, or its only one)
 * and the root fields it asks for: what the checks before execution decide on.
 */
export function requestedOperation(
  document: DocumentNode,
  context: GraphQLContext,
): { operation: OperationDefinitionNode | undefined; rootFields: string[] } {
  const body = (context.reply.request.body ?? context.reply.request.query) as
    { operationName?: unknown } | undefined;
  const operationName = typeof body?.operationName === 'string' ? body.operationName : undefined;
  const operation = operationOf(document, operationName);
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment] as const),
  );
  return {
    operation,
    rootFields: operation ? rootFieldsOf(operation.selectionSet, fragments) : [],
  };
}
