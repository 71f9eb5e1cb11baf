import { Kind, parse } from 'graphql';

// As the web client finds it: the first named operation of the document.
const documentOperationPattern = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The fields of Query and Mutation in the schema: the names every portal client may use. */
export function rootFieldNames(schemaDefinition: string): Set<string> {
  const names = new Set<string>();
  for (const definition of parse(schemaDefinition).definitions) {
    if (
      (definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
        definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
      (definition.name.value === 'Query' || definition.name.value === 'Mutation')
    ) {
      for (const field of definition.fields ?? []) names.add(field.name.value);
    }
  }
  return names;
}

/** The operation a GraphQL request names: `operationName`, else the document's first named one. */
export function requestedOperationName(request: {
  body?: unknown;
  query?: unknown;
}): string | undefined {
  for (const source of [request.body, request.query]) {
    if (!source || typeof source !== 'object') continue;
    const { operationName, query } = source as { operationName?: unknown; query?: unknown };
    if (typeof operationName === 'string' && operationName) return operationName;
    if (typeof query === 'string') return documentOperationPattern.exec(query)?.[1];
  }
  return undefined;
}

/**
 * Operation names the web app gives its requests besides the schema's root fields, fixed when the
 * app is built (operation-labels.test.ts keeps this list equal to the app's documents).
 */
export const webOperationNames: readonly string[] = [
  'account_profile',
  'evidence_pack_jobs',
  'get_audit_log_people',
  'get_report_options',
  'get_supplier_contacts',
  'switchable_suppliers',
];

/**
 * Bounded label values for GraphQL operation names, which clients choose freely: the schema's
 * root fields and the web app's own names have their own; anything else is "other" (so no caller,
 * signed in or not, can take a label), a request without a name "anonymous".
 */
export function createOperationLabels(schemaDefinition: string) {
  const known = new Set([...rootFieldNames(schemaDefinition), ...webOperationNames]);
  return (name: string | undefined): string => {
    if (name === undefined) return 'anonymous';
    return known.has(name) ? name : 'other';
  };
}
